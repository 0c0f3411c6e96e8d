// Issue 13 §4 budget: the football centres' match list, ranking and player ranking, served from cached answers,
// ≥ 0.5 of the same-request bare route's req/s in the same run, p99 ≤ 20 ms, at 100 connections.
// The real seasons (2024/25 Premier League, World Cup 2022) are asked for where they can answer: the live
// simulator's `match.<id>` events drop the current season's answers now and then, the real ones stay put, so
// every run measures the same answers. The league player ranking is the current season's: the real league files
// have scores but no scorers, so the real season's top 10 is empty.
import { CompetitionId, routes } from '@sport/contract';
import { benchAgainstBare, busiestDay, call, casesOfCalls } from './lib.mjs';

/** A league's season: the current one, or a past one by its name. */
async function leagueSeason(url, competitionId, name) {
  const seasons = await call(url, routes.fiveLeagues.seasons, { id: competitionId });
  const season = seasons.find((s) => (name === undefined ? s.isCurrent : s.name === name && !s.isCurrent));
  if (!season)
    throw new Error(`no ${name ?? 'current'} season of competition ${competitionId}: ${JSON.stringify(seasons)}`);
  return season.seasonId;
}

async function realEdition(url, def, year) {
  const editions = await call(url, def);
  const edition = editions.find((e) => e.year === year && !e.isCurrent);
  if (!edition) throw new Error(`no real ${year} edition at ${def.path}: ${JSON.stringify(editions)}`);
  return edition.seasonId;
}

await benchAgainstBare(
  'football',
  async (url) => {
    const premierLeague = await leagueSeason(url, CompetitionId.PremierLeague, '2024/25');
    const currentPremierLeague = await leagueSeason(url, CompetitionId.PremierLeague);
    const worldCup = await realEdition(url, routes.worldCup.editions, 2022);
    const matchDate = await busiestDay(url, routes.fiveLeagues.matchDate, { seasonId: premierLeague });
    const cases = [
      {
        title: 'five-leagues match list (PL 24/25)',
        def: routes.fiveLeagues.matchList,
        body: { seasonId: premierLeague, matchDate },
      },
      { title: 'league ranking (PL 24/25)', def: routes.fiveLeagues.ranking, body: { seasonId: premierLeague } },
      { title: 'World Cup ranking (2022)', def: routes.worldCup.ranking, body: { seasonId: worldCup } },
      {
        title: 'league player ranking (PL goals)',
        def: routes.fiveLeagues.playerRanking,
        body: { seasonId: currentPremierLeague, order: 'goals' },
      },
      {
        title: 'World Cup player ranking (goals)',
        def: routes.worldCup.playerRanking,
        body: { seasonId: worldCup, order: 'goals' },
      },
    ];
    return casesOfCalls(url, cases);
  },
  { barePort: 18085, serverPort: 18084 },
);
