import type { NbaBoxScore, NbaPlay } from '@sport/contract';
import type { Db } from '../../db/client';
import { basketballPlanOf } from '../../feed/nba-box-score';
import { playByPlay } from '../../feed/nba-plays/play-by-play';
import { BASKETBALL_FINISHED, DEFAULT_STRENGTH } from '../../feed/timeline';
import { findGameCourse, findGameLines, findGameRotation } from './repository';

/**
 * One game's sheet for the match page: its player lines and its play-by-play. Not cached here: the match page's
 * answer is, dropped on the game's events.
 */
export function createGameSheet(db: Db) {
  return {
    /** A game's player lines by side; null when the game has none (a real game: the record gives its final score alone, and no line is invented). */
    async boxScore(game: { matchId: number; homeId: number }): Promise<NbaBoxScore | null> {
      const lines = await findGameLines(db, game.matchId);
      if (lines.length === 0) return null;
      const line = ({ teamId: _teamId, ...rest }: (typeof lines)[number]) => rest;
      return {
        home: lines.filter((l) => l.teamId === game.homeId).map(line),
        away: lines.filter((l) => l.teamId !== game.homeId).map(line),
      };
    },

    /**
     * A game's play-by-play so far; null when it has none (a real game, or one not begun). Made, like its box score's
     * lines, from the simulator's plan of the game and the players it credited (feed/nba-plays): the lines hold
     * who played, the row how far the game has gone.
     */
    async plays(game: { matchId: number; homeId: number; homeName: string; awayName: string }): Promise<NbaPlay[] | null> {
      const [course, rotation] = await Promise.all([findGameCourse(db, game.matchId), findGameRotation(db, game.matchId)]);
      if (!course || course.source !== 'demo' || rotation.length === 0) return null;
      const plan = basketballPlanOf(course, { home: course.homeStrength ?? DEFAULT_STRENGTH, away: course.awayStrength ?? DEFAULT_STRENGTH });
      return playByPlay(
        { ...course, plan, finished: course.statusId === BASKETBALL_FINISHED, names: { home: game.homeName, away: game.awayName } },
        { home: rotation.filter((p) => p.teamId === game.homeId), away: rotation.filter((p) => p.teamId !== game.homeId) },
      );
    },
  };
}
