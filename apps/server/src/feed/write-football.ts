import { isDeepStrictEqual } from 'node:util';
import { inArray, sql } from 'drizzle-orm';
import type { FootballTecPush } from '@sport/contract';
import type { Db } from '../db/client';
import { matchEvents, matchSheets } from '../db/schema';
import { matchEventView } from '../modules/football/match-page-view';
import type { playFootball, FootballMatchInput } from './match-sheet/play-football';

/** What a push is measured against: the stored sheet's line-ups and statistics, and how many lines it told. */
export interface StoredSheet {
  lineups: (typeof matchSheets.$inferSelect)['lineups'];
  statistics: (typeof matchSheets.$inferSelect)['statistics'];
  told: number;
}

type Played = ReturnType<typeof playFootball>;

/** jsonb keeps its own key order: compare the values, not their text. */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

type Lineups = StoredSheet['lineups'];
/**
 * The line-ups without the players' running figures (shots, saves): who plays, came on, went off or was sent off.
 * A push carries the line-ups when those moved; a shot's count alone rides in the stored sheet (the page's answer).
 */
function lineupMoves(lineups: Lineups | undefined) {
  const side = (team: Lineups['home']) =>
    [...team.starters, ...team.bench].map(({ shots: _s, shotsOnTarget: _t, saves: _v, ...player }) => player);
  return lineups ? { formations: [lineups.home.formation, lineups.away.formation], home: side(lineups.home), away: side(lineups.away) } : null;
}

/**
 * Whether the sheet at this moment differs from the stored one in anything a viewer sees. A substitution or a shot
 * can fall between two minutes of the clock, when the match row has not changed: this catches it.
 */
export function sheetMoved(sheet: Played['sheet'], before: StoredSheet | undefined): boolean {
  return !before || sheet.commentary.length !== before.told || !same(before.statistics, sheet.statistics) || !same(before.lineups, sheet.lineups);
}

/**
 * Writes a simulated football match's events and sheet at a moment, in the caller's transaction (the one that
 * writes its score): new event rows are appended (a row already written stays), the sheet is replaced whole when
 * it moved.
 * Returns what a `footballTec.<id>` push says of the change — the events and commentary lines new since `before`,
 * the statistics now, the line-ups when they moved — or null when nothing a viewer sees changed.
 */
export async function writeFootball(
  tx: Db,
  input: FootballMatchInput,
  { events, sheet }: Played,
  before: StoredSheet | undefined,
  now: Date,
): Promise<Omit<FootballTecPush, 'minute'> | null> {
  const inserted =
    events.length === 0
      ? []
      : await tx.insert(matchEvents).values(events).onConflictDoNothing({ target: [matchEvents.matchId, matchEvents.seq] }).returning();
  // A minute of the clock with nothing else happening leaves the stored sheet as it is.
  if (sheetMoved(sheet, before)) {
    const stored = { lineups: sheet.lineups, statistics: sheet.statistics, commentary: sheet.commentary };
    await tx
      .insert(matchSheets)
      .values({ matchId: input.matchId, ...stored, updatedAt: now })
      .onConflictDoUpdate({ target: matchSheets.matchId, set: { ...stored, updatedAt: now } });
  }

  // Lines are only ever added after the ones already told (the sheet is in match order and time only moves on).
  const commentary = sheet.commentary.slice(before?.told ?? 0);
  const lineupsMoved = !same(lineupMoves(before?.lineups), lineupMoves(sheet.lineups));
  if (inserted.length === 0 && commentary.length === 0 && !lineupsMoved && same(before?.statistics, sheet.statistics)) return null;
  const names = new Map([...input.squads.home, ...input.squads.away].map((p) => [p.id, p.name]));
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const pushed = inserted
    .map((e) =>
      matchEventView({
        ...e,
        playerName: nameOf(e.playerId),
        assistPlayerName: nameOf(e.assistPlayerId),
        relatedPlayerName: nameOf(e.relatedPlayerId),
      }),
    )
    .sort((a, b) => a.minute - b.minute || (a.addedMinute ?? 0) - (b.addedMinute ?? 0) || a.seq - b.seq);
  return {
    matchId: input.matchId,
    events: pushed,
    statistics: sheet.statistics,
    commentary,
    ...(lineupsMoved ? { lineups: sheet.lineups } : {}),
    updatedAt: now.getTime(),
  };
}

/** The stored sheets of these matches (those the simulator has written), by match id. */
export async function findStoredSheets(db: Db, matchIds: number[]): Promise<Map<number, StoredSheet>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .select({
      matchId: matchSheets.matchId,
      lineups: matchSheets.lineups,
      statistics: matchSheets.statistics,
      told: sql<number>`jsonb_array_length(${matchSheets.commentary})`.mapWith(Number),
    })
    .from(matchSheets)
    .where(inArray(matchSheets.matchId, matchIds));
  return new Map(rows.map(({ matchId, ...sheet }) => [matchId, sheet]));
}
