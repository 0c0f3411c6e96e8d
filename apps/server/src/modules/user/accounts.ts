import type { ConsoleSession, ConsoleUser, SessionState } from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { SessionEndReason } from '../../db/schema/user';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/domain-errors';
import { findAccount, findSessionsOfUser, revokeSessions, searchAccounts } from './account-repository';
import { parseUid } from './sessions';

/** Accounts found at most per search. */
const SEARCH_LIMIT = 20;
/** Sessions shown per user (one is live at a time; the rest is history). */
const SESSIONS_SHOWN = 50;

const accountOf = (row: { id: number; username: string; nickname: string; createdAt: Date }): ConsoleUser => ({
  uid: row.id,
  username: row.username,
  nickname: row.nickname,
  createdAt: row.createdAt.getTime(),
});

function stateOf(endReason: SessionEndReason | null, expiresAt: Date, now: number): SessionState {
  if (endReason !== null) return endReason;
  return expiresAt.getTime() <= now ? 'expired' : 'live';
}

/**
 * Accounts as the operator console sees them (issue 27 §2): found by uid or name, their sessions, and staff ending
 * them. Part of the user service; ending sessions takes the console's transaction `tx` (its audit entry is in it),
 * and the caller announces the end on the bus once that commits (SESSION_ENDS: every node forgets the cached
 * session, every socket of it loses `user.<uid>`).
 */
export function createAccounts({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async findAccounts(text: string): Promise<ConsoleUser[]> {
      const rows = await searchAccounts(db, text.trim(), parseUid(text.trim()), SEARCH_LIMIT);
      return rows.map(accountOf);
    },

    async account(userId: number, tx: Db = db): Promise<ConsoleUser> {
      const row = await findAccount(tx, userId);
      if (!row) throw new NotFoundError('user');
      return accountOf(row);
    },

    async sessionsOf(userId: number, tx: Db = db): Promise<ConsoleSession[]> {
      const now = clock();
      return (await findSessionsOfUser(tx, userId, SESSIONS_SHOWN)).map((row) => ({
        id: row.id,
        deviceId: row.deviceId,
        createdAt: row.createdAt.getTime(),
        lastSeenAt: row.lastSeenAt?.getTime() ?? null,
        expiresAt: row.expiresAt.getTime(),
        endedAt: row.endedAt?.getTime() ?? null,
        state: stateOf(row.endReason, row.expiresAt, now),
      }));
    },

    /** Ends the user's live sessions, or the one named; answers the ids ended (none: nothing was live). */
    revokeSessions: (userId: number, sessionId: number | null, tx: Db = db): Promise<number[]> =>
      revokeSessions(tx, userId, sessionId, new Date(clock())),
  };
}
