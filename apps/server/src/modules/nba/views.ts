import { CompetitionPhase, type Match, type NbaAverages, type NbaPlayer, type NbaTeam } from '@sport/contract';
import { matchListView, teamLogo } from '../../lib/match-view';
import { PHASE_OF_KIND } from './kinds';
import type { findNbaSquad, findNbaTeam, NbaMatchRow, PlayerTotals } from './repository';

/** Players have no portrait in our data; the client draws its placeholder for an empty logo. */
export const NO_PORTRAIT = '';

export function matchView(row: NbaMatchRow): Match {
  return {
    ...matchListView(row),
    // A Cup group game is a regular-season game of the group stage: it says so (team cup, 6).
    kind: row.phase === CompetitionPhase.TeamCup ? CompetitionPhase.TeamCup : PHASE_OF_KIND[row.kind],
    homeHalfScore: null,
    awayHalfScore: null,
    // The record's real games have final scores only: no quarters are invented for them.
    ...(row.periodScores ? { periodScores: row.periodScores } : {}),
  };
}

type TeamRow = NonNullable<Awaited<ReturnType<typeof findNbaTeam>>>;

export function teamView(row: TeamRow): NbaTeam {
  return {
    id: row.id,
    name: row.name,
    shortName: row.shortName,
    logo: teamLogo(row.id),
    // '金州勇士' less '勇士': our names are the city then the nickname.
    city: row.name.endsWith(row.shortName) ? row.name.slice(0, row.name.length - row.shortName.length) : row.name,
    conference: row.conference === 2 ? 2 : 1,
    // the head coach and arena of NBA_TEAM_PROFILE_SEASON_ID (2024-25, the feed's profiles); the page names the season
    coachName: row.coach,
    venueName: row.arena,
  };
}

type PlayerRow = Awaited<ReturnType<typeof findNbaSquad>>[number];

export function playerView(row: PlayerRow): NbaPlayer {
  return {
    id: row.id,
    name: row.name,
    logo: NO_PORTRAIT,
    shirtNumber: row.number,
    position: row.position ?? '',
    birthday: row.birthday ? Date.parse(`${row.birthday}T00:00:00Z`) : null,
    height: row.heightCm,
    weight: row.weightKg,
    nationality: row.nationality ?? '',
    generated: row.generated,
  };
}

const perGame = (total: number, games: number) => (games === 0 ? 0 : Math.round((total / games) * 10) / 10);
const pct = (made: number, attempted: number) => (attempted === 0 ? 0 : Math.round((made / attempted) * 1000) / 10);

export type Totals = Omit<PlayerTotals, 'playerId' | 'playerName' | 'generated' | 'teamId' | 'teamName'>;

export const EMPTY_TOTALS: Totals = {
  games: 0,
  minutes: 0,
  points: 0,
  rebounds: 0,
  assists: 0,
  steals: 0,
  blocks: 0,
  turnovers: 0,
  fieldGoalsMade: 0,
  fieldGoalsAttempted: 0,
  threesMade: 0,
  threesAttempted: 0,
  freeThrowsMade: 0,
  freeThrowsAttempted: 0,
};

/** Per-game figures (one decimal) and shooting percentages (0–100, one decimal). */
export function averagesOf(t: Totals): NbaAverages {
  return {
    points: perGame(t.points, t.games),
    rebounds: perGame(t.rebounds, t.games),
    assists: perGame(t.assists, t.games),
    steals: perGame(t.steals, t.games),
    blocks: perGame(t.blocks, t.games),
    turnovers: perGame(t.turnovers, t.games),
    minutes: perGame(t.minutes, t.games),
    fieldGoalPct: pct(t.fieldGoalsMade, t.fieldGoalsAttempted),
    threePointPct: pct(t.threesMade, t.threesAttempted),
    freeThrowPct: pct(t.freeThrowsMade, t.freeThrowsAttempted),
  };
}

/** Sums of several totals (a player traded mid-season has one row per team). */
export function addTotals(rows: readonly Totals[]): Totals {
  const out = { ...EMPTY_TOTALS };
  for (const r of rows) for (const key of Object.keys(out) as (keyof Totals)[]) out[key] += r[key];
  return out;
}
