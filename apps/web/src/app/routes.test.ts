import { describe, expect, it } from 'vitest';
import { routeParamNames, routePattern } from '../lib/route-pattern';
import { findRoute } from './routes';

describe('findRoute', () => {
  it.each([
    ['/anchor', 'anchor'],
    ['/anchor/', 'anchor'],
    ['/Anchor', 'anchor'],
    ['/anchor/detail/1001', 'anchor-detail'],
    ['/anchor/all-anchor', 'anchor-all'],
    ['/anchor-download', 'anchor-download'],
    ['/program-detail/1', 'program-detail'],
    ['/program-detail/1/', 'program-detail'],
    ['/program-detail/1/2', 'program-detail'],
    ['/five-leagues/league/12387/team/1', 'five-leagues-team'],
    ['/five-leagues/league/12387/player/1//', 'five-leagues-player'],
    ['/match/7', 'match'],
    ['/match/7/stats', 'match'],
  ])('finds for %s the route %s (any case, trailing slashes allowed)', (pathname, name) => {
    expect(findRoute(pathname)?.name).toBe(name);
  });

  it.each([
    '/',
    '/anchor/detail/',
    '/anchor/detail/1/2',
    '/program-detail/1/2/3',
    '/match/7/stats/x',
    '/news1',
    '/no/such/page',
  ])('finds no route for %s (a redirect, or a segment too many or too few)', (pathname) => {
    expect(findRoute(pathname)).toBeUndefined();
  });
});

describe('routePattern', () => {
  it("captures a route's params in the order routeParamNames names them, an optional one empty when absent", () => {
    const path = '/five-leagues/league/:leagueId/player/:id';
    expect(routeParamNames(path)).toEqual(['leagueId', 'id']);
    expect(routePattern(path).exec('/five-leagues/league/12387/player/55')?.slice(1)).toEqual(['12387', '55']);
    expect(routeParamNames('/program-detail/:id/:matchId?')).toEqual(['id', 'matchId']);
    expect(routePattern('/program-detail/:id/:matchId?').exec('/program-detail/9')?.slice(1)).toEqual(['9', undefined]);
  });
});
