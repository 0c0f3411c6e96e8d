import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  ANCHOR_CHANGES,
  chinaDayStart,
  chinaMidnight,
  CompetitionId,
  euroRoutes,
  fiveLeaguesRoutes,
  userRoutes,
  worldCupRoutes,
  type Match,
} from '@sport/contract';
import { hostSchedules, hosts, matches, seasons, stages, userSpecialRooms } from '../../src/db/schema';
import { insertWorld } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import { REAL_MATCH_ID_BASE, realSeasonId } from '../../src/db/ids';
import { catchUpSimulation } from '../../src/feed/live-simulator';
import { buildTestApp, type TestApp } from '../helpers/app';
import { currentSeasonRows, editionAroundNow } from '../helpers/current-rows';
import { expectWorldCupBracket } from '../helpers/knockout';

// A World Cup and a Euro running around now (the real 2022 and 2024 editions moved in time: the World Cup's final
// kicked off half an hour ago, the Euro's opener too; no tournament runs in the real present) and the real Premier
// League 2026/27; no players but one squad, no events, no demo hosts: the anchors of these tests are written
// below so each one is known.
const WC = CompetitionId.WorldCup;
const EURO = CompetitionId.Euro;
const PL = CompetitionId.PremierLeague;
const WC_SEASON = realSeasonId(WC, 2022);
const EURO_SEASON = realSeasonId(EURO, 2024);
const PL_SEASON = realSeasonId(PL, 2026);
// A past league season written by hand: one match before the five-leagues floor (2024-08-01), one after.
const OLD_SEASON = 990_001;
const OLD_STAGE = 9_900_011;

let t: TestApp;
let world: ReturnType<typeof generateWorld>;
/** The matches as stored after the simulator caught up with now, in kick-off order. */
let stored: (typeof matches.$inferSelect)[] = [];
const wcMatches = () => stored.filter((m) => m.seasonId === WC_SEASON);

beforeAll(async () => {
  t = await buildTestApp();
  const now = new Date();
  world = generateWorld({ now });
  const wc = editionAroundNow(world, 'worldcup-2022.json', now, 63, REAL_MATCH_ID_BASE + 100_000);
  const euro = editionAroundNow(world, 'euro-2024.json', now, 0, REAL_MATCH_ID_BASE + 200_000);
  const league = currentSeasonRows(world, now);
  const keptMatches = [...wc.matches, ...euro.matches, ...league.matches.filter((m) => m.seasonId === PL_SEASON)];
  const teamIds = new Set(keptMatches.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
  const squadTeam = [...wc.matches].sort((a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime() || a.id - b.id)[0]?.homeTeamId;
  await insertWorld(t.app.db, {
    competitions: world.competitions,
    seasons: [...wc.seasons, ...euro.seasons, ...league.seasons.filter((s) => s.id === PL_SEASON)],
    stages: [...wc.stages, ...euro.stages, ...league.stages.filter((s) => s.seasonId === PL_SEASON)],
    teams: world.teams.filter((team) => teamIds.has(team.id) || team.sportId === 2),
    players: world.players.filter((p) => p.teamId === squadTeam),
    matches: keptMatches,
    events: [],
  });
  await catchUpSimulation(t.app.db, now);
  stored = await t.app.db.select().from(matches).orderBy(asc(matches.kickoffAt), asc(matches.id));
  const plTeams = keptMatches.filter((m) => m.seasonId === PL_SEASON).map((m) => m.homeTeamId ?? 0);
  await t.app.db.insert(seasons).values({
    id: OLD_SEASON,
    competitionId: PL,
    name: '2023/24',
    startAt: new Date(Date.UTC(2023, 7, 1)),
    endAt: new Date(Date.UTC(2024, 7, 31)),
  });
  await t.app.db.insert(stages).values({ id: OLD_STAGE, seasonId: OLD_SEASON, name: '联赛', nameEn: 'League', phase: 1, sortOrder: 1 });
  const old = { sportId: 1, competitionId: PL, seasonId: OLD_SEASON, stageId: OLD_STAGE, kind: 'regular' as const, statusId: 8, simSeed: 1 };
  await t.app.db.insert(matches).values([
    { ...old, id: 990_000_001, homeTeamId: plTeams[0], awayTeamId: plTeams[1], kickoffAt: new Date(Date.UTC(2024, 6, 20, 12)), homeScore: 1, awayScore: 0 },
    { ...old, id: 990_000_002, homeTeamId: plTeams[1], awayTeamId: plTeams[0], kickoffAt: new Date(Date.UTC(2024, 7, 10, 12)), homeScore: 0, awayScore: 0 },
  ]);
});
afterAll(() => t.close());

const dayOf = (m: { kickoffAt: Date }) => chinaDayStart(m.kickoffAt.getTime());

describe('World Cup and Euro schedule', () => {
  it('lists the editions newest first, the current one flagged', async () => {
    const { body } = await t.call(worldCupRoutes.editions);
    expect(body.data.map((e) => [e.seasonId, e.isCurrent])).toEqual([[WC_SEASON, true]]);
    expect(body.data[0]?.name).toMatch(/^\d{4}$/);
    expect(body.data[0]?.year).toBe(Number(body.data[0]?.name));
  });

  it('lists the match days as China-time midnights with counts, ascending', async () => {
    const { body } = await t.call(worldCupRoutes.matchDate);
    const days = body.data.map((d) => d.matchDate);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(days.every((d) => chinaDayStart(d) === d)).toBe(true);
    expect(body.data.reduce((n, d) => n + d.count, 0)).toBe(wcMatches().length);
  });

  it('lists the stages in order: the group stage with its groups, then the knockout rounds', async () => {
    const { body } = await t.call(euroRoutes.stages);
    expect(body.data.map((s) => [s.name, s.isKnockout])).toEqual([
      ['小组赛', false],
      ['1/8决赛', true],
      ['1/4决赛', true],
      ['半决赛', true],
      ['决赛', true],
    ]);
    expect(body.data[0]?.groups).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(body.data.every((s) => s.startDate !== null && s.endDate !== null && s.startDate <= s.endDate)).toBe(true);
  });

  it("lists one China day's matches, a stage's matches, and today's without either", async () => {
    const first = wcMatches()[0];
    if (!first) throw new Error('no World Cup match');
    const day = dayOf(first);
    const sameDay = wcMatches().filter((m) => dayOf(m) === day);
    const byDay = await t.call(worldCupRoutes.list, { matchDate: day + 3_600_000 });
    expect(byDay.body.data.map((m) => m.matchId)).toEqual(sameDay.map((m) => m.id));
    expect(byDay.body.data[0]).toMatchObject({ competitionId: WC, seasonId: WC_SEASON, stageName: '小组赛', anchorInfo: [] });

    const groupStage = (await t.call(worldCupRoutes.stages)).body.data[0];
    const byStage = await t.call(worldCupRoutes.list, { stageId: groupStage?.id });
    expect(byStage.body.data).toHaveLength(48);

    const today = chinaDayStart(Date.now());
    const todays = await t.call(worldCupRoutes.list, {});
    expect(todays.body.data.map((m) => m.matchId)).toEqual(wcMatches().filter((m) => dayOf(m) === today).map((m) => m.id));
  });

  it('answers the knockout bracket: rounds in order, each later match between the two it comes from', async () => {
    const { body } = await t.call(worldCupRoutes.knockout);
    const { sf, third } = expectWorldCupBracket(body.data);
    // The third-place match comes from the semi-finals too (their losers).
    expect([third?.[0]?.homeFromMatchId, third?.[0]?.awayFromMatchId]).toEqual(sf?.map((m) => m.matchId));
  });

  it('answers a team and its squad, 404 for an unknown team or another sport’s', async () => {
    const teamId = wcMatches()[0]?.homeTeamId ?? 0;
    const squad = world.players.filter((p) => p.teamId === teamId);
    const { body } = await t.call(worldCupRoutes.lineUp, { id: teamId });
    expect(body.data.team).toMatchObject({ id: teamId, name: world.teams.find((x) => x.id === teamId)?.name });
    expect(body.data.players).toHaveLength(squad.length);
    expect(body.data.players.every((p) => p.position !== null && ['F', 'M', 'D', 'G'].includes(p.position))).toBe(true);

    expect((await t.call(worldCupRoutes.lineUp, { id: 99_999 })).body.code).toBe(404);
    const nbaTeam = world.teams.find((x) => x.sportId === 2)?.id;
    const nba = await t.call(euroRoutes.lineUp, { id: nbaTeam });
    expect([nba.status, nba.body.code]).toEqual([404, 404]);
  });

  it("groups a team's seasons by competition type; the Euro drops empty groups", async () => {
    const nationalTeam = wcMatches()[0]?.homeTeamId ?? 0;
    const wc = await t.call(worldCupRoutes.seasonList, { id: nationalTeam });
    expect(wc.body.data.map((g) => [g.competitionType, g.list.length])).toEqual([
      [1, 0],
      [2, 0],
      [3, wc.body.data[2]?.list.length],
    ]);
    expect(wc.body.data[2]?.list.map((s) => s.competitionId)).toContain(WC);
    const euro = await t.call(euroRoutes.seasonList, { id: nationalTeam });
    expect(euro.body.data.map((g) => g.competitionType)).toEqual([3]);
    expect((await t.call(euroRoutes.seasonList, { id: 99_999 })).body.code).toBe(404);
  });

  it("answers a team's matches of one season, 404 for an unknown season", async () => {
    const teamId = wcMatches()[0]?.homeTeamId ?? 0;
    const theirs = wcMatches().filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId);
    const { body } = await t.call(worldCupRoutes.seasonMatch, { teamId, seasonId: WC_SEASON });
    expect(body.data.map((m) => m.matchId)).toEqual(theirs.map((m) => m.id));
    expect((await t.call(worldCupRoutes.seasonMatch, { teamId, seasonId: 12_345 })).body.code).toBe(404);
  });

  it('names the field of a bad input (422)', async () => {
    const list = await t.call(worldCupRoutes.list, { matchDate: 'today' });
    expect([list.status, list.body.code]).toEqual([422, 422]);
    expect(list.body.msg).toContain('matchDate');
    const stage = await t.call(euroRoutes.list, { stageId: 0 });
    expect(stage.status).toBe(422);
    expect(stage.body.msg).toContain('stageId');
    const lineUp = await t.call(worldCupRoutes.seasonMatch, { teamId: 1 });
    expect(lineUp.status).toBe(422);
    expect(lineUp.body.msg).toContain('seasonId');
  });

  it("answers 404 for an unknown edition, another competition's edition, or a stage of another edition", async () => {
    const unknown = await t.call(worldCupRoutes.matchDate, { seasonId: 424_242 });
    expect([unknown.status, unknown.body.code]).toEqual([404, 404]);
    expect((await t.call(worldCupRoutes.knockout, { seasonId: EURO_SEASON })).body.code).toBe(404);
    const euroStage = (await t.call(euroRoutes.stages)).body.data[0]?.id;
    expect((await t.call(worldCupRoutes.list, { stageId: euroStage })).body.code).toBe(404);
  });
});

describe('five leagues schedule and team calls', () => {
  it('keeps only match days after 2024-08-01', async () => {
    const { body } = await t.call(fiveLeaguesRoutes.matchDate, { seasonId: OLD_SEASON });
    expect(body.data).toEqual([{ matchDate: chinaMidnight(2024, 8, 10), count: 1 }]);
  });

  it('asks for a league or a season (422), and answers 404 for an unknown one', async () => {
    const neither = await t.call(fiveLeaguesRoutes.matchDate, {});
    expect([neither.status, neither.body.msg]).toEqual([422, expect.stringContaining('id')]);
    expect((await t.call(fiveLeaguesRoutes.matchDate, { seasonId: 424_242 })).body.code).toBe(404);
    // A season of another league than the one named is unknown there.
    expect((await t.call(fiveLeaguesRoutes.matchDate, { id: CompetitionId.LaLiga, seasonId: PL_SEASON })).body.code).toBe(404);
    expect((await t.call(fiveLeaguesRoutes.matchDate, { id: PL, seasonId: OLD_SEASON })).body.data).toHaveLength(1);
    expect((await t.call(fiveLeaguesRoutes.matchList, { seasonId: 424_242, matchDate: Date.now() })).body.code).toBe(404);
    expect((await t.call(fiveLeaguesRoutes.seasons, { id: 424_242 })).body.code).toBe(404);
  });

  it("lists a club's seasons in the leagues only (known types), and its matches of a season", async () => {
    const club = stored.find((m) => m.seasonId === PL_SEASON)?.homeTeamId ?? 0;
    const { body } = await t.call(fiveLeaguesRoutes.teamSeasonList, { id: club });
    expect(body.data.map((g) => g.competitionType)).toEqual([1, 2]);
    expect(body.data[0]?.list.map((s) => s.seasonId)).toContain(PL_SEASON);
    const season = await t.call(fiveLeaguesRoutes.teamSeasonMatch, { teamId: club, seasonId: PL_SEASON });
    expect(season.body.data).toHaveLength(38);
    expect(season.body.data.every((m: Match) => m.homeId === club || m.awayId === club)).toBe(true);
    expect((await t.call(fiveLeaguesRoutes.teamLineUp, { id: club })).body.data.team.id).toBe(club);
  });
});

describe('cached answers and match.<id> events', () => {
  it('a match.<id> event drops exactly the answers holding that match: a score change shows on the next read', async () => {
    const [a, b] = [wcMatches()[0], wcMatches().find((m) => dayOf(m) !== dayOf(wcMatches()[0] ?? m))];
    if (!a || !b) throw new Error('no matches');
    const dayA = { matchDate: dayOf(a) };
    const dayB = { matchDate: dayOf(b) };
    const seasonOfA = { teamId: a.homeTeamId, seasonId: WC_SEASON };
    const scoreOf = (list: Match[], id: number) => list.find((m) => m.matchId === id)?.homeScore;
    await t.call(worldCupRoutes.list, dayA);
    await t.call(worldCupRoutes.list, dayB);
    await t.call(worldCupRoutes.seasonMatch, seasonOfA);

    await t.app.db.update(matches).set({ homeScore: 9 }).where(eq(matches.id, a.id));
    await t.app.db.update(matches).set({ homeScore: 8 }).where(eq(matches.id, b.id));
    await t.app.bus.publish(`match.${a.id}`, { matchId: a.id });

    expect(scoreOf((await t.call(worldCupRoutes.list, dayA)).body.data, a.id)).toBe(9);
    expect(scoreOf((await t.call(worldCupRoutes.seasonMatch, seasonOfA)).body.data, a.id)).toBe(9);
    // The other day's list does not hold match a: it stays as cached until its own match moves.
    expect(scoreOf((await t.call(worldCupRoutes.list, dayB)).body.data, b.id)).not.toBe(8);
    await t.app.bus.publish(`match.${b.id}`, { matchId: b.id });
    expect(scoreOf((await t.call(worldCupRoutes.list, dayB)).body.data, b.id)).toBe(8);
  });

  it('a match.<id> event drops the knockout bracket holding it', async () => {
    const final = wcMatches().at(-1);
    if (!final) throw new Error('no final');
    const before = (await t.call(worldCupRoutes.knockout)).body.data.at(-1)?.matches[0];
    expect(before?.matchId).toBe(final.id);
    await t.app.db.update(matches).set({ homeExtraTimeScore: 3, awayExtraTimeScore: 3, homePenaltyScore: 4, awayPenaltyScore: 2 }).where(eq(matches.id, final.id));
    await t.app.bus.publish(`match.${final.id}`, { matchId: final.id });
    const after = (await t.call(worldCupRoutes.knockout)).body.data.at(-1)?.matches[0];
    expect(after).toMatchObject({ homeExtraTimeScore: 3, awayExtraTimeScore: 3, homePenaltyScore: 4, awayPenaltyScore: 2 });
  });
});

describe('anchors on the match lists', () => {
  const HOST = 7_001;
  const GROUP_HOST = 7_002;
  let live: { id: number; seasonId: number; kickoffAt: Date } | undefined;

  beforeAll(async () => {
    // A match in play now: its host's entry is in progress, so the host is live (anchor schedule-status rules).
    live = stored.find((m) => m.seasonId === EURO_SEASON && m.statusId >= 2 && m.statusId <= 7);
    if (!live) throw new Error('no match in play');
    const host = { pictureId: '1', tags: [], popularity: 10 };
    await t.app.db.insert(hosts).values([
      { ...host, id: HOST, nickName: '直播主播', liveRoomId: 770_001 },
      { ...host, id: GROUP_HOST, nickName: '群组主播', liveRoomId: 770_002, liveUserGroupId: 5 },
    ]);
    await t.app.db.insert(hostSchedules).values([
      { hostId: HOST, matchId: live.id, matchSource: 100 },
      { hostId: GROUP_HOST, matchId: live.id, matchSource: 100 },
    ]);
  });

  const listOf = (seasonId: number, matchDate: number) =>
    seasonId === EURO_SEASON
      ? t.call(euroRoutes.list, { matchDate })
      : t.call(fiveLeaguesRoutes.matchList, { seasonId, matchDate });

  it('attaches the live host a visitor may see to its match; a group-restricted room stays hidden', async () => {
    if (!live) throw new Error('no live match');
    const { body } = await listOf(live.seasonId, live.kickoffAt.getTime());
    const match = body.data.find((m) => m.matchId === live?.id);
    expect(match?.anchorInfo.map(({ headUrl: _url, ...anchor }) => anchor)).toEqual([
      { hostId: HOST, nickName: '直播主播', liveStatus: 1, liveRoomId: 770_001, liveUserGroupId: null },
    ]);
    expect(body.data.filter((m) => m.matchId !== live?.id).every((m) => m.anchorInfo.length === 0)).toBe(true);
  });

  it("a user whose special rooms hold the group's room sees its host too", async () => {
    if (!live) throw new Error('no live match');
    const credentials = { username: 'roomfan', password: 'roomfan-password' };
    await t.call(userRoutes.register, credentials);
    const session = (await t.call(userRoutes.login, credentials)).body.data;
    await t.app.db.insert(userSpecialRooms).values({ userId: Number(session.uid), roomId: 770_002 });
    const input = live.seasonId === EURO_SEASON ? { matchDate: live.kickoffAt.getTime() } : { seasonId: live.seasonId, matchDate: live.kickoffAt.getTime() };
    const route = live.seasonId === EURO_SEASON ? euroRoutes.list : fiveLeaguesRoutes.matchList;
    const { body } = await t.call(route, input, session);
    const anchors = body.data.find((m) => m.matchId === live?.id)?.anchorInfo ?? [];
    expect(anchors.map((a) => [a.hostId, a.liveUserGroupId])).toEqual([
      [HOST, null],
      [GROUP_HOST, 5],
    ]);
  });

  it('a host bound later shows once ANCHOR_CHANGES says so; the World Cup list attaches anchors only when showAnchor is 1', async () => {
    // A World Cup match in play or to come within the anchors' week: its entry is open, so its host shows.
    const now = Date.now();
    const open = wcMatches().find(
      (m) => m.statusId >= 1 && m.statusId <= 7 && m.kickoffAt.getTime() > now - 3_600_000 && m.kickoffAt.getTime() < now + 6 * 86_400_000,
    );
    if (!open) throw new Error('no open World Cup match in the demo world');
    await t.app.db.insert(hostSchedules).values({ hostId: HOST, matchId: open.id, matchSource: 100 });
    // The anchor side's snapshot was built by the tests above: its own event drops it, the football lists need none.
    await t.app.bus.publish(ANCHOR_CHANGES, { kind: 'moved' });
    const without = await t.call(worldCupRoutes.list, { matchDate: dayOf(open) });
    expect(without.body.data.every((m) => m.anchorInfo.length === 0)).toBe(true);
    const withAnchors = await t.call(worldCupRoutes.list, { matchDate: dayOf(open), showAnchor: 1 });
    expect(withAnchors.body.data.find((m) => m.matchId === open.id)?.anchorInfo.map((a) => a.hostId)).toEqual([HOST]);
  });
});
