import { RANKING_CHANGES, type IngestBetsBody, type IngestBetsResult, type RankingChange, type ReportVotes } from '@sport/contract';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import { systemClock, type Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/domain-errors';
import type { Bus } from '../../realtime/bus';
import { onBusEvent, publishBusEvent } from '../../realtime/bus-events';
import { createBettingList } from './betting-list';
import type { ProfileSource } from './boards';
import { tagsOfChange } from './cache-tags';
import { ingestBets, IngestRowsRefused, type MatchSource } from './ingest';
import { createIngestKeys } from './ingest-keys';
import { createIngestLog, type IngestKeyRef } from './ingest-log';
import { createLeader } from './leader';
import { createLists } from './lists';
import { createReads } from './reads';
import { applyVote } from './report-repository';
import { setHidden } from './repository';
import { countBetsChangedOn } from './resettle';

export type { Profile } from './boards';

export interface RankingServiceOptions {
  db: Db;
  bus: Bus;
  /** The server's answer cache (`app.cache`): the reads' answers, dropped by tag on RANKING_CHANGES. */
  cache: AnswerCache;
  football: MatchSource;
  /** The user module's service: nicknames and avatars, and which users exist. */
  users: ProfileSource;
  /** INGEST_KEYS of the environment: accepted beside the keys stored by the console (ingest-keys.ts). */
  envKeys?: Partial<Record<string, string>>;
  clock?: Clock;
}

export type RankingService = ReturnType<typeof createRankingService>;

/**
 * The user ranking: bets in from the platforms, settled by the shared rules, boards stored per period by the
 * leader (leader.ts), and the reads over them (lists.ts, betting-list.ts). Reads are answers of the shared cache
 * (reads.ts) that a RANKING_CHANGES event drops by tag on every node, so a board answer costs no query once warm.
 */
export function createRankingService({
  db,
  bus,
  cache,
  football,
  users,
  envKeys = {},
  clock = systemClock,
}: RankingServiceOptions) {
  const stop = onBusEvent(bus, RANKING_CHANGES, (change) => cache.invalidate(tagsOfChange(change)));
  const announce = (change: RankingChange) => publishBusEvent(bus, RANKING_CHANGES, change);
  const reads = createReads({ db, cache, users });
  const leader = createLeader({ db, bus, football, clock, announce });
  const lists = createLists({ reads, clock });
  const ingestLog = createIngestLog({ db, clock });

  return {
    /**
     * A platform's bets. `key`: the key that let the call in (the route's), and the call is logged (ingest-log.ts);
     * the demo seed and tests, calling without one, are not.
     */
    async ingest(body: IngestBetsBody, now = clock(), key?: IngestKeyRef): Promise<IngestBetsResult> {
      const at = new Date(now);
      const received = body.bets.length;
      const written = key ? (tx: Db) => ingestLog.accepted(tx, body.platform, key, at, received) : undefined;
      try {
        const result = await ingestBets({ db, football, users, written }, body, at);
        if (result.created + result.updated > 0) await announce({ kind: 'bets' });
        return result;
      } catch (error) {
        if (key && error instanceof IngestRowsRefused) await ingestLog.refusedRows(body.platform, key, at, received, error.rows);
        throw error;
      }
    },
    /** The platforms' ingest keys: the ingest route's check, and the console's 平台 area. */
    keys: createIngestKeys({ db, clock, envKeys, log: ingestLog }),
    /** The ingest's log: the route's refused keys, and the console's 平台 and 概览 pages. */
    ingestLog,
    settleOpen: leader.settleOpen,
    recompute: leader.recompute,
    watchMatches: leader.watchMatches,
    tick: leader.tick,
    /** Bets a correction of these matches would settle or change, scores read through `scores` (resettle.ts). */
    betsChangedOn: (tx: Db, scores: Pick<MatchSource, 'matchResults'>, matchIds: readonly number[]): Promise<number> =>
      countBetsChangedOn(tx, scores, matchIds),

    config: lists.config,
    list: lists.list,
    bettingList: createBettingList({ db, reads }),

    async setHidden(userId: number, hidden: boolean): Promise<{ hidden: boolean }> {
      await setHidden(db, userId, hidden);
      await announce({ kind: 'hidden', userId });
      return { hidden };
    },

    async vote(reportId: number, userId: number, vote: 1 | -1): Promise<ReportVotes> {
      const counted = await applyVote(db, reportId, userId, vote);
      if (!counted) throw new NotFoundError('betting report');
      await announce({ kind: 'vote', userId });
      return { reportId, ...counted };
    },

    close(): void {
      stop();
      leader.close();
    },
  };
}
