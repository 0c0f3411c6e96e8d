import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPENFOOTBALL_DATA_DIR } from '../openfootball/files';
import { sourceMatches, teamName, type SourceFile } from '../openfootball/format';
import { OPENFOOTBALL_TEAM_NAMES } from '../openfootball/team-names';
import { chinesePlayerName, normaliseName } from './chinese-player-name';
import { EURO_2024_NAMES } from './player-names-zh/euro-2024';
import { LEAGUES_2024_25_NAMES } from './player-names-zh/leagues-2024-25';
import { WORLD_CUP_2022_NAMES } from './player-names-zh/world-cup-2022';
import { WORLD_CUP_2026_NAMES } from './player-names-zh/world-cup-2026';
import { WORLD_CUP_2026_SQUAD_NAMES } from './player-names-zh/world-cup-2026-squads';
import { TOP_SCORERS_2024_25 } from './top-scorers-2024-25.fixture';

const TABLES = {
  WORLD_CUP_2022_NAMES,
  EURO_2024_NAMES,
  WORLD_CUP_2026_NAMES,
  WORLD_CUP_2026_SQUAD_NAMES,
  LEAGUES_2024_25_NAMES,
};
const TOURNAMENTS = ['worldcup-2022.json', 'euro-2024.json', 'worldcup-2026.json'];

/** Every scorer of a file as [team as our English name, the name the source writes], own goals under the scorer's team. */
function scorersOf(file: string): [team: string, name: string][] {
  const source = JSON.parse(readFileSync(join(OPENFOOTBALL_DATA_DIR, file), 'utf8')) as SourceFile;
  const en = (team: string) => OPENFOOTBALL_TEAM_NAMES[team] ?? team;
  const seen = new Map<string, [string, string]>();
  for (const m of sourceMatches(source)) {
    const [home, away] = [en(teamName(m.team1)), en(teamName(m.team2))];
    for (const g of m.goals1 ?? []) seen.set(`${home}|${g.name}`, [g.owngoal ? away : home, g.name]);
    for (const g of m.goals2 ?? []) seen.set(`${away}|${g.name}`, [g.owngoal ? home : away, g.name]);
  }
  return [...seen.values()];
}

describe('the Chinese names of real players', () => {
  it.each(TOURNAMENTS)('cover every scorer of %s, as the source writes him', (file) => {
    const scorers = scorersOf(file);
    expect(scorers.length).toBeGreaterThan(90);
    const missing = scorers.filter(([team, name]) => chinesePlayerName(name, team) === undefined);
    expect(missing).toEqual([]);
  });

  it('cover the whole 2026 squads of the sixteen teams the squad table names', () => {
    const squads = JSON.parse(readFileSync(join(OPENFOOTBALL_DATA_DIR, 'worldcup-2026.squads.json'), 'utf8')) as {
      name: string;
      players: { name: string }[];
    }[];
    const named = squads.filter((s) => Object.keys(WORLD_CUP_2026_SQUAD_NAMES).includes(s.name));
    expect(named).toHaveLength(16);
    const missing = named.flatMap((s) =>
      s.players.filter((p) => chinesePlayerName(p.name, s.name) === undefined).map((p) => [s.name, p.name]),
    );
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(TOP_SCORERS_2024_25))('cover the %s 2024/25 top-20 scorers', (league) => {
    const list = TOP_SCORERS_2024_25[league] ?? [];
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list.filter(([club, name]) => chinesePlayerName(name, club) === undefined)).toEqual([]);
  });

  it('are simplified Chinese only: characters, the middle dot between parts, a hyphen in a double name', () => {
    for (const [table, teams] of Object.entries(TABLES)) {
      for (const [team, players] of Object.entries(teams)) {
        for (const [latin, zh] of Object.entries(players)) {
          expect({ table, team, latin, zh, ok: /^\p{Script=Han}+(?:[·-]\p{Script=Han}+)*$/u.test(zh) }).toMatchObject({
            ok: true,
          });
        }
      }
    }
  });

  it('give a player one name wherever he appears', () => {
    const byName = new Map<string, Set<string>>();
    for (const teams of Object.values(TABLES)) {
      for (const players of Object.values(teams)) {
        for (const [latin, zh] of Object.entries(players)) {
          const key = normaliseName(latin);
          byName.set(key, (byName.get(key) ?? new Set()).add(zh));
        }
      }
    }
    const twoNames = [...byName].filter(([, zh]) => zh.size > 1).map(([key, zh]) => [key, [...zh]]);
    expect(twoNames).toEqual([]);
  });

  it('meet the spellings a source uses: diacritics or not, a surname alone within the team', () => {
    expect(chinesePlayerName('Ivan Perisic')).toBe('伊万·佩里西奇');
    expect(chinesePlayerName('Ivan Perišić', 'Croatia')).toBe('伊万·佩里西奇');
    expect(chinesePlayerName('Leo Ostigard', 'Norway')).toBe('莱奥·厄斯蒂高');
    expect(chinesePlayerName('LADISLAV KREJCI')).toBe('拉迪斯拉夫·克雷伊奇');
    expect(chinesePlayerName('Vinicius Jr')).toBe('维尼修斯');
    expect(chinesePlayerName('Yamal', 'Spain')).toBe('拉明·亚马尔');
    expect(chinesePlayerName('De Bruyne', 'Belgium')).toBe('凯文·德布劳内');
    expect(chinesePlayerName('Vrij', 'Netherlands')).toBe('斯特凡·德弗赖');
    expect(chinesePlayerName('R. Marin', 'Romania')).toBe('勒兹万·马林');
    // The team as the source or another table spells it.
    expect(chinesePlayerName('Pulisic', 'USA')).toBe('克里斯蒂安·普利西奇');
    expect(chinesePlayerName('Schick', 'Czech Republic')).toBe('帕特里克·希克');
    expect(chinesePlayerName('Kessie', "Côte d'Ivoire")).toBe('弗兰克·凯西');
  });

  it('leave a name alone where it is not the one player’s', () => {
    // A surname alone needs the team: Mbappé for France, nobody for Spain.
    expect(chinesePlayerName('Mbappé', 'France')).toBe('姆巴佩');
    expect(chinesePlayerName('Mbappé', 'Spain')).toBeUndefined();
    expect(chinesePlayerName('Mbappé')).toBeUndefined();
    // Two Argentinians are Martínez: the surname alone is neither.
    expect(chinesePlayerName('Martínez', 'Argentina')).toBeUndefined();
    expect(chinesePlayerName('Lisandro Martínez', 'Argentina')).toBe('利桑德罗·马丁内斯');
    // A word inside a name is not a surname.
    expect(chinesePlayerName('Kolo', 'France')).toBeUndefined();
    expect(chinesePlayerName('Someone Unknown', 'France')).toBeUndefined();
    // The Euro file's "Silva" is Bernardo Silva within Portugal, nobody elsewhere; a mononym is the player anywhere.
    expect(chinesePlayerName('Silva', 'Portugal')).toBe('贝尔纳多·席尔瓦');
    expect(chinesePlayerName('Silva', 'Spain')).toBeUndefined();
    expect(chinesePlayerName('Silva')).toBeUndefined();
    expect(chinesePlayerName('Casemiro', 'Manchester United')).toBe('卡塞米罗');
    expect(chinesePlayerName('')).toBeUndefined();
  });
});
