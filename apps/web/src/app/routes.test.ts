import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes, findRoute } from './routes';

const samples = [
  '/',
  '/anchor',
  '/anchor/',
  '/Anchor',
  '/anchor/detail/1001',
  '/anchor/detail/',
  '/anchor/detail/1/2',
  '/anchor/all-anchor',
  '/anchor-download',
  '/program-detail/1',
  '/program-detail/1/',
  '/program-detail/1/2',
  '/program-detail/1/2/3',
  '/five-leagues/league/12387/team/1',
  '/five-leagues/league/12387/player/1//',
  '/match/7',
  '/match/7/stats',
  '/match/7/stats/x',
  '/news1',
  '/no/such/page',
];

describe('findRoute', () => {
  it.each(samples)('finds for %s the route react-router matches', (pathname) => {
    const byRouter = appRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
    expect(findRoute(pathname)?.name).toBe(byRouter?.name);
  });

  it('tells the routes apart', () => {
    expect(findRoute('/anchor')?.name).toBe('anchor');
    expect(findRoute('/anchor/detail/7')?.name).toBe('anchor-detail');
    expect(findRoute('/program-detail/1/2')?.name).toBe('program-detail');
    expect(findRoute('/no/such/page')).toBeUndefined();
  });
});
