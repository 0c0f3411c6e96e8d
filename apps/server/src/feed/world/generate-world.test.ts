import { describe, expect, it } from 'vitest';
import { NbaSeason } from '@sport/contract';
import { generateWorld } from './generate-world';
import type { WorldRows } from './types';

const NOW = new Date('2026-11-21T14:20:00Z');
const world: WorldRows = generateWorld({ seed: 1234, now: NOW });

const clubsOf = (competitionId: number) => world.teams.filter((t) => t.competitionIds?.includes(competitionId));

describe('demo world generator', () => {
  it('is a pure function of seed and clock', () => {
    expect(generateWorld({ seed: 1234, now: NOW })).toEqual(world);
    const other = generateWorld({ seed: 99, now: NOW });
    expect(other.matches.map((m) => m.homeScore)).not.toEqual(world.matches.map((m) => m.homeScore));
  });

  it('has every five-league club of 2024/25 and 2026/27, the 30 NBA teams and a squad for every team', () => {
    // The 2024/25 clubs and the 2026/27 newcomers (4, 5, 2, 5, 4).
    expect(clubsOf(12387)).toHaveLength(24);
    expect(clubsOf(12388)).toHaveLength(25);
    expect(clubsOf(12417)).toHaveLength(22);
    expect(clubsOf(12416)).toHaveLength(23);
    expect(clubsOf(12403)).toHaveLength(22);
    const names = new Set(world.teams.map((t) => t.nameEn));
    for (const club of ['Arsenal', 'Real Madrid', 'Inter', 'Bayern Munich', 'Paris Saint-Germain', 'Ipswich Town', 'Holstein Kiel', 'Leeds United', 'Hamburger SV', 'Paris FC']) {
      expect(names.has(club)).toBe(true);
    }
    const nba = world.teams.filter((t) => t.sportId === 2);
    expect(nba).toHaveLength(30);
    expect(nba.filter((t) => t.conference === 1)).toHaveLength(15);
    expect(nba.filter((t) => t.conference === 2)).toHaveLength(15);
    expect(new Set(nba.map((t) => t.division)).size).toBe(6);
    for (const team of world.teams) {
      const squad = world.players.filter((p) => p.teamId === team.id);
      expect(squad.length).toBeGreaterThanOrEqual(team.sportId === 2 ? 13 : 22);
      expect(new Set(squad.map((p) => p.number)).size).toBe(squad.length);
    }
  });

  it('generates no football season or match: those are all real and imported', () => {
    expect(world.competitions.filter((c) => c.sportId === 1)).toHaveLength(7);
    const football = new Set(world.competitions.filter((c) => c.sportId === 1).map((c) => c.id));
    expect(world.seasons.filter((s) => football.has(s.competitionId))).toEqual([]);
    expect(world.matches.filter((m) => m.sportId === 1)).toEqual([]);
    expect(world.events).toEqual([]);
  });

  it('keeps the NBA seasons of SPEC with playoffs, the Finals window and the cup knockout', () => {
    const seasonIds = world.seasons.filter((s) => s.competitionId === 1).map((s) => s.id);
    expect(seasonIds).toEqual(expect.arrayContaining([1414, 1566, 1745]));
    expect(world.seasons.filter((s) => s.competitionId === 1 && s.isCurrent)).toHaveLength(1);
    // The running season is simulated; past seasons hold the record's games alone (decision record 027).
    expect(world.matches.filter((m) => m.seasonId === NbaSeason.Current && m.kind === 'regular')).toHaveLength(1230);
    expect(world.matches.filter((m) => m.seasonId === 1745 && m.kind === 'regular')).toHaveLength(0);
    const finals = world.matches.filter((m) => m.seasonId === 1566 && m.kind === 'finals');
    expect(finals.length).toBeGreaterThanOrEqual(4);
    for (const game of finals) {
      expect(game.kickoffAt.getTime()).toBeGreaterThanOrEqual(Date.parse('2024-06-06T00:00:00Z'));
      expect(game.kickoffAt.getTime()).toBeLessThan(Date.parse('2024-06-20T00:00:00Z'));
    }
    expect(world.matches.filter((m) => m.seasonId === 1566 && m.kind === 'playoffs')).toHaveLength(0);
    expect(world.stages.map((s) => s.id)).toEqual(expect.arrayContaining([10492, 10493, 10494]));
    expect(world.matches.filter((m) => m.stageId === 10492)).toHaveLength(4);
    expect(world.matches.filter((m) => m.stageId === 10493)).toHaveLength(2);
    expect(world.matches.filter((m) => m.stageId === 10494)).toHaveLength(1);
  });

  it('generates no football season: the football present is the real one (openfootball), the NBA plays at its own hours', () => {
    expect(world.matches.filter((m) => m.sportId === 1)).toEqual([]);
  });
});
