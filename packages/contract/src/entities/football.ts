import { Type, type Static } from 'typebox';
import { EpochMs, Id, Nullable } from '../schema-kit';
import { Match } from './match';

/** A stage of a competition season (group stage, round of 16, ...). */
export const Stage = Type.Object({
  id: Id(),
  name: Type.String(),
  competitionId: Type.Integer(),
  seasonId: Type.Integer(),
  /** Display order, ascending. */
  order: Type.Integer(),
  isKnockout: Type.Boolean(),
  /** Group names of a group stage ('A', 'B', ...); empty for a knockout stage. */
  groups: Type.Array(Type.String()),
  startDate: Nullable(EpochMs()),
  endDate: Nullable(EpochMs()),
});
export type Stage = Static<typeof Stage>;

export const Team = Type.Object({
  id: Id(),
  name: Type.String(),
  shortName: Type.String(),
  logo: Type.String(),
  country: Type.String(),
  coachName: Type.String(),
  venueName: Type.String(),
  foundedYear: Nullable(Type.Integer()),
});
export type Team = Static<typeof Team>;

/** Positions: F forward, M midfielder, D defender, G goalkeeper. */
export const FootballPosition = Type.Union([
  Type.Literal('F'),
  Type.Literal('M'),
  Type.Literal('D'),
  Type.Literal('G'),
]);
export type FootballPosition = Static<typeof FootballPosition>;

export const Player = Type.Object({
  id: Id(),
  name: Type.String(),
  logo: Type.String(),
  shirtNumber: Nullable(Type.Integer()),
  /** Null for a player a real source names without a position (an imported scorer). */
  position: Nullable(FootballPosition),
  /** Epoch ms; the age label comes from rules/age.ts. */
  birthday: Nullable(EpochMs()),
  height: Nullable(Type.Integer({ description: 'cm' })),
  weight: Nullable(Type.Integer({ description: 'kg' })),
  nationality: Type.String(),
  /** Market value in euros, when known. */
  marketValue: Nullable(Type.Integer()),
  /**
   * Ours: a player our generator made up, not a real one. No file we ship names a club's whole squad (decision 030),
   * so a club's squad is partly generated; the pages say which players are.
   */
  generated: Type.Boolean(),
});
export type Player = Static<typeof Player>;

/** A team's squad (the lineUp calls). */
export const Lineup = Type.Object({
  team: Team,
  players: Type.Array(Player),
});
export type Lineup = Static<typeof Lineup>;

/** Standings zones (per competition: European places, relegation, group qualification). */
export const StandingsZone = Type.Union([
  Type.Literal('ucl'),
  Type.Literal('uel'),
  Type.Literal('uecl'),
  Type.Literal('relegation-playoff'),
  Type.Literal('relegation'),
  Type.Literal('qualified'),
  Type.Literal('best-third'),
]);
export type StandingsZone = Static<typeof StandingsZone>;

/** One row of a standings table. */
export const StandingsRow = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  teamId: Id(),
  teamName: Type.String(),
  teamLogo: Type.String(),
  played: Type.Integer(),
  won: Type.Integer(),
  draw: Type.Integer(),
  loss: Type.Integer(),
  goalsFor: Type.Integer(),
  goalsAgainst: Type.Integer(),
  goalDiff: Type.Integer(),
  points: Type.Integer(),
  /** Qualification or relegation note for the row ('出线', '欧冠', '降级', ...), empty for none. */
  note: Type.String(),
  /** The zone the note names, for its colour; null for none. */
  zone: Nullable(StandingsZone),
  /** Ids of the teams this one stays level with on everything the competition's rules and the data can tell. */
  tiedWith: Type.Array(Type.Integer()),
});
export type StandingsRow = Static<typeof StandingsRow>;

/** A standings table of one group (groupName null for a single league table). */
export const StandingsGroup = Type.Object({
  stageId: Type.Integer(),
  groupName: Nullable(Type.String()),
  rows: Type.Array(StandingsRow),
  /** Set when teams stay level on everything and are ordered by name: says so, in Chinese. */
  tieNote: Nullable(Type.String()),
});
export type StandingsGroup = Static<typeof StandingsGroup>;

/** SPEC §5: the five stats a football player ranking is ordered by. */
export const FootballRankingStat = Type.Union([
  Type.Literal('goals'),
  Type.Literal('assists'),
  Type.Literal('shots_on_target'),
  Type.Literal('saves'),
  Type.Literal('minutes_played'),
]);
export type FootballRankingStat = Static<typeof FootballRankingStat>;

export const PlayerRankingRow = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  playerId: Id(),
  playerName: Type.String(),
  playerLogo: Type.String(),
  teamId: Id(),
  teamName: Type.String(),
  teamLogo: Type.String(),
  value: Type.Number(),
  /** Ours: the player is our generator's, not a real one (as on Player); the list says so. */
  generated: Type.Boolean(),
});
export type PlayerRankingRow = Static<typeof PlayerRankingRow>;

/** A team's best player per stat in one season (best-players / team leaders). */
export const TeamLeader = Type.Object({
  stat: FootballRankingStat,
  playerId: Id(),
  playerName: Type.String(),
  playerLogo: Type.String(),
  value: Type.Number(),
  /** Ours: the player is our generator's, not a real one (as on Player). */
  generated: Type.Boolean(),
});
export type TeamLeader = Static<typeof TeamLeader>;

export const TeamLeaders = Type.Object({
  teamId: Id(),
  seasonId: Type.Integer(),
  leaders: Type.Array(TeamLeader),
});
export type TeamLeaders = Static<typeof TeamLeaders>;

/** A season a team took part in, grouped by competition type (the season-list calls). */
export const TeamSeason = Type.Object({
  competitionId: Type.Integer(),
  competitionName: Type.String(),
  seasonId: Type.Integer(),
  seasonName: Type.String(),
});
export type TeamSeason = Static<typeof TeamSeason>;

export const CompetitionTypeSeasons = Type.Object({
  /** 1 league, 2 cup, 3 international (ours; SPEC keeps only "competitionTypeIds"). */
  competitionType: Type.Integer(),
  competitionTypeName: Type.String(),
  list: Type.Array(TeamSeason),
});
export type CompetitionTypeSeasons = Static<typeof CompetitionTypeSeasons>;

/** A player's profile (player/basic). */
export const PlayerDetail = Type.Object({
  ...Player.properties,
  teamId: Nullable(Type.Integer()),
  teamName: Type.String(),
  teamLogo: Type.String(),
  preferredFoot: Type.String(),
  contractUntil: Nullable(EpochMs()),
});
export type PlayerDetail = Static<typeof PlayerDetail>;

/** A player's totals in one season (player/season-stat); null where our data holds no such figure (never a made-up 0). */
export const PlayerSeasonStat = Type.Object({
  playerId: Id(),
  seasonId: Type.Integer(),
  competitionName: Type.String(),
  /**
   * Appearances, starts and minutes: the simulated matches' line-ups (a record holds none, so they count only the
   * season's simulated part); null for a season without a simulated match.
   */
  appearances: Nullable(Type.Integer()),
  starts: Nullable(Type.Integer()),
  minutes_played: Nullable(Type.Integer()),
  /** Null for a season whose source names no scorer (the five leagues' 2024/25 results are scores alone). */
  goals: Nullable(Type.Integer()),
  /** Null for a season whose source credits no assists (a real season's results). */
  assists: Nullable(Type.Integer()),
  shots: Nullable(Type.Integer()),
  shots_on_target: Nullable(Type.Integer()),
  saves: Nullable(Type.Integer()),
  /** Null for a season whose source shows no cards. */
  yellowCards: Nullable(Type.Integer()),
  redCards: Nullable(Type.Integer()),
});
export type PlayerSeasonStat = Static<typeof PlayerSeasonStat>;

/** A league season (ours: lets the five-leagues centre find a league's seasons). */
export const LeagueSeason = Type.Object({
  seasonId: Id(),
  competitionId: Type.Integer(),
  name: Type.String(),
  isCurrent: Type.Boolean(),
  /**
   * Ours (issue 23): the kick-off of the season's first match whose score the simulator made (the source has no
   * result for it yet); absent when every score is a record. The page says from which day its results are simulated.
   */
  simulatedFrom: Type.Optional(EpochMs()),
  /**
   * Ours: a past season whose source lacks some results (La Liga's and Serie A's 2024/25 last round): the kick-off
   * of the first such match and how many there are. They stay 待定, the tables and statistics count only the
   * record, and the page says so. Absent when the record is whole.
   */
  unrecorded: Type.Optional(Type.Object({ from: EpochMs(), count: Type.Integer({ minimum: 1 }) })),
});
export type LeagueSeason = Static<typeof LeagueSeason>;

/** A World Cup or Euro edition (ours): the centres switch between them; every call defaults to the current one. */
export const Edition = Type.Object({
  seasonId: Id(),
  name: Type.String(),
  year: Type.Integer(),
  isCurrent: Type.Boolean(),
});
export type Edition = Static<typeof Edition>;

/** A knockout match with the matches its two slots come from (null for a first knockout round). */
export const BracketMatch = Type.Object({
  ...Match.properties,
  homeFromMatchId: Nullable(Type.Integer()),
  awayFromMatchId: Nullable(Type.Integer()),
});
export type BracketMatch = Static<typeof BracketMatch>;

/** One knockout round of a tournament edition, in bracket order (ours: SPEC's knockoutStageList). */
export const KnockoutRound = Type.Object({
  stageId: Type.Integer(),
  name: Type.String(),
  matches: Type.Array(BracketMatch),
});
export type KnockoutRound = Static<typeof KnockoutRound>;
