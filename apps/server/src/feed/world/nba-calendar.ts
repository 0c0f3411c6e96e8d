import { DAY_MS, HOUR_MS } from './time';

/**
 * The NBA's calendar of a season starting in `year`: dates are US dates (UTC midnight of that date), times
 * Eastern. The 2026-27 dates were not published in any source we could read (the 2025-26 ones were), so they
 * follow the league's pattern of the last five seasons: opening night is the Tuesday between October 18 and 24
 * (2021: 19, 2022: 18, 2023: 24, 2024: 22, 2025: 21 — for 2026 the 20th), the regular season ends on the
 * Sunday 173 days later (2024-25: April 13, 2025-26: April 12 — for 2026-27 April 11, 2027).
 */
export function nbaOpeningNight(year: number): number {
  for (let day = 18; ; day++) {
    const at = Date.UTC(year, 9, day);
    if (new Date(at).getUTCDay() === 2) return at;
  }
}

const SEASON_DAYS = 173;

/** The regular season's last US date. */
export const nbaRegularSeasonEnd = (year: number): number => nbaOpeningNight(year) + SEASON_DAYS * DAY_MS;

/** The n-th (1-based) given weekday of a month, as UTC midnight. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  const first = Date.UTC(year, month, 1);
  const offset = (weekday - new Date(first).getUTCDay() + 7) % 7;
  return first + (offset + (n - 1) * 7) * DAY_MS;
}

/**
 * US dates without regular-season games: Thanksgiving (the fourth Thursday of November), Christmas Eve and the
 * All-Star break (Friday to Wednesday around the third Sunday of February), as the league keeps them dark.
 */
export function nbaDarkDays(year: number): number[] {
  const allStarSunday = nthWeekday(year + 1, 1, 0, 3);
  const allStar = [-2, -1, 0, 1, 2, 3].map((d) => allStarSunday + d * DAY_MS);
  return [nthWeekday(year, 10, 4, 4), Date.UTC(year, 11, 24), ...allStar];
}

/** Eastern time's offset from UTC in hours on a US date: daylight time from March's second Sunday to November's first. */
export function easternOffset(day: number): number {
  const year = new Date(day).getUTCFullYear();
  const summer = day >= nthWeekday(year, 2, 0, 2) && day < nthWeekday(year, 10, 0, 1);
  return summer ? 4 : 5;
}

/** Hours a home arena's clock is behind Eastern time. */
const BEHIND_EASTERN: Readonly<Record<string, number>> = {
  'Chicago Bulls': 1,
  'Milwaukee Bucks': 1,
  'Dallas Mavericks': 1,
  'Houston Rockets': 1,
  'Memphis Grizzlies': 1,
  'New Orleans Pelicans': 1,
  'San Antonio Spurs': 1,
  'Minnesota Timberwolves': 1,
  'Oklahoma City Thunder': 1,
  'Denver Nuggets': 2,
  'Utah Jazz': 2,
  'Phoenix Suns': 2,
  'Golden State Warriors': 3,
  'Los Angeles Clippers': 3,
  'Los Angeles Lakers': 3,
  'Portland Trail Blazers': 3,
  'Sacramento Kings': 3,
};

/**
 * A game's tip-off: 19:00 or 19:30 at the home arena, so 19:00–22:30 Eastern — 07:00–11:30 of the next day in
 * China, one China day for the whole US night.
 */
export function nbaTipOff(day: number, homeNameEn: string | undefined, late: boolean): number {
  const eastern = 19 + (BEHIND_EASTERN[homeNameEn ?? ''] ?? 0) + (late ? 0.5 : 0);
  return day + (eastern + easternOffset(day)) * HOUR_MS;
}
