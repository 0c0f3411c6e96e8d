import { describe, expect, it } from 'vitest';
import { chinaMidnight, filterNbaDates, NbaKind, nbaScheduleKind } from '@sport/contract';
import { gamesOf } from './kinds';

describe('NBA kinds and date filters', () => {
  it('maps a kind to the games it covers: playoffs hold the Finals, the team cup the Cup groups, the final cup its knockout', () => {
    expect(gamesOf(NbaKind.Regular)).toEqual({ kinds: ['regular'] });
    expect(gamesOf(NbaKind.Playoffs)).toEqual({ kinds: ['playoffs', 'finals'] });
    expect(gamesOf(NbaKind.Finals)).toEqual({ kinds: ['finals'] });
    expect(gamesOf(nbaScheduleKind(NbaKind.Finals))).toEqual({ kinds: ['playoffs', 'finals'] });
    // the group games are regular-season games of the phase-6 stage
    expect(gamesOf(6)).toEqual({ kinds: ['regular'], phase: 6 });
    expect(gamesOf(7)).toEqual({ kinds: ['cup'] });
    expect(gamesOf(3)).toEqual({ kinds: [] });
    expect(gamesOf(undefined)).toEqual({ kinds: ['regular', 'playoffs', 'finals', 'cup'] });
  });

  it('keeps days after 2023-10-06, and for the Finals only 2024-06-06..2024-06-19', () => {
    const days = [chinaMidnight(2023, 10, 6), chinaMidnight(2023, 10, 7), chinaMidnight(2024, 6, 5), chinaMidnight(2024, 6, 6), chinaMidnight(2024, 6, 19), chinaMidnight(2024, 6, 20)].map(
      (matchDate) => ({ matchDate, count: 1 }),
    );
    expect(filterNbaDates(days).map((d) => d.matchDate)).toEqual(days.slice(1).map((d) => d.matchDate));
    expect(filterNbaDates(days, { finals: true }).map((d) => d.matchDate)).toEqual([chinaMidnight(2024, 6, 6), chinaMidnight(2024, 6, 19)]);
  });
});
