import { NBA_ID, SPORT_BASKETBALL } from '../../db/ids';
import { NBA_RECORD_GAMES, type NbaRecordGame } from '../data/nba-record';
import { HOUR_MS } from './time';
import type { MatchRow, TeamRow } from './types';

/** Basketball "finished" (status 10, phase 3014 比赛结束). */
const FINISHED = { statusId: 10, phase: 3014 } as const;

interface RecordContext {
  seasonId: number;
  cupStageIds: readonly [number, number, number];
  finalsStageId: number;
  teams: Map<number, TeamRow>;
  nextId: () => number;
}

/**
 * The record's games of one part as finished match rows with source 'nba-record': the live simulator plays
 * only demo rows, so these are never overwritten. The record holds final scores only: no quarter scores and
 * no box scores are invented for them (player statistics come from the simulated games alone).
 */
export function nbaRecordRows(part: NbaRecordGame['part'], ctx: RecordContext): MatchRow[] {
  const idOf = (nameEn: string): number => {
    for (const team of ctx.teams.values()) if (team.sportId === SPORT_BASKETBALL && team.nameEn === nameEn) return team.id;
    throw new Error(`nba-record: unknown team ${nameEn}`);
  };
  return NBA_RECORD_GAMES.filter((g) => g.part === part).map((g, i): MatchRow => {
    const [y, m, d] = g.date;
    const kickoff = Date.UTC(y, m - 1, d) + g.hourUtc * HOUR_MS;
    const stageId = g.cupRound === undefined ? ctx.finalsStageId : ctx.cupStageIds[g.cupRound];
    return {
      id: ctx.nextId(),
      sportId: SPORT_BASKETBALL,
      competitionId: NBA_ID,
      seasonId: ctx.seasonId,
      stageId,
      groupName: null,
      round: g.cupRound === undefined ? 4 : null,
      kind: part,
      homeTeamId: idOf(g.home),
      awayTeamId: idOf(g.away),
      homeSource: null,
      awaySource: null,
      ...FINISHED,
      minute: null,
      kickoffAt: new Date(kickoff),
      homeScore: g.homeScore,
      awayScore: g.awayScore,
      periodScores: null,
      simSeed: 0,
      source: 'nba-record',
      externalRef: `nba-record:${part}:${i + 1}`,
    };
  });
}
