import type { BracketMatch, KnockoutRound } from '@sport/contract';
import type { MatchRow } from './match-repository';
import { matchView } from './match-view';

export interface KnockoutStage {
  id: number;
  name: string;
}

type Side = 'home' | 'away';
/** A demo slot waiting for a result: 'W:<matchId>' (its winner) or 'L:<matchId>' (its loser). */
const FEEDER_SOURCE = /^[WL]:(\d+)$/;

/**
 * The match a slot's team comes from: a demo row names it in its source; a real row does not, so it is the
 * match the team played in the nearest earlier knockout round (a finalist's semi-final, not the third-place
 * match it never played). Null in the first knockout round (the team came from its group).
 */
function feederOf(row: MatchRow, side: Side, earlierRounds: readonly MatchRow[][]): number | null {
  const source = FEEDER_SOURCE.exec((side === 'home' ? row.homeSource : row.awaySource) ?? '');
  if (source) return Number(source[1]);
  const teamId = side === 'home' ? row.homeId : row.awayId;
  if (teamId === null) return null;
  for (let r = earlierRounds.length - 1; r >= 0; r--) {
    const played = earlierRounds[r]?.find((m) => m.homeId === teamId || m.awayId === teamId);
    if (played) return played.matchId;
  }
  return null;
}

/**
 * An edition's knockout rounds in stage order, each match with the matches its two slots come from, and
 * each round in bracket order: a round's matches sit in the order of the later slots they feed (the
 * feeders of the later round's first match first, home before away), so on the page every later match sits
 * between its two feeders. The last round, and matches feeding nothing, keep kick-off order.
 */
export function buildKnockout(stages: readonly KnockoutStage[], rows: readonly MatchRow[]): KnockoutRound[] {
  const rounds: MatchRow[][] = stages.map((stage) => rows.filter((row) => row.stageId === stage.id));
  const bracket: BracketMatch[][] = rounds.map((round, r) =>
    round.map((row) => ({
      ...matchView(row),
      homeFromMatchId: feederOf(row, 'home', rounds.slice(0, r)),
      awayFromMatchId: feederOf(row, 'away', rounds.slice(0, r)),
    })),
  );

  // Later rounds first: a round is ordered by the latest round it feeds, once that one is in order.
  for (let r = bracket.length - 2; r >= 0; r--) {
    const round = bracket[r] ?? [];
    const ids = new Set(round.map((m) => m.matchId));
    const parent = bracket
      .slice(r + 1)
      .findLast((later) => later.some((m) => ids.has(m.homeFromMatchId ?? 0) || ids.has(m.awayFromMatchId ?? 0)));
    if (!parent) continue;
    const slot = new Map<number, number>();
    parent.forEach((m, i) => {
      if (m.homeFromMatchId !== null && !slot.has(m.homeFromMatchId)) slot.set(m.homeFromMatchId, 2 * i);
      if (m.awayFromMatchId !== null && !slot.has(m.awayFromMatchId)) slot.set(m.awayFromMatchId, 2 * i + 1);
    });
    // Array.prototype.sort is stable: matches feeding nothing keep their kick-off order, after the others.
    const at = (m: BracketMatch): number => slot.get(m.matchId) ?? Number.MAX_SAFE_INTEGER;
    round.sort((a, b) => at(a) - at(b));
  }

  return stages.map((stage, r) => ({ stageId: stage.id, name: stage.name, matches: bracket[r] ?? [] }));
}
