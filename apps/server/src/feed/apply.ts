import { and, asc, eq, gte, inArray, isNotNull, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  competitions,
  matchEvents,
  matchSheets,
  matches,
  players,
  seasons,
  stages,
  teamSourceNames,
  teams,
  type DataSource,
} from '../db/schema';
import type { FeedAdapter, FeedBatch, FeedContext } from './adapter';
import { SPORT_FOOTBALL, REAL_MATCH_ID_BASE, REAL_PLAYER_ID_BASE } from '../db/ids';
import { matchPush, type Publish } from './live-simulator';
import type { MatchEventRow, MatchRow } from './world/types';
import { systemClock } from '../lib/clock';

export interface ApplyCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface ApplyResult extends ApplyCounts {
  /** The same counts for the matches alone; a match whose events changed counts as updated. */
  matches: ApplyCounts;
  /** Matches that existed and changed (their row or their events), published on `match.<id>`. */
  updatedMatchIds: number[];
}

export interface ApplyOptions {
  /** When given, every updated match is published on `match.<id>` after the commit, so cached answers drop. */
  publish?: Publish;
  now?: () => Date;
}

/**
 * Writes what an adapter yields, in one transaction, row by row against what is there: new rows are
 * inserted, changed ones updated, equal ones left alone, so a re-import of the same source changes
 * nothing and a corrected result changes exactly its match and that match's events.
 */
export async function applyFeed(db: Db, adapter: FeedAdapter, opts: ApplyOptions = {}): Promise<ApplyResult> {
  const now = opts.now ?? (() => new Date(systemClock()));
  const result = await db.transaction(async (tx) => {
    const batch = adapter.read(await loadContext(tx, adapter.source));
    return writeBatch(tx, batch, now());
  });
  if (opts.publish && result.updatedMatchIds.length > 0) {
    const rows = await db.select().from(matches).where(inArray(matches.id, result.updatedMatchIds));
    for (const row of rows) await opts.publish(`match.${row.id}`, matchPush(row.id, row, now()));
  }
  return result;
}

async function loadContext(db: Db, source: DataSource): Promise<FeedContext> {
  const names = await db
    .select({ name: teamSourceNames.name, teamId: teamSourceNames.teamId })
    .from(teamSourceNames)
    .where(eq(teamSourceNames.source, source));
  const football = await db
    .select({ id: teams.id, nameEn: teams.nameEn })
    .from(teams)
    .where(eq(teams.sportId, SPORT_FOOTBALL));
  const matchRefs = await db
    .select({ id: matches.id, ref: matches.externalRef })
    .from(matches)
    .where(isNotNull(matches.externalRef));
  const playerRefs = await db
    .select({ id: players.id, ref: players.externalRef })
    .from(players)
    .where(isNotNull(players.externalRef));
  const [lastMatch] = await db
    .select({ id: max(matches.id) })
    .from(matches)
    .where(gte(matches.id, REAL_MATCH_ID_BASE));
  const [lastPlayer] = await db
    .select({ id: max(players.id) })
    .from(players)
    .where(gte(players.id, REAL_PLAYER_ID_BASE));

  const bySourceName = new Map(names.map((n) => [n.name, n.teamId]));
  const byNameEn = new Map(football.map((t) => [t.nameEn, t.id]));
  return {
    teamIdBySourceName: (name) => bySourceName.get(name),
    teamIdByNameEn: (nameEn) => byNameEn.get(nameEn),
    matchId: allocator(matchRefs, (lastMatch?.id ?? REAL_MATCH_ID_BASE - 1) + 1),
    playerId: allocator(playerRefs, (lastPlayer?.id ?? REAL_PLAYER_ID_BASE - 1) + 1),
  };
}

/** Ids by external_ref: the known ones, else the next free id in import order (stable for the same files). */
function allocator(known: { id: number; ref: string | null }[], first: number): (ref: string) => number {
  const ids = new Map(known.map((k) => [k.ref ?? '', k.id]));
  let next = first;
  return (ref) => {
    const id = ids.get(ref) ?? next++;
    ids.set(ref, id);
    return id;
  };
}

const CHUNK = 1000;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

const norm = (value: unknown): unknown =>
  value instanceof Date
    ? value.getTime()
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : (value ?? null);

/** Only the columns the source gave (undefined = not given) are compared. */
function differs(existing: object, row: object): boolean {
  const old = existing as Record<string, unknown>;
  return Object.entries(row).some(([key, value]) => value !== undefined && norm(old[key]) !== norm(value));
}

interface Diff<T> {
  insert: T[];
  update: T[];
  unchanged: number;
}

function diff<T extends object>(rows: T[], existing: Map<string, object>, key: (row: T) => string): Diff<T> {
  const out: Diff<T> = { insert: [], update: [], unchanged: 0 };
  for (const row of rows) {
    const old = existing.get(key(row));
    if (!old) out.insert.push(row);
    else if (differs(old, row)) out.update.push(row);
    else out.unchanged++;
  }
  return out;
}

/** Existing rows by id, read in chunks (one parameter per id). */
async function byId<T extends { id: number }>(
  ids: number[],
  read: (ids: number[]) => Promise<T[]>,
): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  for (const part of chunks(ids)) for (const row of await read(part)) found.set(String(row.id), row);
  return found;
}

const idKey = (row: { id: number }) => String(row.id);
const counts = (d: Diff<unknown>): ApplyCounts => ({
  inserted: d.insert.length,
  updated: d.update.length,
  unchanged: d.unchanged,
});

async function writeBatch(db: Db, batch: FeedBatch, now: Date): Promise<ApplyResult> {
  const total: ApplyCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const add = (c: ApplyCounts) => {
    total.inserted += c.inserted;
    total.updated += c.updated;
    total.unchanged += c.unchanged;
  };

  const comps = diff(
    batch.competitions,
    await byId(
      batch.competitions.map((r) => r.id),
      (ids) => db.select().from(competitions).where(inArray(competitions.id, ids)),
    ),
    idKey,
  );
  for (const part of chunks(comps.insert)) await db.insert(competitions).values(part);
  for (const row of comps.update) await db.update(competitions).set(row).where(eq(competitions.id, row.id));
  add(counts(comps));

  const seasonDiff = diff(
    batch.seasons,
    await byId(
      batch.seasons.map((r) => r.id),
      (ids) => db.select().from(seasons).where(inArray(seasons.id, ids)),
    ),
    idKey,
  );
  for (const part of chunks(seasonDiff.insert)) await db.insert(seasons).values(part);
  for (const row of seasonDiff.update) await db.update(seasons).set(row).where(eq(seasons.id, row.id));
  add(counts(seasonDiff));

  const stageDiff = diff(
    batch.stages,
    await byId(
      batch.stages.map((r) => r.id),
      (ids) => db.select().from(stages).where(inArray(stages.id, ids)),
    ),
    idKey,
  );
  for (const part of chunks(stageDiff.insert)) await db.insert(stages).values(part);
  for (const row of stageDiff.update) await db.update(stages).set(row).where(eq(stages.id, row.id));
  add(counts(stageDiff));

  const teamDiff = diff(
    batch.teams,
    await byId(
      batch.teams.map((r) => r.id),
      (ids) => db.select().from(teams).where(inArray(teams.id, ids)),
    ),
    idKey,
  );
  for (const part of chunks(teamDiff.insert)) await db.insert(teams).values(part);
  for (const row of teamDiff.update) await db.update(teams).set(row).where(eq(teams.id, row.id));
  add(counts(teamDiff));

  const nameKey = (r: { source: string; name: string }) => `${r.source}\n${r.name}`;
  const sources = [...new Set(batch.teamSourceNames.map((r) => r.source))];
  const knownNames =
    sources.length === 0 ? [] : await db.select().from(teamSourceNames).where(inArray(teamSourceNames.source, sources));
  const nameDiff = diff(batch.teamSourceNames, new Map(knownNames.map((r) => [nameKey(r), r])), nameKey);
  for (const part of chunks(nameDiff.insert)) await db.insert(teamSourceNames).values(part);
  for (const row of nameDiff.update) {
    await db
      .update(teamSourceNames)
      .set(row)
      .where(and(eq(teamSourceNames.source, row.source), eq(teamSourceNames.name, row.name)));
  }
  add(counts(nameDiff));

  const playerDiff = diff(
    batch.players,
    await byId(
      batch.players.map((r) => r.id),
      (ids) => db.select().from(players).where(inArray(players.id, ids)),
    ),
    idKey,
  );
  for (const part of chunks(playerDiff.insert)) await db.insert(players).values(part);
  for (const row of playerDiff.update) await db.update(players).set(row).where(eq(players.id, row.id));
  add(counts(playerDiff));

  const existingMatches = await byId(
    batch.matches.map((r) => r.id),
    (ids) => db.select().from(matches).where(inArray(matches.id, ids)),
  );
  const { rows: matchRows, simulated } = keepSimulations(batch.matches, existingMatches);
  // A match the simulator played keeps its events too, until the record comes.
  const matchIds = matchRows.map((r) => r.id).filter((id) => !simulated.has(id));
  const matchDiff = diff(matchRows, existingMatches, idKey);
  for (const part of chunks(matchDiff.insert)) await db.insert(matches).values(part);
  for (const row of matchDiff.update)
    await db
      .update(matches)
      .set({ ...row, updatedAt: now })
      .where(eq(matches.id, row.id));

  // A record replacing a simulation takes the simulator's sheet with it: nothing invented stays beside the record.
  const recorded = matchIds.filter((id) => existingMatches.get(String(id))?.resultSource === 'simulation');
  for (const part of chunks(recorded)) await db.delete(matchSheets).where(inArray(matchSheets.matchId, part));

  // Events are derived from their match: a match whose list differs gets the whole new list.
  const eventsChanged = await replaceChangedEvents(db, matchIds, batch.events);
  const inserted = new Set(matchDiff.insert.map((r) => r.id));
  const updated = new Set(matchDiff.update.map((r) => r.id));
  for (const id of eventsChanged) if (!inserted.has(id) && !updated.has(id)) updated.add(id);
  if (updated.size > matchDiff.update.length) {
    const touched = [...updated].filter((id) => !matchDiff.update.some((r) => r.id === id));
    for (const part of chunks(touched))
      await db.update(matches).set({ updatedAt: now }).where(inArray(matches.id, part));
  }
  const matchCounts = {
    inserted: inserted.size,
    updated: updated.size,
    unchanged: batch.matches.length - inserted.size - updated.size,
  };
  add(matchCounts);

  return { ...total, matches: matchCounts, updatedMatchIds: [...updated] };
}

/** The columns of a result: a simulated one stays until a record result replaces it. */
const RESULT_KEYS = [
  'statusId',
  'phase',
  'minute',
  'kickoffAt',
  'kickoffTimeSet',
  'homeScore',
  'awayScore',
  'homeHalfScore',
  'awayHalfScore',
  'homeExtraTimeScore',
  'awayExtraTimeScore',
  'homePenaltyScore',
  'awayPenaltyScore',
  'homeCorners',
  'awayCorners',
  'homeYellowCards',
  'awayYellowCards',
  'homeRedCards',
  'awayRedCards',
  'periodScores',
  'resultSource',
] as const;

/**
 * A source row without a record result over a match the simulator has played (or is playing) leaves the
 * simulation alone: its result columns are dropped from the row (not compared, not written), and its events
 * are kept. A row carrying the record result goes through as any correction does.
 */
function keepSimulations(
  rows: MatchRow[],
  existing: Map<string, { resultSource: string | null }>,
): { rows: MatchRow[]; simulated: Set<number> } {
  const simulated = new Set<number>();
  const out = rows.map((row) => {
    const old = existing.get(String(row.id));
    if (old?.resultSource !== 'simulation' || row.resultSource === 'record') return row;
    simulated.add(row.id);
    const kept: Record<string, unknown> = { ...row };
    for (const key of RESULT_KEYS) delete kept[key];
    return kept as unknown as MatchRow;
  });
  return { rows: out, simulated };
}

const EVENT_KEYS = [
  'seq',
  'minute',
  'addedMinute',
  'type',
  'side',
  'teamId',
  'playerId',
  'assistPlayerId',
  'detail',
] as const;
const eventSignature = (events: MatchEventRow[]) =>
  JSON.stringify([...events].sort((a, b) => a.seq - b.seq).map((e) => EVENT_KEYS.map((k) => e[k] ?? null)));

/** Replaces the events of every match whose list differs from `events`; returns those match ids. */
async function replaceChangedEvents(db: Db, matchIds: number[], events: MatchEventRow[]): Promise<number[]> {
  const next = groupByMatch(events);
  const current = new Map<number, MatchEventRow[]>();
  for (const part of chunks(matchIds)) {
    const rows = await db
      .select()
      .from(matchEvents)
      .where(inArray(matchEvents.matchId, part))
      .orderBy(asc(matchEvents.matchId), asc(matchEvents.seq));
    for (const [id, list] of groupByMatch(rows)) current.set(id, list);
  }
  const changed = matchIds.filter((id) => eventSignature(current.get(id) ?? []) !== eventSignature(next.get(id) ?? []));
  for (const part of chunks(changed)) {
    const hadEvents = part.filter((id) => current.has(id));
    if (hadEvents.length > 0) await db.delete(matchEvents).where(inArray(matchEvents.matchId, hadEvents));
    const rows = part.flatMap((id) => next.get(id) ?? []);
    for (const rowsPart of chunks(rows)) await db.insert(matchEvents).values(rowsPart);
  }
  return changed;
}

function groupByMatch(events: MatchEventRow[]): Map<number, MatchEventRow[]> {
  const out = new Map<number, MatchEventRow[]>();
  for (const e of events) {
    const list = out.get(e.matchId) ?? [];
    list.push(e);
    out.set(e.matchId, list);
  }
  return out;
}
