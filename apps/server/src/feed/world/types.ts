import type { competitions, matchEvents, matches, nbaTeamProfiles, players, seasons, stages, teams } from '../../db/schema';

export type CompetitionRow = typeof competitions.$inferInsert;
export type SeasonRow = typeof seasons.$inferInsert;
export type StageRow = typeof stages.$inferInsert;
export type TeamRow = typeof teams.$inferInsert & { id: number; strength: number };
/** A demo player has the full profile the schema leaves optional for imported ones. */
export type PlayerRow = typeof players.$inferInsert & {
  number: number;
  position: string;
  birthday: string;
  nationality: string;
  heightCm: number;
  weightKg: number;
};
export type MatchRow = typeof matches.$inferInsert;
export type MatchEventRow = typeof matchEvents.$inferInsert;
export type NbaTeamProfileRow = typeof nbaTeamProfiles.$inferInsert;

/** The whole demo world as rows, in insertion order. */
export interface WorldRows {
  competitions: CompetitionRow[];
  seasons: SeasonRow[];
  stages: StageRow[];
  teams: TeamRow[];
  players: PlayerRow[];
  matches: MatchRow[];
  events: MatchEventRow[];
  /** NBA teams' coaches and arenas (absent from a part of the world built by hand). */
  nbaTeamProfiles?: NbaTeamProfileRow[];
}

/** A fixture before it is played out against the clock. */
export interface Fixture {
  id: number;
  sportId: number;
  competitionId: number;
  seasonId: number;
  stageId: number;
  groupName: string | null;
  round: number | null;
  kind: MatchRow['kind'];
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeSource: string | null;
  awaySource: string | null;
  /** Epoch ms. */
  kickoff: number;
  knockout: boolean;
  simSeed: number;
}

/** A squad member as the simulator needs it: for the events and the match sheet (line-ups, commentary). */
export interface SquadMember {
  id: number;
  name: string;
  /** Shirt number; null when the squad holds none. */
  number: number | null;
  position: string;
  /** A real club player (feed/real-club-players.ts): a manager picks him before a generated one. */
  real: boolean;
  /** A real player's goals at the World Cup 2026 (feed/record-goals.ts): his finishing leans on them. */
  recordGoals?: number;
}
