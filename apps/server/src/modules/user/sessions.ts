import type { Db } from '../../db/client';
import type { SessionCheck } from '../../http/session-user';
import type { Clock } from '../../lib/clock';
import { endSessionByTokenHash, findSession, insertSoleSession, markSessionExpired } from './repository';
import { hashToken, newToken } from './token';

/** A uid is the decimal we hand out: no sign, no leading zero, no exponent, hex, fraction or space. */
const CANONICAL_UID = /^[1-9][0-9]{0,15}$/;

/**
 * The user id a uid header (or ws auth) names, or null. `Number()` alone reads `01`, `1e0`, `0x1` and ` 1` as 1:
 * one account would then answer to many header values, each signed differently, so only the one spelling counts.
 */
export function parseUid(uid: string | number | undefined): number | null {
  if (uid === undefined) return null;
  const userId = typeof uid === 'number' ? uid : CANONICAL_UID.test(uid) ? Number(uid) : NaN;
  return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
}

export interface StartedSession {
  token: string;
  sessionId: number;
  /** How many live sessions on other devices this login ended. */
  kicked: number;
}

/** Sessions: one live device per account; only the token's hash is stored. Part of the user service. */
export function createSessions({ db, clock, ttlMs }: { db: Db; clock: Clock; ttlMs: number }) {
  return {
    async start(userId: number, deviceId: string): Promise<StartedSession> {
      const token = newToken();
      const now = clock();
      const session = await insertSoleSession(db, {
        userId,
        tokenHash: hashToken(token),
        deviceId,
        createdAt: new Date(now),
        expiresAt: new Date(now + ttlMs),
      });
      return { token, sessionId: session.id, kicked: session.kicked };
    },

    /** Reads the session behind a token + uid pair; a token of another uid counts as none. */
    async check(token: string | undefined, uid: string | number | undefined): Promise<SessionCheck> {
      const userId = parseUid(uid);
      if (!token || userId === null) return { kind: 'none' };
      const row = await findSession(db, hashToken(token));
      if (!row || row.userId !== userId) return { kind: 'none' };
      switch (row.endReason) {
        case 'kicked':
          return { kind: 'kicked' };
        case 'expired':
          return { kind: 'expired' };
        case 'logout':
          return { kind: 'none' };
        case null:
          break;
      }
      const now = clock();
      if (row.expiresAt.getTime() <= now) {
        await markSessionExpired(db, row.id, new Date(now));
        return { kind: 'expired' };
      }
      return { kind: 'ok', user: { id: row.userId, username: row.username } };
    },

    end: (token: string): Promise<void> => endSessionByTokenHash(db, hashToken(token), new Date(clock())),
  };
}
