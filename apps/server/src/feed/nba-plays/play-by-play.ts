import type { NbaPlay } from '@sport/contract';
import type { PeriodScores } from '../../db/schema';
import type { BasketballPlan } from '../timeline';
import { periodEndText, playText } from './play-text';
import { playsSoFar, type RotationPlayer } from './plays';
import { momentOf, SHOT_POINTS } from './shots';

export interface PlayByPlayGame {
  simSeed: number;
  plan: BasketballPlan;
  /** The row's state: which periods have begun, the clock of the one played, whether the game is over. */
  periodScores: PeriodScores | null;
  clockSeconds: number | null;
  finished: boolean;
  names: { home: string; away: string };
}

/**
 * A simulated game's play-by-play so far, told in Chinese with the running score: the same credited plays the box
 * score adds up (nba-box-score.ts), so each player's lines and each period's points agree with it. A period over
 * ends with its score; the last one, once the game is over, with the final.
 */
export function playByPlay(game: PlayByPlayGame, rotations: { home: readonly (RotationPlayer & { name: string })[]; away: readonly (RotationPlayer & { name: string })[] }): NbaPlay[] {
  const names = new Map([...rotations.home, ...rotations.away].map((p) => [p.id, p.name]));
  const nameOf = (id: number | null) => (id === null ? '' : (names.get(id) ?? ''));
  const plays = playsSoFar(game, rotations);
  const over = momentOf(game).period;
  const lines: NbaPlay[] = [];
  let home = 0;
  let away = 0;
  const endPeriod = (period: number) => {
    const last = game.finished && period === over - 1;
    lines.push({ period: period + 1, clock: 0, side: null, points: 0, homeScore: home, awayScore: away, text: periodEndText(period, last, game.names, home, away) });
  };
  let period = 0;
  plays.forEach((play, i) => {
    while (play.period > period) endPeriod(period++);
    const points = play.made ? SHOT_POINTS[play.kind] : 0;
    if (play.side === 1) home += points;
    else away += points;
    lines.push({ period: play.period + 1, clock: play.clock, side: play.side, points, homeScore: home, awayScore: away, text: playText(play, i, nameOf) });
  });
  while (period < over) endPeriod(period++);
  return lines;
}
