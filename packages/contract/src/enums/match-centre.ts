/** SPEC §2 match-centre tabs. */
export const MatchCentreTab = { Schedule: 1, Standings: 2, PlayerStats: 3, TeamStats: 4 } as const;
export type MatchCentreTabId = (typeof MatchCentreTab)[keyof typeof MatchCentreTab];
export const MATCH_CENTRE_TAB_LABELS: Record<MatchCentreTabId, string> = {
  1: '赛程',
  2: '积分榜',
  3: '球员统计',
  4: '球队统计',
};
