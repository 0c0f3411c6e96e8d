import {
  basketballStatusLabel,
  chinaDate,
  footballStatusLabel,
  isMatchNotStarted,
  kickoffClock,
  isBasketballFinished,
  isFootballClockRunning,
  SportId,
  type MatchDetailHeader,
  withGameClock,
} from '@sport/contract';
import { t } from '../../../lib/i18n';

export const isFootball = (header: Pick<MatchDetailHeader, 'sportId'>): boolean => header.sportId === SportId.Football;

const statusLabel = (header: Pick<MatchDetailHeader, 'sportId' | 'statusId'>): string =>
  isFootball(header) ? footballStatusLabel(header.statusId) : basketballStatusLabel(header.statusId);

/** A minute of play as the timeline writes it: 67', 45+3'. */
export const minuteText = (minute: number, added: number | null): string =>
  added ? `${minute}+${added}'` : `${minute}'`;

/**
 * The status line: the sport's status (中场, 加时赛, 点球决战, 第四节 …), with the minute while a football match is
 * in play (half time and the shoot-out have no running minute), and a basketball period's game clock (第四节 03:21).
 */
export function statusText(header: MatchDetailHeader): string {
  const label = statusLabel(header);
  if (!isFootball(header)) return withGameClock(label, header.clock);
  return isFootballClockRunning(header.statusId) && header.minute !== null
    ? `${label} ${minuteText(header.minute, header.addedMinute)}`
    : label;
}

/** The score between the teams once there is one, else VS. */
export const scoreText = (header: MatchDetailHeader): string =>
  !isMatchNotStarted(header.sportId, header.statusId) && header.homeScore !== null && header.awayScore !== null
    ? `${header.homeScore} : ${header.awayScore}`
    : 'VS';

/**
 * An NBA final corrected after the game (issue 24): the score the page's own lines end at (the players' points,
 * the last play) is not the header's. The lines stay as played, since which of them was wrong is not known; each
 * tab says so rather than disagree with the score above without a word.
 */
export const finalCorrectedSince = (
  header: Pick<MatchDetailHeader, 'statusId' | 'homeScore' | 'awayScore'>,
  played: { home: number; away: number } | undefined,
): boolean =>
  isBasketballFinished(header.statusId) &&
  played !== undefined &&
  (played.home !== header.homeScore || played.away !== header.awayScore);

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The kick-off in China time, whatever the reader's clock: 2026年09月21日 20:00 (待定 for a time not yet set). */
export function kickoffText(header: Pick<MatchDetailHeader, 'matchDate' | 'kickoffTimeTbd' | 'sportId' | 'statusId'>): string {
  const { year, month, day } = chinaDate(header.matchDate);
  const started = !isMatchNotStarted(header.sportId, header.statusId);
  const time = kickoffClock(header.matchDate, header.kickoffTimeTbd, started);
  return t('match.date', { year, month: pad2(month), day: pad2(day), time });
}

/**
 * A group as named: a tournament's lettered group gets its word (A组), the NBA Cup's groups come whole (东部C组).
 */
const groupText = (name: string): string => (/^[A-Z]$/.test(name) ? t('match.group', { name }) : name);

/** The competition line: 英超 · 联赛 · 第5轮, 世界杯 · 小组赛 · A组, NBA · 杯赛小组赛 · 东部C组. */
export function competitionText(header: MatchDetailHeader): string {
  const parts = [header.competitionName, header.stageName];
  if (header.groupName) parts.push(groupText(header.groupName));
  if (header.roundNum !== null) parts.push(t('match.round', { n: header.roundNum }));
  return parts.filter(Boolean).join(' · ');
}

/** A past meeting's day in China time: 2025/03/16. */
export function kickoffDay(matchDate: number): string {
  const { year, month, day } = chinaDate(matchDate);
  return `${year}/${pad2(month)}/${pad2(day)}`;
}
