import { randomBytes, timingSafeEqual } from 'node:crypto';
import { MINUTE_MS, type Captcha } from '@sport/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { captchaText, hashCaptchaAnswer, renderCaptchaSvg, svgDataUrl } from './captcha-image';
import { insertCaptcha, takeCaptcha } from './repository';

export const CAPTCHA_TTL_MS = 5 * MINUTE_MS;

/** Login captchas (after repeated failures): single use, stored as a hash. Part of the user service. */
export function createCaptchas({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async issue(username: string): Promise<Captcha> {
      const captchaId = randomBytes(12).toString('hex');
      const text = captchaText();
      await insertCaptcha(db, {
        id: captchaId,
        username,
        answerHash: hashCaptchaAnswer(captchaId, text),
        expiresAt: new Date(clock() + CAPTCHA_TTL_MS),
      });
      return { captchaId, image: svgDataUrl(renderCaptchaSvg(text)) };
    },

    /** Single use: the captcha is spent whether or not the answer is right. */
    async solve(captchaId: string, username: string, answer: string): Promise<boolean> {
      const stored = await takeCaptcha(db, captchaId, username, new Date(clock()));
      if (!stored) return false;
      const given = Buffer.from(hashCaptchaAnswer(captchaId, answer), 'hex');
      const expected = Buffer.from(stored, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
