import { HOUR_MS, ScheduleLiveStatus, filePath } from '@sport/contract';
import {
  streamUrlProblem,
  type ConsoleHost,
  type ConsoleScheduleEntry,
  type ScheduleAddRequest,
} from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { InvalidError, NotFoundError } from '../../lib/domain-errors';
import type { FootballService } from '../football/service';
import {
  findEntry,
  findEntryRow,
  findEntryOf,
  findHostEntries,
  findHostRow,
  insertEntry,
  insertHost,
  searchHosts,
  updateEntry,
  updateHost,
  type HostPatch,
  type HostProfile,
  type ScheduleEntryRow,
} from './host-repository';
import type { HostRow } from './repository';
import { entryLiveStatus } from './schedule-status';
import type { World } from './world';

/** A stream opens at most this long before kick-off and at latest this long after it. */
export const STREAM_START_WINDOW = { beforeMs: 6 * HOUR_MS, afterMs: 2 * HOUR_MS } as const;
/** Shows for every jump game (SPEC §9). */
const EVERY_JUMP_GAME = 100;

export interface HostAdminOptions {
  db: Db;
  clock: Clock;
  world: World;
  football: Pick<FootballService, 'matchCards'>;
  /** Tells every node the hosts moved (ANCHOR_CHANGES): called by the console after its transaction committed. */
  announce: () => Promise<void>;
}

export type Change<T> = { before: T | null; after: T };
type StreamInput = { startAt: number; streamUrl: string };

/** What the audit keeps of a schedule entry: its columns, times as epoch ms. */
export type EntryRecord = ReturnType<typeof entryRecord>;
const entryRecord = (r: ScheduleEntryRow) => ({
  ...r,
  startAt: r.startAt?.getTime() ?? null,
  cancelledAt: r.cancelledAt?.getTime() ?? null,
});

/** What the audit keeps of a host: its editable fields, as they were. */
export type HostRecord = ReturnType<typeof hostRecord>;
const hostRecord = (r: HostRow) => ({
  id: r.id,
  nickName: r.nickName,
  pictureId: r.pictureId,
  birthday: r.birthday?.getTime() ?? null,
  tags: r.tags,
  introduction: r.introduction,
  liveRoomId: r.liveRoomId,
  liveUserGroupId: r.liveUserGroupId,
  liveGroupUserType: r.liveGroupUserType,
  offAirReason: r.offAirReason,
});

/**
 * The operator's side of the hosts (console 主播, issue 27 §2): profiles, portraits, schedule entries, the room's
 * group restriction and air state. Each write runs in the caller's transaction (its audit entry commits with it)
 * and answers the record before and after; the caller announces once committed, so no node rebuilds its answers
 * from a change that is not there yet.
 */
export function createHostAdmin({ db, clock, world, football, announce }: HostAdminOptions) {
  const hostOf = async (tx: Db, hostId: number): Promise<HostRow> => {
    const row = await findHostRow(tx, hostId);
    if (!row) throw new NotFoundError('host');
    return row;
  };

  async function view(row: HostRow): Promise<ConsoleHost> {
    const model = (await world.snapshot()).byId.get(row.id);
    return {
      id: row.id,
      nickName: row.nickName,
      headUrl: row.pictureId ? filePath(row.pictureId) : '',
      birthday: row.birthday?.getTime() ?? null,
      tags: row.tags,
      introduction: row.introduction,
      liveRoomId: row.liveRoomId,
      liveUserGroupId: row.liveUserGroupId,
      liveGroupUserType: row.liveGroupUserType,
      liveStatus: model?.liveStatus ?? 0,
      offAirReason: row.offAirReason,
      followerCount: row.followerCount,
    };
  }

  async function entryViews(rows: ScheduleEntryRow[]): Promise<ConsoleScheduleEntry[]> {
    const cards = new Map((await football.matchCards([...new Set(rows.map((r) => r.matchId))])).map((m) => [m.id, m]));
    return rows.map((r) => {
      const m = cards.get(r.matchId);
      return {
        id: r.id,
        hostId: r.hostId,
        matchId: r.matchId,
        matchSource: r.matchSource,
        matchName: m ? `${m.homeName ?? '待定'} vs ${m.awayName ?? '待定'} · ${m.league}` : `#${r.matchId}`,
        kickoffAt: m?.kickoffAt ?? 0,
        startAt: r.startAt?.getTime() ?? null,
        streamUrl: r.streamUrl,
        cancelledAt: r.cancelledAt?.getTime() ?? null,
        cancelReason: r.cancelReason,
      };
    });
  }
  const entryView = async (row: ScheduleEntryRow) => (await entryViews([row]))[0] as ConsoleScheduleEntry;

  /** The stream's start and address checked against the match: field errors a form shows by its field. */
  async function checkStream(matchId: number, input: StreamInput): Promise<void> {
    const [match] = await football.matchCards([matchId]);
    if (!match) throw new InvalidError('matchId', '比赛不存在');
    if (entryLiveStatus(match, clock()) === ScheduleLiveStatus.Ended)
      throw new InvalidError('matchId', '比赛已结束，不能排直播');
    const problem = streamUrlProblem(input.streamUrl);
    if (problem) throw new InvalidError('streamUrl', problem);
    if (
      input.startAt < match.kickoffAt - STREAM_START_WINDOW.beforeMs ||
      input.startAt > match.kickoffAt + STREAM_START_WINDOW.afterMs
    ) {
      throw new InvalidError('startAt', '开播时间须在开赛前6小时到开赛后2小时之间');
    }
  }

  const patchHost = async (tx: Db, hostId: number, patch: HostPatch): Promise<Change<HostRecord>> => {
    const changed = await updateHost(tx, hostId, patch);
    if (!changed) throw new NotFoundError('host');
    return { before: hostRecord(changed.before), after: hostRecord(changed.after) };
  };

  const heldEntry = async (tx: Db, id: number): Promise<ScheduleEntryRow> => {
    const held = await findEntry(tx, id);
    if (!held) throw new NotFoundError('schedule');
    if (held.cancelledAt !== null) throw new InvalidError('scheduleId', '这条排期已取消');
    return held;
  };

  return {
    announce,

    async list(q: string, page: number, size: number): Promise<{ list: ConsoleHost[]; total: number }> {
      const { rows, total } = await searchHosts(db, q, size, (page - 1) * size);
      return { list: await Promise.all(rows.map(view)), total };
    },

    /** One host as staff see it (404 for an unknown one). */
    host: async (hostId: number): Promise<ConsoleHost> => view(await hostOf(db, hostId)),

    async create(tx: Db, profile: HostProfile): Promise<HostRecord> {
      return hostRecord(await insertHost(tx, profile));
    },

    edit: (tx: Db, hostId: number, profile: HostProfile) => patchHost(tx, hostId, profile),
    setPortrait: (tx: Db, hostId: number, pictureId: string) => patchHost(tx, hostId, { pictureId }),
    setGroup: (tx: Db, hostId: number, group: { liveUserGroupId: number | null; liveGroupUserType: number | null }) =>
      patchHost(tx, hostId, group),
    /** Off air: never live to the fans, whatever the schedule says; the reason is kept on the row until back on air. */
    setAir: (tx: Db, hostId: number, onAir: boolean, reason: string) =>
      patchHost(tx, hostId, { offAirReason: onAir ? null : reason }),

    async schedule(hostId: number): Promise<ConsoleScheduleEntry[]> {
      await hostOf(db, hostId);
      const views = await entryViews(await findHostEntries(db, hostId));
      return views.sort((a, b) => b.kickoffAt - a.kickoffAt || b.id - a.id);
    },

    /** An entry as staff see it, read after its change committed. */
    entry: async (id: number): Promise<ConsoleScheduleEntry> => {
      const row = await findEntryRow(db, id);
      if (!row) throw new NotFoundError('schedule');
      return entryView(row);
    },

    /**
     * Checked before the transaction (the match is the football module's, read outside it): the host, the match
     * (there, not finished), the address and the start time. `scheduleId` checks an entry's own match.
     */
    async checkSchedule(
      target: { hostId: number; matchId: number } | { scheduleId: number },
      input: StreamInput,
    ): Promise<void> {
      if ('scheduleId' in target) {
        const row = await findEntryRow(db, target.scheduleId);
        if (!row) throw new NotFoundError('schedule');
        await checkStream(row.matchId, input);
      } else {
        await hostOf(db, target.hostId);
        await checkStream(target.matchId, input);
      }
    },

    /** A new entry, or a cancelled one for the same match scheduled again (its history stays in the audit). */
    async addSchedule(tx: Db, input: ScheduleAddRequest): Promise<Change<EntryRecord>> {
      await hostOf(tx, input.hostId);
      const fields = {
        startAt: new Date(input.startAt),
        streamUrl: input.streamUrl,
        matchSource: input.matchSource ?? EVERY_JUMP_GAME,
      };
      const held = await findEntryOf(tx, input.hostId, input.matchId);
      if (held && held.cancelledAt === null) throw new InvalidError('matchId', '这场比赛已在该主播的排期中');
      const row = held
        ? await updateEntry(tx, held.id, { ...fields, cancelledAt: null, cancelReason: null })
        : await insertEntry(tx, { hostId: input.hostId, matchId: input.matchId, ...fields });
      return { before: held ? entryRecord(held) : null, after: entryRecord(row) };
    },

    async editSchedule(tx: Db, id: number, input: StreamInput): Promise<Change<EntryRecord>> {
      const held = await heldEntry(tx, id);
      const row = await updateEntry(tx, id, { startAt: new Date(input.startAt), streamUrl: input.streamUrl });
      return { before: entryRecord(held), after: entryRecord(row) };
    },

    async cancelSchedule(tx: Db, id: number, reason: string): Promise<Change<EntryRecord>> {
      const held = await heldEntry(tx, id);
      const row = await updateEntry(tx, id, { cancelledAt: new Date(clock()), cancelReason: reason });
      return { before: entryRecord(held), after: entryRecord(row) };
    },
  };
}
