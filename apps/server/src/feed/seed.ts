import type { Db } from '../db/client';
import { competitions, matchEvents, matches, nbaBoxScores, nbaTeamProfiles, nbaWorldBuild, players, seasons, stages, teams } from '../db/schema';
import { eq, inArray } from 'drizzle-orm';
import { NBA_ID, SPORT_BASKETBALL } from '../db/ids';
import { boxScoresOf } from './nba-box-score';
import { DEFAULT_STRENGTH } from './timeline';
import { seedDemoAnchors } from './demo-anchors';
import { seedDemoAudience } from './demo-audience';
import { seedDemoNews } from './demo-news';
import { seedDemoComments } from './demo-comments';
import { seedDemoForumThreads } from './demo-forum-threads';
import { ensureDemoBettors, seedDemoBets } from './demo-bets';
import { renameOutdatedDemoPlayers } from './demo-player-names';
import { placeRealClubPlayers } from './real-club-players';
import { seedDemoSystem } from './demo-system';
import { seedDemoUsers } from './demo-users';
import { seedRealSeasons } from './openfootball/seed-real';
import { DEFAULT_WORLD_SEED, generateWorld } from './world/generate-world';
import { buildTeams } from './world/teams';
import { catchUpSimulation } from './live-simulator';
import { NBA_WORLD_VERSION } from './world/nba';
import type { WorldRows } from './world/types';
import { AnswerCache } from '../lib/answer-cache';
import { systemClock } from '../lib/clock';
import { createFootballService } from '../modules/football/service';
import { createSettlementService } from '../modules/news/settle-service';
import { createWalletService } from '../modules/wallet/service';

export interface SeedOptions {
  seed?: number;
  now?: Date;
}

export interface SeedResult {
  /** False when the world was already there (a second start reuses it). */
  seeded: boolean;
  matches: number;
  /** Matches of the real seasons imported now (0 when they were already there). */
  realMatches: number;
}

/** The world is there once any competition is. */
export async function isWorldSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: competitions.id }).from(competitions).limit(1);
  return rows.length > 0;
}

/**
 * The whole demo world at once (`npm run seed`, tests): seedDemoWorld, then seedDemoContent. A server does the
 * same in two steps, serving between them (plugins/jobs.ts).
 */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  const result = await seedDemoWorld(db, opts);
  await seedDemoContent(db, opts.now ?? new Date());
  return result;
}

/**
 * What a first screen must show true before a node serves: the demo world when the database has none, in one
 * transaction so a crash never leaves half a world behind; then the real seasons (openfootball) when none is
 * there, the present played up to now, the demo users, system content and hosts, which skip what already exists.
 */
export async function seedDemoWorld(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  let result: SeedResult = { seeded: false, matches: 0, realMatches: 0 };
  if (!(await isWorldSeeded(db))) {
    const world = generateWorld({ seed: opts.seed ?? DEFAULT_WORLD_SEED, now: opts.now ?? new Date() });
    await db.transaction(async (tx) => {
      await insertWorld(tx, world);
    });
    result = { ...result, seeded: true, matches: world.matches.length };
  } else {
    await refreshOutdatedNba(db, opts);
    await addMissingTeams(db, opts.seed ?? DEFAULT_WORLD_SEED);
    await renameOutdatedDemoPlayers(db, opts);
  }
  // The clubs' real players (World Cup 2026 squads) take generated places: in a new world and, once, in an older one.
  await placeRealClubPlayers(db);
  // After the world (its competitions and teams), and also for a database seeded before real seasons existed.
  const real = await seedRealSeasons(db, opts.now ?? new Date());
  result = { ...result, realMatches: real.matches };
  // The running season's fixtures that kicked off before this start (all since the source's last result on a
  // first start) are played now, in one pass, so the content seeded next finds them over.
  await catchUpSimulation(db, opts.now ?? new Date());
  await seedDemoUsers(db);
  await seedDemoSystem(db);
  await seedDemoAnchors(db, opts.now ?? new Date());
  return result;
}

/**
 * The people's content over the world: experts and tips, comments, the experts' audience, bets and the forum.
 * A server writes it while it already serves (issue 26 §3: it was half of a first start), through paths that are
 * safe beside the live simulator and the settlement; each part skips itself once it is there. Stamped with `now`,
 * the instant the world was played up to.
 */
export async function seedDemoContent(db: Db, now: Date): Promise<{ wrote: boolean }> {
  const news = await seedDemoNews(db, now);
  // The bettors are the experts' followers, buyers and readers. The audience goes before the bets: it buys only
  // tips not settled yet, and the sweep below settles the seeded past with its buyers in.
  await ensureDemoBettors(db);
  const audience = await seedDemoAudience(db, now);
  const bets = await seedDemoBets(db, now);
  const forum = await seedDemoForumThreads(db, now);
  // The seeded past's tips settled, their buyers refunded, before the content counts as written (a node stopped
  // right after would otherwise leave it to the next start's settlement before serving).
  const football = createFootballService({ db, cache: new AnswerCache(systemClock) });
  await createSettlementService({ db, wallet: createWalletService({ db }), football }).sweep();
  // The talk under the tips after the sweep: what fans say after a match depends on how its tip settled.
  const comments = await seedDemoComments(db, now);
  // A later start finds every part there and writes nothing: nobody needs to hear of it.
  return { wrote: news.tips > 0 || comments.comments > 0 || audience.follows > 0 || bets.seeded || forum };
}

/** Rows per INSERT: matches have ~30 columns, and PostgreSQL takes at most 65535 parameters. */
const CHUNK = 1000;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function insertWorld(db: Db, world: WorldRows): Promise<void> {
  await db.insert(competitions).values(world.competitions);
  // A part of the world may hold no season (football alone: its seasons are all imported).
  await insertChunks(world.seasons, (c) => db.insert(seasons).values(c));
  await insertChunks(world.stages, (c) => db.insert(stages).values(c));
  await insertChunks(world.teams, (c) => db.insert(teams).values(c));
  await insertChunks(world.players, (c) => db.insert(players).values(c));
  await insertChunks(world.matches, (c) => db.insert(matches).values(c));
  await insertChunks(world.events, (c) => db.insert(matchEvents).values(c));
  await insertChunks(worldBoxScores(world), (c) => db.insert(nbaBoxScores).values(c));
  // A part of the world (tests insert one) carries the profiles of the teams it has, and marks a whole NBA.
  const teamIds = new Set(world.teams.map((t) => t.id));
  const profiles = (world.nbaTeamProfiles ?? []).filter((p) => teamIds.has(p.teamId));
  if (profiles.length > 0) await db.insert(nbaTeamProfiles).values(profiles);
  if (world.competitions.some((c) => c.id === NBA_ID)) await markNbaWorld(db);
}

/**
 * The teams (with their generated squads) a database seeded by an older build lacks: the clubs promoted into the
 * 2026/27 leagues. Their ids come after every older team's, so nothing else moves.
 */
async function addMissingTeams(db: Db, seed: number): Promise<void> {
  const book = buildTeams(seed);
  const known = new Set((await db.select({ id: teams.id }).from(teams)).map((t) => t.id));
  const missing = book.teams.filter((t) => !known.has(t.id));
  if (missing.length === 0) return;
  const ids = new Set(missing.map((t) => t.id));
  await db.transaction(async (tx) => {
    await insertChunks(missing, (c) => tx.insert(teams).values(c));
    await insertChunks(
      book.players.filter((p) => ids.has(p.teamId)),
      (c) => tx.insert(players).values(c).onConflictDoNothing(),
    );
  });
}

/** Records that the database holds this generator's NBA. */
async function markNbaWorld(db: Db): Promise<void> {
  await db.insert(nbaWorldBuild).values({ id: 1, version: NBA_WORLD_VERSION }).onConflictDoUpdate({ target: nbaWorldBuild.id, set: { version: NBA_WORLD_VERSION } });
}

/** The box scores of the world's simulated NBA games, from the squads as the live simulator reads them (by id). */
function worldBoxScores(world: WorldRows) {
  const squads = new Map<number, { id: number; position: string }[]>();
  for (const p of [...world.players].sort((a, b) => a.id - b.id)) {
    if (p.teamId == null) continue;
    const list = squads.get(p.teamId) ?? [];
    list.push({ id: p.id, position: p.position });
    squads.set(p.teamId, list);
  }
  const strengths = new Map(world.teams.map((t) => [t.id, t.strength]));
  return boxScoresOf(world.matches, { squadOf: (teamId) => squads.get(teamId) ?? [], strengthOf: (teamId) => strengths.get(teamId) ?? DEFAULT_STRENGTH }, SPORT_BASKETBALL);
}

/**
 * A world whose NBA an older generator made (nba_world's version below NBA_WORLD_VERSION, or no row: before the
 * record's games, the Cup groups, the 2023-24 seeds and the coaches) gets its NBA seasons made again: its games,
 * stages, lines and team profiles are replaced in one transaction; hosts bound to the old games lose those
 * bindings (cascade) and get new ones from the anchor seed. A world of this build is left alone.
 */
export async function refreshOutdatedNba(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  const [nba] = await db.select({ id: competitions.id }).from(competitions).where(eq(competitions.id, NBA_ID)).limit(1);
  if (!nba) return false;
  const [built] = await db.select({ version: nbaWorldBuild.version }).from(nbaWorldBuild).limit(1);
  if ((built?.version ?? 0) >= NBA_WORLD_VERSION) return false;
  const world = generateWorld({ seed: opts.seed ?? DEFAULT_WORLD_SEED, now: opts.now ?? new Date() });
  const nbaSeasons = world.seasons.filter((s) => s.competitionId === NBA_ID);
  const seasonIds = nbaSeasons.map((s) => s.id);
  const nbaMatches = world.matches.filter((m) => m.competitionId === NBA_ID);
  await db.transaction(async (tx) => {
    await tx.delete(matches).where(eq(matches.competitionId, NBA_ID));
    const old = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.competitionId, NBA_ID));
    if (old.length > 0) await tx.delete(stages).where(inArray(stages.seasonId, old.map((s) => s.id)));
    await tx.insert(seasons).values(nbaSeasons).onConflictDoNothing();
    await tx.insert(stages).values(world.stages.filter((s) => seasonIds.includes(s.seasonId)));
    await insertChunks(nbaMatches, (c) => tx.insert(matches).values(c));
    await insertChunks(worldBoxScores({ ...world, matches: nbaMatches }), (c) => tx.insert(nbaBoxScores).values(c));
    await tx.delete(nbaTeamProfiles);
    await tx.insert(nbaTeamProfiles).values(world.nbaTeamProfiles ?? []);
    await markNbaWorld(tx);
  });
  return true;
}
