/**
 * The tags answers are dropped by, shared by every module: an answer showing a match carries `match:<id>` (the
 * cache plugin drops it on the match's `match.<id>` event, on every node), one derived from a season's matches
 * carries `season:<id>` (its module, knowing the match's season, drops it).
 */
export const matchTag = (matchId: number) => `match:${matchId}`;
export const seasonTag = (seasonId: number) => `season:${seasonId}`;
