import { withGameClock, type MatchDetail, type NbaPlay } from '@sport/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { finalCorrectedSince } from './match-status';
import { NoData } from './no-data';

/**
 * 直播: the play-by-play one period at a time (the latest first opened, as a live page reads), newest line on top,
 * each with the period's clock, the team and the score after a basket; a record says it holds none. After
 * a corrected final, a note says the lines are the game's as played.
 */
export function NbaPlays({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation();
  const plays = detail.plays ?? [];
  const periods = [...new Set(plays.map((p) => p.period))];
  const latest = periods.at(-1) ?? 1;
  const [chosen, choose] = useState<number | null>(null);
  if (plays.length === 0) return <NoData detail={detail} part="commentary" />;
  // a period picked stays picked as lines come; until then the latest one follows the game
  const period = chosen !== null && periods.includes(chosen) ? chosen : latest;
  const label = (n: number) => (n <= 4 ? t(`match.quarter.${n}`) : t('match.overtime', { n: n - 4 }));
  const { homeName, awayName } = detail.header;
  const last = plays.at(-1);
  const corrected = finalCorrectedSince(detail.header, last && { home: last.homeScore, away: last.awayScore });
  const lines = plays.filter((p) => p.period === period).reverse();
  const team = (play: NbaPlay) => (play.side === 1 ? homeName : awayName);
  return (
    <div className="match-plays card">
      {corrected ? <p className="match-correction">{t('match.playsBeforeCorrection')}</p> : null}
      <div className="plays-periods" role="group" aria-label={t('match.playsPeriods')}>
        {periods.map((n) => (
          <button key={n} type="button" className="plays-period" aria-pressed={n === period} onClick={() => choose(n)}>
            {label(n)}
          </button>
        ))}
      </div>
      <ol className="plays-list" aria-label={t('match.playsOf', { period: label(period) })}>
        {lines.map((play, i) => (
          <li
            key={lines.length - i}
            className={`play-line${play.side === null ? ' is-period-end' : ''}${play.points > 0 ? ' is-score' : ''}`}
          >
            {/* the clock alone (03:21): the period is the one picked above */}
            <span className="play-clock">{play.side === null ? '' : withGameClock('', play.clock).trim()}</span>
            <span className="play-text">
              {play.side !== null && <span className="play-team">{team(play)}</span>}
              {play.text}
            </span>
            <span className="play-score">
              {play.points > 0 || play.side === null ? `${play.homeScore}-${play.awayScore}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
