import { isFootballNotStarted, isPastFootballHalfTime, type Match } from '@sport/contract';
import { registerTexts, t } from './i18n';
import zhCN from './locales/score/zh-CN.json';

// The notes' texts (`score.…`) load with the schedules and match pages that show them, not with the first screen
// (decision 017).
registerTexts('score', {
  'zh-CN': zhCN,
  'zh-TW': () => import('./locales/score/zh-TW.json'),
  en: () => import('./locales/score/en.json'),
});

/** What a football score's notes read: a schedule's match and the match page's header alike. */
type Sides = Pick<
  Match,
  | 'statusId'
  | 'homeHalfScore'
  | 'awayHalfScore'
  | 'homeExtraTimeScore'
  | 'awayExtraTimeScore'
  | 'homePenaltyScore'
  | 'awayPenaltyScore'
>;

type Part = 'halfTime' | 'regularTime' | 'extraTime' | 'penalties';

/** One part of a match's score, named ('半场 1:0', '常规时间 2:2', '点球 4:2'), once both sides have it. */
export const partScore = (
  part: Part,
  home: number | null | undefined,
  away: number | null | undefined,
): string | null =>
  home === null || home === undefined || away === null || away === undefined
    ? null
    : t(`score.${part}`, { home, away });

/** Extra time and penalties, shown as such ('加时 2:2', '点球 4:2'): they decide a knockout match. */
export function decidingNotes(match: Sides): string[] {
  if (isFootballNotStarted(match.statusId)) return [];
  return [
    partScore('extraTime', match.homeExtraTimeScore, match.awayExtraTimeScore),
    partScore('penalties', match.homePenaltyScore, match.awayPenaltyScore),
  ].filter((line): line is string => line !== null);
}

/** The lines under a football score: half time (once reached), then extra time and penalties. */
export function scoreNotes(match: Sides): string[] {
  if (isFootballNotStarted(match.statusId)) return [];
  const half = isPastFootballHalfTime(match.statusId)
    ? partScore('halfTime', match.homeHalfScore, match.awayHalfScore)
    : null;
  return [...(half ? [half] : []), ...decidingNotes(match)];
}
