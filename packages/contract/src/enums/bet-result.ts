/** SPEC §4 bet result states; half-win and half-lose only occur on handicap bets. */
export const BET_RESULTS = [
  'confirm',
  'lose',
  'win',
  'cancel',
  'draw',
  'failure',
  'waiting',
  'half_win',
  'half_lose',
] as const;
export type BetResult = (typeof BET_RESULTS)[number];

export const BET_RESULT_LABELS: Record<BetResult, string> = {
  confirm: '已确认',
  lose: '输',
  win: '赢',
  cancel: '已取消',
  draw: '走水',
  failure: '投注失败',
  waiting: '待开奖',
  half_win: '赢半',
  half_lose: '输半',
};

export const betResultLabel = (result: BetResult): string => BET_RESULT_LABELS[result];

/** Settled: the result will not change any more. */
export const isBetSettled = (result: BetResult): boolean => result !== 'confirm' && result !== 'waiting';

/** Counts as a red (hit) order in the red-order ranking. */
export const isBetHit = (result: BetResult): boolean => result === 'win' || result === 'half_win';
