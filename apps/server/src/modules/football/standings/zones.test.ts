import { describe, expect, it } from 'vitest';
import { CompetitionId } from '@sport/contract';
import { zoneFor } from './zones';

const leagueZones = (competitionId: number, size: number) =>
  Array.from({ length: size }, (_, i) => zoneFor(competitionId, i + 1, size, 'league').zone);

describe('league zones (2024/25)', () => {
  it('Premier League, La Liga, Serie A: 4 Champions League, Europa, Conference, 3 relegated', () => {
    const expected = [
      'ucl',
      'ucl',
      'ucl',
      'ucl',
      'uel',
      'uecl',
      ...Array<null>(11).fill(null),
      'relegation',
      'relegation',
      'relegation',
    ];
    for (const id of [CompetitionId.PremierLeague, CompetitionId.LaLiga, CompetitionId.SerieA]) {
      expect(leagueZones(id, 20)).toEqual(expected);
    }
    expect(zoneFor(CompetitionId.PremierLeague, 5, 20, 'league')).toEqual({ zone: 'uel', note: '欧联' });
    expect(zoneFor(CompetitionId.PremierLeague, 6, 20, 'league')).toEqual({ zone: 'uecl', note: '欧会杯' });
    expect(zoneFor(CompetitionId.SerieA, 18, 20, 'league')).toEqual({ zone: 'relegation', note: '降级' });
  });

  it('Bundesliga: 16th plays the relegation play-off, 17th and 18th go down', () => {
    expect(leagueZones(CompetitionId.Bundesliga, 18).slice(-4)).toEqual([
      null,
      'relegation-playoff',
      'relegation',
      'relegation',
    ]);
    expect(zoneFor(CompetitionId.Bundesliga, 16, 18, 'league').note).toBe('降级附加赛');
  });

  it('Ligue 1: three straight into the Champions League, the 4th into its qualifying', () => {
    expect(leagueZones(CompetitionId.Ligue1, 18)).toEqual([
      'ucl',
      'ucl',
      'ucl',
      'ucl',
      'uel',
      'uecl',
      ...Array<null>(9).fill(null),
      'relegation-playoff',
      'relegation',
      'relegation',
    ]);
    expect(zoneFor(CompetitionId.Ligue1, 3, 18, 'league').note).toBe('欧冠');
    expect(zoneFor(CompetitionId.Ligue1, 4, 18, 'league')).toEqual({ zone: 'ucl', note: '欧冠资格赛' });
  });
});

describe('group zones', () => {
  it('World Cup: the top two go through', () => {
    expect([1, 2, 3, 4].map((rank) => zoneFor(CompetitionId.WorldCup, rank, 4, 'group'))).toEqual([
      { zone: 'qualified', note: '出线' },
      { zone: 'qualified', note: '出线' },
      { zone: null, note: '' },
      { zone: null, note: '' },
    ]);
  });

  it('Euro: the top two; a third place is marked across the groups (stats-tables), not by its place alone', () => {
    expect(zoneFor(CompetitionId.Euro, 2, 4, 'group').zone).toBe('qualified');
    expect(zoneFor(CompetitionId.Euro, 3, 4, 'group').zone).toBeNull();
    expect(zoneFor(CompetitionId.Euro, 4, 4, 'group').zone).toBeNull();
  });

  it('a stage the competition does not have means nothing', () => {
    expect(zoneFor(CompetitionId.WorldCup, 1, 4, 'league').zone).toBeNull();
    expect(zoneFor(CompetitionId.PremierLeague, 1, 4, 'group').zone).toBeNull();
    expect(zoneFor(CompetitionId.Friendlies, 1, 20, 'league').zone).toBeNull();
  });
});
