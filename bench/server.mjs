// Issue 2 budget: hot read routes ≥ 0.5 of the bare route's req/s, p99 ≤ 20 ms, at 100 connections.
import { CompetitionId, routes } from '@sport/contract';
import { benchAgainstBare, call } from './lib.mjs';

await benchAgainstBare('server', async (url) => {
  const [season] = await call(url, routes.fiveLeagues.seasons, { id: CompetitionId.PremierLeague });
  return [
    { title: 'domain list v2', path: routes.system.domainListV2.path, method: 'POST', body: {} },
    {
      title: 'five-leagues match list (today)',
      path: routes.fiveLeagues.matchList.path,
      method: 'POST',
      body: { seasonId: season.seasonId, matchDate: Date.now() },
    },
  ];
});
