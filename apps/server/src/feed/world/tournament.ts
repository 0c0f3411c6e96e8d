import { deriveSeed } from '../prng';
import { SPORT_FOOTBALL, footballSeasonId, matchId, stageId } from '../ids';
import { isOverBy, planOf } from './play';
import { DAY_MS, HOUR_MS, MINUTE_MS, type Built } from './time';
import type { Fixture, StageRow, TeamRow } from './types';
import type { StagePhase } from '../../db/schema';

interface KnockoutRound {
  name: string;
  nameEn: string;
  phase: StagePhase;
  kind: Fixture['kind'];
  /** Day index (from the tournament's day 0) of each match, in match-number order. */
  days: number[];
  /** UTC hour of each match. */
  hours: number[];
  /** Each match's two slots: '1A' group winner, '2B' runner-up, '3ADEF' a best third from those groups, 'W49' / 'L61' a winner / loser. */
  pairs: [string, string][];
}

export interface TournamentSpec {
  competitionId: number;
  groups: Readonly<Record<string, readonly string[]>>;
  /** Day 0 is this many days before today (UTC). */
  startDaysAgo: number;
  groupMatchesPerDay: number;
  groupHours: number[];
  knockout: KnockoutRound[];
  /** Minutes from now of today's matches, in match-number order, so some are live at seed time. */
  todayOffsets: number[];
}

interface Standing {
  teamId: number;
  group: string;
  points: number;
  gd: number;
  gf: number;
}

/**
 * A groups-then-knockout tournament (World Cup, Euro) placed around today: the group stage is over,
 * today's knockout matches run around now, later rounds wait for their winners ('W:<matchId>').
 */
export function buildTournament(
  spec: TournamentSpec,
  ctx: { seed: number; now: number; today: number; teamIdByCode: Map<string, number>; teams: Map<number, TeamRow> },
): Built {
  const seasonId = footballSeasonId(spec.competitionId);
  const day0 = ctx.today - spec.startDaysAgo * DAY_MS;
  const groupNames = Object.keys(spec.groups);
  const stages: StageRow[] = [
    { id: stageId(seasonId, 1), seasonId, name: '小组赛', nameEn: 'Group stage', phase: 1, groupNames, sortOrder: 1 },
    ...spec.knockout.map((round, i) => ({
      id: stageId(seasonId, i + 2),
      seasonId,
      name: round.name,
      nameEn: round.nameEn,
      phase: round.phase,
      groupNames: [],
      sortOrder: i + 2,
    })),
  ];

  const fixtures: Fixture[] = [];
  const base = {
    sportId: SPORT_FOOTBALL,
    competitionId: spec.competitionId,
    seasonId,
    homeSource: null,
    awaySource: null,
  };
  // Three matchdays; each group plays two matches per matchday.
  const matchdays: [number, number][][] = [
    [[0, 1], [2, 3]],
    [[0, 2], [3, 1]],
    [[3, 0], [1, 2]],
  ];
  let number = 0;
  matchdays.forEach((pairs, md) => {
    for (const group of groupNames) {
      const codes = spec.groups[group] ?? [];
      for (const [h, a] of pairs) {
        const slot = number;
        number++;
        const day = Math.floor(slot / spec.groupMatchesPerDay);
        const hour = spec.groupHours[slot % spec.groupMatchesPerDay] ?? 15;
        fixtures.push({
          ...base,
          id: matchId(seasonId, number),
          stageId: stageId(seasonId, 1),
          groupName: group,
          round: md + 1,
          kind: 'regular',
          homeTeamId: ctx.teamIdByCode.get(codes[h] ?? '') ?? null,
          awayTeamId: ctx.teamIdByCode.get(codes[a] ?? '') ?? null,
          kickoff: day0 + day * DAY_MS + hour * HOUR_MS,
          knockout: false,
          simSeed: deriveSeed(ctx.seed, 'match', matchId(seasonId, number)),
        });
      }
    }
  });

  const groupSlots = resolveGroupSlots(fixtures, groupNames, ctx);
  spec.knockout.forEach((round, r) => {
    round.pairs.forEach(([home, away], i) => {
      number++;
      const id = matchId(seasonId, number);
      const slot = (label: string) => slotOf(label, seasonId, groupSlots);
      const h = slot(home);
      const a = slot(away);
      fixtures.push({
        ...base,
        id,
        stageId: stageId(seasonId, r + 2),
        groupName: null,
        round: null,
        kind: round.kind,
        homeTeamId: h.teamId,
        awayTeamId: a.teamId,
        homeSource: h.source,
        awaySource: a.source,
        kickoff: day0 + (round.days[i] ?? 0) * DAY_MS + (round.hours[i] ?? 19) * HOUR_MS,
        knockout: true,
        simSeed: deriveSeed(ctx.seed, 'match', id),
      });
    });
  });

  // Today's matches run around now.
  const todays = fixtures.filter((f) => f.kickoff >= ctx.today && f.kickoff < ctx.today + DAY_MS);
  todays.forEach((f, i) => {
    f.kickoff = ctx.now + (spec.todayOffsets[i] ?? 180 + i * 120) * MINUTE_MS;
  });

  const first = fixtures[0]?.kickoff ?? day0;
  const last = fixtures.at(-1)?.kickoff ?? day0;
  return {
    seasons: [
      {
        id: seasonId,
        competitionId: spec.competitionId,
        name: String(new Date(day0).getUTCFullYear()),
        startAt: new Date(first),
        endAt: new Date(last),
        isCurrent: true,
      },
    ],
    stages,
    fixtures,
  };
}

/** Group positions ('1A', '2A', '3A') once every match of the group is over by now. */
function resolveGroupSlots(
  fixtures: Fixture[],
  groupNames: string[],
  ctx: { now: number; teams: Map<number, TeamRow> },
): Map<string, Standing> {
  const slots = new Map<string, Standing>();
  for (const group of groupNames) {
    const table = new Map<number, Standing>();
    let complete = true;
    for (const f of fixtures.filter((x) => x.groupName === group)) {
      const plan = planOf(f, ctx.teams);
      if (!plan || f.homeTeamId === null || f.awayTeamId === null || !isOverBy(f, plan, ctx.now)) {
        complete = false;
        continue;
      }
      const final: [number, number] = plan.kind === 'football' ? countGoals(plan.events) : [0, 0];
      const row = (id: number) => table.get(id) ?? { teamId: id, group, points: 0, gd: 0, gf: 0 };
      const home = row(f.homeTeamId);
      const away = row(f.awayTeamId);
      home.gf += final[0];
      away.gf += final[1];
      home.gd += final[0] - final[1];
      away.gd += final[1] - final[0];
      if (final[0] > final[1]) home.points += 3;
      else if (final[0] < final[1]) away.points += 3;
      else {
        home.points += 1;
        away.points += 1;
      }
      table.set(home.teamId, home);
      table.set(away.teamId, away);
    }
    if (!complete) continue;
    [...table.values()].sort(byRank).forEach((s, i) => slots.set(`${i + 1}${group}`, s));
  }
  return slots;
}

const byRank = (a: Standing, b: Standing) => b.points - a.points || b.gd - a.gd || b.gf - a.gf || a.teamId - b.teamId;

function countGoals(events: { type: string; side: 1 | 2 }[]): [number, number] {
  const goals = events.filter((e) => e.type === 'goal' || e.type === 'penalty_goal' || e.type === 'own_goal');
  return [goals.filter((e) => e.side === 1).length, goals.filter((e) => e.side === 2).length];
}

function slotOf(label: string, seasonId: number, groupSlots: Map<string, Standing>): { teamId: number | null; source: string | null } {
  const feeder = /^([WL])(\d+)$/.exec(label);
  if (feeder) return { teamId: null, source: `${feeder[1]}:${matchId(seasonId, Number(feeder[2]))}` };
  if (label.startsWith('3') && label.length > 2) {
    const third = bestThirdFor(label, groupSlots);
    return { teamId: third?.teamId ?? null, source: label };
  }
  return { teamId: groupSlots.get(label)?.teamId ?? null, source: label };
}

/**
 * Euro format: the four best third-placed teams meet group winners. Each '3XYZW' slot takes the best
 * remaining third from its groups (a simplification of UEFA's fixed table).
 */
function bestThirdFor(label: string, groupSlots: Map<string, Standing>): Standing | undefined {
  const thirds = [...groupSlots.entries()].filter(([k]) => k.startsWith('3')).map(([, s]) => s);
  const best = thirds.sort(byRank).slice(0, 4);
  const order = ['3ADEF', '3DEF', '3ABC', '3ABCD'];
  const taken = new Set<number>();
  for (const slot of order) {
    const eligible = best.filter((s) => !taken.has(s.teamId) && slot.includes(s.group));
    const chosen = eligible[0] ?? best.find((s) => !taken.has(s.teamId));
    if (!chosen) return undefined;
    taken.add(chosen.teamId);
    if (slot === label) return chosen;
  }
  return undefined;
}
