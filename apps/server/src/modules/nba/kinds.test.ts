import { describe, expect, it } from 'vitest';
import { NbaKind, nbaScheduleKind } from '@sport/contract';
import { gamesOf } from './kinds';

describe('NBA kinds', () => {
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
});
