import { systemRoutes, type Match, type ResultSource } from '@sport/contract';
import type { MatchListRow } from '../db/match-queries';
import type { DataSource } from '../db/schema/competition';

/** A crest URL the web can put in an <img>: the system module draws it from the team id. */
export const teamLogo = (teamId: number | null, matchId = 0): string =>
  teamId === null ? '' : `${systemRoutes.teamLogo.path}?matchId=${matchId}&pid=${teamId}`;

/**
 * Where a match's score comes from, null before it has one. A real fixture's row says it (the importer's record,
 * the simulator's result); a demo-world match has no record beside it, so its score is the simulator's; a real NBA
 * game is the record's.
 */
export function resultSourceOf(row: {
  homeScore: number | null;
  awayScore: number | null;
  resultSource: ResultSource | null;
  source: DataSource;
}): ResultSource | null {
  if (row.homeScore === null || row.awayScore === null) return null;
  return row.resultSource ?? (row.source === 'demo' ? 'simulation' : 'record');
}

/** The wire's flag of a kick-off whose time the record does not give: sent only when true, as the contract reads it. */
export const kickoffTimeTbd = (timeSet: boolean): { kickoffTimeTbd?: true } =>
  timeSet ? {} : { kickoffTimeTbd: true };

/**
 * What every match centre sends of a list row; each adds its own scores (football's halves, extra time and
 * penalties; the NBA's kind and quarters). Anchors are laid over per request (modules/football/anchor-source.ts).
 */
export function matchListView(row: MatchListRow): Omit<Match, 'homeHalfScore' | 'awayHalfScore'> {
  return {
    matchId: row.matchId,
    sportId: row.sportId,
    competitionId: row.competitionId,
    competitionName: row.competitionName,
    seasonId: row.seasonId,
    stageId: row.stageId,
    stageName: row.stageName,
    groupName: row.groupName,
    roundNum: row.roundNum,
    statusId: row.statusId,
    minute: row.minute,
    matchDate: row.kickoffAt.getTime(),
    ...kickoffTimeTbd(row.kickoffTimeSet),
    // An undecided knockout slot has no team yet; 0 keeps the id numeric for the client.
    homeId: row.homeId ?? 0,
    awayId: row.awayId ?? 0,
    homeName: row.homeName,
    awayName: row.awayName,
    homeLogo: teamLogo(row.homeId, row.matchId),
    awayLogo: teamLogo(row.awayId, row.matchId),
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    anchorInfo: [],
  };
}
