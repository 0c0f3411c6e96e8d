import { SportId, type HeadToHeadMatch, type MatchDetail } from '@sport/contract';
import { systemClock, type Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/domain-errors';
import { MatchAnswers } from '../../lib/match-answers';
import { onMatchEvent } from '../../lib/match-events';
import type { Bus } from '../../realtime/bus';
import type { FootballService } from '../football/service';
import type { NbaService } from '../nba/service';

export interface MatchServiceOptions {
  /** Any node's simulator, feed or import publishes `match.<id>` when a match, its events or its lines change. */
  bus: Bus;
  /** The match tables' owner: header, events and statistics of any sport. */
  football: Pick<FootballService, 'matchPage' | 'headToHead'>;
  /** The box scores' owner. */
  nba: Pick<NbaService, 'boxScore' | 'plays'>;
  clock?: Clock;
}

export type MatchService = ReturnType<typeof createMatchService>;

/**
 * The match page's answer: football's page of the match, with the NBA's box score and play-by-play laid over for a game. It is
 * cached like the centres' lists (shared by every viewer, 10 s at most) and dropped on the match's own
 * `match.<id>` event: the simulator publishes every change of a live match (score, minute, events, lines) after
 * writing it, so a live answer is never older than its last change; the TTL bounds an event another node missed.
 */
export function createMatchService({ bus, football, nba, clock = systemClock }: MatchServiceOptions) {
  const answers = new MatchAnswers<MatchDetail>(10_000, 2000, clock, (detail) => [detail.header.matchId]);
  // dropped on the match's own event or any listed meeting's (a corrected score); a new meeting waits for the TTL
  const meetings = new MatchAnswers<{ matchId: number; list: HeadToHeadMatch[] }>(10_000, 2000, clock, (h2h) => [
    h2h.matchId,
    ...h2h.list.map((m) => m.matchId),
  ]);
  const stopListening = onMatchEvent(bus, (matchId) => {
    answers.drop(matchId);
    meetings.drop(matchId);
  });

  async function load(matchId: number): Promise<MatchDetail> {
    const page = await football.matchPage(matchId);
    if (!page) throw new NotFoundError('match');
    const { header } = page;
    if (header.sportId !== SportId.Basketball) return { ...page, boxScore: null, plays: null };
    const game = { matchId, homeId: header.homeId, homeName: header.homeName, awayName: header.awayName };
    const [boxScore, plays] = await Promise.all([nba.boxScore(game), nba.plays(game)]);
    return { ...page, boxScore, plays };
  }

  return {
    /** The match page of any sport; 404 for an unknown id (the failed load is not kept). */
    detail: (matchId: number): Promise<MatchDetail> => answers.get(String(matchId), () => load(matchId)),

    /** The two teams' last finished meetings, newest first; 404 for an unknown id. */
    headToHead: async (matchId: number): Promise<HeadToHeadMatch[]> => {
      const answer = await meetings.get(String(matchId), async () => {
        const list = await football.headToHead(matchId);
        if (!list) throw new NotFoundError('match');
        return { matchId, list };
      });
      return answer.list;
    },

    /** Stops listening to the bus (the app is closing). */
    close: (): void => {
      stopListening();
    },
  };
}
