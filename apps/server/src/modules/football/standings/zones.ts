import { CompetitionId } from '@sport/contract';

export type Zone = 'ucl' | 'uel' | 'uecl' | 'relegation-playoff' | 'relegation' | 'qualified' | 'best-third' | null;

export interface ZoneMark {
  zone: Zone;
  /** Shown beside the row; empty when the place means nothing. */
  note: string;
}

interface LeagueZones {
  /** Places from the top, in order: 1 … top.length. */
  top: ZoneMark[];
  /** Places from the bottom, last first. */
  bottom: ZoneMark[];
}

const UCL: ZoneMark = { zone: 'ucl', note: '欧冠' };
const UEL: ZoneMark = { zone: 'uel', note: '欧联' };
const UECL: ZoneMark = { zone: 'uecl', note: '欧会杯' };
const RELEGATION: ZoneMark = { zone: 'relegation', note: '降级' };
const RELEGATION_PLAYOFF: ZoneMark = { zone: 'relegation-playoff', note: '降级附加赛' };
const NONE: ZoneMark = { zone: null, note: '' };

/** 2024/25 places: the four biggest leagues send four to the Champions League; France three and one to its qualifying. */
const LEAGUE_ZONES: Readonly<Partial<Record<number, LeagueZones>>> = {
  [CompetitionId.PremierLeague]: { top: [UCL, UCL, UCL, UCL, UEL, UECL], bottom: [RELEGATION, RELEGATION, RELEGATION] },
  [CompetitionId.LaLiga]: { top: [UCL, UCL, UCL, UCL, UEL, UECL], bottom: [RELEGATION, RELEGATION, RELEGATION] },
  [CompetitionId.SerieA]: { top: [UCL, UCL, UCL, UCL, UEL, UECL], bottom: [RELEGATION, RELEGATION, RELEGATION] },
  [CompetitionId.Bundesliga]: {
    top: [UCL, UCL, UCL, UCL, UEL, UECL],
    bottom: [RELEGATION, RELEGATION, RELEGATION_PLAYOFF],
  },
  [CompetitionId.Ligue1]: {
    top: [UCL, UCL, UCL, { zone: 'ucl', note: '欧冠资格赛' }, UEL, UECL],
    bottom: [RELEGATION, RELEGATION, RELEGATION_PLAYOFF],
  },
};

/** Group stages: the top two go through (the best thirds, where some go through, are marked across groups: stats-tables.ts). */
const GROUP_ZONES: Readonly<Partial<Record<number, ZoneMark[]>>> = {
  [CompetitionId.WorldCup]: [
    { zone: 'qualified', note: '出线' },
    { zone: 'qualified', note: '出线' },
  ],
  [CompetitionId.Euro]: [
    { zone: 'qualified', note: '出线' },
    { zone: 'qualified', note: '出线' },
  ],
};

/** What a place in a table means in its competition (rank 1-based, tableSize the number of rows). */
export function zoneFor(competitionId: number, rank: number, tableSize: number, stage: 'league' | 'group'): ZoneMark {
  if (stage === 'group') return GROUP_ZONES[competitionId]?.[rank - 1] ?? NONE;
  const zones = LEAGUE_ZONES[competitionId];
  if (!zones) return NONE;
  // A short table (a simulated season) would overlap both ends; the top places win.
  return zones.top[rank - 1] ?? zones.bottom[tableSize - rank] ?? NONE;
}
