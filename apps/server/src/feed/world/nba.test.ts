import { describe, expect, it } from 'vitest';
import { generateWorld } from './generate-world';
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

  it('takes the running season’s Cup quarter-finalists from its games up to the group nights: the best four of each conference', () => {
    // Seen after the group nights, when every game before them is played.
    const later = generateWorld({ now: new Date('2026-12-05T00:00:00Z') });
    const season = later.matches.filter((m) => m.seasonId === 1911);
    const cupStart = Date.UTC(2026, 11, 4, 12);
    const wins = new Map<number, number>();
    for (const m of season.filter((g) => g.kind === 'regular' && g.kickoffAt.getTime() < cupStart)) {
      expect(m.statusId).toBe(10);
      wins.set(winner(m) ?? 0, (wins.get(winner(m) ?? 0) ?? 0) + 1);
    }
    const quarterFinals = season.filter((m) => m.kind === 'cup' && m.homeTeamId !== null).slice(0, 4);
    for (const conference of [1, 2]) {
      const best = [...conferenceOf]
        .filter(([id, c]) => c === conference && later.teams.some((t) => t.id === id && t.sportId === 2))
        .map(([id]) => id)
        .sort((a, b) => (wins.get(b) ?? 0) - (wins.get(a) ?? 0) || a - b)
        .slice(0, 4);
      const games = quarterFinals.filter((m) => conferenceOf.get(m.homeTeamId ?? 0) === conference);
      // 1 hosts 4, 2 hosts 3.
      expect(games.map((m) => [m.homeTeamId, m.awayTeamId])).toEqual([
        [best[0], best[3]],
        [best[1], best[2]],
      ]);
    }
  });
});
