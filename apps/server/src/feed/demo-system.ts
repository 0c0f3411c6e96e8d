import { BET_PLATFORM_NAMES, JumpSportId } from '@sport/contract';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, files, friendDomains, gameIcons, imageEntries } from '../db/schema/system';
import { DEMO_FORUM_ACTIVITY, DEMO_FORUM_URL, linkDemoForum } from './demo-forum';
import { bannerSvg, gameIconSvg, storedSvg, type StoredImage } from './demo-images';

interface BannerSeed {
  categoryId: number;
  title: string;
  url: string;
  /** Several slides make an entry with comma-separated images, which the client splits (SPEC §3). */
  slides: { title: string; subtitle: string; from: string; to: string; height?: number }[];
}

/**
 * Every url is empty (a picture, no tap) or a route of the app that is built and shows content: the news
 * area is not built yet, so the web's first banner leads to the anchors' week rank instead of an empty /news.
 * e2e/banners.spec.ts opens each of them.
 */
const DEMO_BANNERS: readonly BannerSeed[] = [
  {
    categoryId: 10103,
    title: '主播周榜',
    url: '/spa/sport-info-h5/anchor/week-rank',
    slides: [
      { title: '本周人气主播', subtitle: '点赞为喜欢的主播打榜', from: '#d7263d', to: '#f46036' },
      { title: '主播周榜', subtitle: '每周一更新', from: '#1b998b', to: '#2e86ab' },
    ],
  },
  {
    categoryId: 10106,
    title: '资讯活动',
    url: '',
    slides: [{ title: '新人福利', subtitle: '注册即送金币', from: '#f9a620', to: '#e5533c' }],
  },
  {
    categoryId: 20301,
    title: '主播推荐',
    url: '/spa/sport-info-h5/anchor',
    slides: [
      { title: '热门主播', subtitle: '陪你看球聊球', from: '#5f0f40', to: '#9a031e' },
      { title: '直播进行中', subtitle: '点击进入直播间', from: '#0f4c5c', to: '#5f0f40' },
    ],
  },
  {
    categoryId: 20302,
    title: '精彩瞬间',
    url: '',
    slides: [{ title: '精彩瞬间', subtitle: '主播动态抢先看', from: '#3a86ff', to: '#8338ec' }],
  },
  {
    categoryId: 20303,
    title: '资讯活动',
    url: '',
    slides: [{ title: '赛事竞猜', subtitle: '猜中赢好礼', from: '#06d6a0', to: '#118ab2' }],
  },
  {
    categoryId: 30301,
    title: '世界杯',
    url: '/spa/sport-info-h5/world-cup',
    slides: [{ title: '世界杯', subtitle: '赛程 积分 淘汰赛', from: '#7b0828', to: '#d00000' }],
  },
  {
    categoryId: 30302,
    title: '欧洲杯',
    url: '/spa/sport-info-h5/euro-cup',
    slides: [{ title: '欧洲杯', subtitle: '全程直播 实时比分', from: '#003049', to: '#1d3557' }],
  },
  {
    categoryId: 30303,
    title: '五大联赛',
    url: '/spa/sport-info-h5/five-leagues',
    slides: [
      { title: '英超 西甲', subtitle: '每周焦点战', from: '#38003c', to: '#e90052' },
      { title: '意甲 德甲 法甲', subtitle: '积分榜实时更新', from: '#004d98', to: '#a50044' },
    ],
  },
  {
    categoryId: 30304,
    title: 'NBA',
    url: '',
    slides: [{ title: 'NBA', subtitle: '常规赛 季后赛 杯赛', from: '#17408b', to: '#c9082a' }],
  },
  {
    categoryId: 30305,
    title: '盈利榜',
    url: '',
    slides: [{ title: '盈利排行', subtitle: '看看谁是竞猜高手', from: '#ff7b00', to: '#ffb700' }],
  },
  // The anchor list's background (SPEC §9: category 30306).
  {
    categoryId: 30306,
    title: '主播背景',
    url: '',
    slides: [{ title: '', subtitle: '', from: '#1a1446', to: '#4b2a8c', height: 400 }],
  },
];

/** The sports platforms under the names bet records show them by (BET_PLATFORM_NAMES). */
const GAMES: { gameId: number; name: string; label: string; color: string }[] = [
  { gameId: JumpSportId.st, name: BET_PLATFORM_NAMES.st, label: 'ST', color: '#1b998b' },
  { gameId: JumpSportId.bti, name: BET_PLATFORM_NAMES.bti, label: 'BTI', color: '#2e86ab' },
  { gameId: JumpSportId.newSt, name: BET_PLATFORM_NAMES['new-st'], label: 'NEW', color: '#d7263d' },
  { gameId: JumpSportId.xj, name: BET_PLATFORM_NAMES.xj, label: 'XJ', color: '#f46036' },
  { gameId: 100, name: '娱乐', label: 'PLAY', color: '#8338ec' },
];
/** SPEC §9: showClient 3 is the H5 client. */
const H5_CLIENT = 3;

async function storeFile(db: Db, image: StoredImage): Promise<string> {
  await db.insert(files).values(image).onConflictDoNothing();
  return image.id;
}

/** Links the demo's banners once had that lead nowhere: /euro is no route, /news an empty placeholder. */
const STALE_BANNER_URLS = ['/spa/sport-info-h5/euro', '/spa/sport-info-h5/news'];

/** Banners, the anchor background, game icons, friend domains and the forum activity. Skips what exists. */
export async function seedDemoSystem(db: Db): Promise<void> {
  // A demo world seeded before those links were fixed would keep them (what exists is skipped): its banners,
  // all of them the demo's, are made again.
  const stale = await db
    .select({ id: imageEntries.id })
    .from(imageEntries)
    .where(inArray(imageEntries.url, STALE_BANNER_URLS))
    .limit(1);
  if (stale.length > 0) await db.delete(imageEntries);

  const [images] = await db.select({ n: count() }).from(imageEntries);
  if ((images?.n ?? 0) === 0) {
    for (const banner of DEMO_BANNERS) {
      const ids: string[] = [];
      for (const slide of banner.slides) ids.push(await storeFile(db, storedSvg(bannerSvg(slide))));
      await db
        .insert(imageEntries)
        .values({
          categoryId: banner.categoryId,
          title: banner.title,
          images: ids.join(','),
          url: banner.url,
          sort: 0,
        });
    }
  }

  const [icons] = await db.select({ n: count() }).from(gameIcons);
  if ((icons?.n ?? 0) === 0) {
    for (const [sort, game] of GAMES.entries()) {
      const icon = await storeFile(db, storedSvg(gameIconSvg(game.label, game.color)));
      await db.insert(gameIcons).values({ showClient: H5_CLIENT, gameId: game.gameId, name: game.name, icon, sort });
    }
  }

  const [domains] = await db.select({ n: count() }).from(friendDomains);
  if ((domains?.n ?? 0) === 0) {
    await db.insert(friendDomains).values([
      { name: '体育资讯', domain: 'https://m.sport-info.example', sort: 0 },
      { name: '体育资讯备用', domain: 'https://m2.sport-info.example', sort: 1 },
    ]);
  }

  const [forum] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.name, DEMO_FORUM_ACTIVITY))
    .limit(1);
  if (!forum) {
    await db
      .insert(activities)
      .values({ name: DEMO_FORUM_ACTIVITY, url: DEMO_FORUM_URL, showFrame: true, active: true });
  }
  await linkDemoForum(db);
}
