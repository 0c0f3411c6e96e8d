import { BadgeKind, chinaDayStart, DAY_MS, HOUR_MS, type AnchorRankEntry, type Viewer } from '@sport/contract';
import type { Snapshot } from './snapshot';
import { hostVisible } from './views';

const WEEK_BADGES: readonly (number | null)[] = [BadgeKind.Red, BadgeKind.Gain, BadgeKind.Gain];

/** Monday 00:00 (China time) of the week holding `now`. */
export function weekStart(now: number): number {
  const day = chinaDayStart(now);
  const weekday = (new Date(day + 8 * HOUR_MS).getUTCDay() + 6) % 7; // 0 = Monday
  return day - weekday * DAY_MS;
}

/** The week's top `size` hosts a viewer may see: popularity plus the week's likes; isAttention is laid over per caller. */
export function weekRankOf(snap: Snapshot, weekLikes: ReadonlyMap<number, number>, viewer: Viewer, size: number): AnchorRankEntry[] {
  return snap.hosts
    .filter((m) => hostVisible(m, viewer))
    .map((m) => ({ m, score: m.row.popularity + (weekLikes.get(m.row.id) ?? 0) }))
    .sort((a, b) => b.score - a.score || a.m.row.id - b.m.row.id)
    .slice(0, size)
    .map(({ m, score }, i): AnchorRankEntry => ({
      rank: i + 1,
      hostId: m.row.id,
      nickName: m.row.nickName,
      headUrl: m.headUrl,
      score,
      liveStatus: m.liveStatus,
      liveRoomId: m.row.liveRoomId,
      attention: m.row.followerCount,
      isAttention: 0,
      badgeKind: WEEK_BADGES[i] ?? (i < 10 ? BadgeKind.Pop : null),
    }));
}
