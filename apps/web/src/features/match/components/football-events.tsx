import type { MatchDetail, MatchDetailEvent } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { minuteText } from './match-status';
import { NoData } from './no-data';

function EventLine({ event }: { event: MatchDetailEvent }) {
  const { t } = useTranslation();
  const marks = [event.penalty ? t('match.penaltyMark') : null, event.ownGoal ? t('match.ownGoalMark') : null].filter(
    (mark): mark is string => mark !== null,
  );
  return (
    <li className={`match-event is-${event.kind} ${event.side === 1 ? 'is-home' : 'is-away'}`}>
      <span className="match-event-minute">{minuteText(event.minute, event.addedMinute)}</span>
      <span className="match-event-kind">{t(`match.kinds.${event.kind}`)}</span>
      <span className="match-event-player">{event.playerName ?? t('match.unnamed')}</span>
      {marks.length > 0 ? <span className="match-event-mark">({marks.join(' ')})</span> : null}
      {event.assistPlayerName ? (
        <span className="match-event-assist">{t('match.assist', { name: event.assistPlayerName })}</span>
      ) : null}
    </li>
  );
}

/**
 * 赛况: goals and cards in match order. A record whose scorers are not held says 暂无数据 rather than showing a
 * timeline that looks goalless (decision 029).
 */
export function FootballEvents({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation();
  if (!detail.eventsHeld.goals || detail.events.length === 0) return <NoData />;
  const events = [...detail.events].sort((a, b) => a.seq - b.seq);
  return (
    <ol className="match-events card" aria-label={t('match.events')}>
      {events.map((event) => (
        <EventLine key={event.seq} event={event} />
      ))}
    </ol>
  );
}
