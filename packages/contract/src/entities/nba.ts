import { PlayerRankingRow } from './football';
import { Type, type Static } from 'typebox';
import { EpochMs, Id, Nullable } from '../schema-kit';

export const NbaTeam = Type.Object({
  id: Id(),
  name: Type.String(),
  shortName: Type.String(),
  logo: Type.String(),
  city: Type.String(),
  /** 1 east, 2 west (enums/competition.ts Conference). */
  conference: Type.Integer({ minimum: 1, maximum: 2 }),
  coachName: Type.String(),
  venueName: Type.String(),
});
export type NbaTeam = Static<typeof NbaTeam>;

/**
 * One NBA season as the centre's season switch offers it (ours, like the five leagues' LeagueSeason): its SPEC §4
 * id and label, and, when the simulator scored its games (the record holds none for them), the tip-off of the
 * first such game, so the page says from which day its scores are simulated. Absent when every score is a record.
 */
export const NbaSeasonItem = Type.Object({
  seasonId: Id(),
  name: Type.String(),
  simulatedFrom: Type.Optional(EpochMs()),
});
export type NbaSeasonItem = Static<typeof NbaSeasonItem>;

export const NbaPlayer = Type.Object({
  id: Id(),
  name: Type.String(),
  logo: Type.String(),
  shirtNumber: Nullable(Type.Integer()),
  /** G, F, C, G-F, F-C ... */
  position: Type.String(),
  birthday: Nullable(EpochMs()),
  height: Nullable(Type.Integer({ description: 'cm' })),
  weight: Nullable(Type.Integer({ description: 'kg' })),
  nationality: Type.String(),
  /** Ours: a player our generator made up (the NBA record we ship holds scores, no rosters); the pages say so. */
  generated: Type.Boolean(),
});
export type NbaPlayer = Static<typeof NbaPlayer>;

export const NbaLineup = Type.Object({ team: NbaTeam, players: Type.Array(NbaPlayer) });
export type NbaLineup = Static<typeof NbaLineup>;

export const NbaStandingsRow = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  teamId: Id(),
  teamName: Type.String(),
  teamLogo: Type.String(),
  won: Type.Integer(),
  lost: Type.Integer(),
  /** 0..1 */
  winRate: Type.Number(),
  gamesBehind: Type.Number(),
  /** e.g. 'W3', 'L1' */
  streak: Type.String(),
  /** Won-lost at home, away, and in the last ten games, e.g. '30-11' (absent from older answers). */
  homeRecord: Type.Optional(Type.String()),
  awayRecord: Type.Optional(Type.String()),
  lastTen: Type.Optional(Type.String()),
  /** Won-lost against the team's own conference, e.g. '36-16'. */
  conferenceRecord: Type.Optional(Type.String()),
  /** NBA Cup groups (scope 6): points scored less conceded in the group games. */
  pointDiff: Type.Optional(Type.Integer()),
  /** NBA Cup groups, once the group stage is over: the quarter-final seed (1–3 group winners, 4 the wild card). */
  cupSeed: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
});
export type NbaStandingsRow = Static<typeof NbaStandingsRow>;

/**
 * SPEC §3 NBA ranking group: divisionName is 东部排名 or 西部排名 (CONFERENCE_LABELS). For the NBA Cup's groups (scope 6) there is one
 * per group, named by it (东部A组 …), `division` being its conference.
 */
export const NbaRankingGroup = Type.Object({
  division: Type.Integer({ minimum: 1, maximum: 2 }),
  divisionName: Type.String(),
  rankingItem: Type.Array(NbaStandingsRow),
});
export type NbaRankingGroup = Static<typeof NbaRankingGroup>;

/** Per-game averages (one decimal), used by player rows, team data and the player ranking; the three
 * shooting figures are percentages 0–100 (47.3 means 47.3 %). */
export const NbaAverages = Type.Object({
  points: Type.Number(),
  rebounds: Type.Number(),
  assists: Type.Number(),
  steals: Type.Number(),
  blocks: Type.Number(),
  turnovers: Type.Number(),
  minutes: Type.Number(),
  fieldGoalPct: Type.Number(),
  threePointPct: Type.Number(),
  freeThrowPct: Type.Number(),
});
export type NbaAverages = Static<typeof NbaAverages>;

/** The stats an NBA player ranking is ordered by (ours: SPEC only names `order`). */
export const NbaRankingStat = Type.Union([
  Type.Literal('points'),
  Type.Literal('rebounds'),
  Type.Literal('assists'),
  Type.Literal('steals'),
  Type.Literal('blocks'),
]);
export type NbaRankingStat = Static<typeof NbaRankingStat>;

/** Same shape as the football ranking row: one row of a top-10 list. */
export const NbaPlayerRankingRow = PlayerRankingRow;
export type NbaPlayerRankingRow = Static<typeof NbaPlayerRankingRow>;

/** A squad member with season averages (team/player). */
export const NbaTeamPlayer = Type.Object({
  player: NbaPlayer,
  games: Type.Integer(),
  averages: NbaAverages,
});
export type NbaTeamPlayer = Static<typeof NbaTeamPlayer>;

export const NbaTeamLeader = Type.Object({
  stat: NbaRankingStat,
  playerId: Id(),
  playerName: Type.String(),
  playerLogo: Type.String(),
  value: Type.Number(),
  /** Ours: the player is our generator's, not a real one (as on NbaPlayer). */
  generated: Type.Boolean(),
});
export type NbaTeamLeader = Static<typeof NbaTeamLeader>;

/** A team's season figures and leaders (team/data). */
export const NbaTeamData = Type.Object({
  teamId: Id(),
  seasonId: Type.Integer(),
  kind: Type.Integer(),
  won: Type.Integer(),
  lost: Type.Integer(),
  averages: NbaAverages,
  /** Rank among the 30 teams per stat of `averages` (1 = best; turnovers: fewest is best). */
  ranks: Type.Optional(Type.Record(Type.String(), Type.Integer({ minimum: 1 }))),
  leaders: Type.Array(NbaTeamLeader),
});
export type NbaTeamData = Static<typeof NbaTeamData>;

/** One game in a player's log. */
export const NbaPlayerGame = Type.Object({
  matchId: Id(),
  matchDate: EpochMs(),
  opponentName: Type.String(),
  isHome: Type.Boolean(),
  teamScore: Nullable(Type.Integer()),
  opponentScore: Nullable(Type.Integer()),
  minutes: Type.Integer(),
  points: Type.Integer(),
  rebounds: Type.Integer(),
  assists: Type.Integer(),
  steals: Type.Integer(),
  blocks: Type.Integer(),
});
export type NbaPlayerGame = Static<typeof NbaPlayerGame>;

/** SPEC §3 NBA playerDetail{info, match}. */
export const NbaPlayerDetail = Type.Object({
  info: Type.Object({
    ...NbaPlayer.properties,
    teamId: Nullable(Type.Integer()),
    teamName: Type.String(),
    teamLogo: Type.String(),
    averages: NbaAverages,
  }),
  match: Type.Array(NbaPlayerGame),
});
export type NbaPlayerDetail = Static<typeof NbaPlayerDetail>;
