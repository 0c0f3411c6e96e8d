import { repeat } from '../jobs/repeat';
import { and, eq, inArray, isNotNull, isNull, lt, lte, ne, or, between } from 'drizzle-orm';
import { footballTecChannel, matchChannel, type FootballTecPush, type MatchPush } from '@sport/contract';
import type { Db } from '../db/client';
import { matches, nbaBoxScores, players, teams } from '../db/schema';
import { playFootball } from './match-sheet/play-football';
import { findStoredSheets, sheetMoved, writeFootball } from './write-football';
import { boxScoresOf } from './nba-box-score';
import { worldCupGoals } from './record-goals';
import { recordGoalRates } from './record-goal-rates';
import { reviewGoal, struckOffGoals, withoutStruckOff } from './simulated-corrections';
import { REAL_PLAYER_ID_BASE, SPORT_BASKETBALL, SPORT_FOOTBALL } from '../db/ids';
import {
  BASKETBALL_FINISHED,
  DEFAULT_STRENGTH,
  FOOTBALL_FINISHED,
  planMatch,
  stateAt,
  stateColumns,
  winnerSide,
  type MatchState,
} from './timeline';
import type { SquadMember } from './world/types';
import { systemClock } from '../lib/clock';

/** The bus's publish of `match.<id>` (the score). */
export type Publish = (channel: string, data: MatchPush) => Promise<void>;
/** The same bus's publish of `footballTec.<id>` (a football match's play); the hub adds the per-channel `seq`. */
export type PublishPlay = (channel: string, data: FootballTecPush) => Promise<void>;

type MatchRow = typeof matches.$inferSelect;
type StateColumns = Omit<MatchState, 'eventCount'>;

const STATE_KEYS: (keyof StateColumns)[] = [
  'statusId',
  'phase',
  'minute',
  'homeScore',
  'awayScore',
  'homeHalfScore',
  'awayHalfScore',
  'homeCorners',
  'awayCorners',
  'homeYellowCards',
  'awayYellowCards',
  'homeRedCards',
  'awayRedCards',
  'homePenaltyScore',
  'awayPenaltyScore',
  'periodScores',
  'clockSeconds',
];

const changed = (row: MatchRow, next: StateColumns) =>
  STATE_KEYS.some((key) => JSON.stringify(row[key] ?? null) !== JSON.stringify(next[key] ?? null));

export function matchPush(id: number, s: StateColumns, now: Date): MatchPush {
  return {
    matchId: id,
    statusId: s.statusId,
    minute: s.minute ?? 0,
    homeScore: s.homeScore ?? 0,
    awayScore: s.awayScore ?? 0,
    homeHalfScore: s.homeHalfScore ?? 0,
    awayHalfScore: s.awayHalfScore ?? 0,
    homeCorner: s.homeCorners ?? 0,
    awayCorner: s.awayCorners ?? 0,
    // basketball: the quarters so far, so an open page's quarter scores move with the score
    ...(s.periodScores ? { periodScores: s.periodScores } : {}),
    ...(s.clockSeconds !== null ? { clock: s.clockSeconds } : {}),
    updatedAt: now.getTime(),
  };
}

/**
 * One step of the living world at `now`: every match that has kicked off and is not over moves to its
 * state at `now` (a pure function of its seed and the time since kick-off). Changed rows are written,
 * new events appended and a football match's sheet (line-ups, statistics, commentary) replaced, finished knockout
 * ties fill the slots they feed, and each changed match is published once on `match.<id>` — then, for football
 * when its events, statistics, commentary or line-ups moved, on `footballTec.<id>`. A football match whose sheet
 * moved while its row stood counts as changed. Returns the changed ids.
 */
export async function simulateTick(db: Db, now: Date, publish: Publish, publishPlay?: PublishPlay): Promise<number[]> {
  return advance(db, now, { publish, publishPlay, inTransaction: (write) => db.transaction(write) });
}

/**
 * Plays, in one pass and one transaction, every match due by `now` (the fixtures of the running season that
 * kicked off while the server was not running, or before a first start): the state a tick would give them,
 * without publishing (nobody listens before the server is up). Returns how many matches changed.
 */
export async function catchUpSimulation(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => (await advance(tx, now, { inTransaction: (write) => write(tx) })).length);
}

interface AdvanceOptions {
  publish?: Publish;
  publishPlay?: PublishPlay;
  /** Runs one match's writes: in its own transaction (a tick), or in the caller's (the catch-up). */
  inTransaction: (write: (tx: Db) => Promise<void>) => Promise<void>;
}

async function advance(db: Db, now: Date, { publish, publishPlay, inTransaction }: AdvanceOptions): Promise<number[]> {
  const due = await db
    .select()
    .from(matches)
    .where(
      and(
        // The demo world and the real fixtures the source has no result for yet (the running season: the importer
        // gives those a seed); every other real match waits for its source's result, never an invented one.
        or(eq(matches.source, 'demo'), ne(matches.simSeed, 0)),
        lte(matches.kickoffAt, now),
        isNotNull(matches.homeTeamId),
        isNotNull(matches.awayTeamId),
        or(
          and(eq(matches.sportId, SPORT_FOOTBALL), between(matches.statusId, 1, 7)),
          and(eq(matches.sportId, SPORT_BASKETBALL), between(matches.statusId, 1, 9)),
        ),
      ),
    );
  if (due.length === 0) return [];

  const teamIds = [...new Set(due.flatMap((m) => [m.homeTeamId ?? 0, m.awayTeamId ?? 0]))];
  const teamRows = await db.select({ id: teams.id, name: teams.name, strength: teams.strength }).from(teams).where(inArray(teams.id, teamIds));
  const strengths = new Map(teamRows.map((t) => [t.id, t.strength]));
  const names = new Map(teamRows.map((t) => [t.id, t.name]));
  const squads = new Map<number, SquadMember[]>();
  // Imported real scorers share the team but have no position: the generated squad's places alone play the
  // simulated match, a real club player standing in one (feed/real-club-players.ts) included.
  const loadSquads = async (ids: number[]) => {
    const rows = await db
      .select({ id: players.id, teamId: players.teamId, name: players.name, nameEn: players.nameEn, number: players.number, position: players.position, source: players.source })
      .from(players)
      .where(and(inArray(players.teamId, ids), lt(players.id, REAL_PLAYER_ID_BASE)))
      .orderBy(players.id);
    const goals = rows.some((r) => r.source !== 'demo') ? await worldCupGoals(db) : new Map<string, number>();
    for (const id of ids) squads.set(id, []);
    for (const r of rows) {
      const real = r.source !== 'demo';
      const recordGoals = real ? goals.get(r.nameEn) : undefined;
      squads.get(r.teamId ?? 0)?.push({ id: r.id, name: r.name, number: r.number, position: r.position ?? '', real, ...(recordGoals ? { recordGoals } : {}) });
    }
  };
  // Football is played out every tick: its teams' squads in one query.
  const footballTeams = [...new Set(due.filter((m) => m.sportId === SPORT_FOOTBALL).flatMap((m) => [m.homeTeamId ?? 0, m.awayTeamId ?? 0]))];
  if (footballTeams.length > 0) await loadSquads(footballTeams);
  const squadOf = async (teamId: number): Promise<SquadMember[]> => {
    if (!squads.has(teamId)) await loadSquads([teamId]);
    return squads.get(teamId) ?? [];
  };

  // The sheets already written of the football matches already under way (a push tells what is new beside them).
  const sheets = await findStoredSheets(
    db,
    due.filter((m) => m.sportId === SPORT_FOOTBALL && m.statusId !== 1).map((m) => m.id),
  );

  const struckOff = await struckOffGoals(db, due.map((m) => m.id));
  // A real league's fixture plays at its league's recorded rates; the demo world's at the generator's (world/play.ts
  // plays those to the same end).
  const rates = due.some((m) => m.sportId === SPORT_FOOTBALL && m.source !== 'demo') ? await recordGoalRates(db) : null;
  const changedIds: number[] = [];
  for (const row of due) {
    const home = row.homeTeamId ?? 0;
    const away = row.awayTeamId ?? 0;
    const plan = planMatch({
      sportId: row.sportId,
      simSeed: row.simSeed,
      homeStrength: strengths.get(home) ?? 70,
      awayStrength: strengths.get(away) ?? 70,
      knockout: row.kind !== 'regular',
      goalRates: row.source === 'demo' ? undefined : rates?.get(row.competitionId),
    });
    const elapsedMs = now.getTime() - row.kickoffAt.getTime();
    const state = stateAt(plan, elapsedMs);
    // A goal struck off (a correction) stays off, whatever the plan says.
    const next = withoutStruckOff(stateColumns(state), struckOff.get(row.id));
    // Football is played out every tick, as its sheet can move between two minutes of the clock (a shot, a
    // substitution) while its row stands; a basketball game only when its row changed.
    const playing = next.statusId !== 1 && (plan.kind === 'football' || changed(row, next));
    const squadPair = playing ? { home: await squadOf(home), away: await squadOf(away) } : null;
    const football =
      plan.kind === 'football' && squadPair
        ? {
            matchId: row.id,
            plan,
            simSeed: row.simSeed,
            homeStrength: strengths.get(home) ?? 70,
            awayStrength: strengths.get(away) ?? 70,
            teams: { home, away },
            names: { home: names.get(home) ?? '', away: names.get(away) ?? '' },
            squads: squadPair,
            elapsedMs,
            state,
          }
        : null;
    const played = football ? playFootball(football) : null;
    const before = sheets.get(row.id);
    if (!changed(row, next) && !(played && sheetMoved(played.sheet, before))) continue;

    const finished = next.statusId === (row.sportId === SPORT_BASKETBALL ? BASKETBALL_FINISHED : FOOTBALL_FINISHED);
    let pushed: StateColumns = next;
    // Filled inside the transaction; published once it has committed.
    const told: { play: Omit<FootballTecPush, 'minute'> | null } = { play: null };
    await inTransaction(async (tx) => {
      await tx
        .update(matches)
        // A real fixture's score now says where it comes from (a demo match has no record to tell apart).
        .set({ ...next, ...(row.source === 'demo' ? {} : { resultSource: 'simulation' as const }), updatedAt: now })
        .where(eq(matches.id, row.id));
      if (football && played) {
        told.play = await writeFootball(tx, football, played, before, now);
        // The events are written: a goal whose video review has come is struck off now (simulated-corrections.ts).
        pushed = (await reviewGoal(tx, row, football.plan, state, struckOff.get(row.id), now)) ?? next;
      }
      if (row.sportId === SPORT_BASKETBALL && squadPair) {
        // A running game's lines grow with its score: they are replaced whole.
        const lines = boxScoresOf(
          [{ ...row, ...next }],
          { squadOf: (id) => (id === home ? squadPair.home : squadPair.away), strengthOf: (id) => strengths.get(id) ?? DEFAULT_STRENGTH },
          SPORT_BASKETBALL,
        );
        await tx.delete(nbaBoxScores).where(eq(nbaBoxScores.matchId, row.id));
        if (lines.length > 0) await tx.insert(nbaBoxScores).values(lines);
      }
      if (finished && row.kind !== 'regular') {
        const [winner, loser] = winnerSide(plan) === 1 ? [home, away] : [away, home];
        await fillSlot(tx, `W:${row.id}`, winner);
        await fillSlot(tx, `L:${row.id}`, loser);
      }
    });
    changedIds.push(row.id);
    // The score first: its event also drops the match page's cached answer, which a client's refetch then reads.
    if (publish) await publish(matchChannel(row.id), matchPush(row.id, pushed, now));
    if (publishPlay && told.play) await publishPlay(footballTecChannel(row.id), { ...told.play, minute: pushed.minute ?? 0 });
  }
  return changedIds;
}

async function fillSlot(db: Db, source: string, teamId: number): Promise<void> {
  await db
    .update(matches)
    .set({ homeTeamId: teamId })
    .where(and(eq(matches.homeSource, source), isNull(matches.homeTeamId)));
  await db
    .update(matches)
    .set({ awayTeamId: teamId })
    .where(and(eq(matches.awaySource, source), isNull(matches.awayTeamId)));
}

export interface LiveSimulator {
  stop(): Promise<void>;
}

export interface LiveSimulatorOptions {
  db: Db;
  publish: Publish;
  publishPlay?: PublishPlay;
  intervalMs?: number;
  /** The clock; injectable so tests can move time. */
  now?: () => Date;
  onError?: (error: unknown) => void;
}

/** Runs `simulateTick` now and then every `intervalMs`, one tick at a time. */
export function startLiveSimulator({ db, publish, publishPlay, intervalMs = 5_000, now = () => new Date(systemClock()), onError }: LiveSimulatorOptions): LiveSimulator {
  return repeat(() => simulateTick(db, now(), publish, publishPlay).then(() => undefined), intervalMs, onError);
}
