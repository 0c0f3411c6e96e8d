import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompetitionId, HOUR_MS, DAY_MS } from '@sport/contract';
import type { Database } from '../../db/client';
import { competitions, matchEvents, matches, matchSheets, players, seasons, teams } from '../../db/schema';
import { createTestDatabase } from '../../../test/helpers/db';
import { realSeasonId } from '../../db/ids';
import { catchUpSimulation } from '../live-simulator';
import { generateWorld } from '../world/generate-world';
import { OPENFOOTBALL_DATA_DIR } from './files';
import { teamName, type SourceFile } from './format';
import { importOpenfootball } from './import';

// The five leagues' 2026/27, as the source gives it: real results to 2026-09-20, the rest fixtures the simulator
// plays at their kick-off.
const NOW = new Date('2026-11-26T12:00:00Z');
const LEAGUES = [
  { code: 'en', id: CompetitionId.PremierLeague, teams: 20, records: 50 },
  { code: 'es', id: CompetitionId.LaLiga, teams: 20, records: 69 },
  { code: 'it', id: CompetitionId.SerieA, teams: 20, records: 50 },
  { code: 'de', id: CompetitionId.Bundesliga, teams: 18, records: 36 },
  { code: 'fr', id: CompetitionId.Ligue1, teams: 18, records: 45 },
] as const;
const file = (code: string) => `football-2026-27-${code}.1.json`;
const chinaDay = (at: Date) => Math.floor((at.getTime() + 8 * HOUR_MS) / DAY_MS);
const chinaDate = (at: Date) => new Date(at.getTime() + 8 * HOUR_MS).toISOString().slice(0, 10);

let database: Database;
let dir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const world = generateWorld({ seed: 1, now: NOW });
  await database.db.insert(competitions).values(world.competitions);
  await database.db.insert(teams).values(world.teams);
  await database.db.insert(players).values(world.players);
  for (const l of LEAGUES) await importOpenfootball(database.db, join(OPENFOOTBALL_DATA_DIR, file(l.code)), { now: NOW });
  dir = mkdtempSync(join(tmpdir(), 'current-season-'));
}, 180_000);

afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const seasonMatches = (competitionId: number) =>
  database.db
    .select()
    .from(matches)
    .where(eq(matches.seasonId, realSeasonId(competitionId, 2026)))
    .orderBy(asc(matches.kickoffAt));

describe('the 2026/27 leagues on their real fixtures', () => {
  it('is each league current season, with every club playing each other club home and away, once a China day at most', async () => {
    const current = await database.db
      .select({ id: seasons.id, name: seasons.name })
      .from(seasons)
      .where(eq(seasons.isCurrent, true));
    expect(current.map((s) => s.id).sort()).toEqual(LEAGUES.map((l) => realSeasonId(l.id, 2026)).sort());
    for (const l of LEAGUES) {
      const list = await seasonMatches(l.id);
      const games = (l.teams - 1) * l.teams;
      expect(list).toHaveLength(games);
      const home = new Map<number, number>();
      const away = new Map<number, number>();
      const days = new Map<number, Set<number>>();
      for (const m of list) {
        home.set(m.homeTeamId ?? 0, (home.get(m.homeTeamId ?? 0) ?? 0) + 1);
        away.set(m.awayTeamId ?? 0, (away.get(m.awayTeamId ?? 0) ?? 0) + 1);
        for (const team of [m.homeTeamId ?? 0, m.awayTeamId ?? 0]) {
          const seen = days.get(team) ?? new Set<number>();
          expect({ league: l.code, team, twice: seen.has(chinaDay(m.kickoffAt)) }).toEqual({ league: l.code, team, twice: false });
          seen.add(chinaDay(m.kickoffAt));
          days.set(team, seen);
        }
      }
      expect(home.size).toBe(l.teams);
      expect([...home.values()].every((n) => n === l.teams - 1)).toBe(true);
      expect([...away.values()].every((n) => n === l.teams - 1)).toBe(true);
    }
  });

  it('holds the real results as records and the rest as fixtures not started', async () => {
    for (const l of LEAGUES) {
      const list = await seasonMatches(l.id);
      const records = list.filter((m) => m.resultSource === 'record');
      expect({ league: l.code, records: records.length }).toEqual({ league: l.code, records: l.records });
      expect(records.every((m) => m.statusId === 8 && m.homeScore !== null)).toBe(true);
      expect(Math.max(...records.map((m) => m.kickoffAt.getTime()))).toBeLessThan(Date.parse('2026-09-21T00:00:00Z'));
      const open = list.filter((m) => m.resultSource !== 'record');
      expect(open.every((m) => m.statusId === 1 && m.homeScore === null && m.simSeed !== 0)).toBe(true);
    }
    // A goalless draw written as a bare [0, 0] is a result, not a fixture: Arsenal's opener is 3-0, the first bare one 0-0.
    const pl = await seasonMatches(CompetitionId.PremierLeague);
    expect(pl.filter((m) => m.resultSource === 'record' && m.homeScore === 0 && m.awayScore === 0).length).toBeGreaterThanOrEqual(5);
    // A fixture without a time kicks off at an afternoon slot in its zone (14:00 in Madrid = 13:00 UTC in winter)…
    const laLiga = await seasonMatches(CompetitionId.LaLiga);
    const source = JSON.parse(readFileSync(join(OPENFOOTBALL_DATA_DIR, file('es')), 'utf8')) as SourceFile;
    const untimed = (source.matches ?? []).filter((m) => !m.time && m.date >= '2026-11-01' && m.date < '2027-03-01');
    expect(untimed.length).toBeGreaterThan(0);
    const kickoffs = new Set(laLiga.map((m) => m.kickoffAt.toISOString()));
    for (const m of untimed) expect(kickoffs.has(`${m.date}T13:00:00.000Z`)).toBe(true);
    // …so in every league the day the apps show, China's, is the day the record gives.
    for (const l of LEAGUES) {
      const days = (await seasonMatches(l.id)).filter((m) => !m.kickoffTimeSet).map((m) => chinaDate(m.kickoffAt));
      const listed = (JSON.parse(readFileSync(join(OPENFOOTBALL_DATA_DIR, file(l.code)), 'utf8')) as SourceFile).matches ?? [];
      expect({ league: l.code, days: days.sort() }).toEqual({
        league: l.code,
        days: listed.filter((m) => !m.time).map((m) => m.date).sort(),
      });
    }
    // …and is marked so (the apps read 待定 until it starts); every fixture the source times is not.
    const allUntimed = (source.matches ?? []).filter((m) => !m.time).length;
    expect(laLiga.filter((m) => !m.kickoffTimeSet)).toHaveLength(allUntimed);
    expect((await seasonMatches(CompetitionId.PremierLeague)).every((m) => m.kickoffTimeSet)).toBe(true);
  });

  it('plays every fixture due by now in one pass, never touching a record, and a re-import keeps the simulation', async () => {
    const before = await seasonMatches(CompetitionId.PremierLeague);
    const changed = await catchUpSimulation(database.db, NOW);
    expect(changed).toBeGreaterThan(0);
    const after = await seasonMatches(CompetitionId.PremierLeague);
    for (const m of after) {
      const old = before.find((b) => b.id === m.id);
      if (old?.resultSource === 'record') expect(m).toEqual(old);
      else if (m.kickoffAt.getTime() + 3 * HOUR_MS <= NOW.getTime())
        expect({ status: m.statusId, source: m.resultSource, scored: m.homeScore !== null }).toEqual({ status: 8, source: 'simulation', scored: true });
      else if (m.kickoffAt > NOW) expect(m.statusId).toBe(1);
    }
    const result = await importOpenfootball(database.db, join(OPENFOOTBALL_DATA_DIR, file('en')), { now: NOW });
    expect(result.matches).toEqual({ inserted: 0, updated: 0, unchanged: 380 });
    expect(await seasonMatches(CompetitionId.PremierLeague)).toEqual(after);
  });

  it('replaces a simulated result with the record a later file brings, and says so on match.<id>', async () => {
    const simulated = (await seasonMatches(CompetitionId.PremierLeague)).find(
      (m) => m.resultSource === 'simulation' && m.statusId === 8 && (m.homeScore ?? 0) !== 4,
    );
    if (!simulated) throw new Error('no simulated match');
    const sheetOf = async () => database.db.select({ id: matchSheets.matchId }).from(matchSheets).where(eq(matchSheets.matchId, simulated.id));
    expect(await sheetOf()).toHaveLength(1);
    const [home] = await database.db.select({ nameEn: teams.nameEn }).from(teams).where(eq(teams.id, simulated.homeTeamId ?? 0));
    const source = JSON.parse(readFileSync(join(OPENFOOTBALL_DATA_DIR, file('en')), 'utf8')) as SourceFile;
    const names = (await import('./team-names')).OPENFOOTBALL_TEAM_NAMES;
    const [away] = await database.db.select({ nameEn: teams.nameEn }).from(teams).where(eq(teams.id, simulated.awayTeamId ?? 0));
    const fixture = (source.matches ?? []).find(
      (m) => names[teamName(m.team1)] === home?.nameEn && names[teamName(m.team2)] === away?.nameEn,
    );
    if (!fixture) throw new Error('fixture not in the file');
    fixture.score = { ht: [1, 0], ft: [4, 1] };
    fixture.goals1 = [
      { name: 'Alpha One', minute: 10 },
      { name: 'Alpha One', minute: 50 },
      { name: 'Beta Two', minute: 60 },
      { name: 'Beta Two', minute: 70 },
    ];
    fixture.goals2 = [{ name: 'Gamma Three', minute: 80 }];
    const corrected = join(dir, file('en'));
    writeFileSync(corrected, JSON.stringify(source));
    const pushes: string[] = [];
    const result = await importOpenfootball(database.db, corrected, {
      now: NOW,
      publish: (channel, data) => {
        pushes.push(`${channel} ${data.homeScore}-${data.awayScore}`);
        return Promise.resolve();
      },
    });
    expect(result.updatedMatchIds).toEqual([simulated.id]);
    expect(pushes).toEqual([`match.${simulated.id} 4-1`]);
    const [row] = await database.db.select().from(matches).where(eq(matches.id, simulated.id));
    expect(row).toMatchObject({ homeScore: 4, awayScore: 1, homeHalfScore: 1, resultSource: 'record', statusId: 8 });
    const goals = await database.db
      .select({ minute: matchEvents.minute, side: matchEvents.side })
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, simulated.id), isNotNull(matchEvents.playerId), inArray(matchEvents.type, ['goal', 'penalty_goal', 'own_goal'])))
      .orderBy(asc(matchEvents.seq));
    expect(goals).toEqual([10, 50, 60, 70, 80].map((minute, i) => ({ minute, side: i < 4 ? 1 : 2 })));
    // Nothing of the simulation stays beside the record: not its substitutions, not its line-ups or commentary.
    const others = await database.db
      .select({ type: matchEvents.type })
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, simulated.id), inArray(matchEvents.type, ['substitution', 'yellow', 'red'])));
    expect(others).toEqual([]);
    expect(await sheetOf()).toEqual([]);
  });
});
