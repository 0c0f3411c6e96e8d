import {
  BETTING_LIST_PAGE_SIZE,
  chinaMidnight,
  DAY_MS,
  type BetInfo,
  type BetResult,
  type BettingReport,
  type RankingConfig,
  type RankingDate,
  type RankingUser,
  type UserBetting,
  type UserBettingList,
} from '@sport/contract';

const WEEK_MS = 7 * DAY_MS;
/** A Monday 00:00 China time: the recent week starts here, closed weeks before it. */
export const RECENT_START = chinaMidnight(2026, 11, 23);
export const weekStart = (weeksBack: number) => RECENT_START - weeksBack * WEEK_MS;

export function makeUser(rank: number, overrides: Partial<RankingUser> = {}): RankingUser {
  return {
    rank,
    userId: 100 + rank,
    nickName: `玩家${rank}`,
    headUrl: '',
    value: 100 - rank,
    winRate: 0.625,
    title: null,
    betCount: 8,
    hitCount: 5,
    ...overrides,
  };
}

export function makeLeg(overrides: Partial<BetInfo> = {}): BetInfo {
  return {
    matchId: 9001,
    sportId: 1,
    leagueName: '英超',
    homeName: '阿森纳',
    awayName: '切尔西',
    matchDate: RECENT_START + DAY_MS + 20 * 3600_000,
    playName: '让球',
    option: '主队 -0.5',
    odds: 1.95,
    result: 'win',
    ...overrides,
  };
}

export function makeReport(id: number, overrides: Partial<BettingReport> = {}): BettingReport {
  return {
    id,
    userId: 200 + id,
    nickName: `晒单人${id}`,
    headUrl: '',
    betInfo: [makeLeg()],
    amount: 100,
    winAmount: 195,
    like: 3,
    dislike: 1,
    views: 50,
    result: 'win',
    myVote: 0,
    createDate: RECENT_START + DAY_MS,
    ...overrides,
  };
}

/** A board's period: `rows` users ranked 1..rows, the first three on the podium. */
export function makePeriod(rows: number, overrides: Partial<RankingDate> = {}): RankingDate {
  const users = Array.from({ length: rows }, (_, i) => makeUser(i + 1));
  return {
    startDate: RECENT_START,
    endDate: RECENT_START + WEEK_MS,
    hidden: false,
    redRankingList: users.slice(0, 3),
    winRankingList: { list: users.slice(3), showMore: false },
    bettingReportList: [],
    followBetCount: 0,
    myRanking: null,
    ...overrides,
  };
}

/** A tab of ranking/config with the recent week and `closed` closed weeks. */
export function makeConfig(type: number, text: string, closed = 2): RankingConfig {
  return {
    type,
    text,
    size: 10,
    gamePlatforms: ['xj', 'bti', 'st'],
    rankingDateList: Array.from({ length: closed + 1 }, (_, i) => ({
      startDate: weekStart(i),
      endDate: weekStart(i) + WEEK_MS,
    })),
  };
}

export const BOARDS: RankingConfig[] = [makeConfig(1, '红单榜'), makeConfig(2, '盈利榜'), makeConfig(3, '人气榜')];

export function makeBet(n: number, result: BetResult = 'win', overrides: Partial<UserBetting> = {}): UserBetting {
  return {
    orderId: `B${n}`,
    platform: 'xj',
    odds: 1.95,
    betTime: RECENT_START - n * 60_000,
    amount: 100,
    winAmount: result === 'win' ? 195 : 0,
    result,
    betInfos: [makeLeg({ result })],
    ...overrides,
  };
}

/** One page of a user's bets (page size 100); `cursor` null on the last. */
export function makeBettingPage(
  bets: UserBetting[],
  { pageNum = 1, cursor = null, total = bets.length }: { pageNum?: number; cursor?: string | null; total?: number } = {},
  overrides: Partial<UserBettingList> = {},
): UserBettingList {
  return {
    list: bets,
    cursor,
    pageNum,
    pageSize: BETTING_LIST_PAGE_SIZE,
    total,
    userTitle: { id: 3, title: '红单达人', icon: '', level: 3 },
    user: { userId: 7, nickName: '球圣老王', headUrl: '' },
    record: { betCount: 40, hitCount: 25, profit: 1280 },
    reports: [],
    ...overrides,
  };
}
