import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '@sport/contract';
import { formLookup, type SeasonMatch } from './demo-tip-form';

// A demo analysis may state a side's form only as the record had it when the tip was written: its last five
// finished matches of the season over by then, counted from that side's view.

const ARSENAL = 1;
const CHELSEA = 2;
const OTHERS = [3, 4, 5, 6];
const at = (day: number, hour = 20) => Date.UTC(2026, 8, day, hour);
let nextId = 100;
const match = (
  day: number,
  homeTeamId: number,
  awayTeamId: number,
  score: [number, number] | null,
  seasonId = 7,
  simulated = false,
): SeasonMatch => ({
  id: nextId++,
  seasonId,
  scope: 'league',
  kickoffAt: at(day),
  homeTeamId,
  awayTeamId,
  homeScore: score?.[0] ?? null,
  awayScore: score?.[1] ?? null,
  finished: score !== null,
  simulated,
});

const lastSeason = match(-100, ARSENAL, CHELSEA, [5, 0], 6);
const played = [
  match(1, ARSENAL, OTHERS[0]!, [2, 0]),
  match(4, OTHERS[1]!, ARSENAL, [1, 1]),
  match(8, ARSENAL, OTHERS[2]!, [0, 3]),
  match(12, OTHERS[3]!, ARSENAL, [1, 4]),
  match(15, ARSENAL, OTHERS[0]!, [2, 1]),
  // The record ends here: the simulator played the last one.
  match(19, OTHERS[1]!, ARSENAL, [2, 2], 7, true),
];
const derby = match(28, ARSENAL, CHELSEA, null);
const record = [lastSeason, ...played, derby];

describe('formLookup', () => {
  it('counts each side’s last five matches of the season over before the instant, from its own view', () => {
    const form = formLookup(record);
    expect(form(derby.id, at(27))).toEqual({
      scope: 'league',
      home: { played: 5, won: 2, drawn: 2, lost: 1, scored: 9, conceded: 8, simulated: 1 },
      // Chelsea's 0:5 was last season's: this season it has no match yet.
      away: null,
    });
    expect(form(derby.id, at(9)).home).toEqual({
      played: 3,
      won: 1,
      drawn: 1,
      lost: 1,
      scored: 3,
      conceded: 4,
      simulated: 0,
    });
  });

  it('leaves out a match that may still be on', () => {
    const form = formLookup(record);
    // Two hours after the kick-off of 19 September that match may not be over; three hours after, it is.
    expect(form(derby.id, at(19) + 2 * HOUR_MS).home).toMatchObject({ played: 5, drawn: 1, scored: 9 });
    expect(form(derby.id, at(19) + 3 * HOUR_MS).home).toMatchObject({ played: 5, drawn: 2, scored: 9 });
  });
});
