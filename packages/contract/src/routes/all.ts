import type { RouteDef } from '../route';
import { activityRoutes } from './activity';
import { anchorRoutes } from './anchor';
import { chatRoutes } from './chat';
import { euroRoutes } from './euro';
import { fiveLeaguesRoutes } from './five-leagues';
import { forumRoutes } from './forum';
import { matchRoutes } from './match';
import { nbaRoutes } from './nba';
import { newsRoutes } from './news';
import { rankingRoutes } from './ranking';
import { systemRoutes } from './system';
import { userRoutes } from './user';
import { worldCupRoutes } from './world-cup';

/** Every call, by area: `routes.anchor.listV2`, `routes.news.buy`, ... */
export const routes = {
  system: systemRoutes,
  user: userRoutes,
  activity: activityRoutes,
  anchor: anchorRoutes,
  worldCup: worldCupRoutes,
  euro: euroRoutes,
  fiveLeagues: fiveLeaguesRoutes,
  nba: nbaRoutes,
  match: matchRoutes,
  ranking: rankingRoutes,
  news: newsRoutes,
  forum: forumRoutes,
  chat: chatRoutes,
};
export type RouteArea = keyof typeof routes;

/** Every route with its area and name, e.g. for registering all of them or documenting them. */
export function listRoutes(): { area: RouteArea; name: string; def: RouteDef }[] {
  return (Object.keys(routes) as RouteArea[]).flatMap((area) =>
    Object.entries(routes[area] as Record<string, RouteDef>).map(([name, def]) => ({ area, name, def })),
  );
}
