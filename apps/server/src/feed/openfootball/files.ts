import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CompetitionId } from '@sport/contract';
import {
  parseGroupsFile,
  parseSourceFile,
  parseSquadsFile,
  parseTeamsFile,
  sourceMatches,
  type SourceFile,
  type SourceGroupsFile,
  type SourceSquad,
  type SourceTeamInfo,
} from './format';

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
  'worldcup-2026.json',
  // The running season, after the past ones: its clubs' source names are then known.
  'football-2026-27-en.1.json',
  'football-2026-27-es.1.json',
  'football-2026-27-it.1.json',
  'football-2026-27-de.1.json',
  'football-2026-27-fr.1.json',
];

/** The leagues' running season: its files are imported as the current season, their open fixtures simulated. */
export const CURRENT_LEAGUE_SEASON = '2026-27';

/** Whether a file is a league's running season (football-2026-27-en.1.json). */
export const isCurrentSeasonFile = (path: string): boolean =>
  basename(path).toLowerCase().startsWith(`football-${CURRENT_LEAGUE_SEASON}-`);

/**
 * Each league's zone, and the local kick-off time given to a fixture the source lists without one (most of the
 * 2026/27 fixtures after October in es/de/it/fr: the leagues set the times a few weeks ahead). It is an
 * afternoon slot each league plays (England 15:00, Spain 14:00, Italy 15:00, Germany 15:30, France 15:00): in
 * China that is the same evening, so the day the apps show (China time) is the record's day, where an evening
 * slot (Italy's 18:00 is 01:00 in Beijing) would show the day after. The apps read the time as 待定 until the
 * match starts; a re-import that brings the real time moves the kick-off.
 */
const LEAGUE_BY_CODE: Readonly<Record<string, { competitionId: number; zone: string; defaultTime: string }>> = {
  'en.1': { competitionId: CompetitionId.PremierLeague, zone: 'Europe/London', defaultTime: '15:00' },
  'es.1': { competitionId: CompetitionId.LaLiga, zone: 'Europe/Madrid', defaultTime: '14:00' },
  'it.1': { competitionId: CompetitionId.SerieA, zone: 'Europe/Rome', defaultTime: '15:00' },
  'de.1': { competitionId: CompetitionId.Bundesliga, zone: 'Europe/Berlin', defaultTime: '15:30' },
  'fr.1': { competitionId: CompetitionId.Ligue1, zone: 'Europe/Paris', defaultTime: '15:00' },
};

/** The local kick-off time of a league fixture listed without one (undefined for a tournament). */
export function defaultKickoffTime(competitionId: number): string | undefined {
  return Object.values(LEAGUE_BY_CODE).find((l) => l.competitionId === competitionId)?.defaultTime;
}

/** Where each edition was played; another edition needs --zone. */
const TOURNAMENT_ZONES: Readonly<Record<number, Readonly<Record<number, string>>>> = {
  [CompetitionId.WorldCup]: { 2018: 'Europe/Moscow', 2022: 'Asia/Qatar' },
  [CompetitionId.Euro]: { 2024: 'Europe/Berlin' },
};

/**
 * The latest real edition of each tournament: the one its centre opens on (World Cup 2026, finished; Euro 2024,
 * the latest Euro played), so no simulated edition is offered as the present.
 */
const CURRENT_EDITIONS: Readonly<Record<number, number>> = {
  [CompetitionId.WorldCup]: 2026,
  [CompetitionId.Euro]: 2024,
};

export const isCurrentEdition = (competitionId: number, year: number): boolean =>
  CURRENT_EDITIONS[competitionId] === year;

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

/**
 * The zone for a file whose every timed match carries its venue's offset ('13:00 UTC-6', World Cup 2026):
 * the offsets decide, so no host zone is needed (UTC only stands in for the untimed ones, if any).
 */
export function zoneOfOffsetFile(file: SourceFile): string | undefined {
  const timed = sourceMatches(file).filter((m) => m.time !== undefined);
  return timed.length > 0 && timed.every((m) => /UTC\s*[+-]/i.test(m.time ?? '')) ? 'UTC' : undefined;
}

export interface LoadedFile {
  file: SourceFile;
  groups?: SourceGroupsFile;
  /** World Cup 2026 on: the real squads (`.squads.json`) and the teams joining them to the matches (`.teams.json`). */
  squads?: SourceSquad[];
  teams?: SourceTeamInfo[];
}

/** A file and, when they lie beside it, its `.groups.json`, `.squads.json` and `.teams.json`. */
export function loadOpenfootballFile(path: string): LoadedFile {
  const file = parseSourceFile(JSON.parse(readFileSync(path, 'utf8')), basename(path));
  const beside = <T>(suffix: string, parse: (json: unknown, label: string) => T): T | undefined => {
    const other = path.replace(/\.json$/, suffix);
    if (other === path || !existsSync(other)) return undefined;
    return parse(JSON.parse(readFileSync(other, 'utf8')), basename(other));
  };
  return {
    file,
    groups: beside('.groups.json', parseGroupsFile),
    squads: beside('.squads.json', parseSquadsFile),
    teams: beside('.teams.json', parseTeamsFile),
  };
}
