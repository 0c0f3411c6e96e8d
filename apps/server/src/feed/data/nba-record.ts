/**
 * The NBA games SPEC pins to real dates, from the public record (../shared/data/nba/README.md): final
 * scores only. Times are UTC hours after the US date's UTC midnight: the Finals tipped off at 20:30 ET
 * (00:30 UTC the next day, 08:30 in China).
 */
export interface NbaRecordGame {
  /** 'finals' for the 2024 Finals (season 2023-24), 'cup' for the 2024 Cup knockout (season 2024-25). */
  part: 'finals' | 'cup';
  /** 0 quarter-finals, 1 semi-finals, 2 final (cup only; index into the contract's NBA_CUP_STAGE_IDS). */
  cupRound?: 0 | 1 | 2;
  /** US date [year, month 1..12, day]. */
  date: [number, number, number];
  hourUtc: number;
  home: string;
  homeScore: number;
  away: string;
  awayScore: number;
}

export const NBA_RECORD_GAMES: readonly NbaRecordGame[] = [
  { part: 'finals', date: [2024, 6, 6], hourUtc: 24.5, home: 'Boston Celtics', homeScore: 107, away: 'Dallas Mavericks', awayScore: 89 },
  { part: 'finals', date: [2024, 6, 9], hourUtc: 24.5, home: 'Boston Celtics', homeScore: 105, away: 'Dallas Mavericks', awayScore: 98 },
  { part: 'finals', date: [2024, 6, 12], hourUtc: 24.5, home: 'Dallas Mavericks', homeScore: 99, away: 'Boston Celtics', awayScore: 106 },
  { part: 'finals', date: [2024, 6, 14], hourUtc: 24.5, home: 'Dallas Mavericks', homeScore: 122, away: 'Boston Celtics', awayScore: 84 },
  { part: 'finals', date: [2024, 6, 17], hourUtc: 24.5, home: 'Boston Celtics', homeScore: 106, away: 'Dallas Mavericks', awayScore: 88 },
  { part: 'cup', cupRound: 0, date: [2024, 12, 10], hourUtc: 24, home: 'New York Knicks', homeScore: 100, away: 'Atlanta Hawks', awayScore: 108 },
  { part: 'cup', cupRound: 0, date: [2024, 12, 10], hourUtc: 26.5, home: 'Milwaukee Bucks', homeScore: 114, away: 'Orlando Magic', awayScore: 109 },
  { part: 'cup', cupRound: 0, date: [2024, 12, 11], hourUtc: 24, home: 'Oklahoma City Thunder', homeScore: 118, away: 'Dallas Mavericks', awayScore: 104 },
  { part: 'cup', cupRound: 0, date: [2024, 12, 11], hourUtc: 26.5, home: 'Houston Rockets', homeScore: 91, away: 'Golden State Warriors', awayScore: 90 },
  { part: 'cup', cupRound: 1, date: [2024, 12, 14], hourUtc: 23.5, home: 'Milwaukee Bucks', homeScore: 110, away: 'Atlanta Hawks', awayScore: 102 },
  { part: 'cup', cupRound: 1, date: [2024, 12, 14], hourUtc: 26.5, home: 'Oklahoma City Thunder', homeScore: 111, away: 'Houston Rockets', awayScore: 96 },
  { part: 'cup', cupRound: 2, date: [2024, 12, 17], hourUtc: 25.5, home: 'Milwaukee Bucks', homeScore: 97, away: 'Oklahoma City Thunder', awayScore: 81 },
];
