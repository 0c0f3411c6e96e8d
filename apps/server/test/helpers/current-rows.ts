import { join } from 'node:path';
import { MINUTE_MS } from '@sport/contract';
import type { FeedBatch, FeedContext } from '../../src/feed/adapter';
import { REAL_MATCH_ID_BASE, REAL_PLAYER_ID_BASE } from '../../src/db/ids';
import { openfootballAdapter } from '../../src/feed/openfootball/adapter';
import {
  OPENFOOTBALL_DATA_DIR,
  SHIPPED_FILES,
  competitionFromFileName,
  defaultKickoffTime,
  isCurrentSeasonFile,
  loadOpenfootballFile,
  zoneFor,
} from '../../src/feed/openfootball/files';
import type { WorldRows } from '../../src/feed/world/types';

type Rows = Pick<WorldRows, 'seasons' | 'stages' | 'matches'>;

/** A context over the world's teams alone (no database): ids from the real bases, in read order. */
function contextOf(world: Pick<WorldRows, 'teams'>): FeedContext {
  const byNameEn = new Map(world.teams.filter((t) => t.sportId === 1).map((t) => [t.nameEn, t.id]));
  let nextMatch = REAL_MATCH_ID_BASE;
  let nextPlayer = REAL_PLAYER_ID_BASE;
  return {
    teamIdBySourceName: () => undefined,
    teamIdByNameEn: (name) => byNameEn.get(name),
    matchId: () => nextMatch++,
    playerId: () => nextPlayer++,
  };
}

function read(name: string, ctx: FeedContext, now: Date, current: boolean): FeedBatch {
  const competitionId = competitionFromFileName(name) ?? 0;
  const { file, groups } = loadOpenfootballFile(join(OPENFOOTBALL_DATA_DIR, name));
  const year = Number(/(\d{4})/.exec(name)?.[1]);
  const zone = zoneFor(competitionId, year) ?? 'UTC';
  return openfootballAdapter({ file, groups, competitionId, zone, now, current, defaultTime: defaultKickoffTime(competitionId) }).read(ctx);
}

/** The running season's real fixtures (the five leagues' 2026/27) as the importer reads them, without the database. */
export function currentSeasonRows(world: Pick<WorldRows, 'teams'>, now: Date): Rows {
  const ctx = contextOf(world);
  const out: Rows = { seasons: [], stages: [], matches: [] };
  for (const name of SHIPPED_FILES.filter(isCurrentSeasonFile)) {
    const batch = read(name, ctx, now, true);
    out.seasons.push(...batch.seasons);
    out.stages.push(...batch.stages);
    out.matches.push(...batch.matches);
  }
  return out;
}

/**
 * A real edition (worldcup-2022.json, euro-2024.json) moved in time so that its match number `liveIndex` (in
 * kick-off order) kicked off 30 minutes before `now`, as the current edition: a test's own rows, for calls that
 * need a tournament running around the clock (none runs in the real present). What kicks off after three hours
 * before now has no result yet, so the simulator plays it (catchUpSimulation).
 */
export function editionAroundNow(world: Pick<WorldRows, 'teams'>, name: string, now: Date, liveIndex: number, firstMatchId: number): Rows {
  let next = firstMatchId;
  const ctx = { ...contextOf(world), matchId: () => next++ };
  const batch = read(name, ctx, now, true);
  const byKickoff = [...batch.matches].sort((a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime() || a.id - b.id);
  const pivot = byKickoff[liveIndex]?.kickoffAt.getTime() ?? 0;
  const shift = now.getTime() - 30 * MINUTE_MS - pivot;
  const open = now.getTime() - 180 * MINUTE_MS;
  const matches = byKickoff.map((m) => {
    const kickoffAt = new Date(m.kickoffAt.getTime() + shift);
    if (kickoffAt.getTime() <= open) return { ...m, kickoffAt };
    return {
      ...m,
      kickoffAt,
      statusId: 1,
      phase: null,
      minute: null,
      homeScore: null,
      awayScore: null,
      homeHalfScore: null,
      awayHalfScore: null,
      homeExtraTimeScore: null,
      awayExtraTimeScore: null,
      homePenaltyScore: null,
      awayPenaltyScore: null,
      resultSource: null,
    };
  });
  const seasons = batch.seasons.map((s) => ({ ...s, startAt: new Date(s.startAt.getTime() + shift), endAt: new Date(s.endAt.getTime() + shift) }));
  return { seasons, stages: batch.stages, matches };
}
