import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MatchPush } from '@sport/contract';
import type { Database } from '../../db/client';
import { competitions, matchEvents, matches, players, seasons, stages, teamSourceNames, teams } from '../../db/schema';
import { createTestDatabase } from '../../../test/helpers/db';
import { buildTeams } from '../world/teams';
import { importOpenfootball } from './import';

const LEAGUE = join(import.meta.dirname, 'fixtures/league-mini.json');
const CUP = join(import.meta.dirname, 'fixtures/cup-mini.json');
const PREMIER_LEAGUE = 12387;
const WORLD_CUP = 10810;
const NOW = new Date('2026-11-24T12:00:00Z');

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await db.insert(competitions).values([
    {
      id: PREMIER_LEAGUE,
      sportId: 1,
      name: '英格兰超级联赛',
      nameEn: 'Premier League',
      shortName: '英超',
      kind: 'league',
    },
    { id: WORLD_CUP, sportId: 1, name: '世界杯', nameEn: 'FIFA World Cup', shortName: '世界杯', kind: 'tournament' },
  ]);
  await db.insert(teams).values(buildTeams(1).teams.filter((t) => t.sportId === 1));
}, 60_000);

afterAll(async () => {
  await database.close();
});

const teamId = async (nameEn: string) => {
  const [row] = await database.db.select({ id: teams.id }).from(teams).where(eq(teams.nameEn, nameEn));
  if (!row) throw new Error(nameEn);
  return row.id;
};

const matchBetween = async (home: string, away: string) => {
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
      seq: matchEvents.seq,
      minute: matchEvents.minute,
      type: matchEvents.type,
      side: matchEvents.side,
      teamId: matchEvents.teamId,
      player: players.name,
      playerTeamId: players.teamId,
    })
    .from(matchEvents)
    .innerJoin(players, eq(players.id, matchEvents.playerId))
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.seq));

describe('openfootball league file', () => {
  it('imports a real season beside the demo one, teams through their source names, kick-offs in UTC', async () => {
    const result = await importOpenfootball(database.db, LEAGUE, { competitionId: PREMIER_LEAGUE, now: NOW });
    expect(result.matches).toEqual({ inserted: 4, updated: 0, unchanged: 0 });

    const [season] = await database.db.select().from(seasons).where(eq(seasons.competitionId, PREMIER_LEAGUE));
    expect(season).toMatchObject({ name: '2024/25', isCurrent: false, source: 'openfootball' });
    const stageRows = await database.db
      .select()
      .from(stages)
      .where(eq(stages.seasonId, season?.id ?? 0));
    expect(stageRows.map((s) => [s.name, s.phase, s.groupNames])).toEqual([['联赛', 1, []]]);

    // "Manchester United FC" is our Manchester United (曼彻斯特联); 20:00 in London in August is 19:00 UTC.
    const opener = await matchBetween('Manchester United', 'Fulham');
    expect(opener).toMatchObject({
      statusId: 8,
      homeScore: 1,
      awayScore: 0,
      homeHalfScore: 0,
      awayHalfScore: 0,
      round: 1,
      source: 'openfootball',
    });
    expect(opener.homeExtraTimeScore).toBeNull();
    expect(opener.kickoffAt.toISOString()).toBe('2024-08-16T19:00:00.000Z');
    // After the October change back to GMT, 16:30 in London is 16:30 UTC; no half-time score in the source stays null.
    const autumn = await matchBetween('Arsenal', 'Liverpool');
    expect(autumn.kickoffAt.toISOString()).toBe('2024-10-27T16:30:00.000Z');
    expect(autumn.homeHalfScore).toBeNull();

    const mapped = await database.db
      .select()
      .from(teamSourceNames)
      .where(eq(teamSourceNames.name, 'Manchester United FC'));
    expect(mapped).toEqual([
      { source: 'openfootball', name: 'Manchester United FC', teamId: await teamId('Manchester United') },
    ]);
  });

  it('leaves a match the source has no score for undecided (past) or not started (future), never invented', async () => {
    const past = await matchBetween('Fulham', 'Manchester United');
    expect(past).toMatchObject({ statusId: 13, homeScore: null, awayScore: null, homeHalfScore: null });
    const future = await matchBetween('Liverpool', 'Arsenal');
    expect(future).toMatchObject({ statusId: 1, homeScore: null, awayScore: null });
  });
});

describe('openfootball tournament file', () => {
  it('imports groups and knockout stages, extra time and penalties', async () => {
    const result = await importOpenfootball(database.db, CUP, { competitionId: WORLD_CUP, now: NOW });
    expect(result.matches).toEqual({ inserted: 4, updated: 0, unchanged: 0 });

    const [season] = await database.db.select().from(seasons).where(eq(seasons.competitionId, WORLD_CUP));
    expect(season).toMatchObject({ name: '2022', isCurrent: false });
    const stageRows = await database.db
      .select()
      .from(stages)
      .where(eq(stages.seasonId, season?.id ?? 0))
      .orderBy(stages.sortOrder);
    expect(stageRows.map((s) => [s.name, s.phase, s.groupNames])).toEqual([
      ['小组赛', 1, ['B', 'C', 'D']],
      ['1/8决赛', 2, []],
      ['决赛', 5, []],
    ]);

    // The final: 2-2 after 90', 3-3 after 120', 4-2 on penalties; 18:00 in Qatar is 15:00 UTC.
    const final = await matchBetween('Argentina', 'France');
    expect(final).toMatchObject({
      statusId: 8,
      homeScore: 3,
      awayScore: 3,
      homeExtraTimeScore: 3,
      awayExtraTimeScore: 3,
      homePenaltyScore: 4,
      awayPenaltyScore: 2,
      homeHalfScore: 2,
      awayHalfScore: 0,
      kind: 'finals',
      groupName: null,
    });
    expect(final.kickoffAt.toISOString()).toBe('2022-12-18T15:00:00.000Z');
    const events = await eventsOf(final.id);
    expect(events.map((e) => [e.minute, e.type, e.side, e.player])).toEqual([
      [23, 'penalty_goal', 1, '梅西'],
      [36, 'goal', 1, '安赫尔·迪马利亚'],
      [80, 'penalty_goal', 2, '姆巴佩'],
      [81, 'goal', 2, '姆巴佩'],
      [108, 'goal', 1, '梅西'],
      [118, 'penalty_goal', 2, '姆巴佩'],
    ]);
  });

  it('maps "USA" (matches) and "United States" (groups file) to one team', async () => {
    const group = await matchBetween('England', 'United States');
    expect(group).toMatchObject({ groupName: 'B', round: 1, kind: 'regular' });
    const names = await database.db
      .select()
      .from(teamSourceNames)
      .where(eq(teamSourceNames.teamId, await teamId('United States')));
    expect(names.map((n) => n.name).sort()).toEqual(['USA', 'United States']);
  });

  it('credits an own goal to the side it counted for, with the player of the other team', async () => {
    const match = await matchBetween('Argentina', 'Australia');
    const ownGoal = (await eventsOf(match.id)).find((e) => e.type === 'own_goal');
    expect(ownGoal).toMatchObject({
      side: 2,
      teamId: await teamId('Australia'),
      player: '恩佐·费尔南德斯',
      playerTeamId: await teamId('Argentina'),
    });
  });

  it('makes a surname-only scorer the one player with that full name on the team', async () => {
    const group = await matchBetween('Argentina', 'Mexico');
    const [first] = await eventsOf(group.id);
    expect(first?.player).toBe('梅西');
    const messis = await database.db
      .select()
      .from(players)
      .where(and(eq(players.teamId, await teamId('Argentina')), eq(players.nameEn, 'Lionel Messi')));
    expect(messis).toHaveLength(1);
    expect(messis[0]).toMatchObject({ name: '梅西', source: 'openfootball', number: null, position: null });
    const surname = await database.db.select().from(players).where(eq(players.nameEn, 'Messi'));
    expect(surname).toHaveLength(0);
  });

  it('names a real scorer in Chinese, the Latin name of the source kept as nameEn', async () => {
    const scorers = await database.db
      .select({ name: players.name, nameEn: players.nameEn })
      .from(players)
      .where(eq(players.source, 'openfootball'));
    expect(scorers.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))).toEqual([
      { name: '安赫尔·迪马利亚', nameEn: 'Ángel Di María' },
      { name: '恩佐·费尔南德斯', nameEn: 'Enzo Fernández' },
      { name: '胡利安·阿尔瓦雷斯', nameEn: 'Julián Álvarez' },
      { name: '梅西', nameEn: 'Lionel Messi' },
      { name: '姆巴佩', nameEn: 'Kylian Mbappé' },
    ]);
  });
});

describe('re-import', () => {
  it('changes nothing when the files are the same', async () => {
    const pushed: string[] = [];
    const publish = (channel: string) => {
      pushed.push(channel);
      return Promise.resolve();
    };
    const league = await importOpenfootball(database.db, LEAGUE, { competitionId: PREMIER_LEAGUE, now: NOW, publish });
    const cup = await importOpenfootball(database.db, CUP, { competitionId: WORLD_CUP, now: NOW, publish });
    for (const result of [league, cup]) {
      expect(result).toMatchObject({ inserted: 0, updated: 0 });
      expect(result.matches).toMatchObject({ inserted: 0, updated: 0 });
    }
    expect(pushed).toEqual([]);
  });

  it('updates a corrected result and its scorers, and publishes match.<id>', async () => {
    const corrected = JSON.parse(readFileSync(CUP, 'utf8')) as {
      matches: { round: string; score: { ft: number[] }; goals1: unknown[] }[];
    };
    const r16 = corrected.matches.find((m) => m.round === 'Round of 16');
    if (!r16) throw new Error('fixture');
    // A goal taken back: Álvarez's goal is gone, 1-1.
    r16.score.ft = [1, 1];
    r16.goals1 = r16.goals1.slice(0, 1);
    const dir = mkdtempSync(join(tmpdir(), 'openfootball-'));
    const path = join(dir, 'cup-corrected.json');
    writeFileSync(path, JSON.stringify(corrected));

    const pushed: { channel: string; data: MatchPush }[] = [];
    const result = await importOpenfootball(database.db, path, {
      competitionId: WORLD_CUP,
      now: NOW,
      publish: (channel, data) => {
        pushed.push({ channel, data });
        return Promise.resolve();
      },
    });
    const match = await matchBetween('Argentina', 'Australia');
    expect(result.matches).toEqual({ inserted: 0, updated: 1, unchanged: 3 });
    expect(match).toMatchObject({ homeScore: 1, awayScore: 1 });
    expect((await eventsOf(match.id)).map((e) => [e.minute, e.type, e.player])).toEqual([
      [35, 'goal', '梅西'],
      [77, 'own_goal', '恩佐·费尔南德斯'],
    ]);
    expect(pushed.map((p) => p.channel)).toEqual([`match.${match.id}`]);
    expect(pushed[0]?.data).toMatchObject({ matchId: match.id, homeScore: 1, awayScore: 1, statusId: 8 });
  });

  it('updates a goal whose stoppage time the source corrects (87 becomes 87+2)', async () => {
    const corrected = JSON.parse(readFileSync(CUP, 'utf8')) as {
      matches: { round: string; goals1: { minute: number; offset?: number }[] }[];
    };
    const group = corrected.matches.find((m) => m.round === 'Matchday 7');
    const late = group?.goals1[1];
    if (!late) throw new Error('fixture');
    late.offset = 2;
    const dir = mkdtempSync(join(tmpdir(), 'openfootball-'));
    const path = join(dir, 'cup-stoppage.json');
    writeFileSync(path, JSON.stringify(corrected));

    const match = await matchBetween('Argentina', 'Mexico');
    const result = await importOpenfootball(database.db, path, { competitionId: WORLD_CUP, now: NOW });
    expect(result.updatedMatchIds).toContain(match.id);
    const events = await database.db
      .select({ minute: matchEvents.minute, added: matchEvents.addedMinute })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, match.id))
      .orderBy(asc(matchEvents.seq));
    expect(events.map((e) => [e.minute, e.added])).toEqual([
      [64, null],
      [87, 2],
    ]);
  });

  it('refuses a file with a team it cannot map, naming it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openfootball-'));
    const path = join(dir, 'unknown.json');
    writeFileSync(
      path,
      JSON.stringify({
        name: 'English Premier League 2023/24',
        matches: [
          {
            round: 'Matchday 1',
            date: '2023-08-11',
            time: '20:00',
            team1: 'Burnley FC',
            team2: 'Manchester City FC',
            score: { ft: [0, 3] },
          },
        ],
      }),
    );
    await expect(importOpenfootball(database.db, path, { competitionId: PREMIER_LEAGUE, now: NOW })).rejects.toThrow(
      /Burnley FC/,
    );
  });

  it('reads a new name variant from team_source_names', async () => {
    await database.db
      .insert(teamSourceNames)
      .values({ source: 'openfootball', name: 'Man Utd', teamId: await teamId('Manchester United') });
    const dir = mkdtempSync(join(tmpdir(), 'openfootball-'));
    const path = join(dir, 'variant.json');
    writeFileSync(
      path,
      JSON.stringify({
        name: 'English Premier League 2023/24',
        matches: [
          {
            round: 'Matchday 1',
            date: '2023-08-14',
            time: '20:00',
            team1: 'Man Utd',
            team2: 'Wolverhampton Wanderers FC',
            score: { ft: [1, 0] },
          },
        ],
      }),
    );
    const result = await importOpenfootball(database.db, path, { competitionId: PREMIER_LEAGUE, now: NOW });
    expect(result.matches.inserted).toBe(1);
    const [season] = await database.db.select().from(seasons).where(eq(seasons.name, '2023/24'));
    const [match] = await database.db
      .select()
      .from(matches)
      .where(eq(matches.seasonId, season?.id ?? 0));
    expect(match?.homeTeamId).toBe(await teamId('Manchester United'));
  });
});
