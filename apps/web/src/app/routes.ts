import type { ComponentType } from 'react';
import { routePattern } from '../lib/route-pattern';

/** One screen of SPEC §2. `load` is a dynamic import so every route is its own chunk. */
export interface AppRoute {
  name: RouteName;
  path: string;
  /** The tab bar shows on this route. */
  header?: boolean;
  /** Stays mounted under <Activity> after the first visit; scroll is kept. */
  keepAlive?: boolean;
  /** Members only (SPEC §5 forum access): a visitor gets the login and a prompt, never the page. */
  login?: boolean;
  load: () => Promise<{ default: ComponentType }>;
}

export type RouteName =
  | 'news'
  | 'news-user'
  | 'news-detail'
  | 'news-all-gods'
  | 'program-detail'
  | 'my-purchases'
  | 'my-comments'
  | 'my-prize'
  | 'anchor'
  | 'anchor-detail'
  | 'anchor-all'
  | 'anchor-download'
  | 'anchor-week-rank'
  | 'world-cup'
  | 'world-cup-team'
  | 'euro-cup'
  | 'euro-cup-team'
  | 'five-leagues'
  | 'five-leagues-team'
  | 'five-leagues-player'
  | 'nba'
  | 'nba-team'
  | 'nba-player'
  | 'match'
  | 'user-ranking'
  | 'rank-user'
  | 'forum'
  | 'forum-thread'
  | 'forum-compose'
  | 'gold-document'
  | 'download';

export const appRoutes: readonly AppRoute[] = [
  { name: 'news', path: '/news', header: true, keepAlive: true, load: () => import('../features/news/routes/news-home') },
  { name: 'news-user', path: '/news/user/:id', load: () => import('../features/news/routes/expert-page') },
  { name: 'news-detail', path: '/news/detail/:id', load: () => import('../features/news/routes/tip-detail') },
  { name: 'news-all-gods', path: '/news/all-gods', load: () => import('../features/news/routes/all-experts') },
  {
    name: 'program-detail',
    path: '/program-detail/:id/:matchId?',
    load: () => import('../features/news/routes/program-detail'),
  },
  // ours (SPEC §7 names the calls, not the screens): the 我的 sheet's pages
  { name: 'my-purchases', path: '/my/purchases', load: () => import('../features/news/routes/my-orders') },
  { name: 'my-comments', path: '/my/comments', load: () => import('../features/news/routes/my-comments') },
  { name: 'my-prize', path: '/my/prize', load: () => import('../features/account/routes/prize-claim') },
  { name: 'anchor', path: '/anchor', header: true, keepAlive: true, load: () => import('../features/anchor/routes/anchor-home') },
  { name: 'anchor-detail', path: '/anchor/detail/:id', load: () => import('../features/anchor/routes/anchor-detail') },
  { name: 'anchor-all', path: '/anchor/all-anchor', load: () => import('../features/anchor/routes/all-anchors') },
  { name: 'anchor-download', path: '/anchor-download', load: () => import('../features/anchor/routes/anchor-download') },
  { name: 'anchor-week-rank', path: '/anchor/week-rank', load: () => import('../features/anchor/routes/week-rank') },
  { name: 'world-cup', path: '/world-cup', header: true, keepAlive: true, load: () => import('../features/football/routes/world-cup-home') },
  { name: 'world-cup-team', path: '/world-cup/team/:id', load: () => import('../features/football/routes/world-cup-team') },
  { name: 'euro-cup', path: '/euro-cup', header: true, keepAlive: true, load: () => import('../features/football/routes/euro-cup-home') },
  { name: 'euro-cup-team', path: '/euro-cup/team/:id', load: () => import('../features/football/routes/euro-cup-team') },
  {
    name: 'five-leagues',
    path: '/five-leagues',
    header: true,
    keepAlive: true,
    load: () => import('../features/football/routes/five-leagues-home'),
  },
  {
    name: 'five-leagues-team',
    path: '/five-leagues/league/:leagueId/team/:id',
    load: () => import('../features/football/routes/five-leagues-team'),
  },
  {
    name: 'five-leagues-player',
    path: '/five-leagues/league/:leagueId/player/:id',
    load: () => import('../features/football/routes/five-leagues-player'),
  },
  { name: 'nba', path: '/nba', header: true, keepAlive: true, load: () => import('../features/nba/routes/nba-home') },
  { name: 'nba-team', path: '/nba/team/:id', load: () => import('../features/nba/routes/nba-team') },
  { name: 'nba-player', path: '/nba/player/:id', load: () => import('../features/nba/routes/nba-player') },
  // ours (issue 24: SPEC §7 leaves match pages to the native app): one match of any sport, the tab in the address;
  // kept alive so a tab change (a navigation) keeps the page and its push subscriptions instead of remounting it,
  // which dropped the channels for a moment and could lose a push (a correction) in between
  { name: 'match', path: '/match/:id/:tab?', keepAlive: true, load: () => import('../features/match/routes/match-page') },
  {
    name: 'user-ranking',
    path: '/user-ranking',
    header: true,
    keepAlive: true,
    load: () => import('../features/ranking/routes/ranking-home'),
  },
  { name: 'rank-user', path: '/user-ranking/user/:id', load: () => import('../features/ranking/routes/rank-user') },
  {
    name: 'forum',
    path: '/forum',
    header: true,
    keepAlive: true,
    login: true,
    load: () => import('../features/forum/routes/forum-home'),
  },
  {
    name: 'forum-thread',
    path: '/forum/thread/:id',
    login: true,
    load: () => import('../features/forum/routes/forum-thread'),
  },
  {
    name: 'forum-compose',
    path: '/forum/compose',
    login: true,
    load: () => import('../features/forum/routes/forum-compose'),
  },
  { name: 'gold-document', path: '/gold-document', load: () => import('../features/static-pages/routes/gold-document') },
  { name: 'download', path: '/download', header: true, load: () => import('../features/static-pages/routes/download') },
];

const byName = new Map<RouteName, AppRoute>(appRoutes.map((r) => [r.name, r]));

const patterns = appRoutes.map((route) => ({ route, pattern: routePattern(route.path) }));

/** The route a pathname (without the basename) belongs to, or undefined. */
export function findRoute(pathname: string): AppRoute | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.route;
}

/** Name → path, for the named routes (`rank-user` and friends): `pathOf('rank-user', { id: 7 })`. */
export function pathOf(name: RouteName, params: Record<string, string | number | undefined> = {}): string {
  const route = byName.get(name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`route ${name} needs ${key}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((s): s is string => s !== null)
    .join('/');
}

export const DEFAULT_PATH = '/anchor';
/** SPEC §2 paths that only redirect. */
export const REDIRECTS: Readonly<Record<string, string>> = { '/': DEFAULT_PATH, '/news1': '/news' };

/** How deep a path is; transitions slide forward when it grows. */
export const pathDepth = (pathname: string): number => pathname.split('/').filter(Boolean).length;
