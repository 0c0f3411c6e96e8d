import { BasketballStatus, FootballStatus, HOUR_MS, isMatchNotStarted, SportId, type OngoingMatch } from '@sport/contract';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import type { Clock } from '../../lib/clock';
import { kickoffTimeTbd } from '../../lib/match-view';
import type { MatchCard } from '../football/service';
import { TIPS_TAG } from './cache-tags';
import { findOpenTipMatches } from './tip-repository';

// Matches the select call lists: upcoming or in play (SPEC §4 both maps).
const PLAYING = {
  [SportId.Football]: [
    FootballStatus.NotStarted,
    FootballStatus.FirstHalf,
    FootballStatus.HalfTime,
    FootballStatus.SecondHalf,
    FootballStatus.ExtraTime,
    FootballStatus.Penalties,
  ],
  [SportId.Basketball]: [
    BasketballStatus.NotStarted,
    BasketballStatus.Q1,
    BasketballStatus.Q1Done,
    BasketballStatus.Q2,
    BasketballStatus.Q2Done,
    BasketballStatus.Q3,
    BasketballStatus.Q3Done,
    BasketballStatus.Q4,
    BasketballStatus.Overtime,
  ],
} as Record<number, readonly number[] | undefined>;
const ONGOING_BACK_MS = 4 * HOUR_MS;

export interface OngoingOptions {
  db: Db;
  cache: AnswerCache;
  clock: Clock;
  cardsOf: (matchIds: Iterable<number>) => Promise<Map<number, MatchCard>>;
  ttlMs: number;
}

/** The matches of unsettled tips that are upcoming or in play, with how many tips each has (the select call). */
export function createOngoingMatches({ db, cache, clock, cardsOf, ttlMs }: OngoingOptions) {
  const answers = cache.read<OngoingMatch[]>('news.ongoing', { ttlMs });

  async function load(sportsType: number | undefined): Promise<OngoingMatch[]> {
    const now = clock();
    const rows = await findOpenTipMatches(db, new Date(now - ONGOING_BACK_MS), sportsType);
    const cards = await cardsOf(rows.map((r) => r.matchId));
    return rows
      .flatMap((r) => {
        const card = cards.get(r.matchId);
        if (!card || card.kickoffAt < now - ONGOING_BACK_MS || !(PLAYING[card.sportId] ?? []).includes(card.statusId))
          return [];
        return [
          {
            matchId: card.id,
            sportId: card.sportId,
            leagueName: card.league,
            homeName: card.homeName ?? '',
            awayName: card.awayName ?? '',
            matchDate: card.kickoffAt,
            // The pill has no status to go by: the flag goes only with a match not started.
            ...kickoffTimeTbd(card.kickoffTimeSet || !isMatchNotStarted(card.sportId, card.statusId)),
            messageCount: r.tips,
          },
        ];
      })
      .sort((a, b) => a.matchDate - b.matchDate || a.matchId - b.matchId);
  }

  return (sportsType: number | undefined): Promise<OngoingMatch[]> =>
    answers(String(sportsType ?? 0), () => load(sportsType), [TIPS_TAG]);
}
