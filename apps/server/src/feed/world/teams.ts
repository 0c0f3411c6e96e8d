import { LEAGUES } from '../data/clubs';
import { EURO_GROUPS, NATIONAL_TEAMS, WORLD_CUP_2026_GROUPS, WORLD_CUP_GROUPS, type TeamSeed } from '../data/national-teams';
import { NBA_DIVISIONS } from '../data/nba-teams';
import { createRng, deriveSeed, type Rng } from '../prng';
import {
  CLUB_ID_BASE,
  EURO_ID,
  NATIONAL_TEAM_ID_BASE,
  NBA_ID,
  NBA_TEAM_ID_BASE,
  PLAYER_ID_BASE,
  SPORT_BASKETBALL,
  SPORT_FOOTBALL,
  WORLD_CUP_ID,
} from '../../db/ids';
import { nameSquad } from './player-names';
import type { PlayerRow, TeamRow } from './types';

export interface TeamBook {
  teams: TeamRow[];
  players: PlayerRow[];
  /** National team id by code (QAT, ARG, …). */
  nationalIdByCode: Map<string, number>;
  /** Club ids per league competition id. */
  clubIdsByLeague: Map<number, number[]>;
  nbaTeamIds: number[];
}

/** Index in NATIONAL_TEAMS of the first team added for the 2026 World Cup (RSA). */
const FIRST_DEBUTANT = Object.keys(NATIONAL_TEAMS).indexOf('RSA');

const teamRow = (id: number, sportId: number, seed: TeamSeed, country: string, competitionIds: number[]): TeamRow => ({
  id,
  sportId,
  nameEn: seed[0],
  name: seed[1],
  shortName: seed[2],
  colors: [...seed[3]],
  strength: seed[4],
  country,
  competitionIds,
});

/** Every team of the world and a generated squad for each. Depends on the seed only, never on the clock. */
export function buildTeams(seed: number): TeamBook {
  const teams: TeamRow[] = [];
  const nationalIdByCode = new Map<string, number>();
  const inWorldCup = new Set([...Object.values(WORLD_CUP_GROUPS), ...Object.values(WORLD_CUP_2026_GROUPS)].flat());
  const inEuro = new Set(Object.values(EURO_GROUPS).flat());
  // Teams first seen at the 2026 World Cup go last, so every earlier team's generated players keep their ids.
  const debutants: TeamRow[] = [];
  Object.entries(NATIONAL_TEAMS).forEach(([code, data], i) => {
    const id = NATIONAL_TEAM_ID_BASE + i + 1;
    nationalIdByCode.set(code, id);
    const competitionIds = [...(inWorldCup.has(code) ? [WORLD_CUP_ID] : []), ...(inEuro.has(code) ? [EURO_ID] : [])];
    (i < FIRST_DEBUTANT ? teams : debutants).push(teamRow(id, SPORT_FOOTBALL, data, data[1], competitionIds));
  });

  const clubIdsByLeague = new Map<number, number[]>();
  let clubId = CLUB_ID_BASE;
  for (const league of LEAGUES) {
    const ids: number[] = [];
    for (const club of league.clubs) {
      clubId++;
      ids.push(clubId);
      teams.push(teamRow(clubId, SPORT_FOOTBALL, club, league.country, [league.competitionId]));
    }
    clubIdsByLeague.set(league.competitionId, ids);
  }

  const nbaTeamIds: number[] = [];
  let nbaId = NBA_TEAM_ID_BASE;
  for (const { division, conference, teams: list } of NBA_DIVISIONS) {
    for (const team of list) {
      nbaId++;
      nbaTeamIds.push(nbaId);
      const country = team[0] === 'Toronto Raptors' ? '加拿大' : '美国';
      teams.push({ ...teamRow(nbaId, SPORT_BASKETBALL, team, country, [NBA_ID]), conference, division });
    }
  }

  teams.push(...debutants);
  // After every older team, so a database seeded before them keeps its ids (team and player) when they join it.
  for (const league of LEAGUES) {
    for (const club of league.promoted2026) {
      clubId++;
      clubIdsByLeague.get(league.competitionId)?.push(clubId);
      teams.push(teamRow(clubId, SPORT_FOOTBALL, club, league.country, [league.competitionId]));
    }
  }

  const players: PlayerRow[] = [];
  let playerId = PLAYER_ID_BASE;
  for (const team of teams) {
    const rng = createRng(deriveSeed(seed, 'squad', team.id));
    const squad = team.sportId === SPORT_BASKETBALL ? basketballSquad(rng) : footballSquad(rng);
    const national = team.id < CLUB_ID_BASE;
    const rows = squad.map((member): PlayerRow => {
      playerId++;
      return {
        id: playerId,
        teamId: team.id,
        name: '',
        nameEn: '',
        number: member.number,
        position: member.position,
        birthday: `${rng.int(1989, 2006)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
        nationality: nationality(rng, team, national),
        heightCm: member.heightCm,
        weightKg: member.weightKg,
      };
    });
    // Names come last, from their own stream: each player's whole name from his nationality's pool.
    const names = nameSquad(seed, team.id, rows);
    for (const row of rows) players.push({ ...row, ...names.get(row.id) });
  }
  return { teams, players, nationalIdByCode, clubIdsByLeague, nbaTeamIds };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Where a club's foreign players come from (a club's own country is drawn again). */
const ABROAD = [
  '巴西', '阿根廷', '法国', '西班牙', '葡萄牙', '荷兰', '比利时', '塞内加尔', '克罗地亚', '丹麦', '日本', '韩国',
  '科特迪瓦', '摩洛哥', '乌拉圭', '哥伦比亚', '挪威', '瑞典', '塞尔维亚', '波兰', '德国', '意大利', '英格兰', '加纳',
  '尼日利亚', '瑞士', '奥地利', '土耳其', '喀麦隆', '阿尔及利亚', '美国', '苏格兰',
];
/** The NBA's international players; the rest of a roster, Raptors included, is American. */
const NBA_ABROAD = ['加拿大', '法国', '塞尔维亚', '希腊', '澳大利亚', '德国', '西班牙', '喀麦隆', '斯洛文尼亚', '日本', '克罗地亚'];

function nationality(rng: Rng, team: TeamRow, national: boolean): string {
  if (national) return team.country;
  if (team.sportId === SPORT_BASKETBALL) return rng.chance(0.75) ? '美国' : rng.pick(NBA_ABROAD);
  if (rng.chance(0.55)) return team.country;
  const abroad = ABROAD.filter((c) => c !== team.country);
  return rng.pick(abroad);
}

interface Member {
  number: number;
  position: string;
  heightCm: number;
  weightKg: number;
}

function footballSquad(rng: Rng): Member[] {
  const shape: [string, number, number, number][] = [
    // position, count, min height, max height
    ['G', 3, 185, 198],
    ['D', 8, 176, 194],
    ['M', 7, 168, 186],
    ['F', 5, 170, 192],
  ];
  const outfieldNumbers = rng.shuffle([...range(2, 11), ...range(13, 22), ...range(24, 40), 77, 99]);
  const keeperNumbers = [1, 12, 23];
  const members: Member[] = [];
  for (const [position, count, lo, hi] of shape) {
    for (let i = 0; i < count; i++) {
      const heightCm = rng.int(lo, hi);
      members.push({
        position,
        number: position === 'G' ? (keeperNumbers[i] ?? 30 + i) : (outfieldNumbers.pop() ?? 50 + members.length),
        heightCm,
        weightKg: heightCm - rng.int(100, 112),
      });
    }
  }
  return members;
}

function basketballSquad(rng: Rng): Member[] {
  const shape: [string, number, number][] = [
    ['PG', 183, 193],
    ['SG', 190, 198],
    ['SF', 198, 206],
    ['PF', 203, 211],
    ['C', 208, 221],
  ];
  const numbers = rng.shuffle([0, ...range(1, 55), 77, 88, 99]);
  const members: Member[] = [];
  for (let i = 0; i < 3; i++) {
    for (const [position, lo, hi] of shape) {
      const heightCm = rng.int(lo, hi);
      members.push({ position, number: numbers.pop() ?? 60 + members.length, heightCm, weightKg: Math.round(heightCm * 0.55 - rng.int(0, 8)) });
    }
  }
  return members;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
