import { CLUB_PLAYERS_2026_NAMES } from './player-names-zh/club-players-2026';
import { EURO_2024_NAMES } from './player-names-zh/euro-2024';
import { LEAGUES_2024_25_NAMES } from './player-names-zh/leagues-2024-25';
import type { PlayerNamesZh } from './player-names-zh/type';
import { WORLD_CUP_2022_NAMES } from './player-names-zh/world-cup-2022';
import { WORLD_CUP_2026_NAMES } from './player-names-zh/world-cup-2026';
import { WORLD_CUP_2026_SQUAD_NAMES } from './player-names-zh/world-cup-2026-squads';

const TABLES: readonly PlayerNamesZh[] = [
  WORLD_CUP_2022_NAMES,
  EURO_2024_NAMES,
  WORLD_CUP_2026_NAMES,
  WORLD_CUP_2026_SQUAD_NAMES,
  LEAGUES_2024_25_NAMES,
  CLUB_PLAYERS_2026_NAMES,
];

const FOLDED: Readonly<Record<string, string>> = {
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ı: 'i',
  ð: 'd',
  þ: 'th',
};

/**
 * A name as sources agree on it: lower case, no diacritics, punctuation as spaces. "Ivan Perišić" and
 * "Ivan Perisic" meet, so do "Leo Østigård" and "Leo Ostigard", "Vinícius Jr." and "vinicius jr".
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øđłßæœıðþ]/g, (c) => FOLDED[c] ?? c)
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Other spellings of a team than the one the table uses (normalised both sides). */
const TEAM_ALIASES: Readonly<Record<string, string>> = {
  usa: 'united states',
  'czech republic': 'czechia',
  turkiye: 'turkey',
  'korea republic': 'south korea',
  'ir iran': 'iran',
  'cote d ivoire': 'ivory coast',
  'cabo verde': 'cape verde',
  'congo dr': 'dr congo',
  'democratic republic of the congo': 'dr congo',
  'bosnia herzegovina': 'bosnia and herzegovina',
};

function teamKey(team: string): string {
  const key = normaliseName(team);
  return TEAM_ALIASES[key] ?? key;
}

interface Entry {
  words: readonly string[];
  zh: string;
}

/** team → entries; name → the Chinese names it is given anywhere (more than one: ambiguous without a team). */
const byTeam = new Map<string, Entry[]>();
const byName = new Map<string, Set<string>>();
for (const table of TABLES) {
  for (const [team, players] of Object.entries(table)) {
    const entries = byTeam.get(teamKey(team)) ?? [];
    const keys = Object.entries(players).map(([latin, zh]) => ({ key: normaliseName(latin), zh }));
    // "Silva" written for Bernardo Silva is his within Portugal only; "Casemiro" is Casemiro anywhere.
    const partOfAnother = new Set(keys.flatMap(({ key }) => (key.includes(' ') ? key.split(' ') : [])));
    for (const { key, zh } of keys) {
      entries.push({ words: key.split(' '), zh });
      if (partOfAnother.has(key)) continue;
      byName.set(key, (byName.get(key) ?? new Set<string>()).add(zh));
    }
    byTeam.set(teamKey(team), entries);
  }
}

function only(names: Iterable<string>): string | undefined {
  const set = new Set(names);
  return set.size === 1 ? [...set][0] : undefined;
}

/**
 * A real player's usual Chinese name, or undefined when the table has none (the caller keeps the Latin name).
 * With the team, the name may be the player's surname alone ("Mbappé", "De Bruyne", "R. Marin"): it is his when
 * it ends exactly one full name the table has for that team. Without a team, only a name the table gives one
 * Chinese name matches.
 */
export function chinesePlayerName(latin: string, teamNameEn?: string): string | undefined {
  const key = normaliseName(latin);
  if (!key) return undefined;
  const entries = teamNameEn === undefined ? undefined : byTeam.get(teamKey(teamNameEn));
  if (entries) {
    const exact = only(entries.filter((e) => e.words.join(' ') === key).map((e) => e.zh));
    if (exact) return exact;
    const words = key.split(' ');
    // "R. Marin": an initial before the surname is the given name's first letter.
    const initial = words.length > 1 && words[0]?.length === 1 ? words[0] : undefined;
    const surname = initial ? words.slice(1) : words;
    const ends = entries.filter(
      (e) =>
        e.words.length > surname.length &&
        e.words.slice(-surname.length).join(' ') === surname.join(' ') &&
        (initial === undefined || e.words[0]?.startsWith(initial)),
    );
    const bySurname = only(ends.map((e) => e.zh));
    if (bySurname) return bySurname;
  }
  return only(byName.get(key) ?? []);
}
