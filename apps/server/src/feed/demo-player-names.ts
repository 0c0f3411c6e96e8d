import { asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { players, teams } from '../db/schema';
import { REAL_PLAYER_ID_BASE } from '../db/ids';
import { DEFAULT_WORLD_SEED } from './world/generate-world';
import { buildTeams } from './world/teams';
import { nameSquad, type NamedMember } from './world/player-names';

/** Rows per UPDATE: three parameters each, far under PostgreSQL's 65535. */
const CHUNK = 2000;

/**
 * Gives the generated players of an existing database the names today's generator gives them (same ids, same
 * nationality), in one transaction. An older generator drew given name and surname from one mixed pool
 * (由纪·施密特 for Senegal); the names are a pure function of the seed, the team and its players, so the rows that
 * differ are exactly the outdated ones: the first start after an upgrade rewrites them, later starts find none.
 * Imported (real) players are never touched. Returns how many players were renamed.
 */
export async function renameOutdatedDemoPlayers(db: Db, opts: { seed?: number } = {}): Promise<number> {
  const seed = opts.seed ?? DEFAULT_WORLD_SEED;
  // Every generated place, the ones a real club player took included (feed/real-club-players.ts): the names are
  // drawn in squad order, so the place he took still draws its name, or each teammate after him would change his.
  const rows = await db
    .select({
      id: players.id,
      teamId: players.teamId,
      name: players.name,
      nameEn: players.nameEn,
      nationality: players.nationality,
      country: teams.country,
      source: players.source,
    })
    .from(players)
    .innerJoin(teams, eq(teams.id, players.teamId))
    .where(or(eq(players.source, 'demo'), lt(players.id, REAL_PLAYER_ID_BASE)))
    .orderBy(asc(players.teamId), asc(players.id));
  // The place a real player took drew its name with the nationality the generator gave it, which his row no longer has.
  const generated = rows.some((r) => r.source !== 'demo') ? generatedNationalities(seed) : new Map<number, string>();
  const squads = new Map<number, (NamedMember & { name: string; nameEn: string; real: boolean })[]>();
  for (const row of rows) {
    const squad = squads.get(row.teamId) ?? [];
    const real = row.source !== 'demo';
    const nationality = real ? generated.get(row.id) : row.nationality;
    squad.push({ id: row.id, nationality: nationality ?? row.country ?? '', name: row.name, nameEn: row.nameEn, real });
    squads.set(row.teamId, squad);
  }
  const changed: { id: number; name: string; nameEn: string }[] = [];
  for (const [teamId, squad] of squads) {
    const names = nameSquad(seed, teamId, squad);
    for (const player of squad) {
      if (player.real) continue;
      const next = names.get(player.id);
      if (next && (next.name !== player.name || next.nameEn !== player.nameEn)) changed.push({ id: player.id, ...next });
    }
  }
  if (changed.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < changed.length; i += CHUNK) {
      const values = sql.join(
        changed.slice(i, i + CHUNK).map((p) => sql`(${p.id}::int, ${p.name}::text, ${p.nameEn}::text)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${players} set name = v.name, name_en = v.name_en
        from (values ${values}) as v(id, name, name_en) where ${players.id} = v.id`);
    }
  });
  return changed.length;
}

/** Each generated player's nationality as the world generator draws it, by id. */
function generatedNationalities(seed: number): Map<number, string> {
  return new Map(buildTeams(seed).players.map((p) => [p.id, p.nationality]));
}
