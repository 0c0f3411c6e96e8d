import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { CompetitionId, isFootballLive, matchRoutes, type FootballTecPush, type MatchDetail } from '@sport/contract';
import { matches, players, teams } from '../../src/db/schema';
import { realSeasonId } from '../../src/db/ids';
import { catchUpSimulation, simulateTick } from '../../src/feed/live-simulator';
import { insertWorld } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import { buildTestApp, type TestApp } from '../helpers/app';
import { importRealSeasons } from '../helpers/real-seasons';

// The match page over what the database holds: the real World Cup 2026 (scorers from the record), the real
// Premier League 2024/25 (scores alone) and 2026/27 (records to 2026-09-20, the simulator's results since, with
// the demo squads scoring), at a clock of that season.
const NOW = new Date('2026-11-26T12:00:00Z');
const WC_2026 = realSeasonId(CompetitionId.WorldCup, 2026);
const PL_2024 = realSeasonId(CompetitionId.PremierLeague, 2024);
const PL_2026 = realSeasonId(CompetitionId.PremierLeague, 2026);
const MINUTE = 60_000;

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const world = generateWorld({ now: NOW });
  await insertWorld(t.app.db, { ...world, seasons: [], stages: [], matches: [], events: [], nbaTeamProfiles: [] });
  await importRealSeasons(t.app.db, ['worldcup-2026.json', 'football-2024-25-en.1.json', 'football-2026-27-en.1.json'], NOW);
  await catchUpSimulation(t.app.db, NOW);
}, 180_000);
afterAll(() => t.close());

const detail = async (matchId: number): Promise<MatchDetail> => {
  const { status, body } = await t.call(matchRoutes.detail, { matchId });
  expect(status).toBe(200);
  return body.data;
};

const teamId = async (nameEn: string) =>
  (await t.app.db.select({ id: teams.id }).from(teams).where(and(eq(teams.nameEn, nameEn), eq(teams.sportId, 1))))[0]?.id ?? 0;

const playerNamed = async (nameEn: string) =>
  (await t.app.db.select({ id: players.id, name: players.name }).from(players).where(eq(players.nameEn, nameEn)))[0];

async function worldCupMatch(home: string, away: string) {
  const [row] = await t.app.db
    .select()
    .from(matches)
    .where(and(eq(matches.seasonId, WC_2026), eq(matches.homeTeamId, await teamId(home)), eq(matches.awayTeamId, await teamId(away))));
  if (!row) throw new Error(`no match ${home}–${away}`);
  return row;
}

const goalsBySide = (page: MatchDetail) => ({
  home: page.events.filter((e) => e.kind === 'goal' && e.side === 1).length,
  away: page.events.filter((e) => e.kind === 'goal' && e.side === 2).length,
});

describe('the match page of a real match', () => {
  it('the World Cup 2026 final: Spain 1–0 Argentina after extra time, its one goal with scorer and minute, nothing invented', async () => {
    const final = await worldCupMatch('Spain', 'Argentina');
    const scorer = await playerNamed('Ferran Torres');
    const page = await detail(final.id);
    expect(page.header).toMatchObject({
      matchId: final.id,
      sportId: 1,
      competitionId: CompetitionId.WorldCup,
      seasonId: WC_2026,
      seasonName: '2026',
      stageName: '决赛',
      matchDate: final.kickoffAt.getTime(),
      statusId: 8,
      statusName: '完场',
      homeId: await teamId('Spain'),
      awayId: await teamId('Argentina'),
      homeName: '西班牙',
      awayName: '阿根廷',
      homeScore: 1,
      awayScore: 0,
      homeHalfScore: 0,
      awayHalfScore: 0,
      homeExtraTimeScore: 1,
      awayExtraTimeScore: 0,
      homePenaltyScore: null,
      awayPenaltyScore: null,
    });
    expect(page.header.homeLogo).not.toBe('');
    expect(page.events).toEqual([
      {
        seq: 1,
        minute: 106,
        addedMinute: null,
        kind: 'goal',
        side: 1,
        teamId: await teamId('Spain'),
        playerId: scorer?.id,
        playerName: scorer?.name,
        assistPlayerId: null,
        assistPlayerName: null,
        penalty: false,
        ownGoal: false,
      },
    ]);
    expect(page).toMatchObject({
      resultSource: 'record',
      eventsHeld: { goals: true, cards: false },
      statistics: null,
      lineups: null,
      commentary: null,
      periodScores: null,
      boxScore: null,
    });
  });

  it('the third-place match France 4–6 England: goals in match order, stoppage minutes apart, the penalty flagged', async () => {
    const page = await detail((await worldCupMatch('France', 'England')).id);
    expect(page.events.map((e) => [e.side, e.minute, e.addedMinute, e.penalty])).toEqual([
      [2, 3, null, false],
      [2, 18, null, false],
      [2, 37, null, false],
      [2, 45, 1, false],
      [1, 48, null, false],
      [1, 54, null, false],
      [1, 66, null, false],
      [2, 87, null, true],
      [1, 90, 6, false],
      [2, 90, 8, false],
    ]);
    expect(goalsBySide(page)).toEqual({ home: page.header.homeScore, away: page.header.awayScore });
    expect(page.events.every((e) => e.playerName !== null && e.playerName !== '')).toBe(true);
  });

  it('Australia–Egypt: an own goal counts for the side it went to, scored by the other side’s player; shoot-out apart', async () => {
    const match = await worldCupMatch('Australia', 'Egypt');
    const page = await detail(match.id);
    expect(page.header).toMatchObject({ homeScore: 1, awayScore: 1, homeExtraTimeScore: 1, awayExtraTimeScore: 1, homePenaltyScore: 2, awayPenaltyScore: 4 });
    const own = page.events.find((e) => e.ownGoal);
    const hany = await t.app.db
      .select({ id: players.id, teamId: players.teamId })
      .from(players)
      .where(eq(players.id, own?.playerId ?? 0));
    expect(own).toMatchObject({ side: 1, minute: 55, teamId: await teamId('Australia'), penalty: false });
    expect(hany[0]?.teamId).toBe(await teamId('Egypt'));
  });

  it('a Premier League 2024/25 record has its score but no scorers: goals not held, rather than an empty timeline', async () => {
    const [scored] = await t.app.db
      .select()
      .from(matches)
      .where(and(eq(matches.seasonId, PL_2024), gt(sql`${matches.homeScore} + ${matches.awayScore}`, 0)))
      .orderBy(asc(matches.kickoffAt))
      .limit(1);
    const page = await detail(scored?.id ?? 0);
    expect(page.header).toMatchObject({ seasonName: '2024/25', statusId: 8, homeScore: scored?.homeScore, awayScore: scored?.awayScore });
    expect(page).toMatchObject({
      resultSource: 'record',
      events: [],
      eventsHeld: { goals: false, cards: false },
      statistics: null,
      lineups: null,
      commentary: null,
    });
  });
});

/** Who was on the pitch at each event: the starters, changed by the substitutions (an event of a minute before its substitutions). */
function checkOnPitch(page: MatchDetail) {
  const lineups = page.lineups;
  if (!lineups) throw new Error('no line-ups');
  const pitch = { 1: new Set(lineups.home.starters.map((p) => p.playerId)), 2: new Set(lineups.away.starters.map((p) => p.playerId)) };
  const bench = { 1: new Set(lineups.home.bench.map((p) => p.playerId)), 2: new Set(lineups.away.bench.map((p) => p.playerId)) };
  const reds = { 1: 0, 2: 0 };
  const minutes = [...new Set(page.events.map((e) => e.minute))];
  for (const minute of minutes) {
    const now = page.events.filter((e) => e.minute === minute);
    for (const e of now.filter((x) => x.kind !== 'substitution')) {
      expect({ seq: e.seq, onPitch: pitch[e.side].has(e.playerId ?? 0) }).toEqual({ seq: e.seq, onPitch: true });
      if (e.kind === 'red') {
        pitch[e.side].delete(e.playerId ?? 0);
        reds[e.side]++;
      }
    }
    for (const e of now.filter((x) => x.kind === 'substitution')) {
      expect(pitch[e.side].has(e.playerOutId ?? 0)).toBe(true);
      expect(bench[e.side].has(e.playerId ?? 0)).toBe(true);
      pitch[e.side].delete(e.playerOutId ?? 0);
      pitch[e.side].add(e.playerId ?? 0);
      bench[e.side].delete(e.playerId ?? 0);
      expect(pitch[e.side].size).toBe(11 - reds[e.side]);
    }
  }
}

const countOf = (page: MatchDetail, kind: MatchDetail['events'][number]['kind']) => ({
  home: page.events.filter((e) => e.kind === kind && e.side === 1).length,
  away: page.events.filter((e) => e.kind === kind && e.side === 2).length,
});

describe('the match page of a simulated match', () => {
  it('a Premier League 2026/27 match the simulator played: every goal with its scorer, the cards, line-ups, statistics and commentary', async () => {
    const [played] = await t.app.db
      .select()
      .from(matches)
      .where(and(eq(matches.seasonId, PL_2026), eq(matches.resultSource, 'simulation'), eq(matches.statusId, 8), gt(sql`${matches.homeScore} + ${matches.awayScore}`, 1)))
      .orderBy(asc(matches.kickoffAt))
      .limit(1);
    const page = await detail(played?.id ?? 0);
    expect(page.resultSource).toBe('simulation');
    expect(page.eventsHeld).toEqual({ goals: true, cards: true });
    expect(goalsBySide(page)).toEqual({ home: page.header.homeScore, away: page.header.awayScore });
    expect(page.events.filter((e) => e.kind === 'goal').every((e) => e.playerId !== null && (e.playerName ?? '') !== '')).toBe(true);
    expect(page.statistics).toMatchObject({
      corners: { home: played?.homeCorners, away: played?.awayCorners },
      yellowCards: countOf(page, 'yellow'),
      redCards: countOf(page, 'red'),
    });
    const stats = page.statistics;
    expect((stats?.possession?.home ?? 0) + (stats?.possession?.away ?? 0)).toBe(100);
    expect(stats?.shotsOnTarget?.home).toBeGreaterThanOrEqual(page.header.homeScore ?? 0);
    expect(stats?.shotsOnTarget?.away).toBeGreaterThanOrEqual(page.header.awayScore ?? 0);
    expect(stats?.shots?.home).toBeGreaterThanOrEqual(stats?.shotsOnTarget?.home ?? 0);
    expect(stats?.fouls?.home).toBeGreaterThanOrEqual((stats?.yellowCards?.home ?? 0) + (stats?.redCards?.home ?? 0));
    expect(stats?.offsides).not.toBeNull();

    // Line-ups from each side's squad: eleven by the formation, the bench after; substitutions between them.
    for (const [lineup, teamOf] of [
      [page.lineups?.home, page.header.homeId],
      [page.lineups?.away, page.header.awayId],
    ] as const) {
      expect(lineup?.starters).toHaveLength(11);
      expect(lineup?.starters.filter((p) => p.line === 0).map((p) => p.position)).toEqual(['G']);
      expect(lineup?.formation.split('-').reduce((a, b) => a + Number(b), 1)).toBe(11);
      expect(lineup?.bench.length).toBeLessThanOrEqual(9);
      const ids = [...(lineup?.starters ?? []), ...(lineup?.bench ?? [])].map((p) => p.playerId);
      const squad = await t.app.db.select({ id: players.id }).from(players).where(eq(players.teamId, teamOf));
      expect(ids.every((id) => squad.some((p) => p.id === id))).toBe(true);
      expect(lineup?.starters.every((p) => p.playerName !== '' && p.number !== null)).toBe(true);
    }
    const subs = page.events.filter((e) => e.kind === 'substitution');
    expect(subs.length).toBeGreaterThanOrEqual(6);
    expect(subs.every((e) => e.playerOutName !== undefined && e.playerName !== null)).toBe(true);
    for (const side of [1, 2]) expect(subs.filter((e) => e.side === side).length).toBeLessThanOrEqual(5);
    checkOnPitch(page);

    // The commentary tells every goal, card and substitution at its minute, by name, between kick-off and the end.
    const lines = page.commentary ?? [];
    expect(lines[0]?.kind).toBe('kickoff');
    expect(lines.at(-1)?.kind).toBe('full_time');
    for (const e of page.events) {
      const told = lines.filter((l) => l.kind === e.kind && l.minute === e.minute && l.text.includes(e.playerName ?? '?'));
      expect({ seq: e.seq, told: told.length > 0 }).toEqual({ seq: e.seq, told: true });
    }

    const order = page.events.map((e) => [e.minute, e.addedMinute ?? 0]);
    expect(order).toEqual([...order].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)));
    expect(page).toMatchObject({ periodScores: null, boxScore: null });
  });

  it('follows a live match: the answer moves on with the simulator’s `match.<id>` event, and its play is pushed on `footballTec.<id>`', async () => {
    const [next] = await t.app.db
      .select()
      .from(matches)
      .where(and(eq(matches.seasonId, PL_2026), gt(matches.kickoffAt, NOW), isNotNull(matches.homeTeamId)))
      .orderBy(asc(matches.kickoffAt), asc(matches.id))
      .limit(1);
    if (!next) throw new Error('no fixture after now');
    const before = await detail(next.id);
    expect(before.header).toMatchObject({ statusId: 1, statusName: '未开赛', homeScore: null, minute: null });
    expect(before).toMatchObject({ resultSource: null, events: [], statistics: null, lineups: null, commentary: null });

    const plays: { channel: string; data: FootballTecPush }[] = [];
    const tick = (minutes: number) =>
      simulateTick(
        t.app.db,
        new Date(next.kickoffAt.getTime() + minutes * MINUTE),
        (channel, data) => t.app.bus.publish(channel, data),
        async (channel, data) => {
          plays.push({ channel, data });
          await t.app.bus.publish(channel, data);
        },
      );
    expect(await tick(70)).toContain(next.id);
    const live = await detail(next.id);
    expect(isFootballLive(live.header.statusId)).toBe(true);
    expect(live.header.minute).toBeGreaterThan(45);
    expect(live.resultSource).toBe('simulation');
    expect(goalsBySide(live)).toEqual({ home: live.header.homeScore, away: live.header.awayScore });
    expect(live.lineups?.home.starters).toHaveLength(11);
    // The first push of a match carries all it has told so far, as the page answers it.
    const first = plays.filter((p) => p.channel === `footballTec.${next.id}`);
    expect(first).toHaveLength(1);
    expect(first[0]?.data).toMatchObject({
      matchId: next.id,
      minute: live.header.minute,
      events: live.events,
      statistics: live.statistics,
      commentary: live.commentary,
      lineups: live.lineups,
    });

    // A shot or a substitution is told when it happens, not at the clock's next minute: ticking every quarter of a
    // minute, the page moves with it some of the time while the clock, the score, the cards and the corners stand.
    let shown = live;
    let withinMinute = 0;
    for (let minutes = 70.25; minutes <= 85; minutes += 0.25) {
      plays.length = 0;
      await tick(minutes);
      const now = await detail(next.id);
      const push = plays.find((p) => p.channel === `footballTec.${next.id}`)?.data;
      expect(push?.commentary ?? []).toEqual(now.commentary?.slice(shown.commentary?.length ?? 0));
      // The line-ups ride along only when they moved (a substitution, a red card).
      const moved = push?.events.some((e) => e.kind === 'substitution' || e.kind === 'red') ?? false;
      expect(push?.lineups).toEqual(moved ? now.lineups : undefined);
      const standing = (page: MatchDetail) => [page.header.minute, page.header.homeScore, page.header.awayScore, page.statistics?.corners, page.statistics?.yellowCards];
      if (JSON.stringify(standing(now)) === JSON.stringify(standing(shown)) && (now.commentary?.length ?? 0) > (shown.commentary?.length ?? 0)) withinMinute++;
      shown = now;
    }
    expect(withinMinute).toBeGreaterThan(0);

    // Later steps push what is new alone, and the answer is never stale.
    plays.length = 0;
    await tick(300);
    const done = await detail(next.id);
    expect(done.header.statusId).toBe(8);
    const later = plays.find((p) => p.channel === `footballTec.${next.id}`)?.data;
    expect(later?.events).toEqual(done.events.filter((e) => !shown.events.some((x) => x.seq === e.seq)));
    expect(later?.commentary).toEqual(done.commentary?.slice(shown.commentary?.length ?? 0));
    expect(later?.statistics).toEqual(done.statistics);
    expect(done.commentary?.at(-1)?.kind).toBe('full_time');
    checkOnPitch(done);

    // Nothing moves without time passing: no push either.
    plays.length = 0;
    expect(await tick(300)).toEqual([]);
    expect(plays).toEqual([]);
    // Sixty simulator ticks, each read back through the route: a minute or more on a machine another process keeps busy.
  }, 180_000);
});

describe('refusals', () => {
  it('answers an unknown match with the not-found code', async () => {
    const { status, body } = await t.call(matchRoutes.detail, { matchId: 987_654_321 });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, data: null });
    expect(body.msg).toContain('match');
  });

  it('refuses a missing, non-numeric or non-positive id with 422 naming the field', async () => {
    for (const matchId of [undefined, 'abc', 0, -3, 1.5]) {
      const { status, body } = await t.call(matchRoutes.detail, { matchId });
      expect({ matchId, status, code: body.code }).toEqual({ matchId, status: 422, code: 422 });
      expect(body.msg).toContain('matchId');
    }
  });
});
