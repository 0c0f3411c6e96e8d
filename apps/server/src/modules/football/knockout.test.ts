import { describe, expect, it } from 'vitest';
import { buildKnockout } from './knockout';
import type { MatchRow } from './match-repository';

const QF = { id: 2, name: '1/4决赛' };
const SF = { id: 3, name: '半决赛' };
const THIRD = { id: 4, name: '三四名决赛' };
const FINAL = { id: 5, name: '决赛' };

let kickoff = Date.UTC(2022, 11, 1);
/** A knockout match; later ones kick off later unless told. */
function row(matchId: number, stageId: number, homeId: number | null, awayId: number | null, sources: [string, string] | null = null): MatchRow {
  kickoff += 3_600_000;
  return {
    matchId,
    sportId: 1,
    competitionId: 10810,
    competitionName: '世界杯',
    seasonId: 1,
    stageId,
    stageName: '',
    groupName: null,
    roundNum: null,
    statusId: 8,
    minute: null,
    kickoffAt: new Date(kickoff),
    kickoffTimeSet: true,
    homeId,
    awayId,
    homeName: '',
    awayName: '',
    homeScore: 1,
    awayScore: 0,
    homeHalfScore: null,
    awayHalfScore: null,
    homeExtraTimeScore: null,
    awayExtraTimeScore: null,
    homePenaltyScore: null,
    awayPenaltyScore: null,
    homeSource: sources?.[0] ?? null,
    awaySource: sources?.[1] ?? null,
  };
}

const ids = (rounds: ReturnType<typeof buildKnockout>) => rounds.map((r) => r.matches.map((m) => m.matchId));
const feeders = (rounds: ReturnType<typeof buildKnockout>) =>
  rounds.map((r) => r.matches.map((m) => [m.homeFromMatchId, m.awayFromMatchId]));

describe('buildKnockout', () => {
  it('finds a real team’s feeder in the nearest earlier round and orders each round by the slots it feeds', () => {
    // Quarter-finals kick off 11, 12, 13, 14, but the semi-finals pair 13 with 11 and 14 with 12.
    const rounds = buildKnockout(
      [QF, SF, THIRD, FINAL],
      [
        row(11, QF.id, 1, 2),
        row(12, QF.id, 3, 4),
        row(13, QF.id, 5, 6),
        row(14, QF.id, 7, 8),
        row(21, SF.id, 5, 1),
        row(22, SF.id, 3, 7),
        row(31, THIRD.id, 1, 7),
        row(41, FINAL.id, 5, 3),
      ],
    );
    expect(ids(rounds)).toEqual([[13, 11, 12, 14], [21, 22], [31], [41]]);
    expect(feeders(rounds)).toEqual([
      [
        [null, null],
        [null, null],
        [null, null],
        [null, null],
      ],
      [
        [13, 11],
        [12, 14],
      ],
      // The third-place match comes from the semi-finals its teams lost, the final from those its teams won.
      [[21, 22]],
      [[21, 22]],
    ]);
  });

  it('reads a demo slot’s feeder from its source, also while the team is not known yet', () => {
    const rounds = buildKnockout(
      [SF, FINAL],
      [row(21, SF.id, 1, 2, ['1A', '2B']), row(22, SF.id, 3, 4, ['1B', '2A']), row(41, FINAL.id, null, null, ['W:22', 'W:21'])],
    );
    expect(ids(rounds)).toEqual([[22, 21], [41]]);
    expect(feeders(rounds)).toEqual([
      [
        [null, null],
        [null, null],
      ],
      [[22, 21]],
    ]);
  });
});
