import {
  basketballStatusLabel,
  isBasketballFinished,
  isBasketballLive,
  isBasketballNotStarted,
  type Match,
} from '@sport/contract';
import { applyMatchPush, phaseOf, scoreText, type MatchPhase, type StatusRules } from '../../../lib/match-phase';
import type { PushPatch } from '../../../lib/use-follow-match';

const BASKETBALL: StatusRules = {
  isLive: isBasketballLive,
  isFinished: isBasketballFinished,
  isNotStarted: isBasketballNotStarted,
};

export const gamePhase = (statusId: number): MatchPhase => phaseOf(BASKETBALL, statusId);

/** The status line from the contract's basketball map (第三节, 完场, 未开赛 ...). */
export const statusText = (game: Pick<Match, 'statusId'>): string => basketballStatusLabel(game.statusId);

/** The score between the names once the game is on, else "VS". */
export const mainScore = (game: Pick<Match, 'statusId' | 'homeScore' | 'awayScore'>): string => scoreText(BASKETBALL, game);

/** A game as a `match.<id>` push moves it, and the quarters when the push has them. */
export const applyGamePush: PushPatch<Match> = (game, push) => ({
  ...applyMatchPush(game, push),
  periodScores: push.periodScores ?? game.periodScores,
});

export const patchGames: PushPatch<Match[]> = (games, push) =>
  games.map((g) => (g.matchId === push.matchId ? applyGamePush(g, push) : g));

/** The same over lists of games (the Cup knockout's rounds). */
export const patchRounds: PushPatch<Match[][]> = (rounds, push) => rounds.map((games) => patchGames(games, push));

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
