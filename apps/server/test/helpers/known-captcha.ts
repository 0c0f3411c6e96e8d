import { eq } from 'drizzle-orm';
import { systemRoutes } from '@sport/contract';
import { captchas } from '../../src/db/schema/user';
import { hashCaptchaAnswer } from '../../src/modules/user/captcha-image';
import type { TestApp } from './app';

/** A captcha whose answer the test knows: the image is only pixels, so set the stored digest. */
export async function knownCaptcha(t: TestApp, username: string, answer: string): Promise<string> {
  const res = await t.call(systemRoutes.captcha, { username });
  if (res.body.code !== 1) throw new Error(`captcha refused: ${res.body.msg}`);
  const { captchaId } = res.body.data;
  await t.database.db
    .update(captchas)
    .set({ answerHash: hashCaptchaAnswer(captchaId, answer) })
    .where(eq(captchas.id, captchaId));
  return captchaId;
}
