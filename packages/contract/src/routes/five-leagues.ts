import { Type } from 'typebox';
import { defineRoute } from '../route';
import {
  CompetitionTypeSeasons,
  FootballRankingStat,
  LeagueSeason,
  Lineup,
  PlayerDetail,
  PlayerRankingRow,
  PlayerSeasonStat,
  StandingsGroup,
  TeamLeaders,
} from '../entities/football';
import { HomeAwayStat, Match, MatchDateItem, Pid } from '../entities/match';
import { EpochMs, GroupName, Id } from '../schema-kit';

const TeamSeason = () => Type.Object({ teamId: Id(), seasonId: Id() });

export const fiveLeaguesRoutes = {
  seasons: defineRoute({
    method: 'GET',
    path: '/ssapi/football/league/season-list',
    auth: 'none',
    // Not in SPEC §7: the centre needs each league's current season id for every other call.
    request: Type.Object({ id: Id() }),
    response: Type.Array(LeagueSeason),
    summary: 'A league’s seasons, newest first (ours)',
    ours: true,
  }),
  matchDate: defineRoute({
    method: 'GET',
    path: '/ssapi/football/league/match-date',
    auth: 'none',
    // SPEC: query id (the competition), a variant takes seasonId; one of them is needed.
    request: Type.Object({ id: Type.Optional(Id()), seasonId: Type.Optional(Id()) }),
    response: Type.Array(MatchDateItem),
    summary: 'Days with matches of a league (its current season) or of a season, ascending',
  }),
  matchList: defineRoute({
    method: 'POST',
    path: '/ssapi/football/league/match-list',
    auth: 'optional',
    request: Type.Object({ seasonId: Id(), matchDate: EpochMs(), pid: Type.Optional(Pid()) }),
    response: Type.Array(Match),
    summary: 'A league season’s matches of one day (China time), with their anchors',
  }),
  ranking: defineRoute({
    method: 'POST',
    path: '/ssapi/football/league/ranking',
    auth: 'none',
    request: Type.Object({ seasonId: Id(), groupName: Type.Optional(GroupName()), stageId: Type.Optional(Id()) }),
    response: Type.Array(StandingsGroup),
    summary: 'League table(s) of a season',
  }),
  playerRanking: defineRoute({
    method: 'POST',
    path: '/ssapi/football/league/player-ranking',
    auth: 'none',
    request: Type.Object({ seasonId: Id(), order: FootballRankingStat }),
    response: Type.Array(PlayerRankingRow),
    summary: 'Top 10 players of a season by one stat',
  }),
  homeAway: defineRoute({
    method: 'POST',
    path: '/ssapi/football/league/home-away',
    auth: 'none',
    request: Type.Object({ seasonId: Id(), stageId: Type.Optional(Id()), groupName: Type.Optional(GroupName()) }),
    response: Type.Array(HomeAwayStat),
    summary: 'Home/away records of a season’s teams',
  }),
  teamLineUp: defineRoute({
    method: 'POST',
    path: '/ssapi/football/team/lineUp',
    auth: 'none',
    request: Type.Object({ id: Id() }),
    response: Lineup,
    summary: 'A club and its squad',
  }),
  teamSeasonList: defineRoute({
    method: 'POST',
    path: '/ssapi/football/team/season-list',
    auth: 'none',
    request: Type.Object({ id: Id() }),
    response: Type.Array(CompetitionTypeSeasons),
    summary: 'Seasons a club took part in, grouped by competition type',
  }),
  teamSeasonMatch: defineRoute({
    method: 'POST',
    path: '/ssapi/football/team/season-match',
    auth: 'none',
    request: TeamSeason(),
    response: Type.Array(Match),
    summary: 'A club’s matches in one season',
  }),
  teamBestPlayers: defineRoute({
    method: 'POST',
    path: '/ssapi/football/team/best-players',
    auth: 'none',
    request: TeamSeason(),
    response: TeamLeaders,
    summary: 'A club’s best player per ranking stat in one season',
  }),
  playerBasic: defineRoute({
    method: 'POST',
    path: '/ssapi/football/player/basic',
    auth: 'none',
    request: Type.Object({ id: Id() }),
    response: PlayerDetail,
    summary: 'A player’s profile',
  }),
  playerSeasonStat: defineRoute({
    method: 'POST',
    path: '/ssapi/football/player/season-stat',
    auth: 'none',
    request: Type.Object({ seasonId: Id(), playerId: Id() }),
    response: PlayerSeasonStat,
    summary: 'A player’s totals in one season',
  }),
};
