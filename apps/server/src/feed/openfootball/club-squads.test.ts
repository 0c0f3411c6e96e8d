import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTeams } from '../world/teams';
import { assignSlots, clubKey, clubMatcher, clubSquadPlayers, leagueClubs } from './club-squads';
import { OPENFOOTBALL_DATA_DIR } from './files';
import { parseSquadsFile } from './format';

const squads = parseSquadsFile(
  JSON.parse(readFileSync(join(OPENFOOTBALL_DATA_DIR, 'worldcup-2026.squads.json'), 'utf8')),
  'worldcup-2026.squads.json',
);
const book = buildTeams(1);
const clubs = leagueClubs(book.teams);
const clubOf = clubMatcher(clubs);
const idOf = (nameEn: string) => book.teams.find((t) => t.nameEn === nameEn)?.id;

/** Every club the squads file names, by source spelling, with the English name of our club it joins (or none). */
const joins = new Map(
  squads.flatMap((s) => s.players.flatMap((p) => (p.club?.name ? [[p.club.name, clubOf(p.club)?.nameEn] as const] : []))),
);

describe('clubKey', () => {
  it('reads two spellings of one club alike and keeps two clubs apart', () => {
    expect(clubKey('Real Madrid C. F.')).toBe(clubKey('Real Madrid CF'));
    expect(clubKey('TSG Hoffenheim')).toBe(clubKey('TSG 1899 Hoffenheim'));
    expect(clubKey('Atlético De Madrid')).toBe(clubKey('Club Atlético de Madrid'));
    expect(clubKey('Olympique Marseille')).toBe(clubKey('Olympique de Marseille'));
    expect(clubKey('1. FSV Mainz 05')).toBe(clubKey('Mainz 05'));
    expect(clubKey('Paris FC')).not.toBe(clubKey('Paris Saint-Germain FC'));
    expect(clubKey('AC Milan')).not.toBe(clubKey('FC Internazionale Milano'));
    // No two of our clubs of one league share a key: the join would give one's players to the other.
    const keys = clubs.map((c) => `${c.country}|${clubKey(c.nameEn)}`);
    expect(new Set(keys).size).toBe(clubs.length);
  });
});

describe('the World Cup 2026 squads at our clubs', () => {
  it('joins every club of the five leagues 2026/27 that the file names (and the 2024/25 clubs it names)', () => {
    const joined = new Set([...joins.values()].filter((n) => n !== undefined));
    expect([...joined].sort()).toEqual(
      [
        // Premier League 2026/27 (Ipswich Town, back in it) and 2024/25 clubs since relegated
        'Arsenal', 'Aston Villa', 'Bournemouth', 'Brentford', 'Brighton & Hove Albion', 'Chelsea', 'Coventry City',
        'Crystal Palace', 'Everton', 'Fulham', 'Hull City', 'Ipswich Town', 'Leeds United', 'Liverpool',
        'Manchester City', 'Manchester United', 'Newcastle United', 'Nottingham Forest', 'Sunderland',
        'Tottenham Hotspur', 'Leicester City', 'Southampton', 'West Ham United', 'Wolverhampton Wanderers',
        // La Liga
        'Athletic Club', 'Atlético Madrid', 'Osasuna', 'Elche', 'Barcelona', 'Levante', 'Celta Vigo', 'Espanyol',
        'Racing Santander', 'Rayo Vallecano', 'Real Betis', 'Real Madrid', 'Real Sociedad', 'Sevilla', 'Valencia',
        'Villarreal', 'Girona', 'Mallorca',
        // Bundesliga
        'Union Berlin', 'Mainz 05', 'Bayer Leverkusen', 'Borussia Dortmund', 'Borussia Mönchengladbach',
        'Eintracht Frankfurt', 'FC Augsburg', 'Bayern Munich', 'FC Schalke 04', 'Hamburger SV', 'RB Leipzig',
        'SC Freiburg', 'Werder Bremen', 'TSG Hoffenheim', 'VfB Stuttgart', 'VfL Wolfsburg', 'FC St. Pauli',
        'Holstein Kiel',
        // Serie A
        'AC Milan', 'Fiorentina', 'Roma', 'Atalanta', 'Bologna', 'Cagliari', 'Como', 'Inter', 'Frosinone', 'Genoa',
        'Juventus', 'Parma', 'Napoli', 'Torino', 'Sassuolo', 'Udinese', 'Venezia', 'Hellas Verona',
        // Ligue 1
        'Auxerre', 'Monaco', 'Angers', 'Lorient', 'Le Havre', 'Lille', 'Nice', 'Lyon', 'Marseille', 'Paris FC',
        'Paris Saint-Germain', 'Lens', 'Strasbourg', 'Rennes', 'Toulouse', 'Saint-Étienne', 'Nantes', 'Montpellier',
        'Reims',
      ].sort(),
    );
    expect(joins.get('FC Bayern München')).toBe('Bayern Munich');
    expect(joins.get('Atalanta Bergamo')).toBe('Atalanta');
    expect(joins.get('Real Madrid C. F.')).toBe('Real Madrid');
  });

  it('leaves a lower division club unplaced, even one whose name is close to a top flight one', () => {
    for (const name of ['Barnsley', 'Burnley FC', 'Real Oviedo', 'Pisa SC', 'Hannover 96', 'AS Nancy', 'UC Sampdoria', 'Swansea City AFC'])
      expect([name, joins.get(name)]).toEqual([name, undefined]);
    expect(clubOf({ name: 'Real Madrid Castilla', country: 'ESP' })).toBeUndefined();
    expect(clubOf({ name: 'FC Bayern München II', country: 'GER' })).toBeUndefined();
    // A club is looked for in its own country's league only.
    expect(clubOf({ name: 'Arsenal FC', country: 'SCO' })).toBeUndefined();
  });

  it("gives Arsenal's players their real name (Chinese where the table has one), position, birth date and nationality", () => {
    const arsenal = clubSquadPlayers(squads, clubs).filter((p) => p.clubId === idOf('Arsenal'));
    expect(arsenal).toHaveLength(15);
    expect(arsenal.find((p) => p.nameEn === 'Bukayo Saka')).toEqual({
      clubId: idOf('Arsenal'),
      externalRef: `openfootball:${idOf('Arsenal')}:Bukayo Saka`,
      name: '布卡约·萨卡',
      nameEn: 'Bukayo Saka',
      position: 'F',
      birthday: '2001-09-05',
      nationality: '英格兰',
    });
    expect(arsenal.find((p) => p.nameEn === 'David Raya')).toMatchObject({ position: 'G', nationality: '西班牙' });
  });
});

describe('assignSlots', () => {
  const slots = [
    { id: 1, position: 'G' },
    { id: 2, position: 'G' },
    { id: 3, position: 'D' },
    { id: 4, position: 'D' },
    { id: 5, position: 'D' },
    { id: 6, position: 'F' },
  ];
  it('puts each real player in the first free slot of his position', () => {
    const taken = assignSlots(slots, [
      { externalRef: 'a', position: 'D' },
      { externalRef: 'b', position: 'G' },
      { externalRef: 'c', position: 'D' },
    ]);
    expect([...taken]).toEqual([
      ['a', 3],
      ['b', 1],
      ['c', 4],
    ]);
  });

  it('gives an extra forward the slot of the position with most left, never the last keeper', () => {
    const taken = assignSlots(slots, [
      { externalRef: 'f1', position: 'F' },
      { externalRef: 'f2', position: 'F' },
      { externalRef: 'g1', position: 'G' },
    ]);
    expect([...taken]).toEqual([
      ['f1', 6],
      ['g1', 1],
      ['f2', 3],
    ]);
  });
});
