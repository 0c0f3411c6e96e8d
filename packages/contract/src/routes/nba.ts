import { Type } from 'typebox';
import { defineRoute } from '../route';
import { HomeAwayStat, Match, MatchDateItem } from '../entities/match';
import {
  NbaLineup,
  NbaPlayerDetail,
  NbaPlayerRankingRow,
  NbaRankingGroup,
  NbaRankingStat,
  NbaSeasonItem,
  NbaTeamData,
  NbaTeamPlayer,
} from '../entities/nba';
import { EpochMs, Id, Int, NoInput } from '../schema-kit';

/** Season id; absent means the current season (enums/competition.ts NBA_CURRENT_SEASON_ID). */
const SeasonId = () => Type.Optional(Id());
/**
 * NBA kind (1 regular, 2 playoffs with the Finals, 5 the Finals alone, 6 the NBA Cup groups, 7 the Cup knockout).
 * SPEC's clients ask for the Finals as playoffs (nbaScheduleKind); 5 answers the season's Finals (record 022).
 */
const Kind = () => Type.Optional(Int({ minimum: 1, maximum: 7 }));
/** Scope of rankings and statistics: a competition phase (1 regular, 2 playoffs, ...). */
const Scope = () => Type.Optional(Int({ minimum: 1, maximum: 7 }));
/** 0 both conferences, 1 east, 2 west. */
const Division = () => Type.Optional(Int({ minimum: 0, maximum: 2 }));

export const nbaRoutes = {
  seasons: defineRoute({
    method: 'GET',
    path: '/ssapi/nba/season-list',
    auth: 'none',
    // Not in SPEC §7: the season ids are SPEC §4's constants; what the centre cannot know is which are simulated.
    request: NoInput(),
    response: Type.Array(NbaSeasonItem),
    summary: 'The NBA seasons, newest first, each with the day its simulated scores begin (ours)',
    ours: true,
  }),
  matchDate: defineRoute({
    method: 'GET',
    path: '/ssapi/nba/match-date',
    auth: 'none',
    request: Type.Object({ seasonId: SeasonId(), kind: Kind() }),
    response: Type.Array(MatchDateItem),
    summary: 'Days with NBA games of a season and kind, ascending',
  }),
  list: defineRoute({
    method: 'POST',
    path: '/ssapi/nba/list',
    auth: 'optional',
    request: Type.Object({
      matchDate: Type.Optional(EpochMs()),
      kind: Kind(),
      stageId: Type.Optional(Id()),
      seasonId: SeasonId(),
    }),
    response: Type.Array(Match),
    summary:
      'NBA games of a day (China time), kind or stage (cup knockout 10492–10494); without matchDate a knockout kind (2, 5, 6, 7) lists all its games (brackets, series), the regular season today; reads the pid header',
  }),
  teamLineUp: defineRoute({
    method: 'POST',
    path: '/ssapi/nba/team/lineUp',
    auth: 'none',
    request: Type.Object({ id: Id() }),
    response: NbaLineup,
    summary: 'An NBA team and its roster',
  }),
  teamMatch: defineRoute({
    method: 'POST',
    path: '/ssapi/nba/team/match',
    auth: 'none',
    request: Type.Object({ teamId: Id(), kind: Kind(), seasonId: SeasonId() }),
    response: Type.Array(Match),
    summary: 'A team’s games of a season and kind',
  }),
  teamPlayer: defineRoute({
    method: 'POST',
    path: '/ssapi/nba/team/player',
    auth: 'none',
    request: Type.Object({ teamId: Id(), seasonId: SeasonId(), kind: Kind() }),
    response: Type.Array(NbaTeamPlayer),
    summary: 'A team’s players with their averages of a season and kind (the current regular season by default)',
  }),
  playerDetail: defineRoute({
    method: 'POST',
    path: '/ssapi/nba/player/detail',
    auth: 'none',
    request: Type.Object({ id: Id(), seasonId: SeasonId(), kind: Kind() }),
    response: NbaPlayerDetail,
    summary:
      'A player’s profile, and his averages and latest games of a season and kind (the current regular season by default)',
  }),
  ranking: defineRoute({
    method: 'POST',
    path: '/ssapi/nba/ranking',
    auth: 'none',
    request: Type.Object({ scope: Scope(), division: Division(), seasonId: SeasonId() }),
    response: Type.Array(NbaRankingGroup),
    summary: 'Conference standings (东部排名, 西部排名); scope 6: the NBA Cup groups with their quarter-final seeds',
  }),
  playerList: defineRoute({
    method: 'POST',
    path: '/ssapi/nba/player/list',
    auth: 'none',
    request: Type.Object({ scope: Scope(), order: NbaRankingStat, seasonId: SeasonId() }),
    response: Type.Array(NbaPlayerRankingRow),
    summary: 'Top 10 players by one per-game stat',
  }),
  homeAway: defineRoute({
    method: 'POST',
    path: '/ssapi/nba/home-away',
    auth: 'none',
    request: Type.Object({ seasonId: SeasonId(), division: Division(), scope: Scope() }),
    response: Type.Array(HomeAwayStat),
    summary: 'Home/away records of the teams (draws are always 0)',
  }),
  teamData: defineRoute({
    method: 'POST',
    path: '/ssapi/nba/team/data',
    auth: 'none',
    request: Type.Object({ teamId: Id(), kind: Kind(), seasonId: SeasonId() }),
    response: NbaTeamData,
    summary: 'A team’s season averages and its leaders',
  }),
};
