import { describe, expect, it } from 'vitest';
import { COUNTRY_NAME_POOLS, namePoolKeyOf } from '../data/name-pool-countries';
import { FAMOUS_NAMES, NAME_POOLS, formatName, type NamePoolKey } from '../data/name-pools';
import { CLUB_ID_BASE, NBA_TEAM_ID_BASE } from '../../db/ids';
import { generateWorld } from './generate-world';
import type { PlayerRow, TeamRow } from './types';

const NOW = new Date('2026-11-21T14:20:00Z');
const world = generateWorld({ seed: 1234, now: NOW });
const teamOf = new Map(world.teams.map((t) => [t.id, t]));
const squadOf = (team: TeamRow) => world.players.filter((p) => p.teamId === team.id);
const team = (nameEn: string) => world.teams.find((t) => t.nameEn === nameEn) as TeamRow;

/** Every name a single pool can make, "Latin|中文" → the pools that make it. */
const madeBy = new Map<string, Set<NamePoolKey>>();
for (const [key, pool] of Object.entries(NAME_POOLS) as [NamePoolKey, (typeof NAME_POOLS)[NamePoolKey]][]) {
  for (const given of pool.given) {
    for (const family of pool.family) {
      const { name, nameEn } = formatName(pool, given, family);
      const id = `${nameEn}|${name}`;
      madeBy.set(id, (madeBy.get(id) ?? new Set()).add(key));
    }
  }
}
const poolsOf = (p: PlayerRow) => madeBy.get(`${p.nameEn}|${p.name}`) ?? new Set<NamePoolKey>();

describe('generated player names', () => {
  it('never mix two pools: given name and surname of every player, NBA included, come from one pool', () => {
    const mixed = world.players.filter((p) => poolsOf(p).size === 0).map((p) => `${p.name} (${p.nameEn})`);
    expect(mixed).toEqual([]);
    expect(world.players.filter((p) => FAMOUS_NAMES.has(p.nameEn))).toEqual([]);
    expect(world.players.filter((p) => teamOf.get(p.teamId)?.sportId === 2).length).toBe(450);
  });

  it('draw each player whole from the pool of his nationality, a national team’s from its own country', () => {
    const astray = world.players.filter((p) => !poolsOf(p).has(namePoolKeyOf(p.nationality))).map((p) => `${p.name} ${p.nationality}`);
    expect(astray).toEqual([]);
    const national = world.players.filter((p) => p.teamId < CLUB_ID_BASE);
    expect(national.filter((p) => p.nationality !== teamOf.get(p.teamId)?.country)).toEqual([]);
    const senegal = squadOf(team('Senegal'));
    expect(senegal.every((p) => poolsOf(p).has('westAfrican'))).toBe(true);
    const argentina = squadOf(team('Argentina'));
    expect(argentina.every((p) => poolsOf(p).has('hispanic'))).toBe(true);
    expect(argentina.map((p) => p.name)).not.toContain('马利克·迪亚洛');
    // East Asian names in their own order, without the middle dot: 金承浩 / "Kim Seung-ho", 中村优太 / "Yuta Nakamura".
    for (const p of squadOf(team('South Korea'))) expect(p.name).toMatch(/^[\u4e00-\u9fff]{3,4}$/);
    expect(squadOf(team('South Korea'))[0]?.nameEn).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+-[a-z]+$/);
    for (const p of squadOf(team('Japan'))) expect(p.name).not.toContain('·');
  });

  it('map every country of the world to a pool of its own (no team falls back to the default)', () => {
    const countries = new Set([...world.teams.map((t) => t.country), ...world.players.map((p) => p.nationality)]);
    expect([...countries].filter((c) => !(c in COUNTRY_NAME_POOLS))).toEqual([]);
  });

  it('give clubs a share of foreigners and NBA rosters mostly Americans', () => {
    const clubs = world.players.filter((p) => p.teamId >= CLUB_ID_BASE && p.teamId < NBA_TEAM_ID_BASE);
    const home = clubs.filter((p) => p.nationality === teamOf.get(p.teamId)?.country).length / clubs.length;
    expect(home).toBeGreaterThan(0.4);
    expect(home).toBeLessThan(0.75);
    const nba = world.players.filter((p) => teamOf.get(p.teamId)?.sportId === 2);
    const american = nba.filter((p) => poolsOf(p).has('american')).length / nba.length;
    expect(american).toBeGreaterThan(0.6);
    expect(american).toBeLessThan(0.95);
  });

  it('are unique within a team', () => {
    for (const t of world.teams) {
      const squad = squadOf(t);
      expect(new Set(squad.map((p) => p.name)).size).toBe(squad.length);
      expect(new Set(squad.map((p) => p.nameEn)).size).toBe(squad.length);
    }
  });

  it('are a pure function of the seed', () => {
    const again = generateWorld({ seed: 1234, now: NOW });
    expect(again.players.map((p) => [p.id, p.name, p.nameEn])).toEqual(world.players.map((p) => [p.id, p.name, p.nameEn]));
    const other = generateWorld({ seed: 99, now: NOW });
    expect(other.players.map((p) => p.name)).not.toEqual(world.players.map((p) => p.name));
  });
});
