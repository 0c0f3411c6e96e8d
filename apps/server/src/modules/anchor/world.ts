import { Value } from 'typebox/value';
import { MatchPush, type Viewer } from '@sport/contract';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/domain-errors';
import type { Bus } from '../../realtime/bus';
import type { FootballService } from '../football/service';
import { HOSTS_TAG, SCORES_TAG } from './cache-tags';
import { findHosts, findSchedules } from './repository';
import { SCHEDULE_WINDOW } from './schedule-status';
import { buildSnapshot, type HostModel, type Snapshot } from './snapshot';
import { hostVisible } from './views';

export interface WorldOptions {
  db: Db;
  /** Carries the `match.<id>` pushes whose scores the snapshot takes in. */
  bus: Bus;
  cache: AnswerCache;
  clock: Clock;
  football: Pick<FootballService, 'matchSummaries'>;
  /** How long the snapshot is kept unless a change drops it (HOSTS_TAG). */
  ttlMs: number;
}

export type World = ReturnType<typeof createWorld>;

/** The anchor world every answer is made from: one snapshot of the hosts and the window's matches, shared by all. */
export function createWorld({ db, bus, cache, clock, football, ttlMs }: WorldOptions) {
  const snapshots = cache.read<Snapshot>('anchor.snapshot', { ttlMs });

  /** The world as the database and the clock give it now, without the cache. */
  const fresh = async (): Promise<Snapshot> => {
    const at = clock();
    const [hostRows, matches] = await Promise.all([
      findHosts(db),
      football.matchSummaries(at - SCHEDULE_WINDOW.backMs, at + SCHEDULE_WINDOW.aheadMs),
    ]);
    const scheduleRows = await findSchedules(db, matches.map((m) => m.id));
    return buildSnapshot(hostRows, scheduleRows, new Map(matches.map((m) => [m.id, m])), at);
  };

  /** The snapshot the answers are made from, to move a match's score in when its push arrives. */
  let current: Snapshot | undefined;
  const snapshot = (): Promise<Snapshot> =>
    snapshots(
      'all',
      async () => {
        const snap = await fresh();
        current = snap;
        return snap;
      },
      [HOSTS_TAG],
    );

  /**
   * The documented special case of decision 034: a `match.<id>` push (the live simulator or a feed, on any node)
   * moves that match's status, minute and score in the cached snapshot itself, instead of dropping it. The
   * snapshot carries no `match:<id>` tags on purpose: with a database read per push, every goal and minute would
   * cost one. The room's answer (made per request) shows the score at once; the answers showing the streamed
   * matches' scores (SCORES_TAG) are dropped when one of their matches moved, and remade from the moved snapshot.
   */
  const moveScore = (push: MatchPush): void => {
    const match = current?.matches.get(push.matchId);
    if (!current || !match || push.updatedAt < current.at) return;
    const { statusId, minute, homeScore, awayScore } = push;
    current.matches.set(push.matchId, { ...match, statusId, minute, clock: push.clock ?? null, homeScore, awayScore });
    if (current.hosts.some((m) => m.entries.some((e) => e.matchId === push.matchId))) cache.invalidate([SCORES_TAG]);
  };
  const close = bus.onMessage(({ channel, payload }) => {
    if (channel.startsWith('match.') && Value.Check(MatchPush, payload)) moveScore(payload);
  });

  return {
    snapshot,
    fresh,

    /** A host the viewer may see, or 404: a restricted host does not exist for those outside its group. */
    async visibleHost(viewer: Viewer, hostId: number): Promise<{ snap: Snapshot; model: HostModel }> {
      const snap = await snapshot();
      const model = snap.byId.get(hostId);
      if (!model || !hostVisible(model, viewer)) throw new NotFoundError('host');
      return { snap, model };
    },

    /** The ids of the hosts the viewer may see. */
    async visibleHostIds(viewer: Viewer): Promise<number[]> {
      return (await snapshot()).hosts.filter((m) => hostVisible(m, viewer)).map((m) => m.row.id);
    },

    /** Stops taking in the pushes (the app is closing). */
    close,
  };
}
