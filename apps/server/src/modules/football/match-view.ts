import { systemRoutes, type Match } from '@sport/contract';
import type { MatchRow } from './match-repository';

/** A crest URL the web can put in an <img>: the system module draws it from the team id. */
export const teamLogo = (matchId: number, teamId: number | null): string =>
  teamId === null ? '' : `${systemRoutes.teamLogo.path}?matchId=${matchId}&pid=${teamId}`;

/** A match row as the centres send it; anchors are laid over per request (anchor-source.ts). */
export function matchView(row: MatchRow): Match {
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
    // An undecided knockout slot has no team yet; 0 keeps the id numeric for the client.
    homeId: row.homeId ?? 0,
    awayId: row.awayId ?? 0,
    homeName: row.homeName,
    awayName: row.awayName,
    homeLogo: teamLogo(row.matchId, row.homeId),
    awayLogo: teamLogo(row.matchId, row.awayId),
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    homeHalfScore: row.homeHalfScore,
    awayHalfScore: row.awayHalfScore,
    homeExtraTimeScore: row.homeExtraTimeScore,
    awayExtraTimeScore: row.awayExtraTimeScore,
    homePenaltyScore: row.homePenaltyScore,
    awayPenaltyScore: row.awayPenaltyScore,
    anchorInfo: [],
  };
}
