import { describe, expect, it } from 'vitest';
import { resultSourceOf } from './match-view';

describe('where a score comes from', () => {
  const scored = { homeScore: 2, awayScore: 1 };

  it('is what a real fixture’s row says: the record’s, or the simulator’s until the record comes', () => {
    expect(resultSourceOf({ ...scored, resultSource: 'record', source: 'openfootball' })).toBe('record');
    expect(resultSourceOf({ ...scored, resultSource: 'simulation', source: 'openfootball' })).toBe('simulation');
  });

  it('is the simulator for a demo-world match, which no record stands beside, and the record for a real game without a mark', () => {
    expect(resultSourceOf({ ...scored, resultSource: null, source: 'demo' })).toBe('simulation');
    expect(resultSourceOf({ ...scored, resultSource: null, source: 'nba-record' })).toBe('record');
  });

  it('is nothing before there is a score', () => {
    expect(resultSourceOf({ homeScore: null, awayScore: null, resultSource: null, source: 'demo' })).toBeNull();
  });
});
