import { CompetitionPhase, NbaKind } from '@sport/contract';
import type { MatchKind } from '../../db/schema/match';

/**
 * The match kinds a kind or scope covers. Playoffs take in the Finals (SPEC's "final cup" kind is fetched as
 * playoffs); the Finals kind alone is the Finals; the cup phases are the Cup knockout. No kind: every game.
 * Preseason and all-star have no games here.
 */
export function matchKindsOf(kind: number | undefined): MatchKind[] {
  if (kind === undefined) return ['regular', 'playoffs', 'finals', 'cup'];
  switch (kind) {
    case NbaKind.Regular:
      return ['regular'];
    case NbaKind.Playoffs:
      return ['playoffs', 'finals'];
    case NbaKind.Finals:
      return ['finals'];
    case CompetitionPhase.TeamCup:
    case CompetitionPhase.FinalCup:
      return ['cup'];
    default:
      return [];
  }
}

/** A stage's competition phase, as the match's `kind` on the wire. */
export const PHASE_OF_KIND: Record<MatchKind, number> = {
  regular: CompetitionPhase.Regular,
  playoffs: CompetitionPhase.Playoffs,
  finals: CompetitionPhase.Finals,
  cup: CompetitionPhase.FinalCup,
};
