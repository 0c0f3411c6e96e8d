import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { players } from '../db/schema';
import { createTestDatabase } from '../../test/helpers/db';
import { renameOutdatedDemoPlayers } from './demo-player-names';
import { insertWorld } from './seed';
import { generateWorld } from './world/generate-world';

const NOW = new Date('2026-11-21T14:20:00Z');
const world = generateWorld({ seed: 1234, now: NOW });
const kept = new Set(['Senegal', 'Argentina', 'Arsenal', 'Boston Celtics']);
const teams = world.teams.filter((t) => kept.has(t.nameEn));
const squads = world.players.filter((p) => teams.some((t) => t.id === p.teamId));
const argentina = teams.find((t) => t.nameEn === 'Argentina')!;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  // A database an older generator filled: one mixed pool for everyone (由纪·施密特 for Senegal).
  const old = [['由纪·施密特', 'Yuki Schmidt'], ['马利克·迪亚洛', 'Malik Diallo'], ['敏在·佩雷拉', 'Min-jae Pereira']] as const;
  await insertWorld(database.db, {
    ...world,
    teams,
    players: squads.map((p, i) => ({ ...p, name: `${old[i % 3]![0]}${i}`, nameEn: `${old[i % 3]![1]} ${i}` })),
    matches: [],
    events: [],
  });
  // A real player imported beside them keeps his name.
  await database.db.insert(players).values({ id: 10_000_001, teamId: argentina.id, name: '梅西', nameEn: 'Lionel Messi', source: 'openfootball', externalRef: 'wc:messi' });
}, 120_000);
afterAll(() => database.close());

const stored = async () =>
  database.db.select({ id: players.id, name: players.name, nameEn: players.nameEn }).from(players).where(eq(players.source, 'demo')).orderBy(asc(players.id));

describe('the generated players of an existing database', () => {
  it('get today’s names on the next start, once, with their ids; real players keep theirs', async () => {
    expect(await renameOutdatedDemoPlayers(database.db, { seed: 1234 })).toBe(squads.length);
    expect(await stored()).toEqual(squads.map((p) => ({ id: p.id, name: p.name, nameEn: p.nameEn })));
    expect(await renameOutdatedDemoPlayers(database.db, { seed: 1234 })).toBe(0);
    const [messi] = await database.db.select().from(players).where(eq(players.id, 10_000_001));
    expect(messi?.name).toBe('梅西');
  });
});
