import { eq } from 'drizzle-orm';
import type { FootballTecPush } from '@sport/contract';
import type { Db } from '../db/client';
import { matchEvents, matchSheets } from '../db/schema';
import { matchEventView } from '../modules/football/match-page-view';
import { playFootball, type FootballMatchInput } from './match-sheet/play-football';

export type StoredSheet = Pick<typeof matchSheets.$inferSelect, 'lineups' | 'statistics' | 'commentary'>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes a simulated football match's events and sheet at a moment, in the caller's transaction (the one that
 * writes its score): new event rows are appended (a row already written stays), the sheet is replaced whole.
 * Returns what a `footballTec.<id>` push says of the change — the events and commentary lines new since `before`,
 * the statistics now, the line-ups when they moved — or null when nothing a viewer sees changed.
 */
export async function writeFootball(
  tx: Db,
  input: FootballMatchInput,
  before: StoredSheet | undefined,
  now: Date,
): Promise<Omit<FootballTecPush, 'minute'> | null> {
  const { events, sheet } = playFootball(input);
  const inserted =
    events.length === 0
      ? []
      : await tx.insert(matchEvents).values(events).onConflictDoNothing({ target: [matchEvents.matchId, matchEvents.seq] }).returning();
  const stored: StoredSheet = { lineups: sheet.lineups, statistics: sheet.statistics, commentary: sheet.commentary };
  await tx
    .insert(matchSheets)
    .values({ matchId: input.matchId, ...stored, updatedAt: now })
    .onConflictDoUpdate({ target: matchSheets.matchId, set: { ...stored, updatedAt: now } });

  // Lines are only ever added after the ones already told (the sheet is in match order and time only moves on).
  const commentary = sheet.commentary.slice(before?.commentary.length ?? 0);
  const lineupsMoved = !same(before?.lineups, sheet.lineups);
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

/** The stored sheet of a match, if the simulator wrote one. */
export async function findStoredSheet(db: Db, matchId: number): Promise<StoredSheet | undefined> {
  const [row] = await db
    .select({ lineups: matchSheets.lineups, statistics: matchSheets.statistics, commentary: matchSheets.commentary })
    .from(matchSheets)
    .where(eq(matchSheets.matchId, matchId));
  return row;
}
