// Issue 14 §4 budget: the NBA centre's game list, conference standings and player ranking, served from cached
// answers, ≥ 0.5 of the same-request bare route's req/s in the same run, p99 ≤ 20 ms, at 100 connections.
// The finished 2023/24 season is asked for: the live simulator's `match.<id>` events drop the running season's
// answers now and then, a finished season's stay put, so every run measures the same answers.
import { CompetitionPhase, NbaKind, NbaSeason, routes } from '@sport/contract';
import { benchAgainstBare, busiestDay, casesOfCalls } from './lib.mjs';

await benchAgainstBare(
  'nba',
  async (url) => {
    const seasonId = NbaSeason.S2023;
    const kind = NbaKind.Regular;
    const matchDate = await busiestDay(url, routes.nba.matchDate, { seasonId, kind });
    return casesOfCalls(url, [
      { title: 'NBA game list (23/24 regular)', def: routes.nba.list, body: { seasonId, kind, matchDate } },
      {
        title: 'NBA standings (23/24 regular)',
        def: routes.nba.ranking,
        body: { seasonId, scope: CompetitionPhase.Regular },
      },
      {
        title: 'NBA player ranking (23/24 points)',
        def: routes.nba.playerList,
        body: { seasonId, scope: CompetitionPhase.Regular, order: 'points' },
      },
    ]);
  },
  { barePort: 18087, serverPort: 18086 },
);
