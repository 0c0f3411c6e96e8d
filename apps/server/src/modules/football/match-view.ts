import type { Match } from '@sport/contract';
import { matchListView } from '../../lib/match-view';
import type { MatchRow } from './match-repository';

/** A match row as the football centres send it; anchors are laid over per request (anchor-source.ts). */
export function matchView(row: MatchRow): Match {
  return {
    ...matchListView(row),
    homeHalfScore: row.homeHalfScore,
    awayHalfScore: row.awayHalfScore,
    homeExtraTimeScore: row.homeExtraTimeScore,
    awayExtraTimeScore: row.awayExtraTimeScore,
    homePenaltyScore: row.homePenaltyScore,
    awayPenaltyScore: row.awayPenaltyScore,
  };
}
