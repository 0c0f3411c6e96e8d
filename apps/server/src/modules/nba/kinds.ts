import { CompetitionPhase, NbaKind } from '@sport/contract';
import type { StagePhase } from '../../db/schema/competition';
import type { MatchKind } from '../../db/schema/match';

/** The games a kind or scope covers: match kinds, and for the Cup's groups the stage phase too. */
export interface GameSet {
  kinds: MatchKind[];
  /** Only games of stages of this phase (the Cup group stage, 6: its games are regular-season games). */
  phase?: StagePhase;
}

/**
 * The games of a kind or scope. Playoffs take in the Finals (SPEC's "final cup" kind is fetched as playoffs);
 * the Finals kind alone is the Finals; the team cup (6) is the Cup's group stage, regular-season games in the
 * phase-6 stage; the final cup (7) the Cup knockout. No kind: every game. Preseason and all-star have none.
 */
export function gamesOf(kind: number | undefined): GameSet {
  if (kind === undefined) return { kinds: ['regular', 'playoffs', 'finals', 'cup'] };
  switch (kind) {
    case NbaKind.Regular:
      return { kinds: ['regular'] };
    case NbaKind.Playoffs:
      return { kinds: ['playoffs', 'finals'] };
    case NbaKind.Finals:
      return { kinds: ['finals'] };
    case CompetitionPhase.TeamCup:
      return { kinds: ['regular'], phase: CompetitionPhase.TeamCup };
    case CompetitionPhase.FinalCup:
      return { kinds: ['cup'] };
    default:
      return { kinds: [] };
  }
}

/** A stage's competition phase, as the match's `kind` on the wire. */
export const PHASE_OF_KIND: Record<MatchKind, number> = {
  regular: CompetitionPhase.Regular,
  playoffs: CompetitionPhase.Playoffs,
  finals: CompetitionPhase.Finals,
  cup: CompetitionPhase.FinalCup,
};
