import {
  HostLiveStatus,
  ScheduleLiveStatus,
  VISITOR,
  type Host,
  type HostScheduleEntry,
  type MatchAnchor,
  type MatchInfo,
} from '@sport/contract';
import { NotFoundError } from '../../lib/domain-errors';
import { matchAnchorsOf } from './match-anchors';
import { viewContext, type Viewers } from './viewers';
import { hostView, hostVisible, matchInfos, visibleEntries, withAttention, type StreamUrls } from './views';
import type { World } from './world';

/** A room on air and the match it streams: its sport and the two sides' names. */
export interface LiveRoom {
  hostId: number;
  sportId: number;
  home: string;
  away: string;
}

/** One host's answers and the snapshot's lookups for other modules, made per request from the shared snapshot. */
export function createHostReads({ world, viewers }: { world: World; viewers: Viewers }) {
  return {
    async hostDetail(userId: number | null, hostId: number): Promise<Host> {
      const info = await viewers.info(userId);
      const { model } = await world.visibleHost(info.viewer, hostId);
      const [host] = withAttention([hostView(model, viewContext(info))], info.followed);
      if (!host) throw new NotFoundError('host');
      return host;
    },

    async hostSchedule(userId: number | null, hostId: number): Promise<HostScheduleEntry[]> {
      const info = await viewers.info(userId);
      const { model } = await world.visibleHost(info.viewer, hostId);
      return visibleEntries(model, viewContext(info));
    },

    /** The room's matches, with the scores as the latest push left them in the snapshot. */
    async hostLiveMatchInfo(userId: number | null, hostId: number, urls: StreamUrls): Promise<MatchInfo[]> {
      const info = await viewers.info(userId);
      const { snap, model } = await world.visibleHost(info.viewer, hostId);
      return matchInfos(snap, model, viewContext(info), urls);
    },

    /** The anchors a caller may see on each given match: the football lists' anchorInfo (football.setMatchAnchorSource). */
    async matchAnchors(matchIds: readonly number[], userId: number | null): Promise<ReadonlyMap<number, MatchAnchor[]>> {
      const [snap, info] = await Promise.all([world.snapshot(), viewers.info(userId)]);
      return matchAnchorsOf(snap, matchIds, info.viewer);
    },

    /** The rooms on air that anyone may enter, each with the match it streams now (the demo world's fans talk there). */
    async liveRooms(): Promise<LiveRoom[]> {
      const snap = await world.snapshot();
      return snap.hosts.flatMap((model) => {
        if (model.liveStatus !== HostLiveStatus.Live || !hostVisible(model, VISITOR)) return [];
        const entry = model.entries.find((e) => e.liveStatus === ScheduleLiveStatus.InProgress);
        if (!entry) return [];
        return [{ hostId: model.row.id, sportId: entry.matchTypeId, home: entry.masterTeamName, away: entry.guestTeamName }];
      });
    },

    /** Whether a live room exists (modules/live serves only known rooms). */
    async roomExists(roomId: number): Promise<boolean> {
      return (await world.snapshot()).byRoom.has(roomId);
    },
  };
}
