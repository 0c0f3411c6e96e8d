import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { join } from 'node:path';
import type { Database } from '../../db/client';
import { competitions, matches, teams } from '../../db/schema';
import { createTestDatabase } from '../../../test/helpers/db';
import { OPENFOOTBALL_DATA_DIR } from '../../feed/openfootball/files';
import { importOpenfootball } from '../../feed/openfootball/import';
import { generateWorld } from '../../feed/world/generate-world';
import { createMemoryBus } from '../../realtime/bus-memory';
import { AnswerCache } from '../../lib/answer-cache';
import { createFootballService, type FootballService } from './service';

// Tips and bets settle a football match on its score after 90 minutes. The real World Cup 2022 quarter-final
// Netherlands–Argentina was 2–2 after 90 (Weghorst's second at 90+11'), 2–2 after extra time, 3–4 on penalties.
const NOW = new Date('2026-11-24T12:00:00Z');
let database: Database;
let football: FootballService;
const bus = createMemoryBus();

beforeAll(async () => {
  database = await createTestDatabase();
  const world = generateWorld({ seed: 1, now: NOW });
  await database.db.insert(competitions).values(world.competitions);
  await database.db.insert(teams).values(world.teams);
  await importOpenfootball(database.db, join(OPENFOOTBALL_DATA_DIR, 'worldcup-2022.json'), { now: NOW });
  football = createFootballService({ db: database.db, cache: new AnswerCache(Date.now) });
}, 120_000);

afterAll(async () => {
  await bus.close();
  await database.close();
});

const matchBetween = async (home: string, away: string) => {
  const idOf = async (nameEn: string) =>
    (await database.db.select({ id: teams.id }).from(teams).where(eq(teams.nameEn, nameEn)))[0]?.id ?? 0;
  const [row] = await database.db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.homeTeamId, await idOf(home)), eq(matches.awayTeamId, await idOf(away))));
  if (!row) throw new Error(`${home}-${away}`);
  return row.id;
};

describe('the regular-time score of a real match that went to extra time', () => {
  it('counts a goal in the 90th minute stoppage (90+11) for regular time: Netherlands 2–2 Argentina', async () => {
    const id = await matchBetween('Netherlands', 'Argentina');
    const [result] = await football.matchResults([id]);
    expect(result).toMatchObject({ score: { home: 2, away: 2 }, regularTimeScore: { home: 2, away: 2 } });
  });

  it('leaves extra-time goals out: the final, Argentina 3–3 France after extra time, 2–2 after 90', async () => {
    const id = await matchBetween('Argentina', 'France');
    const [result] = await football.matchResults([id]);
    expect(result).toMatchObject({ score: { home: 3, away: 3 }, regularTimeScore: { home: 2, away: 2 } });
  });
});
