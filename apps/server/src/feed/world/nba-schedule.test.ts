import { describe, expect, it } from 'vitest';
import { chinaDayStart } from '@sport/contract';
import { generateWorld } from './generate-world';
import type { MatchRow } from './types';

// The running season 2026-27 (1911), seen on the day the issue was filed.
const world = generateWorld({ now: new Date('2026-11-26T12:32:00Z') });
const nbaTeams = world.teams.filter((t) => t.sportId === 2);
const season = world.matches.filter((m) => m.seasonId === 1911);
const regular = season.filter((m) => m.kind === 'regular');
const HOUR = 3600_000;

/** The US date of a game (Eastern time, daylight or not, is 4 or 5 hours behind UTC: 5 hours back lands on it either way for evening games). */
const usDate = (m: MatchRow) => new Date(m.kickoffAt.getTime() - 5 * HOUR).toISOString().slice(0, 10);
const gamesOf = (teamId: number, games: readonly MatchRow[]) =>
  games.filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId);

describe('the running NBA season’s calendar', () => {
  it('opens on Tuesday 2026-10-20 (the league’s pattern: the Tuesday between October 18 and 24) and ends on Sunday 2027-04-11', () => {
    const dates = regular.map(usDate).sort();
    expect(dates[0]).toBe('2026-10-20');
    expect(dates.at(-1)).toBe('2027-04-11');
    expect(season.every((m) => usDate(m) >= '2026-10-20')).toBe(true);
  });

  it('gives every team 82 games, 41 at home and 41 away', () => {
    expect(nbaTeams).toHaveLength(30);
    expect(regular).toHaveLength(1230);
    for (const team of nbaTeams) {
      expect(
        regular.filter((m) => m.homeTeamId === team.id),
        team.nameEn,
      ).toHaveLength(41);
      expect(
        regular.filter((m) => m.awayTeamId === team.id),
        team.nameEn,
      ).toHaveLength(41);
    }
  });

  it('plays a team at most once a US date and once a China day, Cup games included', () => {
    for (const team of nbaTeams) {
      const own = gamesOf(team.id, season);
      expect(new Set(own.map(usDate)).size, team.nameEn).toBe(own.length);
      expect(new Set(own.map((m) => chinaDayStart(m.kickoffAt.getTime()))).size, team.nameEn).toBe(own.length);
    }
  });

  it('tips off in the US evening, 19:00–22:30 Eastern: 07:00–11:30 China time', () => {
    for (const m of season.filter((g) => g.kind === 'regular')) {
      const china = ((m.kickoffAt.getUTCHours() + 8) % 24) + m.kickoffAt.getUTCMinutes() / 60;
      expect(china).toBeGreaterThanOrEqual(7);
      expect(china).toBeLessThanOrEqual(11.5);
    }
  });

  it('keeps back-to-backs few: about the real season’s 14 a team on average, none with more than 20', () => {
    const perTeam = nbaTeams.map((team) => {
      const days = gamesOf(team.id, regular)
        .map((m) => Date.parse(usDate(m)))
        .sort((a, b) => a - b);
      return days.filter((d, i) => i > 0 && d - (days[i - 1] ?? 0) === 24 * HOUR).length;
    });
    const average = perTeam.reduce((a, b) => a + b, 0) / perTeam.length;
    expect(average).toBeGreaterThanOrEqual(6);
    expect(average).toBeLessThanOrEqual(16);
    expect(Math.max(...perTeam)).toBeLessThanOrEqual(20);
  });

  it('never has a team more than two games ahead of another in games played, on any date', () => {
    const played = new Map(nbaTeams.map((t) => [t.id, 0]));
    const byDate = new Map<string, MatchRow[]>();
    for (const m of regular) byDate.set(usDate(m), [...(byDate.get(usDate(m)) ?? []), m]);
    for (const date of [...byDate.keys()].sort()) {
      for (const m of byDate.get(date) ?? [])
        for (const id of [m.homeTeamId ?? 0, m.awayTeamId ?? 0]) played.set(id, (played.get(id) ?? 0) + 1);
      const counts = [...played.values()];
      expect(Math.max(...counts) - Math.min(...counts), date).toBeLessThanOrEqual(2);
    }
  });

  it('keeps the Cup group nights: Tuesdays and Fridays from November 10, each team four group games', () => {
    const groupGames = regular.filter((m) => m.groupName !== null);
    expect(groupGames).toHaveLength(60);
    expect([...new Set(groupGames.map(usDate))].sort()).toEqual([
      '2026-11-10',
      '2026-11-13',
      '2026-11-17',
      '2026-11-20',
      '2026-11-24',
      '2026-11-27',
      '2026-12-01',
    ]);
    for (const team of nbaTeams) expect(gamesOf(team.id, groupGames), team.nameEn).toHaveLength(4);
  });
});

describe('the running NBA season’s games at their times', () => {
  const isLive = (m: MatchRow) => m.statusId >= 2 && m.statusId <= 9;

  it('has no game live at 20:32 China time, when no US night is on (the issue’s 芝加哥公牛 at 08:00 and again live at 20:32)', () => {
    expect(season.filter(isLive)).toEqual([]);
  });

  it('plays a US night live at its own tip-off times: at 21:30 Eastern the early games run, the late ones have not begun', () => {
    const now = new Date('2026-11-25T02:30:00Z');
    const night = generateWorld({ now }).matches.filter((m) => m.seasonId === 1911 && usDate(m) === '2026-11-24');
    const live = night.filter(isLive);
    expect(live.length).toBeGreaterThan(0);
    for (const m of live) expect(m.kickoffAt.getTime()).toBeLessThanOrEqual(now.getTime());
    for (const m of night.filter((g) => g.kickoffAt > now)) expect(m.statusId).toBe(1);
  });
});
