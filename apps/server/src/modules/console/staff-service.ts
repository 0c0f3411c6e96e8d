import { HOUR_MS, MINUTE_MS } from '@sport/contract';
import {
  isStaffRole,
  STAFF_NAME_PATTERN,
  STAFF_PASSWORD_MIN,
  type StaffMe,
  type StaffRole,
} from '@sport/contract/console';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, InvalidError, TooManyError } from '../../lib/domain-errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashToken, newSecretToken } from '../../lib/secret-token';
import {
  acceptStaffLogin,
  endStaffSession,
  findStaffByName,
  findStaffSession,
  insertStaff,
  insertStaffSession,
  recordStaffFailure,
} from './staff-repository';
import { newTotpSecret, totpStep, totpUri } from './totp';

/** A console session lasts a working day; then the staff member logs in again (password and code). */
export const STAFF_SESSION_MS = 8 * HOUR_MS;
/** Failed logins (password or code) after which the account waits STAFF_LOCK_MS. */
export const STAFF_FAILURES_BEFORE_LOCK = 5;
export const STAFF_LOCK_MS = 15 * MINUTE_MS;
/** One answer for a wrong name, password or code: a guesser learns nothing of which. */
export const STAFF_LOGIN_REFUSED = '账号、密码或验证码错误';
const STAFF_NAME = new RegExp(STAFF_NAME_PATTERN);

export interface StaffSession {
  sessionId: number;
  csrfHash: string;
  staff: StaffMe;
}

export interface StartedStaffSession {
  token: string;
  csrfToken: string;
  staff: StaffMe;
  expiresAt: number;
}

export const rolesOf = (stored: string): StaffRole[] => stored.split(',').filter(isStaffRole);

/** Staff accounts and their sessions (issue 27 §1): apart from fans', password plus a TOTP code. */
export function createStaffService({
  db,
  clock = systemClock,
  realClock = Date.now,
}: {
  db: Db;
  /** The world's time: sessions and locks. */
  clock?: Clock;
  /** The machine's time, which the staff member's authenticator app shares (CLOCK_START shifts only the world's). */
  realClock?: Clock;
}) {
  // Hashed once, so a login to an unknown name costs what one to a real name does.
  const decoyHash = hashPassword('decoy password never used');

  return {
    /**
     * `npm run staff -- add` and the 人员 page: the new account with its TOTP secret, shown once. `tx`: the
     * console's transaction, so the account and its audit entry exist together.
     */
    async create(
      input: { name: string; password: string; roles: StaffRole[] },
      tx: Db = db,
    ): Promise<{ id: number; secret: string; uri: string }> {
      if (!STAFF_NAME.test(input.name)) throw new InvalidError('name', 'must be 2–64 of A-Z a-z 0-9 _ . -');
      if (input.password.length < STAFF_PASSWORD_MIN)
        throw new InvalidError('password', `must be at least ${STAFF_PASSWORD_MIN} characters`);
      if (input.roles.length === 0) throw new InvalidError('role', 'at least one role');
      const secret = newTotpSecret();
      const id = await insertStaff(tx, {
        name: input.name,
        passwordHash: await hashPassword(input.password),
        totpSecret: secret,
        roles: [...new Set(input.roles)].join(','),
      });
      if (id === null) throw new ConflictError(`staff name taken: ${input.name}`);
      return { id, secret, uri: totpUri(input.name, secret) };
    },

    async login(input: { name: string; password: string; code: string }): Promise<StartedStaffSession> {
      const now = clock();
      const row = await findStaffByName(db, input.name);
      if (!row) {
        await verifyPassword(input.password, await decoyHash);
        throw new ForbiddenError(STAFF_LOGIN_REFUSED);
      }
      if (row.lockedUntil && row.lockedUntil.getTime() > now) {
        throw new TooManyError('登录失败次数过多，请稍后再试', Math.ceil((row.lockedUntil.getTime() - now) / 1000));
      }
      const passwordOk = await verifyPassword(input.password, row.passwordHash);
      const step = passwordOk ? totpStep(row.totpSecret, input.code, realClock()) : null;
      if (row.disabledAt || step === null || !(await acceptStaffLogin(db, row.id, step))) {
        await recordStaffFailure(db, row.id, STAFF_FAILURES_BEFORE_LOCK, new Date(now + STAFF_LOCK_MS));
        throw new ForbiddenError(STAFF_LOGIN_REFUSED);
      }
      const token = newSecretToken();
      const csrfToken = newSecretToken();
      const expiresAt = now + STAFF_SESSION_MS;
      await insertStaffSession(db, {
        staffId: row.id,
        tokenHash: hashToken(token),
        csrfHash: hashToken(csrfToken),
        createdAt: new Date(now),
        expiresAt: new Date(expiresAt),
      });
      return { token, csrfToken, expiresAt, staff: { id: row.id, name: row.name, roles: rolesOf(row.roles) } };
    },

    /** The live session of a cookie's token, or null (none, ended, expired, or its account disabled). */
    async session(token: string): Promise<StaffSession | null> {
      const row = await findStaffSession(db, hashToken(token));
      if (!row || row.endedAt || row.disabledAt || row.expiresAt.getTime() <= clock()) return null;
      return {
        sessionId: row.sessionId,
        csrfHash: row.csrfHash,
        staff: { id: row.staffId, name: row.name, roles: rolesOf(row.roles) },
      };
    },

    logout: (sessionId: number): Promise<void> => endStaffSession(db, sessionId, new Date(clock())),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
