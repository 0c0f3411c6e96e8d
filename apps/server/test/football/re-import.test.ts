import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chinaMidnight, CompetitionId, fiveLeaguesRoutes } from '@sport/contract';
import { realSeasonId } from '../../src/db/ids';
import { OPENFOOTBALL_DATA_DIR } from '../../src/feed/openfootball/files';
import { importOpenfootball } from '../../src/feed/openfootball/import';
import type { SourceFile } from '../../src/feed/openfootball/format';
import { generateWorld } from '../../src/feed/world/generate-world';
import { buildTestApp, type TestApp } from '../helpers/app';
import { seedRealSeasons } from '../helpers/real-seasons';

// A re-import through the running app's bus: the same file changes nothing the calls answer; a corrected
// result changes the match list and the table that the cached answers held, without waiting for their TTL.
const PL_2024 = realSeasonId(CompetitionId.PremierLeague, 2024);
const FILE = 'football-2024-25-en.1.json';
const OPENING_DAY = chinaMidnight(2024, 8, 17);

let t: TestApp;
let dir: string;

const publish = (channel: string, data: unknown) => t.app.bus.publish(channel, data);
const openingMatch = async () =>
  (await t.call(fiveLeaguesRoutes.matchList, { seasonId: PL_2024, matchDate: OPENING_DAY })).body.data.find(
    (m) => m.homeName === '曼彻斯特联',
  );
const row = async (teamName: string) =>
  (await t.call(fiveLeaguesRoutes.ranking, { seasonId: PL_2024 })).body.data[0]?.rows.find((r) => r.teamName === teamName);

beforeAll(async () => {
  t = await buildTestApp();
  const now = new Date();
  await seedRealSeasons(t.app.db, generateWorld({ now }), [FILE], now);
  dir = mkdtempSync(join(tmpdir(), 'reimport-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('re-importing a real season into a running app', () => {
  it('changes nothing when the file is the same', async () => {
    const before = [await openingMatch(), await row('利物浦')];
    const result = await importOpenfootball(t.app.db, join(OPENFOOTBALL_DATA_DIR, FILE), { publish });
    expect(result).toMatchObject({ inserted: 0, updated: 0 });
    expect([await openingMatch(), await row('利物浦')]).toEqual(before);
  });

  it('shows a corrected result in the cached match list and table at once', async () => {
    expect(await openingMatch()).toMatchObject({ homeScore: 1, awayScore: 0 });
    expect(await row('富勒姆')).toMatchObject({ points: 54 });

    // the source corrects the opener to a 1:1 draw
    const file = JSON.parse(readFileSync(join(OPENFOOTBALL_DATA_DIR, FILE), 'utf8')) as SourceFile;
    const opener = file.matches?.find((m) => m.team1 === 'Manchester United FC' && m.team2 === 'Fulham FC');
    if (!opener?.score || Array.isArray(opener.score)) throw new Error('the opener is not in the file with a full score');
    opener.score.ft = [1, 1];
    const corrected = join(dir, FILE);
    writeFileSync(corrected, JSON.stringify(file));
    const result = await importOpenfootball(t.app.db, corrected, { publish });
    expect(result.updatedMatchIds).toHaveLength(1);

    expect(await openingMatch()).toMatchObject({ homeScore: 1, awayScore: 1 });
    expect(await row('富勒姆')).toMatchObject({ points: 55 });
  });
});
