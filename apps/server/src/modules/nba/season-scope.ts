import { NBA_CUP_STAGE_IDS } from '@sport/contract';
import type { Db } from '../../db/client';
import type { Read } from '../../lib/answer-cache';
import { NotFoundError } from '../../lib/domain-errors';
import type { seasonAnswers } from '../../lib/season-answers';
import { gamesOf } from './kinds';
import { findNbaKickoffs, findNbaSeason, findNbaStages, findNbaTeam } from './repository';

/** What every NBA read checks first: the season, stage and team it names (404 for none), and whether a season holds games. */
export function seasonScope(db: Db, seasons: Read<number | null>, perSeason: Pick<ReturnType<typeof seasonAnswers>, 'watch'>) {
  return {
    /** The given NBA season, or the current one; 404 for another competition's season or none. */
    season: async (seasonId?: number): Promise<number> => {
      const id = await seasons(String(seasonId ?? ''), () => findNbaSeason(db, seasonId));
      if (id === null) throw new NotFoundError('season');
      await perSeason.watch(id);
      return id;
    },

    /**
     * A stage of the season, 404 otherwise. The contract's cup stage ids (10492–10494) are the 2024 Cup's; in
     * another season they name that season's cup stage of the same round.
     */
    stageOf: async (seasonId: number, stageId: number): Promise<number> => {
      const stages = await findNbaStages(db, seasonId);
      if (stages.some((s) => s.id === stageId)) return stageId;
      const round = (NBA_CUP_STAGE_IDS as readonly number[]).indexOf(stageId);
      const cup = stages.filter((s) => s.phase === 7)[round];
      if (round < 0 || !cup) throw new NotFoundError('stage');
      return cup.id;
    },

    /** Whether the season holds any game (played or not) of a scope. */
    holdsGames: async (seasonId: number, scope: number): Promise<boolean> => {
      return (await findNbaKickoffs(db, seasonId, gamesOf(scope))).length > 0;
    },

    team: async (teamId: number) => {
      const row = await findNbaTeam(db, teamId);
      if (!row) throw new NotFoundError('team');
      return row;
    },
  };
}
