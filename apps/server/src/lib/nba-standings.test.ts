import { describe, expect, it } from 'vitest';
import { nbaStandings, type StandingsGame, type StandingsTeam } from './nba-standings';

// East: A and B in the Atlantic, C and D in the Central. West: W alone.
const teams: StandingsTeam[] = [
  { teamId: 1, conference: 1, division: 'atlantic' },
  { teamId: 2, conference: 1, division: 'atlantic' },
  { teamId: 3, conference: 1, division: 'central' },
  { teamId: 4, conference: 1, division: 'central' },
  { teamId: 9, conference: 2, division: 'pacific' },
];
let clock = 0;
const win = (winner: number, loser: number, home = winner): StandingsGame => ({
  homeId: home,
  awayId: home === winner ? loser : winner,
  homeScore: home === winner ? 110 : 100,
  awayScore: home === winner ? 100 : 110,
  at: ++clock,
});
const order = (games: StandingsGame[]) => nbaStandings(teams, games)[0]?.map((l) => l.teamId);

describe('NBA standings', () => {
  it('ranks by win % with games behind, home/away, last ten and streak', () => {
    const games = [win(1, 2), win(1, 3, 3), win(2, 4), win(3, 4), win(4, 1)];
    const [east, west] = nbaStandings(teams, games);
    expect(east?.map((l) => [l.teamId, l.won, l.lost, l.gamesBehind])).toEqual([
      [1, 2, 1, 0],
      // 2 and 3 are 1-1 and never met: 3 leads the Central, 2 leads nothing.
      [3, 1, 1, 0.5],
      [2, 1, 1, 0.5],
      [4, 1, 2, 1],
    ]);
    const a = east?.[0];
    expect([a?.homeWon, a?.homeLost, a?.awayWon, a?.awayLost, a?.lastTenWon, a?.lastTenLost, a?.streak]).toEqual([1, 0, 1, 1, 2, 1, 'L1']);
    expect(a?.winRate).toBe(0.667);
    expect(west?.map((l) => [l.teamId, l.won, l.lost, l.streak])).toEqual([[9, 0, 0, '']]);
  });

  it('breaks a tie by head-to-head first', () => {
    // 2 and 3 are 2-1 each, both lead their division; 3 won their game.
    const games = [win(3, 2), win(2, 1), win(2, 4), win(3, 4), win(1, 3)];
    expect(order(games)?.slice(0, 2)).toEqual([3, 2]);
  });

  it('then puts a division leader before a team that leads none', () => {
    // 2 and 4 are 1-1 and split their games: 4 leads the Central (3 is 0-2), 2 trails 1 in the Atlantic.
    const games = [win(2, 4), win(4, 2), win(1, 3), win(1, 3)];
    const table = order(games);
    expect(table?.indexOf(4)).toBeLessThan(table?.indexOf(2) ?? -1);
  });

  it('then by the record against the conference', () => {
    // 1 and 4 are 1-1, never met, lead nothing (2 and 3 do); 4 beat an East team, 1 only the West.
    const games = [win(2, 9), win(2, 9), win(3, 9), win(3, 9), win(1, 9), win(3, 1), win(4, 2), win(9, 4)];
    const table = order(games);
    expect(table?.indexOf(4)).toBeLessThan(table?.indexOf(1) ?? -1);
  });
});
