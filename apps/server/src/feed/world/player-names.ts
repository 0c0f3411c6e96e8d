import { namePoolKeyOf } from '../data/name-pool-countries';
import { FAMOUS_NAMES, NAME_POOLS, formatName } from '../data/name-pools';
import { createRng, deriveSeed } from '../prng';

export interface NamedMember {
  id: number;
  /** The player's country: his whole name comes from its pool. */
  nationality: string;
}

export interface PlayerName {
  name: string;
  nameEn: string;
}

/**
 * Names for one team's generated squad, by player id: given name and surname from the one pool of the player's
 * nationality, no two alike in the team, never a famous real player's name. A pure function of the seed, the team
 * and its members (in the order given), so the world generator and the upgrade of an older database
 * (feed/demo-player-names.ts) give a player the same name.
 */
export function nameSquad(seed: number, teamId: number, members: readonly NamedMember[]): Map<number, PlayerName> {
  const rng = createRng(deriveSeed(seed, 'names', teamId));
  const taken = new Set<string>();
  const names = new Map<number, PlayerName>();
  for (const member of members) {
    const pool = NAME_POOLS[namePoolKeyOf(member.nationality)];
    for (let attempt = 0; ; attempt++) {
      // The smallest pool has over 150 pairs for at most 23 players: a free one comes within a few draws.
      if (attempt > 500) throw new Error(`no free name in pool ${pool.id} for team ${teamId}`);
      const name = formatName(pool, rng.pick(pool.given), rng.pick(pool.family));
      if (taken.has(name.name) || taken.has(name.nameEn) || FAMOUS_NAMES.has(name.nameEn)) continue;
      taken.add(name.name);
      taken.add(name.nameEn);
      names.set(member.id, name);
      break;
    }
  }
  return names;
}
