import {
  BasketballStatus,
  DAY_MS,
  filePath,
  FootballStatus,
  MINUTE_MS,
  SportId,
  type TipLegInput,
} from '@sport/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { expertProfiles, files, users } from '../db/schema';
import { AnswerCache } from '../lib/answer-cache';
import { createFootballService, type MatchSummary } from '../modules/football/service';
import { createTipService, type PublishInput } from '../modules/news/tip-service';
import { hashPassword } from '../lib/password';
import { createMemoryBus } from '../realtime/bus-memory';
import { storedPng } from './demo-images';
import { portraitColors, portraitPng } from './demo-portraits';
import { DEMO_PASSWORD } from './demo-users';
import { formLookup, loadSeasonMatches, MATCH_OVER_AFTER_MS } from './demo-tip-form';
import { draftTip, suitsTaste, type ExpertTaste } from './demo-tip-draft';
import { createRng, deriveSeed } from './prng';

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '高',
  '林',
  '罗',
];
const GIVEN = ['看盘', '论球', '神算', '老炮', '观澜', '析赛', '追风', '铁卫', '金哨', '战术板'];
const TAGS = [
  '英超专家',
  '西甲达人',
  '亚盘高手',
  '大小球专家',
  'NBA分析师',
  '让分王',
  '五大联赛',
  '意甲专家',
  '冷门猎手',
  '稳胆推荐',
];
const PROFILES = ['十年看球经验，专注盘口分析', '数据流派，只讲概率'];
/**
 * What a tag promises, which the expert keeps: the leagues they tip, the play they make, the line they write about
 * themselves (an 英超专家 tipped Genoa v Torino, a 大小球专家 a handicap under 主攻亚洲让球盘).
 */
const FOCUS: Readonly<Record<string, { leagues?: readonly string[]; play?: TipLegInput['play']; profile?: string }>> = {
  英超专家: { leagues: ['英超'] },
  西甲达人: { leagues: ['西甲'] },
  意甲专家: { leagues: ['意甲'] },
  五大联赛: { leagues: ['英超', '西甲', '意甲', '德甲', '法甲'] },
  亚盘高手: { play: 'handicap', profile: '主攻亚洲让球盘' },
  让分王: { play: 'handicap', profile: '主攻亚洲让球盘' },
  大小球专家: { play: 'total', profile: '专注大小球，只看进球数据' },
  冷门猎手: { profile: '擅长捕捉冷门' },
};
const BASKETBALL_PROFILE = '篮球数据控，让分与大小分';
/** The i-th expert's tag; every fifth is a basketball expert (NBA分析师 or 稳胆推荐, never a football league's). */
const tagOf = (i: number): string => TAGS[i % TAGS.length]!;
const isBasketballExpert = (i: number): boolean => i % 5 === 4;
/** The i-th expert's sport, leagues and play, which every tip of theirs keeps (the seed's and the job's). */
export const tasteOf = (i: number): ExpertTaste => {
  const focus = FOCUS[tagOf(i)];
  return {
    basketball: isBasketballExpert(i),
    ...(focus?.leagues ? { leagues: focus.leagues } : {}),
    ...(focus?.play ? { play: focus.play } : {}),
  };
};
const profileOf = (i: number): string =>
  isBasketballExpert(i) ? BASKETBALL_PROFILE : (FOCUS[tagOf(i)]?.profile ?? PROFILES[i % PROFILES.length]!);
const TIPS_PER_EXPERT = 80;
/** How far ahead an expert tips: the next three days' games. */
const UPCOMING_MS = 3 * DAY_MS;
export const DEMO_EXPERT_COUNT = 40;
export const DEMO_EXPERT_PREFIX = 'expert_';

/**
 * The i-th expert's name, a surname and a given name: the second twenty take the same surnames with given names
 * five steps on, so no two experts share a name and none is another's name plus a suffix (何金哨 / 何金哨说球).
 */
export function expertName(i: number): string {
  const round = Math.floor(i / SURNAMES.length);
  return `${SURNAMES[i % SURNAMES.length]}${GIVEN[(Math.floor(i / 2) + round * 5) % GIVEN.length]}`;
}

const introductionOf = (name: string, i: number): string => `${name}：${profileOf(i)}。所有推荐发布即上链，开赛前发布，不可修改。`;
const usernameOf = (i: number): string => `${DEMO_EXPERT_PREFIX}${String(i + 1).padStart(2, '0')}`;

/** A database seeded before the names were unique (何金哨 and 何金哨说球) gets this build's names, on the user too. */
async function renameDemoExperts(db: Db): Promise<void> {
  const rows = await db
    .select({ id: users.id, username: users.username, nickname: users.nickname })
    .from(users)
    .where(inArray(users.username, Array.from({ length: DEMO_EXPERT_COUNT }, (_, i) => usernameOf(i))));
  for (const row of rows) {
    const i = Number(row.username.slice(DEMO_EXPERT_PREFIX.length)) - 1;
    const name = expertName(i);
    if (row.nickname === name) continue;
    await db.transaction(async (tx) => {
      await tx.update(users).set({ nickname: name }).where(eq(users.id, row.id));
      await tx
        .update(expertProfiles)
        .set({ name, introduction: introductionOf(name, i) })
        .where(eq(expertProfiles.userId, row.id));
    });
  }
}

/** The demo experts (users with a profile), created once; answers their ids. */
async function seedExperts(db: Db): Promise<number[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const portraits = Array.from({ length: DEMO_EXPERT_COUNT }, (_, i) => storedPng(portraitPng(portraitColors(i))));
  await db.insert(files).values(portraits).onConflictDoNothing();
  const names = Array.from({ length: DEMO_EXPERT_COUNT }, (_, i) => {
    const name = expertName(i);
    return {
      username: usernameOf(i),
      nickname: name,
      // The user's too: comments, rankings and the login answer show the user's portrait, not the profile's.
      headUrl: filePath(portraits[i]!.id),
    };
  });
  await db
    .insert(users)
    .values(names.map((n) => ({ ...n, passwordHash })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, username: users.username, nickname: users.nickname, headUrl: users.headUrl })
    .from(users)
    .where(
      inArray(
        users.username,
        names.map((n) => n.username),
      ),
    );
  rows.sort((a, b) => a.username.localeCompare(b.username));
  await db
    .insert(expertProfiles)
    .values(
      rows.map((row, i) => ({
        userId: row.id,
        name: row.nickname,
        headUrl: row.headUrl,
        tag: tagOf(i),
        profile: profileOf(i),
        introduction: introductionOf(row.nickname, i),
        sports: isBasketballExpert(i) ? [SportId.Basketball] : [SportId.Football],
        isTripartite: i % 7 === 6,
        hotStatus: i < 8,
        followerCount: 0,
      })),
    )
    .onConflictDoNothing();
  return rows.map((r) => r.id);
}

/**
 * The demo experts and their tips: ≥ 40 experts, ~80 tips each over the demo world's and the real seasons'
 * matches, past ones (the settlement job settles them) and upcoming ones (on sale). Every tip goes through
 * the tip service's publish rules with a clock set before its first kick-off, chained per expert. Runs once:
 * skipped when any expert exists.
 */
export async function seedDemoNews(db: Db, now: Date, seed = 15): Promise<{ experts: number; tips: number }> {
  const [existing] = await db.select({ id: expertProfiles.userId }).from(expertProfiles).limit(1);
  if (existing) {
    await renameDemoExperts(db);
    return { experts: 0, tips: 0 };
  }
  const at = now.getTime();
  const bus = createMemoryBus();
  const cache = new AnswerCache(() => at);
  const football = createFootballService({ db, cache, clock: () => at });
  const tips = createTipService({ db, bus, cache, football, clock: () => at });
  try {
    const rng = createRng(seed);
    // The words draw from their own stream: rewording a template never moves which matches and prices the world has.
    const textRng = createRng(deriveSeed('demo-tip-text', seed));
    const experts = await seedExperts(db);
    const all = (await football.matchSummaries(at - 3 * 365 * DAY_MS, at + UPCOMING_MS)).filter(
      (m) => m.homeName !== null && m.awayName !== null,
    );
    // Past matches that were played, and upcoming ones not yet started; recent ones weigh more.
    const past = all.filter(
      (m) =>
        m.kickoffAt < at - MATCH_OVER_AFTER_MS &&
        m.statusId === (m.sportId === SportId.Basketball ? BasketballStatus.Finished : FootballStatus.Finished),
    );
    // An expert tips the coming days' games, not a fixture a fortnight away whose kick-off is not even set.
    const upcoming = all.filter(
      (m) => m.kickoffAt > at + 10 * MINUTE_MS && m.kickoffAt <= at + UPCOMING_MS && m.statusId === FootballStatus.NotStarted,
    );
    const recent = past.filter((m) => m.kickoffAt > at - 60 * DAY_MS);
    // A year more than the tipped matches: the season of the earliest one may have begun up to a year before it.
    const formAt = formLookup(await loadSeasonMatches(db, at - 4 * 365 * DAY_MS, at + UPCOMING_MS));
    let count = 0;
    for (const [index, expertId] of experts.entries()) {
      const taste = tasteOf(index);
      const ofSport = (list: MatchSummary[]) => list.filter((m) => suitsTaste(taste, m));
      const pools = [ofSport(recent), ofSport(past), ofSport(upcoming)];
      const drafts: { input: PublishInput; at: number }[] = [];
      // One tip per expert and match (the publish rule): never a free and a paid tip on one game.
      const tipped = new Set<number>();
      for (let k = 0; k < TIPS_PER_EXPERT; k += 1) {
        const roll = rng.next();
        const drawn = roll < 0.6 ? pools[0]! : roll < 0.8 ? pools[2]! : pools[1]!;
        // The drawn pool, else another one, without the matches tipped already; an expert tips some of the
        // coming games, never all of them: the rest stay open to a tip of the day.
        const usable = [drawn, ...pools]
          .map((pool) => ({ pool, open: pool.filter((m) => !tipped.has(m.id)) }))
          .find(({ pool, open }) => open.length > 0 && (pool !== pools[2] || open.length > pool.length / 2))?.open;
        if (!usable) break;
        const first = rng.pick(usable);
        const picked = [first];
        // Some tips combine two matches of the same day, in the order they are played (not 08:30 above 07:00).
        if (rng.chance(0.1)) {
          const second = usable.find((m) => m.id !== first.id && Math.abs(m.kickoffAt - first.kickoffAt) < DAY_MS);
          if (second) picked.push(second);
        }
        picked.sort((a, b) => a.kickoffAt - b.kickoffAt);
        const firstKickoff = picked[0]!.kickoffAt;
        // Up to a day and a half before kick-off, and for upcoming matches some time in the last day and a half:
        // not all at the seed's minute, which left their comments no time between publishing and now.
        const publishAt = Math.min(
          firstKickoff - rng.int(30, 36 * 60) * MINUTE_MS,
          at - rng.int(1, 36 * 60) * MINUTE_MS,
        );
        if (publishAt >= firstKickoff) continue;
        for (const m of picked) tipped.add(m.id);
        drafts.push({ at: publishAt, input: draftTip(rng, textRng, picked, taste, formAt, publishAt) });
      }
      drafts.sort((a, b) => a.at - b.at);
      count += (await tips.publishSeries(expertId, drafts)).length;
    }
    return { experts: experts.length, tips: count };
  } finally {
    tips.close();
    await bus.close();
  }
}
