import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASKETBALL_PHASE_LABELS,
  BASKETBALL_STATUS_LABELS,
  basketballStatusLabel,
  isBasketballFinished,
  isBasketballLive,
} from './basketball-status';
import { BET_RESULT_LABELS, BET_RESULTS, betResultLabel, isBetHit, isBetSettled } from './bet-result';
import {
  COMPETITION_PHASE_LABELS,
  conferenceLabel,
  NBA_CURRENT_SEASON_ID,
  NBA_SEASON_IDS,
  NbaKind,
  nbaKindLabel,
  nbaScheduleKind,
  nbaSeasonLabel,
  SEASON_TYPE_LABELS,
} from './competition';
import {
  FOOTBALL_PHASE_LABELS,
  FOOTBALL_STATUS_LABELS,
  footballPhaseLabel,
  footballStatusLabel,
  isFootballFinished,
  isFootballLive,
  isFootballNotStarted,
  isFootballClockRunning,
} from './football-status';
import { BADGE_KIND_LABELS, HOST_LIST_KIND_LABELS, scheduleLiveStatusLabel } from './host';
import { basketballNamedStatus, footballNamedStatus, NAMED_STATUSES } from './named-status';
import { TIP_TABS, tipTabIsHistory } from './tips';

const keys = (o: object): number[] => Object.keys(o).map(Number);
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('football status', () => {
  it('labels 0–13 in Chinese as SPEC lists them', () => {
    expect(keys(FOOTBALL_STATUS_LABELS)).toEqual(range(0, 13));
    expect(footballStatusLabel(0)).toBe('异常');
    expect(footballStatusLabel(1)).toBe('未开赛');
    expect(footballStatusLabel(3)).toBe('中场');
    expect(footballStatusLabel(6)).toBe('加时赛(弃用)');
    expect(footballStatusLabel(7)).toBe('点球决战');
    expect(footballStatusLabel(8)).toBe('完场');
    expect(footballStatusLabel(11)).toBe('腰斩');
    expect(footballStatusLabel(13)).toBe('待定');
    expect(footballStatusLabel(14)).toBe('未知');
    expect(footballStatusLabel(-1)).toBe('未知');
  });

  it('is live exactly for 2–7, finished for 8, not started for 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), (id) => {
        expect(isFootballLive(id)).toBe(id >= 2 && id <= 7);
        expect(isFootballFinished(id)).toBe(id === 8);
        expect(isFootballNotStarted(id)).toBe(id === 1);
      }),
    );
  });

  it('runs a minute of play in the halves and extra time, not at half time or in the shoot-out', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter(isFootballClockRunning)).toEqual([2, 4, 5, 6]);
  });

  it('labels the detailed phases 1002–1016', () => {
    expect(keys(FOOTBALL_PHASE_LABELS)).toEqual(range(1002, 1016));
    expect(footballPhaseLabel(1010)).toBe('点球大战');
    expect(footballPhaseLabel(1001)).toBe('未知');
  });

  it('reads as the named status set', () => {
    expect(footballNamedStatus(4)).toBe('LIVE');
    expect(footballNamedStatus(1)).toBe('NOT_STARTED');
    expect(footballNamedStatus(8)).toBe('ENDED');
    expect(footballNamedStatus(12)).toBe('CANCELLED');
    expect(NAMED_STATUSES).toHaveLength(9);
  });
});

describe('basketball status', () => {
  it('labels 0–15 and 3001–3019', () => {
    expect(keys(BASKETBALL_STATUS_LABELS)).toEqual(range(0, 15));
    expect(keys(BASKETBALL_PHASE_LABELS)).toEqual(range(3001, 3019));
    expect(basketballStatusLabel(2)).toBe('第一节');
    expect(basketballStatusLabel(9)).toBe('加时');
    expect(basketballStatusLabel(10)).toBe('完场');
  });

  it('is live exactly for 2–9 and finished for 10', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), (id) => {
        expect(isBasketballLive(id)).toBe(id >= 2 && id <= 9);
        expect(isBasketballFinished(id)).toBe(id === 10);
      }),
    );
    expect(basketballNamedStatus(13)).toBe('DELAYED');
    expect(basketballNamedStatus(7)).toBe('LIVE');
  });
});

describe('hosts, competitions, bets and tips', () => {
  it('labels host schedule statuses, list kinds and badge kinds', () => {
    expect([0, 1, 2].map(scheduleLiveStatusLabel)).toEqual(['未开始', '直播中', '已结束']);
    expect(keys(HOST_LIST_KIND_LABELS)).toEqual([1, 2, 3]);
    expect(keys(BADGE_KIND_LABELS)).toEqual([1, 2, 3, 4]);
  });

  it('labels phases 1–7, season types 1–6 and the conferences as SPEC names them, in simplified characters', () => {
    expect(keys(COMPETITION_PHASE_LABELS)).toEqual(range(1, 7));
    expect(keys(SEASON_TYPE_LABELS)).toEqual(range(1, 6));
    expect(conferenceLabel(1)).toBe('东部排名');
    expect(conferenceLabel(2)).toBe('西部排名');
  });

  it('knows the NBA seasons and maps the Finals kind to playoffs for the schedule call', () => {
    expect(NBA_SEASON_IDS).toEqual([1414, 1566, 1745, 1911]);
    expect(nbaSeasonLabel(1745)).toBe('24/25');
    expect(NBA_CURRENT_SEASON_ID).toBe(1911);
    expect(nbaScheduleKind(NbaKind.Finals)).toBe(NbaKind.Playoffs);
    expect(nbaScheduleKind(NbaKind.Regular)).toBe(NbaKind.Regular);
    expect(nbaScheduleKind(NbaKind.Playoffs)).toBe(NbaKind.Playoffs);
    expect(nbaKindLabel(NbaKind.Finals)).toBe('总决赛');
  });

  it('labels every bet result, half-win and half-lose included', () => {
    expect(Object.keys(BET_RESULT_LABELS).sort()).toEqual([...BET_RESULTS].sort());
    expect(betResultLabel('half_win')).toBe('赢半');
    expect(betResultLabel('half_lose')).toBe('输半');
    expect(isBetSettled('waiting')).toBe(false);
    expect(isBetSettled('draw')).toBe(true);
    expect(isBetHit('half_win')).toBe(true);
    expect(isBetHit('half_lose')).toBe(false);
  });

  it('has the new and historical tip tabs', () => {
    expect(TIP_TABS.map((t) => t.key)).toEqual(['new', 'history']);
    expect(tipTabIsHistory('new')).toBe(1);
    expect(tipTabIsHistory('history')).toBe(0);
  });
});
