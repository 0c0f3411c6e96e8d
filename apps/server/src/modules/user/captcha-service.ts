import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Captcha } from '@sport/contract';
import type { Db } from '../../db/client';
import { captchaText, hashCaptchaAnswer, renderCaptchaSvg, svgDataUrl } from './captcha-image';
import { insertCaptcha, takeCaptcha } from './repository';

export const CAPTCHA_TTL_MS = 5 * 60_000;

export async function issueCaptcha(db: Db, username: string): Promise<Captcha> {
  const captchaId = randomBytes(12).toString('hex');
  const text = captchaText();
  await insertCaptcha(db, {
    id: captchaId,
    username,
    answerHash: hashCaptchaAnswer(captchaId, text),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return { captchaId, image: svgDataUrl(renderCaptchaSvg(text)) };
}

/** Single use: the captcha is spent whether or not the answer is right. */
export async function solveCaptcha(db: Db, captchaId: string, username: string, answer: string): Promise<boolean> {
  const stored = await takeCaptcha(db, captchaId, username);
  if (!stored) return false;
  const given = Buffer.from(hashCaptchaAnswer(captchaId, answer), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
