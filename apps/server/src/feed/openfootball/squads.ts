import type { DataSource } from '../../db/schema';
import type { FeedPlayerRow } from '../adapter';
import type { SourceSquad } from './format';
import { chinesePlayerName } from '../data/chinese-player-name';

/** The source's positions in our vocabulary (players.position: G, D, M, F). */
export const POSITIONS: Readonly<Record<string, string>> = { GK: 'G', DF: 'D', MF: 'M', FW: 'F' };

/**
 * The name a real player shows under: his usual Chinese name where our table has one (issue #23 §4), else the
 * source's; the Latin name stays the source name (nameEn) and the key (external_ref).
 */
export const displayName = (sourceName: string, teamNameEn?: string): string =>
  chinesePlayerName(sourceName, teamNameEn) ?? sourceName;

/** A real player's key: one person per team and source name, whichever file (squad, scorer list) names him. */
export const playerRef = (source: string, teamId: number, name: string): string => `${source}:${teamId}:${name}`;

/**
 * A name compared without case, accents or punctuation: "Ivan Perisic" is "Ivan Perišić", "Leo Østigard"
 * is "Leo Østigård" (letters NFD does not split are spelt out).
 */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ß/g, 'ss')
    .replace(/[łŀ]/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/ð/g, 'd')
    .replace(/þ/g, 'th')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The squad name a scorer's name stands for within one team, or undefined: the same normalised name; else the
 * one squad player with the same last word whose first word starts the same ("Maxi Araújo" for "Maximiliano
 * Araújo"); else the one squad player with that last word. Two candidates are no answer: never a guess.
 */
export function squadNameMatcher(names: readonly string[]): (scorer: string) => string | undefined {
  const entries = names.map((name) => ({ name, words: normaliseName(name).split(' ') }));
  return (scorer) => {
    const words = normaliseName(scorer).split(' ');
    const exact = entries.filter((e) => e.words.join(' ') === words.join(' '));
    if (exact.length === 1) return exact[0]?.name;
    const last = words.at(-1) ?? '';
    const sameLast = entries.filter((e) => e.words.at(-1) === last);
    const first = words[0] ?? '';
    const prefixed = sameLast.filter((e) => {
      const f = e.words[0] ?? '';
      return words.length > 1 && (f.startsWith(first) || first.startsWith(f));
    });
    if (prefixed.length === 1) return prefixed[0]?.name;
    if (sameLast.length === 1) return sameLast[0]?.name;
    // One name inside the other: "Diney Borges" for the squad's "Diney", a scorer named without a middle name.
    const containing = entries.filter(
      (e) => words.every((w) => e.words.includes(w)) || e.words.every((w) => words.includes(w)),
    );
    if (containing.length === 1) return containing[0]?.name;
    // Another transliteration: "Mousa Al-Tamari" for "Musa Al-Taamari", "Mostafa Zico" for "Mostafa Ziko";
    // or a surname cut short with the first name the same ("Agustín Cano" for "Agustín Canobbio").
    const skeleton = words.map(skeletonOf).join(' ');
    const transliterated = entries.filter((e) => e.words.map(skeletonOf).join(' ') === skeleton);
    if (transliterated.length === 1) return transliterated[0]?.name;
    const shortened = entries.filter(
      (e) => words.length > 1 && e.words[0] === first && last.length >= 4 && (e.words.at(-1) ?? '').startsWith(last),
    );
    return shortened.length === 1 ? shortened[0]?.name : undefined;
  };
}

/** A word as it sounds, roughly: doubled letters single, ou → u, c → k. */
const skeletonOf = (word: string): string =>
  word
    .replace(/ou/g, 'u')
    .replace(/c/g, 'k')
    .replace(/(.)\1+/g, '$1');

/** A squad as player rows of its national team (nationality is the team's Chinese name). */
export function squadPlayers(
  squad: SourceSquad,
  teamId: number,
  nationality: string,
  source: DataSource,
  playerId: (ref: string) => number,
  /** Our English name of the team: the name table matches a surname alone within it. */
  teamNameEn?: string,
): FeedPlayerRow[] {
  return squad.players.map((p) => {
    const ref = playerRef(source, teamId, p.name);
    return {
      id: playerId(ref),
      teamId,
      name: displayName(p.name, teamNameEn),
      nameEn: p.name,
      number: p.number ?? null,
      position: (p.pos && POSITIONS[p.pos]) ?? null,
      birthday: p.date_of_birth && /^\d{4}-\d{2}-\d{2}$/.test(p.date_of_birth) ? p.date_of_birth : null,
      nationality,
      source,
      externalRef: ref,
    };
  });
}
