import { NBA_RECORD_FINALISTS, NBA_RECORD_GAMES, NBA_RECORD_SEEDS } from '../data/nba-record';
import { NBA_TEAM_PROFILES } from '../data/nba-team-profiles';
import { createRng, deriveSeed, type Rng } from '../prng';
import {
  addCupKnockout,
  cupGroupGames,
  cupGroups,
  cupGroupStage,
  cupKnockoutStages,
  cupNights,
  cupQuarterFinals,
  cupTables,
  steerCupGroups,
  type CupGroupGame,
  type CupStageIds,
} from './nba-cup';
import { forceWinner, plannedWinner } from './nba-plan';
import { nbaRecordRows } from './nba-record';
import { plannedStandings, steerSeeds } from './nba-standings';
import { NBA_CUP_STAGE_IDS, NBA_ID, SPORT_BASKETBALL, matchId, nbaSeasonId, stageId } from '../ids';
import { isOverBy, planOf } from './play';
import { DAY_MS, HOUR_MS, MINUTE_MS, type Built } from './time';
import type { Fixture, MatchRow, NbaTeamProfileRow, StageRow, TeamRow } from './types';

/** Tip-off times of one (US) game night, in hours after that day's UTC midnight. */
const NIGHT_HOURS = [23.5, 24, 24, 24.5, 25, 25.5, 26, 26.5, 27, 27.5];
/** Minutes from now of the games of the night nearest now. */
const TONIGHT_OFFSETS = [-175, -128, -95, -62, -35, -12, 40, 100, 160, 220];
const SERIES_GAP_DAYS = [0, 2, 4, 6, 8, 10, 12];
/** Keeps every Finals inside SPEC's Finals window (2024-06-06..2024-06-19 for 2023-24). */
const FINALS_GAP_DAYS = [0, 3, 5, 7, 9, 11, 13];

/**
 * The build of the NBA this generator makes: raise it whenever the NBA's generated rows change, so a database
 * seeded by an older build gets them made again on its next start (seed.ts refreshOutdatedNba).
 * 1: the record's 2024 Finals and Cup knockout, box scores. 2: the Cup group stage, 2023-24 led to the
 * record's seeds, coaches and arenas.
 */
export const NBA_WORLD_VERSION = 2;

/** Every NBA team's coach and arena of 2024-25 (data/nba-team-profiles.ts). */
export function nbaTeamProfiles(teams: readonly TeamRow[]): NbaTeamProfileRow[] {
  return teams.flatMap((t) => {
    const profile = NBA_TEAM_PROFILES[t.nameEn];
    if (t.sportId !== SPORT_BASKETBALL || !profile) return [];
    return [{ teamId: t.id, coach: profile.coach[0], coachEn: profile.coach[1], arena: profile.arena[0], arenaEn: profile.arena[1] }];
  });
}

interface NbaContext {
  seed: number;
  now: number;
  teams: Map<number, TeamRow>;
  nbaTeamIds: number[];
}

/** The NBA season that holds `now` (from July on, the one about to start). */
export function currentNbaStartYear(now: number): number {
  const d = new Date(now);
  return d.getUTCMonth() >= 6 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
}

/** SPEC's seasons 1414, 1566, 1745 and the current one, on the real calendar. */
export function buildNba(ctx: NbaContext): Built & { records: MatchRow[] } {
  const current = currentNbaStartYear(ctx.now);
  const years = [...[2022, 2023, 2024].filter((y) => y < current), current];
  const built: Built & { records: MatchRow[] } = { seasons: [], stages: [], fixtures: [], records: [] };
  for (const year of years) {
    const season = buildSeason(year, year === current, ctx);
    built.seasons.push(...season.seasons);
    built.stages.push(...season.stages);
    built.fixtures.push(...season.fixtures);
    built.records.push(...season.records);
  }
  return built;
}

/** The season whose Finals are the real 2024 Finals, and the one whose Cup knockout is the real 2024 one. */
const RECORD_FINALS_YEAR = 2023;
const RECORD_CUP_YEAR = 2024;

function buildSeason(year: number, isCurrent: boolean, ctx: NbaContext): Built & { records: MatchRow[] } {
  const seasonId = nbaSeasonId(year);
  const rng = createRng(deriveSeed(ctx.seed, 'nba', seasonId));
  const regularStage = stageId(seasonId, 1);
  const playoffStage = stageId(seasonId, 2);
  const finalsStage = stageId(seasonId, 5);
  const stages: StageRow[] = [
    { id: regularStage, seasonId, name: '常规赛', nameEn: 'Regular season', phase: 1, groupNames: [], sortOrder: 1 },
    { id: playoffStage, seasonId, name: '季后赛', nameEn: 'Playoffs', phase: 2, groupNames: [], sortOrder: 3 },
    { id: finalsStage, seasonId, name: '总决赛', nameEn: 'Finals', phase: 5, groupNames: [], sortOrder: 4 },
  ];
  let number = 0;
  const fixtures: Fixture[] = [];
  const add = (f: Omit<Fixture, 'id' | 'sportId' | 'competitionId' | 'seasonId' | 'simSeed'>): Fixture => {
    number++;
    const id = matchId(seasonId, number);
    const fixture: Fixture = { ...f, id, sportId: SPORT_BASKETBALL, competitionId: NBA_ID, seasonId, simSeed: deriveSeed(ctx.seed, 'match', id) };
    fixtures.push(fixture);
    return fixture;
  };

  const firstDay = Date.UTC(year, 9, 22);
  const lastDay = Date.UTC(year + 1, 3, 13);
  // The NBA Cup (2024-25, the record's, and the running season): its group games are regular-season games on
  // the Cup nights, in the group stage (phase 6); the knockout follows in December.
  const isRecordCup = year === RECORD_CUP_YEAR;
  const groups = isRecordCup || isCurrent ? cupGroups(isRecordCup, ctx, rng) : [];
  const groupStage = stageId(seasonId, 3);
  if (groups.length > 0) stages.push(cupGroupStage(groupStage, seasonId, groups));
  for (const game of scheduleRegularSeason(pairings(ctx), rng, firstDay, lastDay, cupGroupGames(groups, cupNights(year)))) {
    const { groupName, ...rest } = game;
    add({ ...rest, stageId: groupName ? groupStage : regularStage, groupName, round: null, kind: 'regular', homeSource: null, awaySource: null, knockout: false });
  }
  const groupGames = fixtures.filter((f) => f.groupName !== null);

  // The real Cup knockout takes the contract's stage ids; a simulated one (the running season) its own.
  const records: MatchRow[] = [];
  if (isRecordCup) {
    steerCupGroups(groups, groupGames, ctx, recordQuarterFinals(ctx));
    stages.push(...cupKnockoutStages(seasonId, NBA_CUP_STAGE_IDS));
    records.push(...nbaRecordRows('cup', { seasonId, cupStageIds: NBA_CUP_STAGE_IDS, finalsStageId: finalsStage, teams: ctx.teams, nextId: () => matchId(seasonId, ++number) }));
  } else if (isCurrent) {
    const ids: CupStageIds = [stageId(seasonId, 6), stageId(seasonId, 7), stageId(seasonId, 8)];
    stages.push(...cupKnockoutStages(seasonId, ids));
    addCupKnockout(year, cupQuarterFinals(cupTables(groups, groupGames, ctx)), ids, add);
  }

  const regular = fixtures.filter((f) => f.kind === 'regular');
  const regularOver = regular.every((f) => {
    const plan = planOf(f, ctx.teams);
    return plan !== null && isOverBy(f, plan, ctx.now);
  });
  const realFinals = year === RECORD_FINALS_YEAR;
  // The record's finalists come from their real seeds: the regular season is steered to those records first.
  if (realFinals) steerSeeds(regular, recordSeeds(ctx), ctx);
  if (regularOver) {
    const destined = realFinals ? teamIdsByName(ctx, [NBA_RECORD_FINALISTS.east, NBA_RECORD_FINALISTS.west]) : [];
    addPlayoffs(year, regular, { ...ctx, destined, skipFinals: realFinals }, (f) => add({ ...f, stageId: f.kind === 'finals' ? finalsStage : playoffStage }));
    if (realFinals) {
      records.push(...nbaRecordRows('finals', { seasonId, cupStageIds: NBA_CUP_STAGE_IDS, finalsStageId: finalsStage, teams: ctx.teams, nextId: () => matchId(seasonId, ++number) }));
    }
  }

  // The games of the night nearest now run around now.
  if (isCurrent && fixtures.length > 0) {
    const nearest = fixtures.reduce((a, b) => (Math.abs(b.kickoff - ctx.now) < Math.abs(a.kickoff - ctx.now) ? b : a));
    if (Math.abs(nearest.kickoff - ctx.now) < 36 * HOUR_MS) {
      const night = Math.floor((nearest.kickoff - 12 * HOUR_MS) / DAY_MS);
      fixtures
        .filter((f) => Math.floor((f.kickoff - 12 * HOUR_MS) / DAY_MS) === night)
        .sort((a, b) => a.kickoff - b.kickoff || a.id - b.id)
        .forEach((f, i) => {
          f.kickoff = ctx.now + (TONIGHT_OFFSETS[i] ?? 240 + i * 30) * MINUTE_MS;
        });
    }
  }

  const kickoffs = [...fixtures.map((f) => f.kickoff), ...records.map((r) => r.kickoffAt.getTime())];
  return {
    records,
    seasons: [
      {
        id: seasonId,
        competitionId: NBA_ID,
        name: `${year}-${String((year + 1) % 100).padStart(2, '0')}`,
        startAt: new Date(Math.min(firstDay, ...kickoffs)),
        endAt: new Date(Math.max(Date.UTC(year + 1, 5, 20), ...kickoffs)),
        isCurrent,
      },
    ],
    stages,
    fixtures,
  };
}

/**
 * 82 games a team: 4 against each division rival, 4 against six and 3 against four of the other ten
 * teams of its conference (a symmetric rule on the index within the division), 2 against each team of
 * the other conference. [teamA, teamB, games]
 */
function pairings(ctx: NbaContext): [number, number, number][] {
  const info = ctx.nbaTeamIds.map((id, index) => ({ id, index, team: ctx.teams.get(id) }));
  const result: [number, number, number][] = [];
  for (let i = 0; i < info.length; i++) {
    for (let j = i + 1; j < info.length; j++) {
      const a = info[i];
      const b = info[j];
      if (!a?.team || !b?.team) continue;
      let games = 2;
      if (a.team.conference === b.team.conference) {
        if (a.team.division === b.team.division) games = 4;
        else games = ((a.index % 5) + (b.index % 5)) % 5 < 3 ? 4 : 3;
      }
      result.push([a.id, b.id, games]);
    }
  }
  return result;
}

/**
 * Spreads the season's games over its nights, at most a few a night and a team at most once a night. The Cup's
 * group games (`reserved`) keep their nights and stand for one of the pair's games with the same host, so
 * every pairing keeps its count and each team its home games.
 */
function scheduleRegularSeason(
  pairs: [number, number, number][],
  rng: Rng,
  firstDay: number,
  lastDay: number,
  reserved: readonly CupGroupGame[],
): { homeTeamId: number; awayTeamId: number; kickoff: number; groupName: string | null }[] {
  const taken = new Map<string, number>();
  const reservedByDay = new Map<number, CupGroupGame[]>();
  for (const r of reserved) {
    const key = `${r.homeTeamId}>${r.awayTeamId}`;
    taken.set(key, (taken.get(key) ?? 0) + 1);
    const day = Math.round((r.night - firstDay) / DAY_MS);
    reservedByDay.set(day, [...(reservedByDay.get(day) ?? []), r]);
  }
  const games: [number, number][] = [];
  for (const [a, b, count] of pairs) {
    const aHomeFirst = rng.chance(0.5);
    for (let g = 0; g < count; g++) {
      const game: [number, number] = (g % 2 === 0) === aHomeFirst ? [a, b] : [b, a];
      const key = `${game[0]}>${game[1]}`;
      const left = taken.get(key) ?? 0;
      if (left > 0) taken.set(key, left - 1);
      else games.push(game);
    }
  }
  let remaining = rng.shuffle(games);
  const days = Math.round((lastDay - firstDay) / DAY_MS) + 1;
  const perDay = Math.ceil((remaining.length + reserved.length) / days);
  const lastReserved = Math.max(-1, ...reservedByDay.keys());
  const out: { homeTeamId: number; awayTeamId: number; kickoff: number; groupName: string | null }[] = [];
  for (let day = 0; remaining.length > 0 || day <= lastReserved; day++) {
    const busy = new Set<number>();
    const left: [number, number][] = [];
    let tonight = 0;
    const at = () => firstDay + day * DAY_MS + (NIGHT_HOURS[tonight] ?? 27) * HOUR_MS;
    for (const r of reservedByDay.get(day) ?? []) {
      busy.add(r.homeTeamId);
      busy.add(r.awayTeamId);
      out.push({ homeTeamId: r.homeTeamId, awayTeamId: r.awayTeamId, kickoff: at(), groupName: r.groupName });
      tonight++;
    }
    const cap = day < days ? perDay + (day % 3 === 0 ? 2 : 0) : 15;
    for (const game of remaining) {
      if (tonight < cap && !busy.has(game[0]) && !busy.has(game[1])) {
        busy.add(game[0]);
        busy.add(game[1]);
        out.push({ homeTeamId: game[0], awayTeamId: game[1], kickoff: at(), groupName: null });
        tonight++;
      } else left.push(game);
    }
    remaining = left;
  }
  return out;
}

/** The record's quarter-finals, [home, away] as it lists them. */
function recordQuarterFinals(ctx: NbaContext): [number, number][] {
  const id = (name: string) => teamIdsByName(ctx, [name])[0] ?? 0;
  return NBA_RECORD_GAMES.filter((g) => g.part === 'cup' && g.cupRound === 0).map((g) => [id(g.home), id(g.away)]);
}

/** The record's finalists with their regular-season wins and seeds. */
function recordSeeds(ctx: NbaContext) {
  return NBA_RECORD_SEEDS.map((s) => ({ teamId: teamIdsByName(ctx, [s.team])[0] ?? 0, wins: s.wins, seed: s.seed }));
}

interface Seeded {
  teamId: number;
  seed: number;
  wins: number;
}

type AddGame = (f: Omit<Fixture, 'id' | 'sportId' | 'competitionId' | 'seasonId' | 'simSeed' | 'stageId'>) => Fixture;

interface PlayoffContext extends NbaContext {
  /** Teams the record says reach the Finals: their series end their way (2023-24). */
  destined: number[];
  /** The Finals are the record's rows, not simulated. */
  skipFinals: boolean;
}

function teamIdsByName(ctx: NbaContext, names: readonly string[]): number[] {
  return names.map((name) => ctx.nbaTeamIds.find((id) => ctx.teams.get(id)?.nameEn === name)).filter((id): id is number => id !== undefined);
}

/**
 * Play-in (seeds 7–10), then 1v8, 4v5, 2v7, 3v6 with no reseeding; best of seven, 2-2-1-1-1 from the
 * higher seed. Every game's result is its plan's, so a series reads the same when replayed live.
 */
function addPlayoffs(year: number, regular: Fixture[], ctx: PlayoffContext, add: AddGame): void {
  // The seeds are the standings' ranks, tie-breakers and all: the bracket matches the table the centre shows.
  const tables = plannedStandings(regular, ctx);
  const standingsOf = (conference: 1 | 2): Seeded[] =>
    (tables[conference - 1] ?? []).map((line) => ({ teamId: line.teamId, seed: line.rank, wins: line.won }));
  const isDestined = (t: Seeded) => ctx.destined.includes(t.teamId);

  /** Adds one playoff (or Finals) game, the higher seed at home when `highHome`. */
  const addGame = (round: number, high: Seeded, low: Seeded, highHome: boolean, kickoff: number, finals: boolean) =>
    add({
      groupName: null,
      round,
      kind: finals ? 'finals' : 'playoffs',
      homeTeamId: highHome ? high.teamId : low.teamId,
      awayTeamId: highHome ? low.teamId : high.teamId,
      homeSource: null,
      awaySource: null,
      kickoff,
      knockout: true,
    });

  /** One game; returns the winner. */
  const game = (round: number, high: Seeded, low: Seeded, highHome: boolean, kickoff: number, finals: boolean): Seeded => {
    const fixture = addGame(round, high, low, highHome, kickoff, finals);
    return plannedWinner(fixture, ctx.teams) === high.teamId ? high : low;
  };

  const series = (round: number, high: Seeded, low: Seeded, start: number, hour: number, finals: boolean): Seeded => {
    let highWins = 0;
    let lowWins = 0;
    const gaps = finals ? FINALS_GAP_DAYS : SERIES_GAP_DAYS;
    const destined = isDestined(high) ? high : isDestined(low) ? low : undefined;
    for (let g = 0; highWins < 4 && lowWins < 4; g++) {
      const highHome = g === 0 || g === 1 || g === 4 || g === 6;
      const kickoff = start + (gaps[g] ?? g * 2) * DAY_MS + hour * HOUR_MS;
      const fixture = addGame(round, high, low, highHome, kickoff, finals);
      // The record's finalist may lose games, never the series.
      if (destined && (destined === high ? lowWins : highWins) === 3) forceWinner(fixture, destined.teamId, ctx);
      const winner = plannedWinner(fixture, ctx.teams);
      if (winner === undefined) break;
      if (winner === high.teamId) highWins++;
      else lowWins++;
    }
    return highWins === 4 ? high : low;
  };

  /** Seeds 7 and 8 from 7–10: 7v8's winner is 7; its loser meets 9v10's winner for 8. */
  const playIn = (table: Seeded[], hour: number): [Seeded, Seeded] | undefined => {
    const [s7, s8, s9, s10] = table.slice(6, 10);
    if (!s7 || !s8 || !s9 || !s10) return undefined;
    const day = Date.UTC(year + 1, 3, 16);
    const w78 = game(0, s7, s8, true, day + hour * HOUR_MS, false);
    const l78 = w78 === s7 ? s8 : s7;
    const w910 = game(0, s9, s10, true, day + DAY_MS + hour * HOUR_MS, false);
    const w8 = game(0, l78, w910, true, day + 3 * DAY_MS + hour * HOUR_MS, false);
    return [{ ...w78, seed: 7 }, { ...w8, seed: 8 }];
  };

  const conferenceChampion = (conference: 1 | 2, hourBase: number): Seeded | undefined => {
    const table = standingsOf(conference);
    const lastTwo = playIn(table, hourBase);
    if (!lastTwo) return undefined;
    const s = [...table.slice(0, 6), ...lastTwo];
    const at = (i: number) => s[i] as Seeded;
    const r1Start = Date.UTC(year + 1, 3, 20);
    // Bracket order 1v8, 4v5 | 3v6, 2v7: the halves meet in the second round, never reseeded.
    const r1 = [
      series(1, at(0), at(7), r1Start, hourBase, false),
      series(1, at(3), at(4), r1Start + DAY_MS, hourBase, false),
      series(1, at(2), at(5), r1Start, hourBase + 2.5, false),
      series(1, at(1), at(6), r1Start + DAY_MS, hourBase + 2.5, false),
    ] as const;
    const r2Start = Date.UTC(year + 1, 4, 5);
    const semi1 = series(2, ...better(r1[0], r1[1]), r2Start, hourBase, false);
    const semi2 = series(2, ...better(r1[2], r1[3]), r2Start + DAY_MS, hourBase, false);
    return series(3, ...better(semi1, semi2), Date.UTC(year + 1, 4, 20), hourBase, false);
  };
  const east = conferenceChampion(1, 23.5);
  const west = conferenceChampion(2, 25.5);
  if (!east || !west || ctx.skipFinals) return;
  const [high, low] = east.wins >= west.wins ? [east, west] : [west, east];
  series(4, { ...high, seed: 1 }, { ...low, seed: 2 }, Date.UTC(year + 1, 5, 6), 0.5, true);
}

/** The home side of a series: the better seed, then the better record. */
const better = (a: Seeded, b: Seeded): [Seeded, Seeded] => (a.seed < b.seed || (a.seed === b.seed && a.wins >= b.wins) ? [a, b] : [b, a]);
