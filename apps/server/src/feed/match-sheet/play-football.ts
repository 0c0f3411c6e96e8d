import { eventRow, substitutionRow } from '../event-rows';
import type { FootballPlan, MatchState } from '../timeline';
import type { MatchEventRow, SquadMember } from '../world/types';
import { planSheet } from './plan';
import { sheetAt, type SheetState } from './sheet-at';

export interface FootballMatchInput {
  matchId: number;
  plan: FootballPlan;
  simSeed: number;
  homeStrength: number;
  awayStrength: number;
  teams: { home: number; away: number };
  names: { home: string; away: string };
  squads: { home: readonly SquadMember[]; away: readonly SquadMember[] };
  elapsedMs: number;
  /** stateAt(plan, elapsedMs): the score the rows and the sheet must agree with. */
  state: MatchState;
}

/** A football match `elapsedMs` after kick-off: its event rows so far (goals, cards, substitutions) and its sheet. */
export function playFootball(input: FootballMatchInput): { events: MatchEventRow[]; sheet: SheetState } {
  const { matchId, plan, teams } = input;
  const sheet = sheetAt(planSheet(input), plan, input.elapsedMs, input.state, input.names);
  const events = [...sheet.events.map((e) => eventRow(matchId, e, teams)), ...sheet.substitutions.map((s) => substitutionRow(matchId, s, teams))];
  return { events, sheet };
}
