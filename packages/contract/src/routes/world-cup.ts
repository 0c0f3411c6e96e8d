import { Type } from 'typebox';
import { defineRoute } from '../route';
import { CompetitionTypeSeasons, Edition, FootballRankingStat, KnockoutRound, Lineup, PlayerRankingRow, Stage, StandingsGroup, TeamLeaders } from '../entities/football';
import { Match, MatchDateItem, Pid } from '../entities/match';
import { EpochMs, Flag, GroupName, Id, NoInput } from '../schema-kit';

/** The edition a call reads (ours); the current one when absent. */
const Edition_ = () => Type.Object({ seasonId: Type.Optional(Id()) });

export const worldCupRoutes = {
  matchDate: defineRoute({
    method: 'GET',
    path: '/ssapi/fifa/match-date',
    auth: 'none',
    request: Edition_(),
    response: Type.Array(MatchDateItem),
    summary: 'World Cup days that have matches, ascending',
  }),
  stages: defineRoute({
    method: 'GET',
    path: '/ssapi/fifa/stages',
    auth: 'none',
    request: Edition_(),
    response: Type.Array(Stage),
    summary: 'World Cup stages in order',
  }),
  list: defineRoute({
    method: 'POST',
    path: '/ssapi/fifa/list',
    auth: 'optional',
    request: Type.Object({
      seasonId: Type.Optional(Id()),
      matchDate: Type.Optional(EpochMs()),
      pid: Type.Optional(Pid()),
      showAnchor: Type.Optional(Flag()),
      stageId: Type.Optional(Id()),
    }),
    response: Type.Array(Match),
    summary: 'World Cup matches of a day (China time) and/or a stage; anchors attached when showAnchor is 1',
  }),
  ranking: defineRoute({
    method: 'POST',
    path: '/ssapi/fifa/ranking',
    auth: 'none',
    request: Type.Object({ seasonId: Type.Optional(Id()), groupName: Type.Optional(GroupName()), stageId: Type.Optional(Id()) }),
    response: Type.Array(StandingsGroup),
    summary: 'World Cup group tables (one group when groupName is given)',
  }),
  lineUp: defineRoute({
    method: 'POST',
    path: '/ssapi/fifa/lineUp',
    auth: 'none',
    request: Type.Object({ id: Id() }),
    response: Lineup,
    summary: 'A national team and its squad',
  }),
  seasonList: defineRoute({
    method: 'POST',
    path: '/ssapi/fifa/season-list',
    auth: 'none',
    request: Type.Object({ id: Id() }),
    response: Type.Array(CompetitionTypeSeasons),
    summary: 'Seasons a team took part in, grouped by competition type',
  }),
  seasonMatch: defineRoute({
    method: 'POST',
    path: '/ssapi/fifa/season-match',
    auth: 'none',
    request: Type.Object({ teamId: Id(), seasonId: Id() }),
    response: Type.Array(Match),
    summary: 'A team’s matches in one season',
  }),
  editions: defineRoute({
    method: 'GET',
    path: '/ssapi/fifa/editions',
    auth: 'none',
    request: NoInput(),
    response: Type.Array(Edition),
    summary: 'World Cup editions, newest first; every World Cup call takes one’s seasonId (ours)',
    ours: true,
  }),
  playerRanking: defineRoute({
    method: 'POST',
    path: '/ssapi/fifa/player-ranking',
    auth: 'none',
    request: Type.Object({ seasonId: Type.Optional(Id()), order: FootballRankingStat }),
    response: Type.Array(PlayerRankingRow),
    summary: 'Top 10 players of an edition by one stat (ours, like the five leagues’ call)',
    ours: true,
  }),
  knockout: defineRoute({
    method: 'GET',
    path: '/ssapi/fifa/knockout',
    auth: 'none',
    request: Edition_(),
    response: Type.Array(KnockoutRound),
    summary: 'The knockout bracket of an edition: its rounds in order, each match with the matches it comes from (ours)',
    ours: true,
  }),
  teamLeaders: defineRoute({
    method: 'POST',
    path: '/ssapi/fifa/team/leaders',
    auth: 'none',
    request: Type.Object({ teamId: Id(), seasonId: Id() }),
    response: TeamLeaders,
    summary: 'A team’s best player per ranking stat in one edition (ours, like the Euro’s)',
    ours: true,
  }),
};
