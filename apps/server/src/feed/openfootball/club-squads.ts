import { normaliseName } from '../data/chinese-player-name';
import { LEAGUES } from '../data/clubs';
import { NATIONAL_TEAMS } from '../data/national-teams';
import type { SourceSquad } from './format';
import { displayName, playerRef, POSITIONS } from './squads';
import { OPENFOOTBALL_TEAM_NAMES } from './team-names';

/** One of our league clubs as the join sees it: its English name and its league's country (Chinese, as teams.country). */
export interface LeagueClub {
  id: number;
  nameEn: string;
  country: string;
}

/** A World Cup 2026 squad player placed at his club: the row he makes of a generated slot there. */
export interface ClubSquadPlayer {
  clubId: number;
  /** openfootball:<club id>:<source name>, as any real player of that team (squads.ts playerRef). */
  externalRef: string;
  name: string;
  nameEn: string;
  position: string;
  birthday: string | null;
  nationality: string;
}

/** The source's club country (FIFA code) → our league's country. Other countries' clubs are not ours. */
const LEAGUE_COUNTRY: Readonly<Record<string, string>> = {
  ENG: '英格兰',
  ESP: '西班牙',
  GER: '德国',
  ITA: '意大利',
  FRA: '法国',
};

/** Words that only say what kind of club it is ("FC", "Calcio", "1."): two spellings differ in them, not in the name. */
const CLUB_NOISE = new Set([
  'fc', 'afc', 'cf', 'cfc', 'ssc', 'sc', 'ac', 'as', 'us', 'uc', 'ud', 'cd', 'ca', 'rc', 'rcd', 'bc', 'ogc', 'aj',
  'osc', 'hsc', 'sco', 'vfb', 'vfl', 'fsv', 'tsg', 'sv', 'calcio', 'club', 'de', 'and',
]);

/**
 * A club's name as two sources agree on it: no accents or case, initials run together ("C. F." is "cf"), then
 * without the words that name the kind of club and without founding years ("1909", "04"): "Real Madrid C. F."
 * and "Real Madrid CF" are "real madrid", "TSG Hoffenheim" and "TSG 1899 Hoffenheim" are "hoffenheim".
 */
export function clubKey(name: string): string {
  return normaliseName(name)
    .replace(/\b([a-z]) (?=[a-z]\b)/g, '$1')
    .split(' ')
    .filter((w) => !CLUB_NOISE.has(w) && !/^\d+$/.test(w))
    .join(' ');
}

/**
 * What normalisation cannot join: the World Cup squads' club name → our club's English name. Only clubs of our
 * leagues belong here; a club of a lower division stays unplaced.
 */
const CLUB_ALIASES: Readonly<Record<string, string>> = {
  'Atalanta Bergamo': 'Atalanta',
};

/**
 * The club of ours a squad's club name stands for, or undefined: within the league of the club's country only, by
 * the key of our English name or of any openfootball name of that club (team-names.ts), or by the alias table.
 * Equal keys only, never a part of a name: "Real Madrid Castilla" is not Real Madrid.
 */
export function clubMatcher(clubs: readonly LeagueClub[]): (club: { name?: string; country?: string }) => LeagueClub | undefined {
  const byKey = new Map<string, LeagueClub>();
  const byNameEn = new Map(clubs.map((c) => [c.nameEn, c]));
  for (const club of clubs) byKey.set(`${club.country}|${clubKey(club.nameEn)}`, club);
  for (const [sourceName, nameEn] of Object.entries(OPENFOOTBALL_TEAM_NAMES)) {
    const club = byNameEn.get(nameEn);
    if (club) byKey.set(`${club.country}|${clubKey(sourceName)}`, club);
  }
  return ({ name, country }) => {
    const leagueCountry = country === undefined ? undefined : LEAGUE_COUNTRY[country];
    if (!name || !leagueCountry) return undefined;
    const alias = CLUB_ALIASES[name];
    const club = alias === undefined ? byKey.get(`${leagueCountry}|${clubKey(name)}`) : byNameEn.get(alias);
    return club?.country === leagueCountry ? club : undefined;
  };
}

/**
 * Every squad player whose club is one of ours, in the file's order: his real name (the usual Chinese one where
 * the name table has it, within his national team), position, birth date, and his national team's Chinese name as
 * nationality. A player without a known position is left out: a generated slot always has one.
 */
export function clubSquadPlayers(squads: readonly SourceSquad[], clubs: readonly LeagueClub[]): ClubSquadPlayer[] {
  const clubOf = clubMatcher(clubs);
  return squads.flatMap((squad) => {
    const national = NATIONAL_TEAMS[squad.fifa_code];
    return squad.players.flatMap((p): ClubSquadPlayer[] => {
      const club = p.club ? clubOf(p.club) : undefined;
      const position = p.pos === undefined ? undefined : POSITIONS[p.pos];
      if (!club || !position) return [];
      return [
        {
          clubId: club.id,
          externalRef: playerRef('openfootball', club.id, p.name),
          name: displayName(p.name, national?.[0]),
          nameEn: p.name,
          position,
          birthday: p.date_of_birth && /^\d{4}-\d{2}-\d{2}$/.test(p.date_of_birth) ? p.date_of_birth : null,
          nationality: national?.[1] ?? squad.name,
        },
      ];
    });
  });
}

/** Our league clubs as the join needs them, from the clubs data (ids from the world's team book). */
export function leagueClubs(
  teams: readonly { id: number; nameEn: string; country?: string | null; competitionIds?: readonly number[] }[],
): LeagueClub[] {
  const leagueIds = new Set(LEAGUES.map((l) => l.competitionId));
  return teams.flatMap((t) =>
    t.country && t.competitionIds?.some((c) => leagueIds.has(c)) ? [{ id: t.id, nameEn: t.nameEn, country: t.country }] : [],
  );
}

/** A generated player of a club who may give his place (id, number) to a real one. */
export interface Slot {
  id: number;
  position: string | null;
}

/**
 * Which generated slot each real player of one club takes: the first free one of his position (by id); when the
 * club has more real players of a position than slots (Arsenal's six forwards for five), the first free one of
 * the position with the most free slots left, so the squad never runs out of keepers. Returns real ref → slot id; a
 * player left over when no slot is free (more real players than the squad has) gets none.
 */
export function assignSlots(slots: readonly Slot[], reals: readonly { externalRef: string; position: string }[]): Map<string, number> {
  const free = [...slots].sort((a, b) => a.id - b.id);
  const taken = new Map<string, number>();
  const take = (ref: string, index: number) => {
    const [slot] = free.splice(index, 1);
    if (slot) taken.set(ref, slot.id);
  };
  const overflow: string[] = [];
  for (const real of reals) {
    const index = free.findIndex((s) => s.position === real.position);
    if (index >= 0) take(real.externalRef, index);
    else overflow.push(real.externalRef);
  }
  for (const ref of overflow) {
    const left = new Map<string | null, number>();
    for (const s of free) left.set(s.position, (left.get(s.position) ?? 0) + 1);
    const most = Math.max(0, ...left.values());
    const index = free.findIndex((s) => left.get(s.position) === most);
    if (index >= 0) take(ref, index);
  }
  return taken;
}
