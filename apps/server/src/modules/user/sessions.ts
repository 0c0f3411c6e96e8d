import type { Db } from '../../db/client';
import type { SessionCheck } from '../../http/session-user';
import type { Clock } from '../../lib/clock';
import { MINUTE_MS } from '@sport/contract';
import { touchSession } from './account-repository';
import { endSessionByTokenHash, findSession, insertSoleSession, markSessionExpired } from './repository';
import { hashToken, newSecretToken } from '../../lib/secret-token';

/**
 * How long a live session read from the database answers for its token without asking again. Every call of a
 * logged-in caller checks its session; read each time, that one query was most of a cached list's cost and
 * queued every request behind PGlite's one connection. A logout or a login elsewhere drops the user's entries
 * at once on this node and, through the bus, on every other (`forget`); this bounds an announcement lost while
 * Redis was down. Expiry is checked on every call against the row's own time.
 */
export const SESSION_CACHE_MS = 10_000;
/**
 * How stale a session's `last_seen_at` (what the console shows) may be: it is written when a call reads the session
 * from the database and the stored time is older than this, so a busy fan costs one write per step, not per call.
 */
export const LAST_SEEN_STEP_MS = 5 * MINUTE_MS;
/** Live sessions held at most (a full cache starts over: one query each for the callers of the next seconds). */
const SESSION_CACHE_MAX = 20_000;

interface LiveSession {
  userId: number;
  username: string;
  expiresAt: number;
  cachedUntil: number;
}

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
  const live = new Map<string, LiveSession>();
  /** Bumped by every forget: a read that began before one must not store the session it found. */
  let epoch = 0;
  const forget = (userId: number): void => {
    epoch += 1;
    for (const [hash, session] of live) if (session.userId === userId) live.delete(hash);
  };

  return {
    /** Drops what is cached of this user's sessions: one of them ended (a logout, or a kick by a login). */
    forget,

    async start(userId: number, deviceId: string): Promise<StartedSession> {
      const token = newSecretToken();
      const now = clock();
      const session = await insertSoleSession(db, {
        userId,
        tokenHash: hashToken(token),
        deviceId,
        createdAt: new Date(now),
        expiresAt: new Date(now + ttlMs),
      });
      if (session.kicked > 0) forget(userId);
      return { token, sessionId: session.id, kicked: session.kicked };
    },

    /**
     * Reads the session behind a token + uid pair; a token of another uid counts as none. A live session is
     * answered from the cache for SESSION_CACHE_MS; `fresh` asks the database (the ws hub's re-check).
     */
    async check(token: string | undefined, uid: string | number | undefined, fresh = false): Promise<SessionCheck> {
      const userId = parseUid(uid);
      if (!token || userId === null) return { kind: 'none' };
      const tokenHash = hashToken(token);
      const cached = fresh ? undefined : live.get(tokenHash);
      if (cached && cached.cachedUntil > clock() && cached.expiresAt > clock()) {
        return cached.userId === userId
          ? { kind: 'ok', user: { id: cached.userId, username: cached.username } }
          : { kind: 'none' };
      }
      const readAt = epoch;
      const row = await findSession(db, tokenHash);
      if (!row || row.userId !== userId) return { kind: 'none' };
      switch (row.endReason) {
        case 'kicked':
          return { kind: 'kicked' };
        case 'expired':
          return { kind: 'expired' };
        case 'logout':
        case 'revoked':
          return { kind: 'none' };
        case null:
          break;
      }
      const now = clock();
      if (row.expiresAt.getTime() <= now) {
        await markSessionExpired(db, row.id, new Date(now));
        return { kind: 'expired' };
      }
      if (row.lastSeenAt === null || now - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
        await touchSession(db, row.id, new Date(now));
      }
      if (readAt === epoch) {
        if (live.size >= SESSION_CACHE_MAX) live.clear();
        live.set(tokenHash, {
          userId: row.userId,
          username: row.username,
          expiresAt: row.expiresAt.getTime(),
          cachedUntil: now + SESSION_CACHE_MS,
        });
      }
      return { kind: 'ok', user: { id: row.userId, username: row.username } };
    },

    async end(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      await endSessionByTokenHash(db, tokenHash, new Date(clock()));
      // After the write: a read that raced it either sees the end or began before this bump and stores nothing.
      epoch += 1;
      live.delete(tokenHash);
    },
  };
}
