import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../db/client';
import { competitions, matchEvents, matches, players, seasons, stages, teams } from '../../db/schema';
import { createTestDatabase } from '../../../test/helpers/db';
import { buildTeams } from '../world/teams';
import { OPENFOOTBALL_DATA_DIR } from './files';
import { importOpenfootball } from './import';

// The real World Cup 2026 file as shipped, imported into a database made before the tournament's new teams existed.
const WORLD_CUP = 10810;
const NOW = new Date('2026-11-24T12:00:00Z');
const SHIPPED = join(OPENFOOTBALL_DATA_DIR, 'worldcup-2026.json');
const DEBUTANTS = ['Norway', 'Curaçao', 'Cape Verde', 'Jordan', 'Uzbekistan', 'Haiti', 'New Zealand'];

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(competitions)
    .values({ id: WORLD_CUP, sportId: 1, name: '世界杯', nameEn: 'FIFA World Cup', shortName: '世界杯', kind: 'tournament' });
  // An older data folder: no row yet for a team first seen at this World Cup.
  await database.db
    .insert(teams)
    .values(buildTeams(1).teams.filter((t) => t.sportId === 1 && !DEBUTANTS.includes(t.nameEn)));
}, 60_000);

afterAll(async () => {
  await database.close();
});

const teamId = async (nameEn: string) => {
  const [row] = await database.db.select({ id: teams.id }).from(teams).where(eq(teams.nameEn, nameEn));
  if (!row) throw new Error(nameEn);
  return row.id;
};

const matchOf = async (home: string, away: string) => {
  const [row] = await database.db
    .select()
    .from(matches)
    .where(and(eq(matches.homeTeamId, await teamId(home)), eq(matches.awayTeamId, await teamId(away))));
  if (!row) throw new Error(`${home}-${away}`);
  return row;
};

const eventsOf = (matchId: number) =>
  database.db
    .select({
      minute: matchEvents.minute,
      added: matchEvents.addedMinute,
      player: players.nameEn,
      number: players.number,
    })
    .from(matchEvents)
    .innerJoin(players, eq(players.id, matchEvents.playerId))
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.seq));

describe('the real World Cup 2026', () => {
  it('imports all 104 matches, the round of 32 before the round of 16, the new teams with their Chinese names', async () => {
    const result = await importOpenfootball(database.db, SHIPPED, { now: NOW });
    expect(result.matches).toEqual({ inserted: 104, updated: 0, unchanged: 0 });

    const [season] = await database.db.select().from(seasons).where(eq(seasons.competitionId, WORLD_CUP));
    expect(season).toMatchObject({ name: '2026', isCurrent: true, source: 'openfootball' });
    const stageRows = await database.db
      .select({ name: stages.name, groups: stages.groupNames })
      .from(stages)
      .where(eq(stages.seasonId, season?.id ?? 0))
      .orderBy(asc(stages.sortOrder));
    expect(stageRows.map((s) => s.name)).toEqual(['小组赛', '1/16决赛', '1/8决赛', '1/4决赛', '半决赛', '三四名决赛', '决赛']);
    expect(stageRows[0]?.groups).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L']);

    const created = await database.db
      .select({ name: teams.name, nameEn: teams.nameEn })
      .from(teams)
      .where(eq(teams.nameEn, 'Cape Verde'));
    expect(created).toEqual([{ name: '佛得角', nameEn: 'Cape Verde' }]);
  });

  it('reads kick-offs with the venue offset, minutes with stoppage inside, extra time and shoot-outs', async () => {
    // "2026-06-11 13:00 UTC-6" in Mexico City is 19:00 UTC.
    expect((await matchOf('Mexico', 'South Africa')).kickoffAt.toISOString()).toBe('2026-06-11T19:00:00.000Z');
    // "15:00 UTC-4" at East Rutherford: the final, 0–0 after 90', 1–0 after extra time.
    const final = await matchOf('Spain', 'Argentina');
    expect(final.kickoffAt.toISOString()).toBe('2026-07-19T19:00:00.000Z');
    expect([final.homeScore, final.awayScore, final.homeExtraTimeScore, final.awayExtraTimeScore]).toEqual([1, 0, 1, 0]);
    expect(await eventsOf(final.id)).toEqual([{ minute: 106, added: null, player: 'Ferran Torres', number: 7 }]);

    // "90+4": minute 90 and 4 added, not minute 94.
    expect((await eventsOf((await matchOf('Czechia', 'Mexico')).id)).at(-1)).toMatchObject({
      minute: 90,
      added: 4,
      player: 'Álvaro Fidalgo',
    });

    const shootOut = await matchOf('Germany', 'Paraguay');
    expect([shootOut.homeScore, shootOut.awayScore, shootOut.homePenaltyScore, shootOut.awayPenaltyScore]).toEqual([
      1, 1, 3, 4,
    ]);

    // No goals arrays at all: a 0–0 with no events, not a skipped match.
    const goalless = await matchOf('Spain', 'Cape Verde');
    expect([goalless.statusId, goalless.homeScore, goalless.awayScore, goalless.groupName]).toEqual([8, 0, 0, 'H']);
    expect(await eventsOf(goalless.id)).toEqual([]);
  });

  it('imports the 48 squads, and a scorer whose name lacks its accents is the squad player', async () => {
    const [squadPlayers] = await database.db.select({ n: count() }).from(players).where(isNotNull(players.number));
    expect(squadPlayers?.n).toBe(48 * 26);
    // No scorer left outside a squad ("Mousa Al-Tamari" is "Musa Al-Taamari"): no real player without a shirt.
    const [loose] = await database.db
      .select({ n: count() })
      .from(players)
      .where(and(eq(players.source, 'openfootball'), isNull(players.number)));
    expect(loose?.n).toBe(0);

    const argentina = await database.db
      .select({ number: players.number, position: players.position, birthday: players.birthday, nationality: players.nationality })
      .from(players)
      .where(and(eq(players.teamId, await teamId('Argentina')), isNotNull(players.number)));
    expect(argentina).toHaveLength(26);
    expect(new Set(argentina.map((p) => p.position))).toEqual(new Set(['G', 'D', 'M', 'F']));
    expect(argentina.every((p) => p.nationality === '阿根廷' && /^\d{4}-\d{2}-\d{2}$/.test(p.birthday ?? ''))).toBe(true);

    // "Ladislav Krejcí" in the match, "Ladislav Krejčí" in the squad.
    const opener = await eventsOf((await matchOf('South Korea', 'Czechia')).id);
    expect(opener.at(0)).toMatchObject({ player: 'Ladislav Krejčí' });
    expect(opener.at(0)?.number).not.toBeNull();
  });

  it('a re-import changes nothing; a corrected score changes that match alone', async () => {
    const again = await importOpenfootball(database.db, SHIPPED, { now: NOW });
    expect({ inserted: again.inserted, updated: again.updated }).toEqual({ inserted: 0, updated: 0 });

    const dir = mkdtempSync(join(tmpdir(), 'wc2026-'));
    for (const suffix of ['.groups.json', '.squads.json', '.teams.json']) {
      copyFileSync(join(OPENFOOTBALL_DATA_DIR, `worldcup-2026${suffix}`), join(dir, `worldcup-2026${suffix}`));
    }
    const file = JSON.parse(readFileSync(SHIPPED, 'utf8')) as { matches: { team1: string; team2: string; score: { ft: number[] } }[] };
    const corrected = file.matches.find((m) => m.team1 === 'South Africa' && m.team2 === 'South Korea');
    if (!corrected) throw new Error('match not in the file');
    corrected.score.ft = [1, 1];
    writeFileSync(join(dir, 'worldcup-2026.json'), JSON.stringify(file));

    const before = await matchOf('South Africa', 'South Korea');
    const result = await importOpenfootball(database.db, join(dir, 'worldcup-2026.json'), { now: NOW });
    expect(result.matches).toEqual({ inserted: 0, updated: 1, unchanged: 103 });
    expect(result.updatedMatchIds).toEqual([before.id]);
    const after = await matchOf('South Africa', 'South Korea');
    expect([after.homeScore, after.awayScore]).toEqual([1, 1]);
  });
});
