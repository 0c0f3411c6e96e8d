import {
  FootballStatus,
  goalDisallowedText,
  isPastFootballHalfTime,
  type MatchDetail,
  type MatchDetailEvent,
} from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { partScore } from '../../../lib/score-notes';
import { minuteText } from './match-status';
import { NoData } from './no-data';

function EventLine({ event }: { event: MatchDetailEvent }) {
  const { t } = useTranslation();
  const marks = [event.penalty ? t('match.penaltyMark') : null, event.ownGoal ? t('match.ownGoalMark') : null].filter(
    (mark): mark is string => mark !== null,
  );
  const player = event.playerName ?? t('match.unnamed');
  return (
    <li className={`match-event is-${event.kind} ${event.side === 1 ? 'is-home' : 'is-away'}`}>
      <span className="match-event-minute">{minuteText(event.minute, event.addedMinute)}</span>
      <span className="match-event-kind">
        {event.kind === 'goalDisallowed' ? goalDisallowedText(event.reason) : t(`match.kinds.${event.kind}`)}
      </span>
      {event.kind === 'substitution' ? (
        <>
          <span className="match-event-player">{t('match.subIn', { name: player })}</span>
          {event.playerOutName ? (
            <span className="match-event-out">{t('match.subOut', { name: event.playerOutName })}</span>
          ) : null}
        </>
      ) : (
        <span className="match-event-player">{player}</span>
      )}
      {marks.length > 0 ? <span className="match-event-mark">({marks.join(' ')})</span> : null}
      {event.assistPlayerName ? (
        <span className="match-event-assist">{t('match.assist', { name: event.assistPlayerName })}</span>
      ) : null}
    </li>
  );
}

/** A line between the events: half time after the first half's last one, full time after the last. */
function PeriodLine({ text }: { text: string }) {
  return <li className="match-event-line">{text}</li>;
}

const firstHalf = (event: MatchDetailEvent): boolean => event.minute <= 45;

/**
 * 赛况: goals, cards, substitutions and goals struck off (进球无效 (VAR)) in match order, with the half-time and full-time lines once the match is past them. A
 * record whose scorers are not held says 暂无数据 rather than a timeline that looks goalless (decision 029).
 */
export function FootballEvents({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation();
  if (!detail.eventsHeld.goals || detail.events.length === 0) return <NoData />;
  // match order: a substitution's seq is above the planned goals' and cards' (contract), so by the clock first
  const events = [...detail.events].sort(
    (a, b) => a.minute - b.minute || (a.addedMinute ?? 0) - (b.addedMinute ?? 0) || a.seq - b.seq,
  );
  const { header } = detail;
  const half = isPastFootballHalfTime(header.statusId)
    ? partScore('halfTime', header.homeHalfScore, header.awayHalfScore)
    : null;
  const full =
    header.statusId === FootballStatus.Finished && header.homeScore !== null && header.awayScore !== null
      ? t('match.fullTime', { home: header.homeScore, away: header.awayScore })
      : null;
  // the half-time line goes before the first event of the second half (or last, when there is none yet)
  const secondHalf = events.findIndex((event) => !firstHalf(event));
  const halfAt = secondHalf < 0 ? events.length : secondHalf;
  return (
    <ol className="match-events card" aria-label={t('match.events')}>
      {events.slice(0, halfAt).map((event) => (
        <EventLine key={event.seq} event={event} />
      ))}
      {half ? <PeriodLine text={half} /> : null}
      {events.slice(halfAt).map((event) => (
        <EventLine key={event.seq} event={event} />
      ))}
      {full ? <PeriodLine text={full} /> : null}
    </ol>
  );
}
