import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { players, teams } from '../db/schema';
import { REAL_PLAYER_ID_BASE, SPORT_FOOTBALL } from '../db/ids';
import { assignSlots, clubSquadPlayers, leagueClubs, type ClubSquadPlayer } from './openfootball/club-squads';
import { OPENFOOTBALL_DATA_DIR } from './openfootball/files';
import { parseSquadsFile } from './openfootball/format';

/** The World Cup 2026 squads as shipped: each player's club is named there. */
const SQUADS_FILE = 'worldcup-2026.squads.json';

/** Rows per UPDATE: seven parameters each, far under PostgreSQL's 65535. */
const CHUNK = 1000;

/**
 * Puts the real players of the World Cup 2026 squads at their clubs of our five leagues (issue #23 §2): each one
 * takes a generated player's place (its id kept, the rest of the row his: name, birth date, nationality, position;
 * his club shirt number, height and weight are in no file we have, so none: a fan knows Saka wears 7, and the
 * place's generated number beside his real name would be an invented fact about a real person), source
 * 'openfootball' with his external_ref. Runs on every start, in one transaction: a fresh world and an older
 * database get the same rows, and a player already placed (found by his ref) is never placed twice, so a second
 * start changes nothing. Returns how many it placed.
 */
export async function placeRealClubPlayers(db: Db): Promise<number> {
  const football = await db
    .select({ id: teams.id, nameEn: teams.nameEn, country: teams.country, competitionIds: teams.competitionIds })
    .from(teams)
    .where(eq(teams.sportId, SPORT_FOOTBALL));
  const squads = parseSquadsFile(JSON.parse(readFileSync(join(OPENFOOTBALL_DATA_DIR, SQUADS_FILE), 'utf8')), SQUADS_FILE);
  const reals = clubSquadPlayers(squads, leagueClubs(football));
  if (reals.length === 0) return 0;
  const stored = new Map(
    (
      await db
        .select({ ref: players.externalRef, name: players.name })
        .from(players)
        .where(inArray(players.externalRef, reals.map((r) => r.externalRef)))
    ).map((r) => [r.ref, r.name]),
  );
  await renamePlaced(
    db,
    reals.filter((r) => stored.has(r.externalRef) && stored.get(r.externalRef) !== r.name),
  );
  await forgetPlaceNumbers(db, reals.filter((r) => stored.has(r.externalRef)).map((r) => r.externalRef));
  const todo = reals.filter((r) => !stored.has(r.externalRef));
  if (todo.length === 0) return 0;

  const clubIds = [...new Set(todo.map((r) => r.clubId))];
  const slots = await db
    .select({ id: players.id, teamId: players.teamId, position: players.position })
    .from(players)
    .where(
      and(
        inArray(players.teamId, clubIds),
        eq(players.source, 'demo'),
        isNotNull(players.position),
        lt(players.id, REAL_PLAYER_ID_BASE),
      ),
    )
    .orderBy(asc(players.id));
  const rows: (ClubSquadPlayer & { id: number })[] = [];
  for (const clubId of clubIds) {
    const own = todo.filter((r) => r.clubId === clubId);
    const taken = assignSlots(
      slots.filter((s) => s.teamId === clubId),
      own,
    );
    for (const real of own) {
      const id = taken.get(real.externalRef);
      if (id !== undefined) rows.push({ ...real, id });
    }
  }
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const values = sql.join(
        rows
          .slice(i, i + CHUNK)
          .map(
            (p) =>
              sql`(${p.id}::int, ${p.name}::text, ${p.nameEn}::text, ${p.position}::text, ${p.birthday}::date, ${p.nationality}::text, ${p.externalRef}::text)`,
          ),
        sql`, `,
      );
      await tx.execute(sql`
        update ${players} set name = v.name, name_en = v.name_en, number = null, position = v.position,
          birthday = v.birthday, nationality = v.nationality, height_cm = null, weight_kg = null, source = 'openfootball',
          external_ref = v.ref
        from (values ${values}) as v(id, name, name_en, position, birthday, nationality, ref) where ${players.id} = v.id`);
    }
  });
  return rows.length;
}

/** A player placed by an older build, which kept the generated number of his place, shows none too. */
async function forgetPlaceNumbers(db: Db, refs: readonly string[]): Promise<void> {
  for (let i = 0; i < refs.length; i += CHUNK) {
    await db
      .update(players)
      .set({ number: null })
      .where(and(inArray(players.externalRef, refs.slice(i, i + CHUNK)), isNotNull(players.number)));
  }
}

/**
 * A player placed by an older build keeps his place and takes the name the tables give him now (a Chinese name
 * added for one who was placed in Latin letters); match sheets already written keep the name they were written with.
 */
async function renamePlaced(db: Db, renamed: readonly ClubSquadPlayer[]): Promise<void> {
  for (let i = 0; i < renamed.length; i += CHUNK) {
    const values = sql.join(
      renamed.slice(i, i + CHUNK).map((p) => sql`(${p.externalRef}::text, ${p.name}::text)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${players} set name = v.name from (values ${values}) as v(ref, name) where ${players.externalRef} = v.ref`,
    );
  }
}
