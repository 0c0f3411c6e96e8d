import { isFootballFinished, type Match } from '@sport/contract';

/**
 * What a fan looks for first: the matches still to come (live ones on top, then the soonest), then the results,
 * newest first. A match that ends while the page is open moves to the results.
 */
export function teamMatchSections(matches: readonly Match[]): { fixtures: Match[]; results: Match[] } {
  const byDate = [...matches].sort((a, b) => a.matchDate - b.matchDate);
  return {
    fixtures: byDate.filter((m) => !isFootballFinished(m.statusId)),
    results: byDate.filter((m) => isFootballFinished(m.statusId)).reverse(),
  };
}
