import { Type } from 'typebox';
import { defineRoute } from '../route';
import { EditionInput, tournamentRoutes } from './tournament';
import { CompetitionTypeSeasons, Lineup, Stage, StandingsGroup } from '../entities/football';
import { HomeAwayStat, Match, MatchDateItem, Pid } from '../entities/match';
import { EpochMs, GroupName, Id } from '../schema-kit';

export const euroRoutes = {
  matchDate: defineRoute({
    method: 'GET',
    path: '/ssapi/euro/match-date',
    auth: 'none',
    request: EditionInput(),
    response: Type.Array(MatchDateItem),
    summary: 'Euro days that have matches, ascending',
  }),
  stages: defineRoute({
    method: 'GET',
    path: '/ssapi/euro/stages',
    auth: 'none',
    request: EditionInput(),
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
    request: Type.Object({
      seasonId: Type.Optional(Id()),
      groupName: Type.Optional(GroupName()),
      stageId: Type.Optional(Id()),
    }),
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
    request: Type.Object({
      seasonId: Type.Optional(Id()),
      stageId: Type.Optional(Id()),
      groupName: Type.Optional(GroupName()),
    }),
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
  ...tournamentRoutes('/ssapi/euro', 'Euro'),
};
