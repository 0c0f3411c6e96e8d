import { Type } from 'typebox';
import { defineRoute } from '../route';
import { Edition, FootballRankingStat, KnockoutRound, PlayerRankingRow, TeamLeaders } from '../entities/football';
import { Id, NoInput } from '../schema-kit';

/** The edition a call reads (ours); the current one when absent. */
export const EditionInput = () => Type.Object({ seasonId: Type.Optional(Id()) });

/**
 * The calls of ours both tournaments (the World Cup and the Euro) answer the same way, under their own
 * prefix (`/ssapi/fifa`, `/ssapi/euro`): editions, a player ranking, the knockout bracket and a team's leaders.
 */
export const tournamentRoutes = (prefix: string, name: string) => ({
  // SPEC §7: "Team leaders (teamId, seasonId): path not shown" — the path is ours.
  teamLeaders: defineRoute({
    method: 'POST',
    path: `${prefix}/team/leaders`,
    auth: 'none',
    request: Type.Object({ teamId: Id(), seasonId: Id() }),
    response: TeamLeaders,
    summary: 'A team’s best player per ranking stat in one edition (path is ours)',
    ours: true,
  }),
  editions: defineRoute({
    method: 'GET',
    path: `${prefix}/editions`,
    auth: 'none',
    request: NoInput(),
    response: Type.Array(Edition),
    summary: `${name} editions, newest first; every ${name} call takes one’s seasonId (ours)`,
    ours: true,
  }),
  playerRanking: defineRoute({
    method: 'POST',
    path: `${prefix}/player-ranking`,
    auth: 'none',
    request: Type.Object({ seasonId: Type.Optional(Id()), order: FootballRankingStat }),
    response: Type.Array(PlayerRankingRow),
    summary: 'Top 10 players of an edition by one stat (ours, like the five leagues’ call)',
    ours: true,
  }),
  knockout: defineRoute({
    method: 'GET',
    path: `${prefix}/knockout`,
    auth: 'none',
    request: EditionInput(),
    response: Type.Array(KnockoutRound),
    summary:
      'The knockout bracket of an edition: its rounds in order, each match with the matches it comes from (ours)',
    ours: true,
  }),
});
