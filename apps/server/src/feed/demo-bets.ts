import { and, between, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { DAY_MS, HOUR_MS, SportId, type BetSelection, type IngestBet } from '@sport/contract';
import type { Db } from '../db/client';
import { matches } from '../db/schema/match';
import { bets, bettingReports, reportVotes } from '../db/schema/ranking';
import { users } from '../db/schema/user';
import { AnswerCache } from '../lib/answer-cache';
import { systemClock } from '../lib/clock';
import { createFootballService } from '../modules/football/service';
import { createRankingService } from '../modules/ranking/service';
import { settleScoreOf, type SettleScore } from '../modules/ranking/settle-bet';
import { createUserService } from '../modules/user/service';
import { hashPassword } from '../lib/password';
import { createWalletService } from '../modules/wallet/service';
import { settleSelection } from '../lib/settlement';
import { createMemoryBus } from '../realtime/bus-memory';
import { DEMO_PASSWORD } from './demo-users';
import { createRng, type Rng } from './prng';

/** Demo bettors: enough for boards that look lived in (issue 16 asks for at least 2,000). */
export const DEMO_BETTORS = 2000;
const USERNAME = (i: number) => `bettor${String(i + 1).padStart(4, '0')}`;
const HISTORY_DAYS = 56;
export const PLATFORMS = ['xj', 'bti', 'st', 'new-st'] as const;
const CHUNK = 1000;
export const STAKES = [10, 20, 50, 100, 100, 200, 500, 1000, 2000];
/** Followers who copy a star's slip (跟单), on average. */
const MEAN_FOLLOWERS = 0.6;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛闫段雷龙黎史陶贺毛郝顾龚邵万覃武钱戴严欧莫孔向常汤康易乔赖文';
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '强', '军', '洋', '勇', '艳', '杰', '涛', '明', '超', '霞', '平', '刚', '辉', '鹏', '华', '飞', '斌', '宇', '浩', '凯', '晨', '博', '帅', '龙'];
const STYLES = ['', '', '看球', '说球', '爱足球', '篮球迷', '红单王', '老司机', '稳稳的', '小神', '追梦', '不服输'];

function nicknameOf(rng: Rng): string {
  const surname = SURNAMES[rng.int(0, SURNAMES.length - 1)] ?? '王';
  const given = rng.pick(GIVEN) + (rng.chance(0.4) ? rng.pick(GIVEN) : '');
  return `${surname}${given}${rng.pick(STYLES)}`;
}

const BETTORS_SEED = 16_2026;

/** The demo bettors alone, before the audience that draws from them: the same users seedDemoBets makes, then skips. */
export async function ensureDemoBettors(db: Db): Promise<void> {
  await ensureBettors(db, createRng(BETTORS_SEED));
}

/** The 2,000 bettors, in bulk: one password hash shared by all (each still logs in with the demo password). */
async function ensureBettors(db: Db, rng: Rng): Promise<number[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = Array.from({ length: DEMO_BETTORS }, (_, i) => ({ username: USERNAME(i), nickname: nicknameOf(rng), passwordHash }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(users).values(rows.slice(i, i + CHUNK)).onConflictDoNothing({ target: users.username });
  }
  const found = await db.select({ id: users.id }).from(users).where(like(users.username, 'bettor%')).orderBy(users.id);
  return found.map((r) => r.id);
}

/**
 * How busy each bettor is, by their place in the list: weight (place + 20)^-1.2, so a few bet most days and most
 * now and then. Of ~1,750 slips a week the busiest places some 29 (about four a day), the fifth some 23, ~70 reach
 * the red-order board's 5 and ~300 bet at all. The earlier draw (place = N·u³) gave the first bettor 8 % of all
 * slips, 140 a week: the red-order board's first had 76 红单 to the second's 17, every week.
 */
const BUSY_OFFSET = 20;
const BUSY_EXPONENT = 1.2;
const busyCdfs = new Map<number, Float64Array>();

function busyCdf(count: number): Float64Array {
  let cdf = busyCdfs.get(count);
  if (cdf) return cdf;
  cdf = new Float64Array(count);
  let sum = 0;
  for (let i = 0; i < count; i++) cdf[i] = sum += (i + BUSY_OFFSET) ** -BUSY_EXPONENT;
  for (let i = 0; i < count; i++) cdf[i] = cdf[i]! / sum;
  busyCdfs.set(count, cdf);
  return cdf;
}

/** The place (0 … count − 1) of the bettor who places the next slip, the busy ones more often (see BUSY_OFFSET). */
export function busyBettor(rng: Rng, count: number): number {
  const cdf = busyCdf(count);
  const u = rng.next();
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (cdf[mid]! > u) high = mid;
    else low = mid + 1;
  }
  return low;
}

const odds = (rng: Rng, min: number, max: number): string => (min + rng.next() * (max - min)).toFixed(2);
const quarter = (value: number): string => String(Math.round(value * 4) / 4);

/** One pick on a match; on a decided match a skilled bettor more often takes one that wins. */
export function pickOn(rng: Rng, sportId: number, score: SettleScore, skill: number): { selection: BetSelection; odds: string } {
  const basketball = sportId === SportId.Basketball;
  const candidates: { selection: BetSelection; odds: string }[] = basketball
    ? [
        { selection: { play: 'result', pick: rng.chance(0.5) ? 'home' : 'away' }, odds: odds(rng, 1.3, 2.8) },
        { selection: { play: 'handicap', pick: rng.chance(0.5) ? 'home' : 'away', line: quarter(rng.int(-16, 16) / 2 + 0.5) }, odds: odds(rng, 1.8, 1.95) },
        { selection: { play: 'total', pick: rng.chance(0.5) ? 'over' : 'under', line: `${rng.int(200, 235)}.5` }, odds: odds(rng, 1.8, 1.95) },
      ]
    : [
        { selection: { play: 'result', pick: rng.pick(['home', 'draw', 'away'] as const) }, odds: odds(rng, 1.6, 4.2) },
        { selection: { play: 'handicap', pick: rng.chance(0.5) ? 'home' : 'away', line: quarter(rng.int(-6, 6) / 4) }, odds: odds(rng, 1.8, 2.05) },
        { selection: { play: 'total', pick: rng.chance(0.5) ? 'over' : 'under', line: quarter(2 + rng.int(0, 6) / 4) }, odds: odds(rng, 1.8, 2.05) },
      ];
  const tries = rng.shuffle(candidates);
  if (typeof score === 'object' && rng.chance(skill)) {
    const winning = tries.find((c) => {
      const selection = c.selection.play === 'result' ? c.selection : { ...c.selection, line: Number(c.selection.line) };
      return settleSelection(selection, score) === 'win';
    });
    if (winning) return winning;
  }
  return tries[0] ?? { selection: { play: 'result', pick: 'home' }, odds: '2.00' };
}

/**
 * The demo world's bettors and their bets over the past eight weeks and the coming days, fed through the
 * ranking service's ingest (the HTTP route's own function), each day's bets arriving after that day's matches,
 * so they settle into the week they were played; some are shared as reports, some copy a star's bet, and the
 * reports get votes. Skipped when the demo bets are there.
 */
export async function seedDemoBets(db: Db, now: Date): Promise<{ seeded: boolean; bets: number }> {
  const [present] = await db.select({ id: bets.id }).from(bets).where(like(bets.betId, 'demo-%')).limit(1);
  if (present) {
    await repairLateDemoBets(db);
    return { seeded: false, bets: 0 };
  }
  const rng = createRng(BETTORS_SEED);
  const bettors = await ensureBettors(db, rng);
  const bus = createMemoryBus();
  const football = createFootballService({ db, cache: new AnswerCache(systemClock) });
  const wallet = createWalletService({ db });
  const userService = createUserService({ db, bus, wallet, sessionTtlMs: HOUR_MS });
  const ranking = createRankingService({
    db,
    bus,
    cache: new AnswerCache(() => now.getTime()),
    football,
    users: userService,
    clock: () => now.getTime(),
  });
  try {
    const at = now.getTime();
    const candidates = await db
      .select({ id: matches.id, sportId: matches.sportId, kickoffAt: matches.kickoffAt })
      .from(matches)
      .where(
        and(
          between(matches.kickoffAt, new Date(at - HISTORY_DAYS * DAY_MS), new Date(at + 3 * DAY_MS)),
          inArray(matches.sportId, [SportId.Football, SportId.Basketball]),
          isNotNull(matches.homeTeamId),
          isNotNull(matches.awayTeamId),
        ),
      );
    if (candidates.length === 0) return { seeded: false, bets: 0 };
    const scores = new Map(
      (await football.matchResults(candidates.map((m) => m.id))).map((r) => [r.id, settleScoreOf(r)]),
    );
    // Bets arrive by day: a day's bets after its last match (settled then), upcoming ones now.
    const days = new Map<number, typeof candidates>();
    for (const m of candidates) {
      const kickoff = m.kickoffAt.getTime();
      const arrival = kickoff > at - 3 * HOUR_MS ? at : Math.min(at, Math.floor(kickoff / DAY_MS) * DAY_MS + DAY_MS + 2 * HOUR_MS);
      days.set(arrival, [...(days.get(arrival) ?? []), m]);
    }
    const skill = bettors.map(() => 0.25 + rng.next() * 0.45);
    const stars = new Set(bettors.filter((_, i) => (skill[i] ?? 0) > 0.62).slice(0, 60));
    let serial = 0;
    let total = 0;
    for (const [arrival, dayMatches] of [...days.entries()].sort(([a], [b]) => a - b)) {
      const byPlatform = new Map<(typeof PLATFORMS)[number], IngestBet[]>();
      const send = (platform: (typeof PLATFORMS)[number], row: IngestBet) =>
        byPlatform.set(platform, [...(byPlatform.get(platform) ?? []), row]);
      // About one bettor in eight bets on a day with matches: some 15,000 bets over the eight weeks.
      const count = Math.round(bettors.length * 0.125);
      for (let n = 0; n < count; n++) {
        // Some bettors bet most days, most only now and then (busyBettor).
        const u = busyBettor(rng, bettors.length);
        const userId = bettors[u] ?? bettors[0]!;
        const platform = rng.pick(PLATFORMS);
        const legCount = rng.chance(0.15) ? rng.int(2, 3) : 1;
        const picked = rng.shuffle(dayMatches).slice(0, legCount);
        if (picked.length === 0) continue;
        const kickoff = Math.min(...picked.map((m) => m.kickoffAt.getTime()));
        const legs = picked.map((m) => ({
          matchId: m.id,
          ...pickOn(rng, m.sportId, scores.get(m.id) ?? 'open', skill[u] ?? 0.4),
        }));
        const betId = `demo-${++serial}`;
        // Every bet before its first kick-off.
        const placedAt = Math.min(arrival, kickoff) - rng.int(1, 36) * HOUR_MS;
        send(platform, {
          betId,
          userId,
          stake: rng.pick(STAKES),
          placedAt,
          legs,
          ...(rng.chance(0.05) ? { report: { views: rng.int(0, 600) } } : {}),
        });
        if (!stars.has(userId)) continue;
        // 跟单: a star's slip is copied by followers on its platform in the hours after it, before its kick-off
        // and by the day's arrival, so every week has its copies (drawn days later, the week that had just closed
        // was left thin: a Monday morning's 跟单榜 showed a handful).
        const until = Math.min(kickoff, arrival);
        for (let f = rng.poisson(MEAN_FOLLOWERS); f > 0; f--) {
          const follower = rng.pick(bettors);
          if (follower === userId) continue;
          send(platform, {
            betId: `demo-${++serial}`,
            userId: follower,
            stake: rng.pick(STAKES),
            placedAt: placedAt + Math.floor(rng.next() * (until - placedAt)),
            legs,
            copiedFrom: betId,
          });
        }
      }
      for (const [platform, rows] of byPlatform) {
        // A copy names a bet of its own platform sent earlier in the same call or before.
        const ordered = [...rows.filter((r) => !r.copiedFrom), ...rows.filter((r) => r.copiedFrom)];
        for (let i = 0; i < ordered.length; i += CHUNK) {
          await ranking.ingest({ platform, bets: ordered.slice(i, i + CHUNK) }, arrival);
        }
        total += rows.length;
      }
    }
    await seedVotes(db, rng, bettors);
    return { seeded: true, bets: total };
  } finally {
    ranking.close();
    await bus.close();
  }
}

/**
 * An older seed placed copies of a star's bet days after the star's games ended: each demo bet placed at or after
 * its first kick-off is moved to one to 36 hours before it (its report with it, which shares its time).
 */
export async function repairLateDemoBets(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // The legs first (materialized): joined in place, the planner scans matches by kick-off once per bet.
    await tx.execute(sql`
      with legs as materialized (
        select b.id, (leg->>'matchId')::int as match_id from bets b
        cross join lateral jsonb_array_elements(b.legs) as leg
        where b.bet_id like 'demo-%'
      ), firsts as (
        select l.id, min(m.kickoff_at) as first_kickoff from legs l join matches m on m.id = l.match_id group by l.id
      )
      update bets b set placed_at = k.first_kickoff - make_interval(hours => 1 + b.id % 36)
      from firsts k
      where b.id = k.id and b.placed_at >= k.first_kickoff`);
    await tx.execute(sql`
      update betting_reports r set created_at = b.placed_at from bets b
      where b.id = r.bet_row_id and r.created_at <> b.placed_at and b.bet_id like 'demo-%'`);
  });
}

/** Votes on the reports: mostly likes, some dislikes, one per voter; the counters follow. */
async function seedVotes(db: Db, rng: Rng, bettors: number[]): Promise<void> {
  const reports = await db.select({ id: bettingReports.id }).from(bettingReports);
  const votes: { reportId: number; userId: number; vote: 1 | -1 }[] = [];
  for (const report of reports) {
    for (const userId of rng.shuffle(bettors).slice(0, rng.int(0, 25))) {
      votes.push({ reportId: report.id, userId, vote: rng.chance(0.8) ? 1 : -1 });
    }
  }
  for (let i = 0; i < votes.length; i += CHUNK) await db.insert(reportVotes).values(votes.slice(i, i + CHUNK)).onConflictDoNothing();
  await db.execute(sql`
    update betting_reports r set
      likes = (select count(*) from report_votes v where v.report_id = r.id and v.vote = 1),
      dislikes = (select count(*) from report_votes v where v.report_id = r.id and v.vote = -1)`);
}
