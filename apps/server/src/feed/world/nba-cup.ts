import { nbaCupGroupTable, nbaCupQuarterFinals, nbaCupSeeds, type CupGroupTable } from '@sport/contract';
import { NBA_CUP_GROUP_NAMES } from '../data/nba-cup-groups';
import type { Rng } from '../prng';
import { plannedScore, type PlanContext } from './nba-plan';
import { DAY_MS, HOUR_MS } from './time';
import type { Fixture, StageRow } from './types';

/** A group as the world plays it. */
export interface CupGroup {
  name: string;
  nameEn: string;
  conference: 1 | 2;
  teamIds: number[];
}

export interface CupContext extends PlanContext {
  nbaTeamIds: number[];
}

/** A group game before it has an id: home, away, its night and its group. */
export interface CupGroupGame {
  homeTeamId: number;
  awayTeamId: number;
  /** UTC midnight of the US date. */
  night: number;
  groupName: string;
}

const CUP_NIGHTS = 7;

/** The Cup nights of a season: the first seven Tuesdays and Fridays from November 10 (2024: Nov 12 … Dec 3). */
export function cupNights(year: number): number[] {
  const nights: number[] = [];
  for (let day = Date.UTC(year, 10, 10); nights.length < CUP_NIGHTS; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 2 || weekday === 5) nights.push(day);
  }
  return nights;
}

/** The running season's groups: three groups of five drawn from each conference. */
export function cupGroups(ctx: CupContext, rng: Rng): CupGroup[] {
  return ([1, 2] as const).flatMap((conference) => {
    const drawn = rng.shuffle(ctx.nbaTeamIds.filter((id) => ctx.teams.get(id)?.conference === conference));
    return NBA_CUP_GROUP_NAMES[conference].map(([name, nameEn], i) => ({ name, nameEn, conference, teamIds: drawn.slice(i * 5, i * 5 + 5) }));
  });
}

/**
 * Every group's round robin on the Cup nights: five rounds of two games (one team resting), team i hosting
 * i+1 and i+2 (mod 5), so each plays two at home and two away. Group k plays its rounds on nights k..k+4
 * (mod 7): no team plays twice in a night.
 */
export function cupGroupGames(groups: readonly CupGroup[], nights: readonly number[]): CupGroupGame[] {
  const games: CupGroupGame[] = [];
  groups.forEach((group, k) => {
    const t = group.teamIds;
    for (let round = 0; round < 5; round++) {
      const night = nights[(k + round) % nights.length] ?? 0;
      // Round r: the team r rests; the others pair (r+1, r+4) and (r+2, r+3).
      for (const [x, y] of [
        [round + 1, round + 4],
        [round + 2, round + 3],
      ] as const) {
        const a = x % 5;
        const b = y % 5;
        // i hosts i+1 and i+2: the host is the one the other is 1 or 2 after.
        const [home, away] = (b - a + 5) % 5 <= 2 ? [a, b] : [b, a];
        const homeTeamId = t[home];
        const awayTeamId = t[away];
        if (homeTeamId !== undefined && awayTeamId !== undefined) games.push({ homeTeamId, awayTeamId, night, groupName: group.name });
      }
    }
  });
  return games;
}

/** The groups' tables over their planned results. */
export function cupTables(groups: readonly CupGroup[], fixtures: readonly Fixture[], ctx: CupContext): CupGroupTable[] {
  return groups.map((g) => ({
    group: g.name,
    conference: g.conference,
    lines: nbaCupGroupTable(
      g.teamIds,
      fixtures
        .filter((f) => f.groupName === g.name)
        .map((f) => {
          const [homeScore, awayScore] = plannedScore(f, ctx.teams);
          return { homeId: f.homeTeamId ?? 0, awayId: f.awayTeamId ?? 0, homeScore, awayScore };
        }),
    ),
  }));
}

/** Each conference's two quarter-finals, [home, away], east first: 1 hosts 4, 2 hosts 3. */
export function cupQuarterFinals(tables: readonly CupGroupTable[]): [number, number][] {
  return [1, 2].flatMap((conference) => nbaCupQuarterFinals(nbaCupSeeds(tables, conference)));
}

/** The group stage's stage row: phase 6 (SPEC §4 "team cup"); its games are regular-season games. */
export const cupGroupStage = (id: number, seasonId: number, groups: readonly CupGroup[]): StageRow => ({
  id,
  seasonId,
  name: '杯赛小组赛',
  nameEn: 'Cup group stage',
  phase: 6,
  groupNames: groups.map((g) => g.name),
  sortOrder: 2,
});

export type CupStageIds = readonly [number, number, number];

type AddFixture = (f: Omit<Fixture, 'id' | 'sportId' | 'competitionId' | 'seasonId' | 'simSeed'>) => Fixture;

/** The knockout's three stage rows (phase 7, SPEC §4 "final cup"). */
export function cupKnockoutStages(seasonId: number, [qf, sf, final]: CupStageIds): StageRow[] {
  return [
    { id: qf, seasonId, name: '杯赛1/4决赛', nameEn: 'Cup quarter-finals', phase: 7, groupNames: [], sortOrder: 2 },
    { id: sf, seasonId, name: '杯赛半决赛', nameEn: 'Cup semi-finals', phase: 7, groupNames: [], sortOrder: 2 },
    { id: final, seasonId, name: '杯赛决赛', nameEn: 'Cup final', phase: 7, groupNames: [], sortOrder: 2 },
  ];
}

/** The knockout's US nights (quarter-finals December 10 and 11, semi-finals the 14th, final the 17th): no regular-season game is played on them. */
export const cupKnockoutNights = (year: number): number[] => [10, 11, 14, 17].map((day) => Date.UTC(year, 11, day));

/**
 * A simulated knockout in December (the running season): the four quarter-finals as the groups seeded them,
 * hosted by the higher seed, east first; the winners of quarter-finals 1 and 2, and of 3 and 4, meet in the
 * neutral-site semi-finals (SPEC §4: those feed stage two in that order), their winners in the final.
 */
export function addCupKnockout(year: number, quarterFinals: readonly [number, number][], [qfStage, sfStage, finalStage]: CupStageIds, add: AddFixture): void {
  const at = (month: number, day: number, hour: number) => Date.UTC(year, month, day) + hour * HOUR_MS;
  const base = { groupName: null, round: null, kind: 'cup' as const, knockout: true };
  const qfTimes = [at(11, 10, 24), at(11, 10, 26.5), at(11, 11, 24), at(11, 11, 26.5)];
  const qfs = qfTimes.map((kickoff, i) => {
    const [home, away] = quarterFinals[i] ?? [];
    return add({ ...base, stageId: qfStage, homeTeamId: home ?? null, awayTeamId: away ?? null, homeSource: null, awaySource: null, kickoff });
  });
  const sf = (a: Fixture | undefined, b: Fixture | undefined, kickoff: number) =>
    add({ ...base, stageId: sfStage, homeTeamId: null, awayTeamId: null, homeSource: `W:${a?.id}`, awaySource: `W:${b?.id}`, kickoff });
  const sf1 = sf(qfs[0], qfs[1], at(11, 14, 23.5));
  const sf2 = sf(qfs[2], qfs[3], at(11, 14, 26.5));
  add({ ...base, stageId: finalStage, homeTeamId: null, awayTeamId: null, homeSource: `W:${sf1.id}`, awaySource: `W:${sf2.id}`, kickoff: at(11, 17, 25.5) });
}
