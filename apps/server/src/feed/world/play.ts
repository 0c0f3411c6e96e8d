import { MINUTE_MS } from '@sport/contract';
import { playFootball } from '../match-sheet/play-football';
import { durationMinutes, planMatch, stateAt, stateColumns, winnerSide, type MatchPlan } from '../timeline';
import type { Fixture, MatchEventRow, MatchRow, SquadMember, TeamRow } from './types';

export interface PlayContext {
  now: number;
  teams: Map<number, TeamRow>;
  squads: Map<number, SquadMember[]>;
}

export function planOf(fixture: Fixture, teams: Map<number, TeamRow>): MatchPlan | null {
  if (fixture.homeTeamId === null || fixture.awayTeamId === null) return null;
  return planMatch({
    sportId: fixture.sportId,
    simSeed: fixture.simSeed,
    homeStrength: teams.get(fixture.homeTeamId)?.strength ?? 70,
    awayStrength: teams.get(fixture.awayTeamId)?.strength ?? 70,
    knockout: fixture.knockout,
  });
}

/** Whether the fixture's final whistle is at or before `now`. */
export function isOverBy(fixture: Fixture, plan: MatchPlan, now: number): boolean {
  return fixture.kickoff + durationMinutes(plan) * MINUTE_MS <= now;
}

/** [winner, loser] team ids of a played fixture. */
export function outcome(fixture: Fixture, plan: MatchPlan): [number, number] {
  const home = fixture.homeTeamId ?? 0;
  const away = fixture.awayTeamId ?? 0;
  return winnerSide(plan) === 1 ? [home, away] : [away, home];
}

/**
 * Plays every fixture up to `now`: finished ones get their final state and events, running ones their
 * state so far, later ones stay not started. A knockout slot ('W:<id>' / 'L:<id>') is filled once the
 * match feeding it is over.
 */
export function playFixtures(fixtures: Fixture[], ctx: PlayContext): { matches: MatchRow[]; events: MatchEventRow[] } {
  const decided = new Map<string, number>();
  const byKickoff = [...fixtures].sort((a, b) => a.kickoff - b.kickoff || a.id - b.id);
  const rows = new Map<number, MatchRow>();
  const eventsByMatch = new Map<number, MatchEventRow[]>();
  for (const original of byKickoff) {
    const fixture = { ...original };
    if (fixture.homeTeamId === null && fixture.homeSource) fixture.homeTeamId = decided.get(fixture.homeSource) ?? null;
    if (fixture.awayTeamId === null && fixture.awaySource) fixture.awayTeamId = decided.get(fixture.awaySource) ?? null;
    const plan = planOf(fixture, ctx.teams);
    const state = plan ? stateAt(plan, ctx.now - fixture.kickoff) : null;
    if (plan && isOverBy(fixture, plan, ctx.now)) {
      const [winner, loser] = outcome(fixture, plan);
      decided.set(`W:${fixture.id}`, winner);
      decided.set(`L:${fixture.id}`, loser);
    }
    if (plan?.kind === 'football' && state && state.eventCount > 0) {
      const teams = { home: fixture.homeTeamId ?? 0, away: fixture.awayTeamId ?? 0 };
      const squads = { home: ctx.squads.get(teams.home) ?? [], away: ctx.squads.get(teams.away) ?? [] };
      // The same players the live simulator would credit; the world keeps no sheet of its own (its football is real).
      const played = playFootball({
        matchId: fixture.id,
        plan,
        simSeed: fixture.simSeed,
        homeStrength: ctx.teams.get(teams.home)?.strength ?? 70,
        awayStrength: ctx.teams.get(teams.away)?.strength ?? 70,
        teams,
        names: { home: ctx.teams.get(teams.home)?.name ?? '', away: ctx.teams.get(teams.away)?.name ?? '' },
        squads,
        elapsedMs: ctx.now - fixture.kickoff,
        state,
      });
      eventsByMatch.set(fixture.id, played.events);
    }
    const columns = stateColumns(state ?? stateAt(planMatchPlaceholder(fixture), -1));
    rows.set(fixture.id, {
      id: fixture.id,
      sportId: fixture.sportId,
      competitionId: fixture.competitionId,
      seasonId: fixture.seasonId,
      stageId: fixture.stageId,
      groupName: fixture.groupName,
      round: fixture.round,
      kind: fixture.kind,
      homeTeamId: fixture.homeTeamId,
      awayTeamId: fixture.awayTeamId,
      homeSource: fixture.homeSource,
      awaySource: fixture.awaySource,
      kickoffAt: new Date(fixture.kickoff),
      ...columns,
      simSeed: fixture.simSeed,
      updatedAt: new Date(ctx.now),
    });
  }
  const matches = fixtures.map((f) => rows.get(f.id)).filter((r): r is MatchRow => r !== undefined);
  const events = fixtures.flatMap((f) => eventsByMatch.get(f.id) ?? []);
  return { matches, events };
}

/** An undecided fixture is simply not started; any plan of its sport gives that state. */
function planMatchPlaceholder(fixture: Fixture): MatchPlan {
  return planMatch({ sportId: fixture.sportId, simSeed: 0, homeStrength: 70, awayStrength: 70, knockout: false });
}
