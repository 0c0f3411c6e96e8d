import { SportId, type HeadToHeadMatch, type MatchDetail } from '@sport/contract';
import type { AnswerCache } from '../../lib/answer-cache';
import { matchTag } from '../../lib/answer-tags';
import { NotFoundError } from '../../lib/domain-errors';
import type { FootballService } from '../football/service';
import type { NbaService } from '../nba/service';

export interface MatchServiceOptions {
  /**
   * The server's answer cache (`app.cache`): any node's simulator, feed or import publishes `match.<id>` when a
   * match, its events or its lines change, and the cache drops the answers showing it.
   */
  cache: AnswerCache;
  /** The match tables' owner: header, events and statistics of any sport. */
  football: Pick<FootballService, 'matchPage' | 'headToHead'>;
  /** The box scores' owner. */
  nba: Pick<NbaService, 'boxScore' | 'plays'>;
}

export type MatchService = ReturnType<typeof createMatchService>;

/**
 * The match page's answer: football's page of the match, with the NBA's box score and play-by-play laid over for a game. It is
 * cached like the centres' lists (shared by every viewer, 10 s at most) and dropped on the match's own
 * `match.<id>` event: the simulator publishes every change of a live match (score, minute, events, lines) after
 * writing it, so a live answer is never older than its last change; the TTL bounds an event another node missed.
 */
export function createMatchService({ cache, football, nba }: MatchServiceOptions) {
  // the server's answer cache (decision 034): each answer carries the tags of the matches it shows, which the
  // cache plugin drops on their `match.<id>` events — the match's own, or any listed meeting's (a corrected score)
  const answers = cache.read<MatchDetail>('match.detail', { ttlMs: 10_000, tagsOf: (detail) => [matchTag(detail.header.matchId)] });
  const meetings = cache.read<{ matchId: number; list: HeadToHeadMatch[] }>('match.head-to-head', {
    ttlMs: 10_000,
    tagsOf: (h2h) => [h2h.matchId, ...h2h.list.map((m) => m.matchId)].map(matchTag),
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
    detail: (matchId: number): Promise<MatchDetail> => answers(String(matchId), () => load(matchId)),

    /** The two teams' last finished meetings, newest first; 404 for an unknown id. */
    headToHead: async (matchId: number): Promise<HeadToHeadMatch[]> => {
      const answer = await meetings(String(matchId), async () => {
        const list = await football.headToHead(matchId);
        if (!list) throw new NotFoundError('match');
        return { matchId, list };
      });
      return answer.list;
    },

  };
}
