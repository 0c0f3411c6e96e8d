import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitions } from '../../db/schema';
import { applyFeed, type ApplyResult } from '../apply';
import type { Publish } from '../live-simulator';
import { openfootballAdapter } from './adapter';
import {
  competitionFromFileName,
  defaultKickoffTime,
  isCurrentEdition,
  isCurrentSeasonFile,
  loadOpenfootballFile,
  zoneFor,
  zoneOfOffsetFile,
} from './files';

export interface ImportOptions {
  /** Required when the file name does not tell (see competitionFromFileName). */
  competitionId?: number;
  /** Required when the competition and year have no known zone (see zoneFor). */
  zone?: string;
  now?: Date;
  publish?: Publish;
  /** The competition's running season (default: told by the file name, see isCurrentSeasonFile). */
  current?: boolean;
}

/** Imports one openfootball file (and its .groups.json) idempotently into an existing competition. */
export async function importOpenfootball(db: Db, path: string, opts: ImportOptions = {}): Promise<ApplyResult> {
  const competitionId = opts.competitionId ?? competitionFromFileName(path);
  if (competitionId === undefined)
    throw new Error(`${path}: the file name does not tell the competition; pass --competition <id>`);
  const [competition] = await db
    .select({ id: competitions.id })
    .from(competitions)
    .where(eq(competitions.id, competitionId));
  if (!competition)
    throw new Error(`competition ${competitionId} does not exist (seed the demo world first: npm run seed)`);

  const { file, groups, squads, teams } = loadOpenfootballFile(path);
  const year = Number(/(\d{4})/.exec(file.name)?.[1] ?? /(\d{4})/.exec(path)?.[1] ?? NaN);
  const zone = opts.zone ?? zoneFor(competitionId, year) ?? zoneOfOffsetFile(file);
  if (!zone)
    throw new Error(`${path}: no known time zone for competition ${competitionId} in ${year}; pass --zone <IANA zone>`);

  const now = opts.now ?? new Date();
  // The running season of a league (file name) or the latest edition of a tournament is the current one.
  const current = opts.current ?? (isCurrentSeasonFile(path) || isCurrentEdition(competitionId, year));
  const defaultTime = defaultKickoffTime(competitionId);
  const adapter = openfootballAdapter({ file, groups, squads, teams, competitionId, zone, now, current, defaultTime });
  return applyFeed(db, adapter, {
    publish: opts.publish,
    now: () => now,
  });
}
