// Issue 14 §4 budget: the NBA centre's game list, conference standings and player ranking, served from cached
// answers, ≥ 0.5 of the same-request bare route's req/s in the same run, p99 ≤ 20 ms, at 100 connections.
// The running season is asked for: past NBA seasons hold only the record's games (decision 027: 2023/24 is its
// Finals alone), so only the running one has a regular season's lists and tables. The live simulator's
// `match.<id>` events drop its answers now and then, as they do for a user.
import { CompetitionPhase, NbaKind, NbaSeason, routes } from '@sport/contract';
import { benchAgainstBare, busiestDay, casesOfCalls } from './lib.mjs';

await benchAgainstBare(
  'nba',
  async (url) => {
    const seasonId = NbaSeason.Current;
    const kind = NbaKind.Regular;
    const matchDate = await busiestDay(url, routes.nba.matchDate, { seasonId, kind });
    return casesOfCalls(url, [
      { title: 'NBA game list (running regular)', def: routes.nba.list, body: { seasonId, kind, matchDate } },
      {
        title: 'NBA standings (running regular)',
        def: routes.nba.ranking,
        body: { seasonId, scope: CompetitionPhase.Regular },
      },
      {
        title: 'NBA player ranking (running points)',
        def: routes.nba.playerList,
        body: { seasonId, scope: CompetitionPhase.Regular, order: 'points' },
      },
    ]);
  },
  { barePort: 18087, serverPort: 18086 },
);
