import { describe, expect, it } from 'vitest';
import { chinaMidnight } from './china-time';
import { dropEmptyCompetitionTypes, filterFiveLeagueDates, keepKnownCompetitionTypes } from './date-filters';

const d = (y: number, m: number, day: number, hours = 0) => ({
  matchDate: chinaMidnight(y, m, day) + hours * 3600_000,
});

describe('date filters', () => {
  it('keeps five-leagues dates after 2024-08-01 only', () => {
    const out = filterFiveLeagueDates([d(2024, 7, 31, 20), d(2024, 8, 1), d(2024, 8, 1, 19), d(2024, 8, 2)]);
    expect(out).toEqual([d(2024, 8, 1, 19), d(2024, 8, 2)]);
  });

  it('drops empty competition-type groups (Euro) and unknown types (five leagues)', () => {
    const groups = [
      { competitionType: 1, list: [1] },
      { competitionType: 2, list: [] },
      { competitionType: 9, list: [2] },
    ];
    expect(dropEmptyCompetitionTypes(groups).map((g) => g.competitionType)).toEqual([1, 9]);
    expect(keepKnownCompetitionTypes(groups, [1, 2]).map((g) => g.competitionType)).toEqual([1, 2]);
  });
});
