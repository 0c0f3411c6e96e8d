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
  cupKnockoutNights,
  cupTables,
  type CupGroupGame,
  type CupStageIds,
} from './nba-cup';
import { nbaDarkDays, nbaOpeningNight, nbaRegularSeasonEnd, nbaTipOff } from './nba-calendar';
import { plannedWinner } from './nba-plan';
import { nbaRecordRows } from './nba-record';
import { hostedGames, scheduleNights, type NightGame } from './nba-schedule';
import { plannedStandings } from './nba-standings';
import { NBA_CUP_STAGE_IDS, NBA_ID, SPORT_BASKETBALL, matchId, nbaSeasonId, stageId } from '../../db/ids';
import { isOverBy, planOf } from './play';
import { DAY_MS, HOUR_MS, type Built } from './time';
import type { Fixture, MatchRow, NbaTeamProfileRow, StageRow, TeamRow } from './types';

const SERIES_GAP_DAYS = [0, 2, 4, 6, 8, 10, 12];
/** Keeps every Finals inside SPEC's Finals window (2024-06-06..2024-06-19 for 2023-24). */
const FINALS_GAP_DAYS = [0, 3, 5, 7, 9, 11, 13];

/**
 * The build of the NBA this generator makes: raise it whenever the NBA's generated rows change, so a database
 * seeded by an older build gets them made again on its next start (seed.ts refreshOutdatedNba).
 * 1: the record's 2024 Finals and Cup knockout, box scores. 2: the Cup group stage, 2023-24 led to the
 * record's seeds, coaches and arenas. 3: the running season on the NBA's calendar (opening night, 82 games a
 * team at US evening times, games played level), past seasons with the record's games alone (decision 027).
 * 4: the box scores are the plays' sums (feed/nba-plays), so the play-by-play agrees with them. 5: box-score
 * minutes add up to an overtime game's, move from game to game, and teams have steals and turnovers of their own.
 */
export const NBA_WORLD_VERSION = 5;

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
    const season = year === current ? buildSeason(year, ctx) : buildRecordSeason(year, ctx);
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

/** The regular season's, the playoffs' and the Finals' stage rows. */
function seasonStages(seasonId: number): StageRow[] {
  return [
    {
      id: stageId(seasonId, 1),
      seasonId,
      name: '常规赛',
      nameEn: 'Regular season',
      phase: 1,
      groupNames: [],
      sortOrder: 1,
    },
    { id: stageId(seasonId, 2), seasonId, name: '季后赛', nameEn: 'Playoffs', phase: 2, groupNames: [], sortOrder: 3 },
    { id: stageId(seasonId, 5), seasonId, name: '总决赛', nameEn: 'Finals', phase: 5, groupNames: [], sortOrder: 4 },
  ];
}

const seasonName = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

/**
 * A past season holds what the record holds and nothing else (decision record 027): 2023-24 the 2024 Finals,
 * 2024-25 the 2024 Cup knockout, 2022-23 no game. Their regular seasons, playoffs and Cup groups are not shipped,
 * so none is simulated in their place.
 */
function buildRecordSeason(year: number, ctx: NbaContext): Built & { records: MatchRow[] } {
  const seasonId = nbaSeasonId(year);
  const stages = seasonStages(seasonId);
  const finalsStageId = stageId(seasonId, 5);
  let number = 0;
  const record = {
    seasonId,
    cupStageIds: NBA_CUP_STAGE_IDS,
    finalsStageId,
    teams: ctx.teams,
    nextId: () => matchId(seasonId, ++number),
  };
  const records: MatchRow[] = [];
  if (year === RECORD_FINALS_YEAR) records.push(...nbaRecordRows('finals', record));
  if (year === RECORD_CUP_YEAR) {
    stages.push(...cupKnockoutStages(seasonId, NBA_CUP_STAGE_IDS));
    records.push(...nbaRecordRows('cup', record));
  }
  const kickoffs = records.map((r) => r.kickoffAt.getTime());
  return {
    records,
    seasons: [
      {
        id: seasonId,
        competitionId: NBA_ID,
        name: seasonName(year),
        startAt: new Date(Math.min(nbaOpeningNight(year), ...kickoffs)),
        endAt: new Date(Math.max(Date.UTC(year + 1, 5, 20), ...kickoffs)),
        isCurrent: false,
      },
    ],
    stages,
    fixtures: [],
  };
}

/**
 * The running season, simulated on the NBA's calendar: 82 games a team from opening night to mid-April, the Cup's
 * group games on its nights, its knockout in December, then the playoffs once the regular season is over.
 */
function buildSeason(year: number, ctx: NbaContext): Built & { records: MatchRow[] } {
  const seasonId = nbaSeasonId(year);
  const rng = createRng(deriveSeed(ctx.seed, 'nba', seasonId));
  const regularStage = stageId(seasonId, 1);
  const playoffStage = stageId(seasonId, 2);
  const finalsStage = stageId(seasonId, 5);
  const stages = seasonStages(seasonId);
  let number = 0;
  const fixtures: Fixture[] = [];
  const add = (f: Omit<Fixture, 'id' | 'sportId' | 'competitionId' | 'seasonId' | 'simSeed'>): Fixture => {
    number++;
    const id = matchId(seasonId, number);
    const fixture: Fixture = {
      ...f,
      id,
      sportId: SPORT_BASKETBALL,
      competitionId: NBA_ID,
      seasonId,
      simSeed: deriveSeed(ctx.seed, 'match', id),
    };
    fixtures.push(fixture);
    return fixture;
  };

  // The NBA Cup: its group games are regular-season games on the Cup nights, in the group stage (phase 6); the
  // knockout follows in December, on nights the regular season leaves dark.
  const groups = cupGroups(ctx, rng);
  const groupStage = stageId(seasonId, 3);
  stages.push(cupGroupStage(groupStage, seasonId, groups));
  const knockoutIds: CupStageIds = [stageId(seasonId, 6), stageId(seasonId, 7), stageId(seasonId, 8)];
  const nameOf = (id: number) => ctx.teams.get(id)?.nameEn;
  for (const game of scheduleRegularSeason(year, ctx, rng, cupGroupGames(groups, cupNights(year)))) {
    const { groupName, night, ...teams } = game;
    const late = rng.chance(0.5);
    add({
      ...teams,
      kickoff: nbaTipOff(night, nameOf(teams.homeTeamId), late),
      stageId: groupName ? groupStage : regularStage,
      groupName,
      round: null,
      kind: 'regular',
      homeSource: null,
      awaySource: null,
      knockout: false,
    });
  }
  const groupGames = fixtures.filter((f) => f.groupName !== null);
  stages.push(...cupKnockoutStages(seasonId, knockoutIds));
  addCupKnockout(year, cupQuarterFinals(cupTables(groups, groupGames, ctx)), knockoutIds, add);

  const regular = fixtures.filter((f) => f.kind === 'regular');
  const regularOver = regular.every((f) => {
    const plan = planOf(f, ctx.teams);
    return plan !== null && isOverBy(f, plan, ctx.now);
  });
  if (regularOver)
    addPlayoffs(year, regular, ctx, (f) => add({ ...f, stageId: f.kind === 'finals' ? finalsStage : playoffStage }));

  const kickoffs = fixtures.map((f) => f.kickoff);
  return {
    records: [],
    seasons: [
      {
        id: seasonId,
        competitionId: NBA_ID,
        name: seasonName(year),
        startAt: new Date(Math.min(nbaOpeningNight(year), ...kickoffs)),
        endAt: new Date(Math.max(Date.UTC(year + 1, 5, 20), ...kickoffs)),
        isCurrent: true,
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

/** Schedule attempts (other draws of the same season) before giving up on fitting the calendar. */
const SCHEDULE_TRIES = 20;

/**
 * The regular season's nights: each team's 82 games, 41 hosted, between opening night and the season's last
 * night, none on the dark nights nor on the Cup knockout's. The Cup's group games (`reserved`) keep their nights
 * and stand for one of the pair's games with the same host, so every pairing keeps its count and each team its
 * home games.
 */
function scheduleRegularSeason(
  year: number,
  ctx: NbaContext,
  rng: Rng,
  reserved: readonly CupGroupGame[],
): NightGame[] {
  const left = new Map<string, number>();
  for (const r of reserved)
    left.set(`${r.homeTeamId}>${r.awayTeamId}`, (left.get(`${r.homeTeamId}>${r.awayTeamId}`) ?? 0) + 1);
  const games = hostedGames(pairings(ctx)).filter(([h, a]) => {
    const key = `${h}>${a}`;
    const n = left.get(key) ?? 0;
    if (n > 0) left.set(key, n - 1);
    return n === 0;
  });
  const input = {
    teamIds: ctx.nbaTeamIds,
    games,
    reserved: reserved.map((r) => ({ ...r })),
    firstNight: nbaOpeningNight(year),
    lastNight: nbaRegularSeasonEnd(year),
    dark: [...nbaDarkDays(year), ...cupKnockoutNights(year)],
  };
  for (let attempt = 0; attempt < SCHEDULE_TRIES; attempt++) {
    const nights = scheduleNights(
      input,
      createRng(deriveSeed(ctx.seed, 'nba-schedule', year, attempt, rng.int(0, 1 << 30))),
    );
    if (nights) return nights;
  }
  throw new Error(`nba: no schedule of ${year} fits its calendar`);
}

interface Seeded {
  teamId: number;
  seed: number;
  wins: number;
}

type AddGame = (f: Omit<Fixture, 'id' | 'sportId' | 'competitionId' | 'seasonId' | 'simSeed' | 'stageId'>) => Fixture;

/**
 * Play-in (seeds 7–10), then 1v8, 4v5, 2v7, 3v6 with no reseeding; best of seven, 2-2-1-1-1 from the
 * higher seed. Every game's result is its plan's, so a series reads the same when replayed live.
 */
function addPlayoffs(year: number, regular: Fixture[], ctx: NbaContext, add: AddGame): void {
  // The seeds are the standings' ranks, tie-breakers and all: the bracket matches the table the centre shows.
  const tables = plannedStandings(regular, ctx);
  const standingsOf = (conference: 1 | 2): Seeded[] =>
    (tables[conference - 1] ?? []).map((line) => ({ teamId: line.teamId, seed: line.rank, wins: line.won }));

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
    for (let g = 0; highWins < 4 && lowWins < 4; g++) {
      const highHome = g === 0 || g === 1 || g === 4 || g === 6;
      const kickoff = start + (gaps[g] ?? g * 2) * DAY_MS + hour * HOUR_MS;
      const fixture = addGame(round, high, low, highHome, kickoff, finals);
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
  if (!east || !west) return;
  const [high, low] = east.wins >= west.wins ? [east, west] : [west, east];
  series(4, { ...high, seed: 1 }, { ...low, seed: 2 }, Date.UTC(year + 1, 5, 6), 0.5, true);
}

/** The home side of a series: the better seed, then the better record. */
const better = (a: Seeded, b: Seeded): [Seeded, Seeded] => (a.seed < b.seed || (a.seed === b.seed && a.wins >= b.wins) ? [a, b] : [b, a]);
