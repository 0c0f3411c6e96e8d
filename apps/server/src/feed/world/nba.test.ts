import { describe, expect, it } from 'vitest';
import { generateWorld } from './generate-world';
import { nbaCupGroupTable, nbaCupQuarterFinals, nbaCupSeeds } from '@sport/contract';
import { nbaStandings } from '../../modules/nba/standings';
import type { MatchRow } from './types';

const NOW = new Date('2026-11-21T14:20:00Z');
const world = generateWorld({ now: NOW });
const nameOf = new Map(world.teams.map((t) => [t.id, t.nameEn]));
const conferenceOf = new Map(world.teams.map((t) => [t.id, t.conference]));
const winner = (m: MatchRow) => ((m.homeScore ?? 0) > (m.awayScore ?? 0) ? m.homeTeamId : m.awayTeamId);
const loser = (m: MatchRow) => ((m.homeScore ?? 0) > (m.awayScore ?? 0) ? m.awayTeamId : m.homeTeamId);
const playoffs = (seasonId: number) =>
  world.matches.filter((m) => m.seasonId === seasonId && m.kind === 'playoffs').sort((a, b) => a.id - b.id);

/** Series of a round as [teamA, teamB] → wins of each, in first-game order. */
function seriesOf(games: MatchRow[]) {
  const series = new Map<string, { teams: [number, number]; wins: Map<number, number> }>();
  for (const g of games) {
    const teams = [g.homeTeamId ?? 0, g.awayTeamId ?? 0].sort((a, b) => a - b) as [number, number];
    const key = teams.join('-');
    const s = series.get(key) ?? { teams, wins: new Map<number, number>() };
    const w = winner(g) ?? 0;
    s.wins.set(w, (s.wins.get(w) ?? 0) + 1);
    series.set(key, s);
  }
  return [...series.values()];
}

describe('NBA playoffs of the demo world', () => {
  it('plays the 2024 Finals as the record: five real games, Celtics 4–1 Mavericks, never simulated', () => {
    const finals = world.matches.filter((m) => m.seasonId === 1566 && m.kind === 'finals');
    expect(finals.map((m) => [nameOf.get(m.homeTeamId ?? 0), m.homeScore, m.awayScore, nameOf.get(m.awayTeamId ?? 0)])).toEqual([
      ['Boston Celtics', 107, 89, 'Dallas Mavericks'],
      ['Boston Celtics', 105, 98, 'Dallas Mavericks'],
      ['Dallas Mavericks', 99, 106, 'Boston Celtics'],
      ['Dallas Mavericks', 122, 84, 'Boston Celtics'],
      ['Boston Celtics', 106, 88, 'Dallas Mavericks'],
    ]);
    expect(finals.every((m) => m.source === 'nba-record' && m.periodScores === null)).toBe(true);
    // Game 1: 2024-06-06 20:30 ET is 08:30 on 06-07 in China.
    expect(finals[0]?.kickoffAt.toISOString()).toBe('2024-06-07T00:30:00.000Z');
  });

  it('leads the simulated 2023-24 conference finals to the record’s finalists', () => {
    const confFinals = seriesOf(playoffs(1566).filter((m) => m.round === 3));
    const champions = confFinals.map((s) => [...s.wins].find(([, w]) => w === 4)?.[0]);
    expect(champions.map((id) => nameOf.get(id ?? 0)).sort()).toEqual(['Boston Celtics', 'Dallas Mavericks']);
  });

  it('seeds 7 and 8 through the play-in and keeps the bracket without reseeding', () => {
    for (const seasonId of [1414, 1566]) {
      for (const conference of [1, 2]) {
        const games = playoffs(seasonId).filter((m) => conferenceOf.get(m.homeTeamId ?? 0) === conference);
        const [g78, g910, gFor8] = games.filter((m) => m.round === 0);
        expect(g78 && g910 && gFor8).toBeTruthy();
        if (!g78 || !g910 || !gFor8) continue;
        // The last play-in game: the 7v8 loser at home against the 9v10 winner.
        expect([gFor8.homeTeamId, gFor8.awayTeamId]).toEqual([loser(g78), winner(g910)]);
        const first = seriesOf(games.filter((m) => m.round === 1));
        expect(first).toHaveLength(4);
        const inFirst = first.flatMap((s) => s.teams);
        expect(inFirst).toContain(winner(g78));
        expect(inFirst).toContain(winner(gFor8));
        expect(inFirst).not.toContain(loser(gFor8));
        expect(inFirst).not.toContain(loser(g910));
        for (const s of first) expect(Math.max(...s.wins.values())).toBe(4);
        // Round two pairs the winners of the 1st and 2nd series (1v8, 4v5) and of the 3rd and 4th.
        const w = first.map((s) => [...s.wins].find(([, n]) => n === 4)?.[0]);
        const second = seriesOf(games.filter((m) => m.round === 2)).map((s) => s.teams.join('-'));
        expect(second).toEqual([[w[0], w[1]].sort((a, b) => (a ?? 0) - (b ?? 0)).join('-'), [w[2], w[3]].sort((a, b) => (a ?? 0) - (b ?? 0)).join('-')]);
      }
    }
  });

  it('plays the 2024 Cup knockout as the record under the contract’s stage ids', () => {
    const cup = world.matches.filter((m) => m.seasonId === 1745 && m.kind === 'cup');
    expect(cup.map((m) => m.stageId)).toEqual([10492, 10492, 10492, 10492, 10493, 10493, 10494]);
    const final = cup.at(-1);
    expect([nameOf.get(final?.homeTeamId ?? 0), final?.homeScore, final?.awayScore, nameOf.get(final?.awayTeamId ?? 0)]).toEqual([
      'Milwaukee Bucks',
      97,
      81,
      'Oklahoma City Thunder',
    ]);
  });

  it('takes the running season’s Cup quarter-finalists from its simulated groups: winners 1–3, the wild card 4, the higher seed at home', () => {
    // Seen after the group nights, when every group game is played.
    const later = generateWorld({ now: new Date('2026-12-05T00:00:00Z') });
    const groupGames = later.matches.filter((m) => m.seasonId === 1911 && m.groupName !== null);
    expect(groupGames.every((m) => m.statusId === 10)).toBe(true);
    const quarterFinals = later.matches.filter((m) => m.seasonId === 1911 && m.kind === 'cup' && m.homeTeamId !== null).slice(0, 4);
    expect(quarterFinals.map((m) => [m.homeTeamId, m.awayTeamId])).toEqual(expectedQuarterFinals(later.stages, groupGames));
  });
});

/** The quarter-finals the contract's group rule makes of finished group games: east 1v4, 2v3, then west. */
function expectedQuarterFinals(stages: typeof world.stages, games: MatchRow[]) {
  const stage = stages.find((s) => s.id === games[0]?.stageId);
  const tables = (stage?.groupNames ?? []).map((group) => {
    const own = games.filter((m) => m.groupName === group);
    const teams = [...new Set(own.flatMap((m) => [m.homeTeamId ?? 0, m.awayTeamId ?? 0]))];
    const lines = nbaCupGroupTable(
      teams,
      own.map((m) => ({ homeId: m.homeTeamId ?? 0, awayId: m.awayTeamId ?? 0, homeScore: m.homeScore ?? 0, awayScore: m.awayScore ?? 0 })),
    );
    return { group, conference: conferenceOf.get(teams[0] ?? 0) ?? 0, lines };
  });
  return [1, 2].flatMap((c) => nbaCupQuarterFinals(nbaCupSeeds(tables, c)));
}

describe('the NBA Cup group stage of the demo world', () => {
  const season = world.matches.filter((m) => m.seasonId === 1745);
  const groupGames = season.filter((m) => m.groupName !== null);
  const stage = world.stages.find((s) => s.seasonId === 1745 && s.phase === 6);

  it('plays six groups of five by conference, each team four games (two at home) on the Cup nights, in the regular season', () => {
    expect(stage?.groupNames).toEqual(['东部A组', '东部B组', '东部C组', '西部A组', '西部B组', '西部C组']);
    expect(groupGames).toHaveLength(60);
    expect(groupGames.every((m) => m.kind === 'regular' && m.stageId === stage?.id && m.statusId === 10)).toBe(true);
    for (const group of stage?.groupNames ?? []) {
      const own = groupGames.filter((m) => m.groupName === group);
      const teams = new Set(own.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
      expect(teams.size).toBe(5);
      expect(new Set([...teams].map((id) => conferenceOf.get(id ?? 0)))).toEqual(new Set([group.startsWith('东') ? 1 : 2]));
      for (const id of teams) expect(own.filter((m) => m.homeTeamId === id)).toHaveLength(2);
    }
    // 2024's Cup nights (US dates): Tuesdays and Fridays, Nov 12 … Dec 3; no team twice in a night
    const nights = new Set(groupGames.map((m) => new Date(m.kickoffAt.getTime() - 12 * 3600_000).toISOString().slice(5, 10)));
    expect([...nights].sort()).toEqual(['11-12', '11-15', '11-19', '11-22', '11-26', '11-29', '12-03']);
    // The group games are among the 82: every team still plays 82 regular-season games.
    const regular = season.filter((m) => m.kind === 'regular');
    for (const id of conferenceOf.keys()) {
      if (!world.teams.some((t) => t.id === id && t.sportId === 2)) continue;
      expect(regular.filter((m) => m.homeTeamId === id || m.awayTeamId === id)).toHaveLength(82);
    }
  });

  it('leads to the record’s eight quarter-finalists, each quarter-final hosted by the higher seed', () => {
    const record = season.filter((m) => m.kind === 'cup' && m.stageId === 10492);
    const fromGroups = expectedQuarterFinals(world.stages, groupGames);
    // The groups' quarter-finals are the record's games, home and away alike (their order is the bracket's).
    expect(fromGroups.map(([h, a]) => `${nameOf.get(h)} v ${nameOf.get(a)}`).sort()).toEqual(
      record.map((m) => `${nameOf.get(m.homeTeamId ?? 0)} v ${nameOf.get(m.awayTeamId ?? 0)}`).sort(),
    );
    expect(fromGroups).toHaveLength(4);
  });
});

describe('the 2023-24 regular season of the demo world', () => {
  const regular = world.matches.filter((m) => m.seasonId === 1566 && m.kind === 'regular');
  const tables = nbaStandings(
    world.teams.filter((t) => t.sportId === 2).map((t) => ({ teamId: t.id, conference: t.conference === 2 ? 2 : 1, division: t.division ?? '' })),
    regular.map((m) => ({ homeId: m.homeTeamId ?? 0, awayId: m.awayTeamId ?? 0, homeScore: m.homeScore ?? 0, awayScore: m.awayScore ?? 0, at: m.kickoffAt.getTime() })),
  );
  const lineOf = (name: string) => tables.flat().find((l) => nameOf.get(l.teamId) === name);

  it('gives the record’s finalists their real records and seeds: Boston 64-18 first in the East, Dallas 50-32 fifth in the West', () => {
    expect(lineOf('Boston Celtics')).toMatchObject({ won: 64, lost: 18, rank: 1 });
    expect(lineOf('Dallas Mavericks')).toMatchObject({ won: 50, lost: 32, rank: 5 });
    // clear of their neighbours, not placed by a tie-breaker
    expect(tables[0]?.[1]?.won).toBeLessThan(64);
    expect(tables[1]?.[3]?.won).toBeGreaterThan(50);
    expect(tables[1]?.[5]?.won).toBeLessThan(50);
  });

  it('seeds the bracket from that table: Boston hosts the 8th, Dallas opens at the 4th', () => {
    const firstRound = playoffs(1566).filter((m) => m.round === 1);
    const opener = (name: string) => firstRound.find((m) => nameOf.get(m.homeTeamId ?? 0) === name || nameOf.get(m.awayTeamId ?? 0) === name);
    const boston = opener('Boston Celtics');
    const dallas = opener('Dallas Mavericks');
    expect(nameOf.get(boston?.homeTeamId ?? 0)).toBe('Boston Celtics');
    // the 4th seed hosts game 1
    expect(dallas?.homeTeamId).toBe(tables[1]?.[3]?.teamId);
    expect(nameOf.get(dallas?.awayTeamId ?? 0)).toBe('Dallas Mavericks');
    // Boston's first opponent came through the play-in as the 8th: the loser of 7v8 or the 9v10 winner
    const playIn = playoffs(1566).filter((m) => m.round === 0 && conferenceOf.get(m.homeTeamId ?? 0) === 1);
    expect(playIn.at(-1) && winner(playIn.at(-1) as MatchRow)).toBe(boston?.awayTeamId);
  });
});
