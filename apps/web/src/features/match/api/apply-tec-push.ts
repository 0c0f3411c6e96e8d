import type { FootballTecPush, MatchDetail } from '@sport/contract';

/**
 * The page's match as a `footballTec.<id>` push moves it: the events and commentary lines new since the last push
 * appended (an event already held, by seq, is not doubled), the statistics now, the line-ups when they moved.
 */
export function applyTecPush(detail: MatchDetail, push: FootballTecPush): MatchDetail {
  const held = new Set(detail.events.map((event) => event.seq));
  return {
    ...detail,
    events: [...detail.events, ...push.events.filter((event) => !held.has(event.seq))],
    statistics: push.statistics,
    commentary: [...(detail.commentary ?? []), ...push.commentary],
    lineups: push.lineups ?? detail.lineups,
  };
}
