import type { Match, MatchAnchor } from '@sport/contract';

/**
 * Who streams which match, for a caller (null: a visitor). The anchor module owns host schedules and reads
 * matches through this module, so this module cannot ask it: the anchor plugin hands this in at registration
 * (football.setMatchAnchorSource). Only anchors the caller may see come back; a match without one is absent.
 */
export type MatchAnchorSource = (matchIds: readonly number[], userId: number | null) => Promise<ReadonlyMap<number, MatchAnchor[]>>;

/**
 * Lays the anchors over a cached list per request instead of caching them in it: anchors depend on the caller
 * (group-restricted rooms), on the clock (a room opens before kick-off) and on ANCHOR_CHANGES, and the anchor
 * module already holds them in memory and drops them on its own events. Caching them here too would need a
 * second invalidation path and a key per viewer group. A list without anchors goes out as the same shared
 * object, so its prepared bytes are reused (http/cached-answer).
 */
export async function withAnchors(list: Match[], source: MatchAnchorSource | undefined, userId: number | null): Promise<Match[]> {
  if (!source || list.length === 0) return list;
  const anchors = await source(
    list.map((m) => m.matchId),
    userId,
  );
  if (anchors.size === 0) return list;
  return list.map((m) => {
    const anchorInfo = anchors.get(m.matchId);
    return anchorInfo ? { ...m, anchorInfo } : m;
  });
}
