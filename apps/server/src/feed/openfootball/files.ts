import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CompetitionId } from '@sport/contract';
import { parseGroupsFile, parseSourceFile, type SourceFile, type SourceGroupsFile } from './format';

// The data ships in the source tree; the bundled server (apps/server/dist) reads it from there as well.
const here = import.meta.dirname;
export const OPENFOOTBALL_DATA_DIR =
  [join(here, 'data'), join(here, '../src/feed/openfootball/data')].find((dir) => existsSync(dir)) ??
  join(here, 'data');

/** The real seasons seeded on first start (SPEC §9 ids), in import order. */
export const SHIPPED_FILES: readonly string[] = [
  'football-2024-25-en.1.json',
  'football-2024-25-es.1.json',
  'football-2024-25-it.1.json',
  'football-2024-25-de.1.json',
  'football-2024-25-fr.1.json',
  'worldcup-2022.json',
  'euro-2024.json',
];

const LEAGUE_BY_CODE: Readonly<Record<string, { competitionId: number; zone: string }>> = {
  'en.1': { competitionId: CompetitionId.PremierLeague, zone: 'Europe/London' },
  'es.1': { competitionId: CompetitionId.LaLiga, zone: 'Europe/Madrid' },
  'it.1': { competitionId: CompetitionId.SerieA, zone: 'Europe/Rome' },
  'de.1': { competitionId: CompetitionId.Bundesliga, zone: 'Europe/Berlin' },
  'fr.1': { competitionId: CompetitionId.Ligue1, zone: 'Europe/Paris' },
};

/** Where each edition was played; another edition needs --zone. */
const TOURNAMENT_ZONES: Readonly<Record<number, Readonly<Record<number, string>>>> = {
  [CompetitionId.WorldCup]: { 2018: 'Europe/Moscow', 2022: 'Asia/Qatar' },
  [CompetitionId.Euro]: { 2024: 'Europe/Berlin' },
};

const LEAGUE_ZONES: Readonly<Record<number, string>> = Object.fromEntries(
  Object.values(LEAGUE_BY_CODE).map((l) => [l.competitionId, l.zone]),
);

/** The competition a file name tells: worldcup-2022.json, euro-2024.json, football-2024-25-en.1.json. */
export function competitionFromFileName(path: string): number | undefined {
  const name = basename(path).toLowerCase();
  if (name.startsWith('worldcup')) return CompetitionId.WorldCup;
  if (name.startsWith('euro')) return CompetitionId.Euro;
  const code = /([a-z]{2}\.\d)\.json$/.exec(name)?.[1];
  return code ? LEAGUE_BY_CODE[code]?.competitionId : undefined;
}

/** The wall-clock zone of a competition's `date` + `time` (a league's country, an edition's host). */
export function zoneFor(competitionId: number, year: number): string | undefined {
  return LEAGUE_ZONES[competitionId] ?? TOURNAMENT_ZONES[competitionId]?.[year];
}

export interface LoadedFile {
  file: SourceFile;
  groups?: SourceGroupsFile;
}

/** A file and, when it lies beside it, its `.groups.json`. */
export function loadOpenfootballFile(path: string): LoadedFile {
  const file = parseSourceFile(JSON.parse(readFileSync(path, 'utf8')), basename(path));
  const groupsPath = path.replace(/\.json$/, '.groups.json');
  if (groupsPath === path || !existsSync(groupsPath)) return { file };
  return { file, groups: parseGroupsFile(JSON.parse(readFileSync(groupsPath, 'utf8')), basename(groupsPath)) };
}
