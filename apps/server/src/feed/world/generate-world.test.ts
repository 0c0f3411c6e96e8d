import { describe, expect, it } from 'vitest';
import { NbaSeason } from '@sport/contract';
import { generateWorld } from './generate-world';
import type { MatchRow, WorldRows } from './types';

const NOW = new Date('2026-11-21T14:20:00Z');
const world: WorldRows = generateWorld({ seed: 1234, now: NOW });

const isLive = (m: MatchRow) => (m.sportId === 1 ? m.statusId >= 2 && m.statusId <= 7 : m.statusId >= 2 && m.statusId <= 9);
const isFinished = (m: MatchRow) => m.statusId === (m.sportId === 1 ? 8 : 10);
const teamsIn = (competitionId: number) =>
  new Set(world.matches.filter((m) => m.competitionId === competitionId).flatMap((m) => [m.homeTeamId, m.awayTeamId]).filter((id) => id != null));

describe('demo world generator', () => {
  it('is a pure function of seed and clock', () => {
    expect(generateWorld({ seed: 1234, now: NOW })).toEqual(world);
    const other = generateWorld({ seed: 99, now: NOW });
    expect(other.matches.map((m) => m.homeScore)).not.toEqual(world.matches.map((m) => m.homeScore));
  });

  it('has every five-league club, the 30 NBA teams and a squad for every team', () => {
    expect(teamsIn(12387).size).toBe(20);
    expect(teamsIn(12388).size).toBe(20);
    expect(teamsIn(12417).size).toBe(20);
    expect(teamsIn(12416).size).toBe(18);
    expect(teamsIn(12403).size).toBe(18);
    const names = new Set(world.teams.map((t) => t.nameEn));
    for (const club of ['Arsenal', 'Real Madrid', 'Inter', 'Bayern Munich', 'Paris Saint-Germain', 'Ipswich Town', 'Holstein Kiel']) {
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

  it('plays the World Cup and the Euro in groups, then knockout rounds', () => {
    const wc = world.matches.filter((m) => m.competitionId === 10810);
    expect(wc).toHaveLength(64);
    expect(new Set(wc.map((m) => m.groupName).filter(Boolean))).toEqual(new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']));
    expect(teamsIn(10810).size).toBe(32);
    const euro = world.matches.filter((m) => m.competitionId === 11334);
    expect(euro).toHaveLength(51);
    expect(new Set(euro.map((m) => m.groupName).filter(Boolean)).size).toBe(6);
    expect(teamsIn(11334).size).toBe(24);
    const knockoutStages = world.stages.filter((s) => s.seasonId === 110810 && s.phase !== 1).map((s) => s.nameEn);
    expect(knockoutStages).toEqual(['Round of 16', 'Quarter-finals', 'Semi-finals', 'Third place', 'Final']);
    // The final waits for its semi-finals.
    const final = wc.find((m) => m.kind === 'finals');
    expect(final?.homeTeamId).toBeNull();
    expect(final?.homeSource).toMatch(/^W:\d+$/);
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

  it('has finished, live and upcoming matches right now in every football competition (the NBA plays at its own hours: nba-schedule.test.ts)', () => {
    for (const id of [10810, 11334, 12387, 12388, 12417, 12416, 12403]) {
      const list = world.matches.filter((m) => m.competitionId === id);
      expect(list.some(isFinished)).toBe(true);
      expect(list.some(isLive)).toBe(true);
      expect(list.some((m) => m.statusId === 1 && m.kickoffAt > NOW)).toBe(true);
    }
  });

  it('writes finished football matches with their events', () => {
    const done = world.matches.filter((m) => m.sportId === 1 && isFinished(m));
    for (const m of done.slice(0, 200)) {
      const goals = world.events.filter((e) => e.matchId === m.id && ['goal', 'penalty_goal', 'own_goal'].includes(e.type));
      expect(goals.length).toBe((m.homeScore ?? 0) + (m.awayScore ?? 0));
      expect(m.homeHalfScore ?? 0).toBeLessThanOrEqual(m.homeScore ?? 0);
    }
  });
});
