import { randomInt } from 'node:crypto';
import { Code, type DisclosureRoute, type LoginResult, type UserInfo } from '@sport/contract';
import type { Db } from '../../db/client';
import { AppError, conflict, needLogin } from '../../http/app-error';
import type { Bus } from '../../realtime/bus';
import { createWalletService } from '../wallet/service';
import { solveCaptcha } from './captcha-service';
import {
  BAD_CREDENTIALS_MSG,
  CAPTCHA_REQUIRED_MSG,
  CAPTCHA_WRONG_MSG,
  SESSION_KICKED_MSG,
  TOO_MANY_FAILURES_MSG,
  USERNAME_TAKEN_MSG,
} from './messages';
import { hashPassword, verifyPassword } from './password';
import {
  clearLoginFailures,
  findActiveMembership,
  findInviteCode,
  findUserById,
  findUserByUsername,
  getLoginFailures,
  insertInviteCode,
  insertUser,
  recordLoginFailure,
} from './repository';
import { startSession } from './session-service';

/** Failed logins after which the account needs a captcha (200028). */
export const FAILURES_BEFORE_CAPTCHA = 5;
/** Failed logins after which the account is locked for LOCK_MS even with captchas. */
export const FAILURES_BEFORE_LOCK = 20;
export const LOCK_MS = 15 * 60_000;

export async function register(db: Db, input: { username: string; password: string; nickname?: string }) {
  const id = await insertUser(db, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    nickname: input.nickname ?? input.username,
  });
  if (id === null) throw conflict(USERNAME_TAKEN_MSG);
  return { uid: id, username: input.username };
}

// Unknown usernames still pay for one scrypt, so timing does not tell which names exist.
let dummyHash: Promise<string> | undefined;
const decoyHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password'));

export interface LoginDeps {
  db: Db;
  bus: Bus;
  sessionTtlMs: number;
}

export async function login(
  { db, bus, sessionTtlMs }: LoginDeps,
  input: { username: string; password: string; captchaId?: string; captchaCode?: string },
  deviceId: string,
): Promise<LoginResult> {
  const failures = await getLoginFailures(db, input.username);
  if (failures && failures.failures >= FAILURES_BEFORE_LOCK) {
    const waitMs = failures.lastFailedAt.getTime() + LOCK_MS - Date.now();
    if (waitMs > 0) {
      throw new AppError(Code.TooMany, TOO_MANY_FAILURES_MSG, { 'retry-after': String(Math.ceil(waitMs / 1000)) });
    }
  }
  if (failures && failures.failures >= FAILURES_BEFORE_CAPTCHA) {
    if (!input.captchaId || !input.captchaCode) throw new AppError(Code.CaptchaRequired, CAPTCHA_REQUIRED_MSG);
    if (!(await solveCaptcha(db, input.captchaId, input.username, input.captchaCode))) {
      throw new AppError(Code.CaptchaWrong, CAPTCHA_WRONG_MSG);
    }
  }
  const user = await findUserByUsername(db, input.username);
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyPassword(input.password, await decoyHash()).then(() => false);
  if (!user || !valid) {
    await recordLoginFailure(db, input.username);
    throw new AppError(Code.Forbidden, BAD_CREDENTIALS_MSG);
  }
  if (failures) await clearLoginFailures(db, input.username);
  const session = await startSession(db, user.id, deviceId, sessionTtlMs);
  if (session.kicked > 0) await bus.publish(`user.${user.id}`, { type: 'kicked', msg: SESSION_KICKED_MSG });
  return { token: session.token, uid: user.id, username: user.username, headUrl: user.headUrl };
}

export async function info(db: Db, userId: number): Promise<UserInfo> {
  const user = await findUserById(db, userId);
  if (!user) throw needLogin();
  return {
    uid: user.id,
    username: user.username,
    nickname: user.nickname,
    headUrl: user.headUrl,
    gold: await createWalletService({ db }).balance(user.id),
  };
}

const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Issued on first request, then stable. */
export async function inviteCode(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await findInviteCode(db, userId);
    if (existing) return existing;
    let code = '';
    for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
    // false means either this user got one concurrently (found on the next pass) or the code clashed.
    if (await insertInviteCode(db, userId, code)) return code;
  }
  throw new Error('could not issue an invite code');
}

export async function disclosureRoute(db: Db, userId: number): Promise<DisclosureRoute> {
  const member = await findActiveMembership(db, userId);
  if (!member) {
    return {
      isActivityExist: false,
      actId: null,
      actName: '',
      url: '',
      isNewArticleExist: false,
      lastCheckoutDate: null,
      showFrame: false,
    };
  }
  return {
    isActivityExist: true,
    actId: member.actId,
    actName: member.actName,
    url: member.url,
    isNewArticleExist: member.hasNewArticle,
    lastCheckoutDate: member.lastCheckoutAt?.getTime() ?? null,
    showFrame: member.showFrame,
  };
}
