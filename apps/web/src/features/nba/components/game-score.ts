import {
  basketballStatusLabel,
  isBasketballFinished,
  isBasketballLive,
  isBasketballNotStarted,
  type Match,
} from '@sport/contract';
import type { PushPatch } from '../../../lib/use-follow-match';

export type GamePhase = 'live' | 'upcoming' | 'finished' | 'other';

export const gamePhase = (statusId: number): GamePhase =>
  isBasketballLive(statusId)
    ? 'live'
    : isBasketballFinished(statusId)
      ? 'finished'
      : isBasketballNotStarted(statusId)
        ? 'upcoming'
        : 'other';

/** The status line from the contract's basketball map (第三节, 完场, 未开赛 ...). */
export const statusText = (game: Pick<Match, 'statusId'>): string => basketballStatusLabel(game.statusId);

/** The score between the names once the game is on, else "VS". */
export const mainScore = (game: Pick<Match, 'statusId' | 'homeScore' | 'awayScore'>): string =>
  !isBasketballNotStarted(game.statusId) && game.homeScore !== null && game.awayScore !== null
    ? `${game.homeScore} : ${game.awayScore}`
    : 'VS';

/** A game as a `match.<id>` push moves it: status, clock, score and, when the push has them, the quarters. */
export const applyGamePush: PushPatch<Match> = (game, push) => ({
  ...game,
  statusId: push.statusId,
  minute: push.minute,
  homeScore: push.homeScore,
  awayScore: push.awayScore,
  homeHalfScore: push.homeHalfScore,
  awayHalfScore: push.awayHalfScore,
  periodScores: push.periodScores ?? game.periodScores,
});

export const patchGames: PushPatch<Match[]> = (games, push) =>
  games.map((g) => (g.matchId === push.matchId ? applyGamePush(g, push) : g));

/** Live games first, then the rest by tip-off (stable for equal times). */
export const liveFirst = (games: readonly Match[]): Match[] =>
  games
    .map((game, index) => ({ game, index }))
    .sort(
      (a, b) =>
        Number(isBasketballLive(b.game.statusId)) - Number(isBasketballLive(a.game.statusId)) ||
        a.game.matchDate - b.game.matchDate ||
        a.index - b.index,
    )
    .map(({ game }) => game);
