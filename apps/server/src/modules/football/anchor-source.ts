import type { Match, MatchAnchor } from '@sport/contract';

/**
 * Who streams which match, for a caller (null: a visitor). The anchor module owns host schedules and reads
 * matches through this module, so this module cannot ask it: the anchor plugin hands this in at registration
 * (football.setMatchAnchorSource). Only anchors the caller may see come back; a match without one is absent.
 */
export type MatchAnchorSource = (matchIds: readonly number[], userId: number | null) => Promise<ReadonlyMap<number, MatchAnchor[]>>;

/**
 * Lays the anchors over the cached lists per request instead of caching them in them: anchors depend on the
 * caller (group-restricted rooms), on the clock (a room opens before kick-off) and on ANCHOR_CHANGES, and the
 * anchor module already holds them in memory and drops them on its own events. Caching them here too would
 * need a second invalidation path and a key per viewer group. A list without anchors goes out as the same
 * shared object, and a list with the same answer of the source (which hands out one object per question and
 * snapshot) as the same anchored object, so the prepared bytes of either are reused (http/cached-answer); a
 * dropped list or answer takes its anchored versions with it (WeakMaps).
 */
export function createAnchorLayer() {
  let source: MatchAnchorSource | undefined;
  const versions = new WeakMap<Match[], WeakMap<ReadonlyMap<number, MatchAnchor[]>, Match[]>>();

  return {
    setSource(next: MatchAnchorSource): void {
      source = next;
    },

    async withAnchors(list: Match[], userId: number | null): Promise<Match[]> {
      if (!source || list.length === 0) return list;
      const anchors = await source(
        list.map((m) => m.matchId),
        userId,
      );
      if (anchors.size === 0) return list;
      let known = versions.get(list);
      if (!known) {
        known = new WeakMap();
        versions.set(list, known);
      }
      const hit = known.get(anchors);
      if (hit) return hit;
      const anchored = list.map((m) => {
        const anchorInfo = anchors.get(m.matchId);
        return anchorInfo ? { ...m, anchorInfo } : m;
      });
      known.set(anchors, anchored);
      return anchored;
    },
  };
}
