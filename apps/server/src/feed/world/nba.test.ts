import { describe, expect, it } from 'vitest';
import { generateWorld } from './generate-world';
import { nbaCupGroupTable, nbaCupQuarterFinals, nbaCupSeeds } from '@sport/contract';
import type { MatchRow } from './types';

const NOW = new Date('2026-11-21T14:20:00Z');
const world = generateWorld({ now: NOW });
const nameOf = new Map(world.teams.map((t) => [t.id, t.nameEn]));
const conferenceOf = new Map(world.teams.map((t) => [t.id, t.conference]));
const winner = (m: MatchRow) => ((m.homeScore ?? 0) > (m.awayScore ?? 0) ? m.homeTeamId : m.awayTeamId);
const loser = (m: MatchRow) => ((m.homeScore ?? 0) > (m.awayScore ?? 0) ? m.awayTeamId : m.homeTeamId);
/** The running season (2026-27) seen once its regular season is over: its playoffs are played. */
const afterSeason = generateWorld({ now: new Date('2027-06-30T00:00:00Z') }).matches.filter((m) => m.seasonId === 1911);

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

  it('seeds 7 and 8 through the play-in and keeps the bracket without reseeding (the running season, once its regular season is over)', () => {
    for (const conference of [1, 2]) {
      const games = afterSeason
        .filter((m) => m.kind === 'playoffs' && conferenceOf.get(m.homeTeamId ?? 0) === conference)
        .sort((a, b) => a.id - b.id);
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
      expect(second).toEqual([
        [w[0], w[1]].sort((a, b) => (a ?? 0) - (b ?? 0)).join('-'),
        [w[2], w[3]].sort((a, b) => (a ?? 0) - (b ?? 0)).join('-'),
      ]);
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

describe('the past seasons of the demo world hold the record’s games alone (decision record 027)', () => {
  it('2022-23 has no game, 2023-24 the five Finals games, 2024-25 the seven Cup knockout games: no regular season, playoffs or Cup groups are invented', () => {
    const kinds = (seasonId: number) =>
      world.matches.filter((m) => m.seasonId === seasonId).map((m) => `${m.kind}:${m.source}`);
    expect(kinds(1414)).toEqual([]);
    expect(kinds(1566)).toEqual(Array(5).fill('finals:nba-record'));
    expect(kinds(1745)).toEqual(Array(7).fill('cup:nba-record'));
    expect(world.stages.filter((s) => [1414, 1566, 1745].includes(s.seasonId) && s.phase === 6)).toEqual([]);
  });
});

describe('the NBA Cup group stage of the running season', () => {
  const groupGames = world.matches.filter((m) => m.seasonId === 1911 && m.groupName !== null);
  const stage = world.stages.find((s) => s.seasonId === 1911 && s.phase === 6);

  it('plays six groups of five by conference, each team four games (two at home), in the regular season', () => {
    expect(stage?.groupNames).toEqual(['东部A组', '东部B组', '东部C组', '西部A组', '西部B组', '西部C组']);
    expect(groupGames).toHaveLength(60);
    expect(groupGames.every((m) => m.kind === 'regular' && m.stageId === stage?.id)).toBe(true);
    for (const group of stage?.groupNames ?? []) {
      const own = groupGames.filter((m) => m.groupName === group);
      const teams = new Set(own.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
      expect(teams.size).toBe(5);
      expect(new Set([...teams].map((id) => conferenceOf.get(id ?? 0)))).toEqual(
        new Set([group.startsWith('东') ? 1 : 2]),
      );
      for (const id of teams) expect(own.filter((m) => m.homeTeamId === id)).toHaveLength(2);
    }
  });
});
