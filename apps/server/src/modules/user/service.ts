import { randomInt } from 'node:crypto';
import {
  isReservedNickname,
  NICKNAME_RESERVED_RULE,
  nicknameProblem,
  SESSION_KICKED_MSG,
  userChannel,
  type Captcha,
  type LoginResult,
  type UserInfo,
  type UserPush,
} from '@sport/contract';
import type { Db } from '../../db/client';
import type { SessionCheck } from '../../http/session-user';
import { systemClock, type Clock } from '../../lib/clock';
import {
  CaptchaRequiredError,
  CaptchaWrongError,
  ConflictError,
  ForbiddenError,
  InvalidError,
  NeedLoginError,
  TooManyError,
} from '../../lib/domain-errors';
import type { Bus } from '../../realtime/bus';
import { endedSessionsOf } from '../../realtime/session-ends';
import type { WalletService } from '../wallet/service';
import { createCaptchas } from './captchas';
import {
  BAD_CREDENTIALS_MSG,
  CAPTCHA_REQUIRED_MSG,
  CAPTCHA_WRONG_MSG,
  TOO_MANY_FAILURES_MSG,
  USERNAME_TAKEN_MSG,
} from './messages';
import { hashPassword, verifyPassword } from '../../lib/password';
import { createAccounts } from './accounts';
import { createBans } from './bans';
import {
  decoyAttempts,
  FAILURES_BEFORE_CAPTCHA,
  FAILURES_BEFORE_LOCK,
  FAILURES_FORGOTTEN_AFTER_MS,
  LOCK_MS,
  storedAttempts,
} from './login-attempts';
import {
  findInviteCode,
  findUserById,
  findUserByUsername,
  findUsersByIds,
  insertInviteCode,
  insertUser,
  pruneLoginRecords,
} from './repository';
import { createSessions } from './sessions';

const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

// Unknown usernames still pay for one scrypt, so timing does not tell which names exist.
let dummyHash: Promise<string> | undefined;
const decoyHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password'));

export interface UserServiceOptions {
  db: Db;
  /** A login that ends another device's session tells that device on `user.<uid>`. */
  bus: Bus;
  clock?: Clock;
  /** The gold shown in the user's info, and a new account's welcome gold. */
  wallet: Pick<WalletService, 'balance' | 'credit'>;
  sessionTtlMs: number;
  /** Gold credited to every new account (config WELCOME_GOLD); 0 or left out: none. */
  welcomeGold?: number;
}

/** The ledger reason of a new account's gold: not a top-up (RECHARGE_REASONS), so it opens no comment gate. */
export const WELCOME_REASON = 'welcome';

export type UserService = ReturnType<typeof createUserService>;
export type { UserBan } from './bans';

export interface UserProfile {
  id: number;
  username: string;
  nickname: string;
  headUrl: string;
}

/** Accounts, sessions and login captchas. */
export function createUserService({ db, bus, clock = systemClock, wallet, sessionTtlMs, welcomeGold = 0 }: UserServiceOptions) {
  const sessions = createSessions({ db, clock, ttlMs: sessionTtlMs });
  // A logout or a kick on any node (announced on the bus, here too) ends what this node has cached of it.
  const stopListening = bus.onMessage((message) => {
    const uid = endedSessionsOf(message);
    if (uid !== null) sessions.forget(Number(uid));
  });
  const captchas = createCaptchas({ db, clock });
  const bans = createBans({ db, clock });
  const accounts = createAccounts({ db, clock });
  const stored = storedAttempts(db, clock);
  const decoys = decoyAttempts(clock);

  /** Spends the login's captcha; throws 200028 when it has none, 200025 when it is wrong. */
  async function solveCaptcha(input: { username: string; captchaId?: string; captchaCode?: string }): Promise<void> {
    if (!input.captchaId || !input.captchaCode) throw new CaptchaRequiredError(CAPTCHA_REQUIRED_MSG);
    if (!(await captchas.solve(input.captchaId, input.username, input.captchaCode))) {
      throw new CaptchaWrongError(CAPTCHA_WRONG_MSG);
    }
  }

  /** Names other modules reserve (the experts' display names): asked at each registration, never copied here. */
  const reservedNameSources: (() => Promise<readonly string[]>)[] = [];

  /** Refuses a nickname that hides characters or reads as an expert's or the staff's name (contract rules). */
  async function checkNickname(nickname: string): Promise<void> {
    const problem = nicknameProblem(nickname);
    if (problem) throw new InvalidError('body.nickname', problem);
    const reserved = await Promise.all(reservedNameSources.map((names) => names()));
    if (isReservedNickname(nickname, reserved.flat())) throw new InvalidError('body.nickname', NICKNAME_RESERVED_RULE);
  }

  return {
    ...bans,
    ...accounts,
    /** Another module's names no user may take as a nickname (news: its experts'). */
    reserveNames(names: () => Promise<readonly string[]>): void {
      reservedNameSources.push(names);
    },

    async register(input: { username: string; password: string; nickname?: string }) {
      const nickname = input.nickname ?? input.username;
      await checkNickname(nickname);
      const passwordHash = await hashPassword(input.password);
      // The account and its welcome gold (the gold page promises it) in one transaction: never one without the other.
      const id = await db.transaction(async (tx) => {
        const created = await insertUser(tx, { username: input.username, passwordHash, nickname });
        if (created !== null && welcomeGold > 0) {
          await wallet.credit({ userId: created, amount: welcomeGold, reason: WELCOME_REASON, idempotencyKey: 'welcome' }, tx);
        }
        return created;
      });
      if (id === null) throw new ConflictError(USERNAME_TAKEN_MSG);
      return { uid: id, username: input.username };
    },

    async login(
      input: { username: string; password: string; captchaId?: string; captchaCode?: string },
      deviceId: string,
    ): Promise<LoginResult> {
      const user = await findUserByUsername(db, input.username);
      // A name no account has is counted in memory instead (same answers, no row for every name tried).
      const attempts = user ? stored : decoys;
      const now = clock();
      const count = await attempts.read(input.username);
      const lockedForMs = count.lastFailedAt + LOCK_MS - now;
      if (count.failures >= FAILURES_BEFORE_LOCK && lockedForMs > 0) {
        throw new TooManyError(TOO_MANY_FAILURES_MSG, Math.ceil(lockedForMs / 1000));
      }
      // Past 5 failures an attempt without a right captcha is refused before it is counted: it guesses nothing.
      const captchaSolved = count.failures >= FAILURES_BEFORE_CAPTCHA;
      if (captchaSolved) await solveCaptcha(input);
      // Counted before the password check, so of parallel attempts that all read fewer than 5 failures only
      // those within the first 5 go on without a captcha.
      const before = (await attempts.reserve(input.username)) - 1;
      if (before >= FAILURES_BEFORE_CAPTCHA && !captchaSolved) {
        try {
          await solveCaptcha(input);
        } catch (error) {
          // No password was checked: not a guess, so not a failure.
          await attempts.refund(input.username);
          throw error;
        }
      }
      const valid = user
        ? await verifyPassword(input.password, user.passwordHash)
        : await verifyPassword(input.password, await decoyHash()).then(() => false);
      if (!user || !valid) {
        await attempts.failed(input.username);
        throw new ForbiddenError(BAD_CREDENTIALS_MSG);
      }
      await attempts.clear(input.username);
      const session = await sessions.start(user.id, deviceId);
      if (session.kicked > 0) {
        await bus.publish(userChannel(user.id), { type: 'kicked', msg: SESSION_KICKED_MSG } satisfies UserPush);
      }
      return { token: session.token, uid: user.id, username: user.username, headUrl: user.headUrl };
    },

    logout: (token: string): Promise<void> => sessions.end(token),

    checkSession: (
      token: string | undefined,
      uid: string | number | undefined,
      fresh?: boolean,
    ): Promise<SessionCheck> => sessions.check(token, uid, fresh),

    /** Stops following the bus (the app closes). */
    close: (): void => stopListening(),

    issueCaptcha: (username: string): Promise<Captcha> => captchas.issue(username),

    /**
     * Deletes spent-by-time captchas and failure counts idle for FAILURES_FORGOTTEN_AFTER_MS (the leader's
     * job, hourly): both tables otherwise only grow, a captcha row for every name anyone asks one for.
     */
    pruneLoginRecords(): Promise<{ captchas: number; failures: number }> {
      const now = clock();
      return pruneLoginRecords(db, new Date(now), new Date(now - FAILURES_FORGOTTEN_AFTER_MS));
    },

    async info(userId: number): Promise<UserInfo> {
      const user = await findUserById(db, userId);
      if (!user) throw new NeedLoginError();
      return {
        uid: user.id,
        username: user.username,
        nickname: user.nickname,
        headUrl: user.headUrl,
        gold: await wallet.balance(user.id),
      };
    },

    /** What other users see of these users (a comment's author): username, nickname, picture, by id; `tx`: inside a caller's transaction. */
    async profiles(ids: readonly number[], tx: Db = db): Promise<Map<number, UserProfile>> {
      const rows = await findUsersByIds(tx, [...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, row]));
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
