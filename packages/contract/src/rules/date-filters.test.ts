import { describe, expect, it } from 'vitest';
import { chinaMidnight } from './china-time';
import {
  dropEmptyCompetitionTypes,
  filterFiveLeagueDates,
  filterNbaDates,
  keepKnownCompetitionTypes,
} from './date-filters';

const d = (y: number, m: number, day: number, hours = 0) => ({
  matchDate: chinaMidnight(y, m, day) + hours * 3600_000,
});

describe('date filters', () => {
  it('keeps five-leagues dates after 2024-08-01 only', () => {
    const out = filterFiveLeagueDates([d(2024, 7, 31, 20), d(2024, 8, 1), d(2024, 8, 1, 19), d(2024, 8, 2)]);
    expect(out).toEqual([d(2024, 8, 1, 19), d(2024, 8, 2)]);
  });

  it('keeps NBA dates after 2023-10-06', () => {
    expect(filterNbaDates([d(2023, 10, 5), d(2023, 10, 6), d(2023, 10, 7), d(2026, 1, 1)])).toEqual([
      d(2023, 10, 7),
      d(2026, 1, 1),
    ]);
  });

  it('limits the Finals to 2024-06-06..2024-06-19, both days included', () => {
    const dates = [d(2024, 6, 5), d(2024, 6, 6), d(2024, 6, 19, 23), d(2024, 6, 20), d(2024, 5, 1)];
    expect(filterNbaDates(dates, { finals: true })).toEqual([d(2024, 6, 6), d(2024, 6, 19, 23)]);
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
