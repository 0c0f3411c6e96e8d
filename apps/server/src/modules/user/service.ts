import { randomInt } from 'node:crypto';
import {
  Code,
  MINUTE_MS,
  SESSION_KICKED_MSG,
  userChannel,
  type Captcha,
  type LoginResult,
  type UserInfo,
  type UserPush,
} from '@sport/contract';
import type { Db } from '../../db/client';
import { AppError, conflict, needLogin } from '../../http/app-error';
import type { SessionCheck } from '../../http/session-user';
import { systemClock, type Clock } from '../../lib/clock';
import type { Bus } from '../../realtime/bus';
import type { WalletService } from '../wallet/service';
import { createCaptchas } from './captchas';
import {
  BAD_CREDENTIALS_MSG,
  CAPTCHA_REQUIRED_MSG,
  CAPTCHA_WRONG_MSG,
  TOO_MANY_FAILURES_MSG,
  USERNAME_TAKEN_MSG,
} from './messages';
import { hashPassword, verifyPassword } from './password';
import {
  clearLoginFailures,
  findInviteCode,
  findUserById,
  findUserByUsername,
  getLoginFailures,
  insertInviteCode,
  insertUser,
  recordLoginFailure,
} from './repository';
import { createSessions } from './sessions';

/** Failed logins after which the account needs a captcha (200028). */
export const FAILURES_BEFORE_CAPTCHA = 5;
/** Failed logins after which the account is locked for LOCK_MS even with captchas. */
export const FAILURES_BEFORE_LOCK = 20;
export const LOCK_MS = 15 * MINUTE_MS;

const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

// Unknown usernames still pay for one scrypt, so timing does not tell which names exist.
let dummyHash: Promise<string> | undefined;
const decoyHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password'));

export interface UserServiceOptions {
  db: Db;
  /** A login that ends another device's session tells that device on `user.<uid>`. */
  bus: Bus;
  clock?: Clock;
  /** The gold shown in the user's info. */
  wallet: Pick<WalletService, 'balance'>;
  sessionTtlMs: number;
}

export type UserService = ReturnType<typeof createUserService>;

/** Accounts, sessions and login captchas. */
export function createUserService({ db, bus, clock = systemClock, wallet, sessionTtlMs }: UserServiceOptions) {
  const sessions = createSessions({ db, clock, ttlMs: sessionTtlMs });
  const captchas = createCaptchas({ db, clock });

  return {
    async register(input: { username: string; password: string; nickname?: string }) {
      const id = await insertUser(db, {
        username: input.username,
        passwordHash: await hashPassword(input.password),
        nickname: input.nickname ?? input.username,
      });
      if (id === null) throw conflict(USERNAME_TAKEN_MSG);
      return { uid: id, username: input.username };
    },

    async login(
      input: { username: string; password: string; captchaId?: string; captchaCode?: string },
      deviceId: string,
    ): Promise<LoginResult> {
      const failures = await getLoginFailures(db, input.username);
      if (failures && failures.failures >= FAILURES_BEFORE_LOCK) {
        const waitMs = failures.lastFailedAt.getTime() + LOCK_MS - clock();
        if (waitMs > 0) {
          throw new AppError(Code.TooMany, TOO_MANY_FAILURES_MSG, { 'retry-after': String(Math.ceil(waitMs / 1000)) });
        }
      }
      if (failures && failures.failures >= FAILURES_BEFORE_CAPTCHA) {
        if (!input.captchaId || !input.captchaCode) throw new AppError(Code.CaptchaRequired, CAPTCHA_REQUIRED_MSG);
        if (!(await captchas.solve(input.captchaId, input.username, input.captchaCode))) {
          throw new AppError(Code.CaptchaWrong, CAPTCHA_WRONG_MSG);
        }
      }
      const user = await findUserByUsername(db, input.username);
      const valid = user
        ? await verifyPassword(input.password, user.passwordHash)
        : await verifyPassword(input.password, await decoyHash()).then(() => false);
      if (!user || !valid) {
        await recordLoginFailure(db, input.username, new Date(clock()));
        throw new AppError(Code.Forbidden, BAD_CREDENTIALS_MSG);
      }
      if (failures) await clearLoginFailures(db, input.username);
      const session = await sessions.start(user.id, deviceId);
      if (session.kicked > 0) {
        await bus.publish(userChannel(user.id), { type: 'kicked', msg: SESSION_KICKED_MSG } satisfies UserPush);
      }
      return { token: session.token, uid: user.id, username: user.username, headUrl: user.headUrl };
    },

    logout: (token: string): Promise<void> => sessions.end(token),

    checkSession: (token: string | undefined, uid: string | number | undefined): Promise<SessionCheck> =>
      sessions.check(token, uid),

    issueCaptcha: (username: string): Promise<Captcha> => captchas.issue(username),

    async info(userId: number): Promise<UserInfo> {
      const user = await findUserById(db, userId);
      if (!user) throw needLogin();
      return {
        uid: user.id,
        username: user.username,
        nickname: user.nickname,
        headUrl: user.headUrl,
        gold: await wallet.balance(user.id),
      };
    },

    /** Issued on first request, then stable. */
    async inviteCode(userId: number): Promise<string> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const existing = await findInviteCode(db, userId);
        if (existing) return existing;
        let code = '';
        for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
        // false means either this user got one concurrently (found on the next pass) or the code clashed.
        if (await insertInviteCode(db, userId, code)) return code;
      }
      throw new Error('could not issue an invite code');
    },
  };
}
