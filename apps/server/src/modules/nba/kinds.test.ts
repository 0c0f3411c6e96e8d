import { describe, expect, it } from 'vitest';
import { chinaMidnight, filterNbaDates, NbaKind, nbaScheduleKind } from '@sport/contract';
import { matchKindsOf } from './kinds';

describe('NBA kinds and date filters', () => {
  it('maps a kind to the games it covers: playoffs hold the Finals, the cup phases the Cup knockout', () => {
    expect(matchKindsOf(NbaKind.Regular)).toEqual(['regular']);
    expect(matchKindsOf(NbaKind.Playoffs)).toEqual(['playoffs', 'finals']);
    expect(matchKindsOf(NbaKind.Finals)).toEqual(['finals']);
    expect(matchKindsOf(nbaScheduleKind(NbaKind.Finals))).toEqual(['playoffs', 'finals']);
    expect(matchKindsOf(7)).toEqual(['cup']);
    expect(matchKindsOf(3)).toEqual([]);
    expect(matchKindsOf(undefined)).toEqual(['regular', 'playoffs', 'finals', 'cup']);
  });

  it('keeps days after 2023-10-06, and for the Finals only 2024-06-06..2024-06-19', () => {
    const days = [chinaMidnight(2023, 10, 6), chinaMidnight(2023, 10, 7), chinaMidnight(2024, 6, 5), chinaMidnight(2024, 6, 6), chinaMidnight(2024, 6, 19), chinaMidnight(2024, 6, 20)].map(
      (matchDate) => ({ matchDate, count: 1 }),
    );
    expect(filterNbaDates(days).map((d) => d.matchDate)).toEqual(days.slice(1).map((d) => d.matchDate));
    expect(filterNbaDates(days, { finals: true }).map((d) => d.matchDate)).toEqual([chinaMidnight(2024, 6, 6), chinaMidnight(2024, 6, 19)]);
  });
});
