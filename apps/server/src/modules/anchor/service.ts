import { ANCHOR_CHANGES } from '@sport/contract';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import { systemClock, type Clock } from '../../lib/clock';
import type { Bus } from '../../realtime/bus';
import { onBusEvent } from '../../realtime/bus-events';
import type { FootballService } from '../football/service';
import { createHostAdmin } from './admin';
import { tagsOfChange } from './cache-tags';
import { createHostReads } from './host-reads';
import { createListReads } from './lists';
import { liveChanges, liveStateOf, type LiveState } from './live-tick';
import { createMomentReads } from './moments';
import { createViewers } from './viewers';
import { createWrites } from './writes';
import { createWorld } from './world';

export interface AnchorServiceOptions {
  db: Db;
  /** Carries this module's changes to every node (ANCHOR_CHANGES) and the leader's live pushes. */
  bus: Bus;
  /** The server's answer cache (`app.cache`): the anchor answers are tagged as cache-tags.ts says. */
  cache: AnswerCache;
  clock?: Clock;
  /** The owner of the match tables: the schedule entries show its matches. */
  football: Pick<FootballService, 'matchSummaries' | 'matchExists' | 'matchCards'>;
  /** A viewer's rooms and follows live this long before a re-read (their own follows drop them at once). */
  ttlMs?: number;
  /**
   * The world snapshot and the shared answers (lists, ranks) live this long. Every change they show is
   * announced on the bus and drops exactly what it touches on every node, so the TTL only bounds staleness
   * when an announcement was lost (Redis down) and how late the week rank counts a like. Each rebuild reads
   * the database and compresses the answers again, so it is not done every few seconds under load.
   */
  answerTtlMs?: number;
}

export type AnchorService = ReturnType<typeof createAnchorService>;

/** How long a node keeps the anchor answers it made (the host list among them) unless a change drops them. */
export const ANCHOR_ANSWER_TTL_MS = 30_000;

/**
 * The anchor module's service, composed of its parts: the shared snapshot (world.ts), the per-user reads
 * (viewers.ts), the shared lists (lists.ts), one host's answers (host-reads.ts), the moments (moments.ts) and the
 * writes (writes.ts). Every answer lives in `app.cache` under the tags of cache-tags.ts; a change heard on the bus
 * (ANCHOR_CHANGES, from any node) drops its tags here.
 */
export function createAnchorService({
  db,
  bus,
  cache,
  clock = systemClock,
  football,
  ttlMs = 5_000,
  answerTtlMs = ANCHOR_ANSWER_TTL_MS,
}: AnchorServiceOptions) {
  const world = createWorld({ db, bus, cache, clock, football, ttlMs: answerTtlMs });
  const viewers = createViewers({ db, cache, ttlMs, answerTtlMs });
  const writes = createWrites({ db, bus, football, world, viewers });
  // runs on every node, the one that made the change included
  const stopChanges = onBusEvent(bus, ANCHOR_CHANGES, (change) => cache.invalidate(tagsOfChange(change)));

  /** What the leader's tick compares: built fresh each time, leaving the cached snapshot alone. */
  const liveState = async (): Promise<LiveState> => liveStateOf(await world.fresh());
  let lastState: LiveState | undefined;

  return {
    viewerInfo: viewers.info,
    subscribeInfo: viewers.subscribeInfo,
    specialRoomIds: viewers.specialRoomIds,
    ...createListReads({ db, cache, world, viewers, ttlMs: answerTtlMs }),
    ...createHostReads({ world, viewers }),
    ...createMomentReads({ db, world, viewers }),
    likeMoment: writes.likeMoment,
    follow: writes.follow,
    book: writes.book,
    /** The operator's writes (console 主播): each in the console's transaction, announced once it committed. */
    admin: createHostAdmin({ db, clock, world, football, announce: writes.moved }),

    liveState,

    /**
     * The leader's step, every few seconds: compares the live state with the last one; when something the
     * answers show moved, tells every node (before the pushes, so a client refetching on a push gets the new
     * answer); publishes `host.<id>` when a host goes live or ends and `live` when the badge changes.
     */
    async tick(): Promise<void> {
      const state = await liveState();
      const { moved, pushes } = liveChanges(lastState, state);
      lastState = state;
      if (moved) await writes.moved();
      for (const { channel, data } of pushes) await bus.publish(channel, data);
    },

    /** Stops listening to the bus (the app is closing). */
    close: (): void => {
      stopChanges();
      world.close();
    },
  };
}
