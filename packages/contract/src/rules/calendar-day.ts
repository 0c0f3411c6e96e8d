import { TEXTS } from '../constants';
import { chinaDate, isSameChinaDay } from './china-time';
import { monthDayDot, monthDayZh } from './date-labels';

// A day with its year when it is not this year's. Beside date-labels, not in it: those labels are the first screen's
// (vite.config's app chunk carries them), these are the later pages' (tips, bets, a user's posts).

/** Whether `epochMs` falls in `now`'s year, China time: a day of another year is written with its year. */
export const inYearOf = (epochMs: number, now: number = Date.now()): boolean =>
  chinaDate(epochMs).year === chinaDate(now).year;

/**
 * `MM月DD日` within `now`'s year (China time), `YYYY年MM月DD日` outside it: a tip on a match of a past season, read in
 * November 2026, must not read as next February's.
 */
export const calendarDayZh = (epochMs: number, now: number = Date.now()): string =>
  inYearOf(epochMs, now) ? monthDayZh(epochMs) : `${chinaDate(epochMs).year}年${monthDayZh(epochMs)}`;

/** `MM.DD` within `now`'s year (China time), `YYYY.MM.DD` outside it (as calendarDayZh). */
export const calendarDayDot = (epochMs: number, now: number = Date.now()): string =>
  inYearOf(epochMs, now) ? monthDayDot(epochMs) : `${chinaDate(epochMs).year}.${monthDayDot(epochMs)}`;

/** A host moment's date: '今天' for today (China time), otherwise `MM.DD`, with its year outside this one. */
export const momentDateLabel = (createDate: number, now: number): string =>
  isSameChinaDay(createDate, now) ? TEXTS.today : calendarDayDot(createDate, now);
