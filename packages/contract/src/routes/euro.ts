import { Type } from 'typebox';
import { defineRoute } from '../route';
import { CompetitionTypeSeasons, Edition, FootballRankingStat, KnockoutRound, Lineup, PlayerRankingRow, Stage, StandingsGroup, TeamLeaders } from '../entities/football';
import { HomeAwayStat, Match, MatchDateItem, Pid } from '../entities/match';
import { EpochMs, GroupName, Id, NoInput } from '../schema-kit';

/** The edition a call reads (ours); the current one when absent. */
const Edition_ = () => Type.Object({ seasonId: Type.Optional(Id()) });

export const euroRoutes = {
  matchDate: defineRoute({
    method: 'GET',
    path: '/ssapi/euro/match-date',
    auth: 'none',
    request: Edition_(),
    response: Type.Array(MatchDateItem),
    summary: 'Euro days that have matches, ascending',
  }),
  stages: defineRoute({
    method: 'GET',
    path: '/ssapi/euro/stages',
    auth: 'none',
    request: Edition_(),
    response: Type.Array(Stage),
    summary: 'Euro stages in order',
  }),
  list: defineRoute({
    method: 'POST',
    path: '/ssapi/euro/list',
    auth: 'optional',
    request: Type.Object({
      seasonId: Type.Optional(Id()),
      matchDate: Type.Optional(EpochMs()),
      stageId: Type.Optional(Id()),
      pid: Type.Optional(Pid()),
    }),
    response: Type.Array(Match),
    summary: 'Euro matches of a day (China time) and/or a stage, with their anchors',
  }),
  ranking: defineRoute({
    method: 'POST',
    path: '/ssapi/euro/ranking',
    auth: 'none',
    request: Type.Object({ seasonId: Type.Optional(Id()), groupName: Type.Optional(GroupName()), stageId: Type.Optional(Id()) }),
    response: Type.Array(StandingsGroup),
    summary: 'Euro group tables',
  }),
  lineUp: defineRoute({
    method: 'POST',
    path: '/ssapi/euro/lineUp',
    auth: 'none',
    request: Type.Object({ id: Id() }),
    response: Lineup,
    summary: 'A national team and its squad',
  }),
  homeAway: defineRoute({
    method: 'POST',
    path: '/ssapi/euro/home-away',
    auth: 'none',
    request: Type.Object({ seasonId: Type.Optional(Id()), stageId: Type.Optional(Id()), groupName: Type.Optional(GroupName()) }),
    response: Type.Array(HomeAwayStat),
    summary: 'Home/away records of the Euro teams (numbers, not strings)',
  }),
  seasonList: defineRoute({
    method: 'POST',
    path: '/ssapi/euro/season-list',
    auth: 'none',
    request: Type.Object({ id: Id() }),
    response: Type.Array(CompetitionTypeSeasons),
    summary: 'Seasons a team took part in, grouped by competition type (empty groups may appear; clients drop them)',
  }),
  seasonMatch: defineRoute({
    method: 'POST',
    path: '/ssapi/euro/season-match',
    auth: 'none',
    request: Type.Object({ teamId: Id(), seasonId: Id() }),
    response: Type.Array(Match),
    summary: 'A team’s matches in one season',
  }),
  teamLeaders: defineRoute({
    method: 'POST',
    path: '/ssapi/euro/team/leaders',
    auth: 'none',
    // SPEC §7: "Team leaders (teamId, seasonId): path not shown" — the path is ours.
    request: Type.Object({ teamId: Id(), seasonId: Id() }),
    response: TeamLeaders,
    summary: 'A team’s best player per ranking stat in one season (path is ours)',
    ours: true,
  }),
  editions: defineRoute({
    method: 'GET',
    path: '/ssapi/euro/editions',
    auth: 'none',
    request: NoInput(),
    response: Type.Array(Edition),
    summary: 'Euro editions, newest first; every Euro call takes one’s seasonId (ours)',
    ours: true,
  }),
  playerRanking: defineRoute({
    method: 'POST',
    path: '/ssapi/euro/player-ranking',
    auth: 'none',
    request: Type.Object({ seasonId: Type.Optional(Id()), order: FootballRankingStat }),
    response: Type.Array(PlayerRankingRow),
    summary: 'Top 10 players of an edition by one stat (ours, like the five leagues’ call)',
    ours: true,
  }),
  knockout: defineRoute({
    method: 'GET',
    path: '/ssapi/euro/knockout',
    auth: 'none',
    request: Edition_(),
    response: Type.Array(KnockoutRound),
    summary: 'The knockout bracket of an edition: its rounds in order, each match with the matches it comes from (ours)',
    ours: true,
  }),
};
