import { SportId, type BetInfo, type BetResult, type BetSelection, type UserBetting } from '@sport/contract';
import type { StoredLeg } from '../../db/schema/ranking';
import { kickoffTimeTbd } from '../../lib/match-view';

const signed = (line: number): string => (line > 0 ? `+${line}` : String(line));

/** The market and the option as a slip shows them, e.g. '让球' / '主队 -0.75', '大小球' / '大 2.5'. */
export function describeSelection(selection: BetSelection, sportId: number): { playName: string; option: string } {
  const basketball = sportId === SportId.Basketball;
  switch (selection.play) {
    case 'result': {
      const option = { home: '主胜', draw: '平局', away: '客胜' }[selection.pick];
      return { playName: basketball ? '胜负' : '胜平负', option };
    }
    case 'handicap': {
      const line = Number(selection.line);
      const option = selection.pick === 'home' ? `主队 ${signed(line)}` : `客队 ${signed(-line)}`;
      return { playName: basketball ? '让分' : '让球', option };
    }
    case 'total':
      return { playName: basketball ? '总分' : '大小球', option: `${selection.pick === 'over' ? '大' : '小'} ${selection.line}` };
  }
}

/** A stored leg as the client reads it; an open leg shows as waiting. */
export function betInfoOf(leg: StoredLeg): BetInfo {
  return {
    matchId: leg.matchId,
    sportId: leg.sportId,
    leagueName: leg.league,
    homeName: leg.homeName,
    awayName: leg.awayName,
    matchDate: leg.kickoffAt,
    // legs stored before the flag have none: their time was set
    ...kickoffTimeTbd(leg.kickoffTimeSet !== false),
    ...describeSelection(leg.selection, leg.sportId),
    odds: leg.odds,
    result: leg.result ?? 'waiting',
  };
}

/** Whole yuan on the wire: a half result's profit can be fractional. */
export const wholeYuan = (amount: number | null): number => Math.round(amount ?? 0);

export function userBettingOf(row: {
  platform: string;
  betId: string;
  placedAt: Date;
  stake: number;
  odds: number;
  profit: number | null;
  result: BetResult;
  legs: StoredLeg[];
}): UserBetting {
  return {
    orderId: row.betId,
    platform: row.platform,
    odds: row.odds,
    betTime: row.placedAt.getTime(),
    amount: row.stake,
    winAmount: wholeYuan(row.profit),
    result: row.result,
    betInfos: row.legs.map(betInfoOf),
  };
}
