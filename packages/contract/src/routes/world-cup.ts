import { Type } from 'typebox';
import { defineRoute } from '../route';
import { EditionInput, tournamentRoutes } from './tournament';
import { CompetitionTypeSeasons, Lineup, Stage, StandingsGroup } from '../entities/football';
import { Match, MatchDateItem, Pid } from '../entities/match';
import { EpochMs, Flag, GroupName, Id } from '../schema-kit';

export const worldCupRoutes = {
  matchDate: defineRoute({
    method: 'GET',
    path: '/ssapi/fifa/match-date',
    auth: 'none',
    request: EditionInput(),
    response: Type.Array(MatchDateItem),
    summary: 'World Cup days that have matches, ascending',
  }),
  stages: defineRoute({
    method: 'GET',
    path: '/ssapi/fifa/stages',
    auth: 'none',
    request: EditionInput(),
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
    request: Type.Object({
      seasonId: Type.Optional(Id()),
      groupName: Type.Optional(GroupName()),
      stageId: Type.Optional(Id()),
    }),
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
  ...tournamentRoutes('/ssapi/fifa', 'World Cup'),
};
