import { Type } from 'typebox';
import { defineRoute } from '../route';
import { CompetitionTypeSeasons, Lineup, Stage, StandingsGroup, TeamLeaders } from '../entities/football';
import { HomeAwayStat, Match, MatchDateItem, Pid } from '../entities/match';
import { EpochMs, GroupName, Id, NoInput } from '../schema-kit';

export const euroRoutes = {
  matchDate: defineRoute({
    method: 'GET',
    path: '/ssapi/euro/match-date',
    auth: 'none',
    request: NoInput(),
    response: Type.Array(MatchDateItem),
    summary: 'Euro days that have matches, ascending',
  }),
  stages: defineRoute({
    method: 'GET',
    path: '/ssapi/euro/stages',
    auth: 'none',
    request: NoInput(),
    response: Type.Array(Stage),
    summary: 'Euro stages in order',
  }),
  list: defineRoute({
    method: 'POST',
    path: '/ssapi/euro/list',
    auth: 'optional',
    request: Type.Object({
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
    request: Type.Object({ groupName: Type.Optional(GroupName()), stageId: Type.Optional(Id()) }),
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
    request: Type.Object({ stageId: Type.Optional(Id()), groupName: Type.Optional(GroupName()) }),
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
};
