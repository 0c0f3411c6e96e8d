import {
  basketballPhaseLabel,
  basketballStatusLabel,
  footballPhaseLabel,
  footballStatusLabel,
  GOAL_DISALLOWED_REASONS,
  SportId,
  type FootballMatchStats,
  type GoalDisallowedReason,
  type MatchDetail,
  type MatchDetailEvent,
  type MatchDetailHeader,
  type MatchEventKind,
  type SidePair,
} from '@sport/contract';
import { kickoffTimeTbd, resultSourceOf, teamLogo } from '../../lib/match-view';
import type { MatchPageEventRow, MatchPageRow, MatchPageSheet } from './match-page-repository';

/** The match page of any sport but its box score (the NBA module's table, laid over by the match module). */
export type MatchPage = Omit<MatchDetail, 'boxScore' | 'plays'>;

const GOALS = new Set(['goal', 'penalty_goal', 'own_goal']);

function headerView(row: MatchPageRow): MatchDetailHeader {
  const football = row.sportId === SportId.Football;
  return {
    matchId: row.matchId,
    sportId: row.sportId,
    competitionId: row.competitionId,
    competitionName: row.competitionName,
    seasonId: row.seasonId,
    seasonName: row.seasonName,
    stageId: row.stageId,
    stageName: row.stageName,
    groupName: row.groupName,
    roundNum: row.roundNum,
    matchDate: row.kickoffAt.getTime(),
    ...kickoffTimeTbd(row.kickoffTimeSet),
    statusId: row.statusId,
    statusName: football ? footballStatusLabel(row.statusId) : basketballStatusLabel(row.statusId),
    phase: row.phase,
    phaseName: row.phase === null ? null : football ? footballPhaseLabel(row.phase) : basketballPhaseLabel(row.phase),
    minute: row.minute,
    // The match row keeps the minute of play alone (45 through the first half's stoppage): nothing to say here yet.
    addedMinute: null,
    clock: row.clock,
    homeId: row.homeId ?? 0,
    awayId: row.awayId ?? 0,
    homeName: row.homeName,
    awayName: row.awayName,
    homeLogo: teamLogo(row.homeId, row.matchId),
    awayLogo: teamLogo(row.awayId, row.matchId),
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    homeHalfScore: row.homeHalfScore,
    awayHalfScore: row.awayHalfScore,
    homeExtraTimeScore: row.homeExtraTimeScore,
    awayExtraTimeScore: row.awayExtraTimeScore,
    homePenaltyScore: row.homePenaltyScore,
    awayPenaltyScore: row.awayPenaltyScore,
  };
}

const kindOf = (type: MatchPageEventRow['type']): MatchEventKind =>
  GOALS.has(type)
    ? 'goal'
    : type === 'disallowed_goal'
      ? 'goalDisallowed'
      : type === 'red' || type === 'substitution'
        ? type
        : 'yellow';

/** A struck-off goal's reason as the correction stored it; an unknown word reads as the usual review. */
const reasonOf = (detail: string | null): GoalDisallowedReason =>
  GOAL_DISALLOWED_REASONS.find((reason) => reason === detail) ?? 'VAR';

/** One event row as the page and the `footballTec` push show it (a substitution names the player going off). */
export function matchEventView(row: MatchPageEventRow): MatchDetailEvent {
  const kind = kindOf(row.type);
  const off = row.type === 'substitution' && row.relatedPlayerId !== null ? { playerOutId: row.relatedPlayerId, playerOutName: row.relatedPlayerName ?? '' } : {};
  return {
    seq: row.seq,
    minute: row.minute,
    addedMinute: row.addedMinute,
    kind,
    side: row.side,
    teamId: row.teamId,
    playerId: row.playerId,
    playerName: row.playerName,
    assistPlayerId: row.assistPlayerId,
    assistPlayerName: row.assistPlayerName,
    penalty: row.type === 'penalty_goal',
    ownGoal: row.type === 'own_goal',
    ...(kind === 'goalDisallowed' ? { reason: reasonOf(row.detail) } : {}),
    ...off,
  };
}

const pair = (home: number | null, away: number | null): SidePair | null =>
  home === null || away === null ? null : { home, away };

/**
 * The simulator's figures: its sheet's when it wrote one, else the match row's counts (a match it played before it
 * kept sheets); a real record holds none, and null says so where zeros would read as real.
 */
function statisticsOf(row: MatchPageRow, sheet: MatchPageSheet | null): FootballMatchStats | null {
  if (sheet) return sheet.statistics;
  const stats: FootballMatchStats = {
    possession: null,
    shots: null,
    shotsOnTarget: null,
    corners: pair(row.homeCorners, row.awayCorners),
    fouls: null,
    yellowCards: pair(row.homeYellowCards, row.awayYellowCards),
    redCards: pair(row.homeRedCards, row.awayRedCards),
    offsides: null,
  };
  return Object.values(stats).every((value) => value === null) ? null : stats;
}

export function matchPageView(row: MatchPageRow, eventRows: readonly MatchPageEventRow[], sheet: MatchPageSheet | null): MatchPage {
  const football = row.sportId === SportId.Football;
  const events = football ? eventRows.map(matchEventView) : [];
  const goals = events.filter((e) => e.kind === 'goal').length;
  const score = (row.homeScore ?? 0) + (row.awayScore ?? 0);
  return {
    header: headerView(row),
    resultSource: resultSourceOf(row),
    events,
    eventsHeld: {
      // A real league record has the score but no scorers: its goals are not held, though none are listed.
      goals: football && goals === score,
      // Counted cards mean the simulator played the match and wrote every card as an event.
      cards: football && row.homeYellowCards !== null && row.awayYellowCards !== null,
    },
    statistics: football ? statisticsOf(row, sheet) : null,
    lineups: football ? (sheet?.lineups ?? null) : null,
    commentary: football ? (sheet?.commentary ?? null) : null,
    periodScores: football ? null : (row.periodScores ?? null),
  };
}
