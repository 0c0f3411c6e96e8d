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
      <span className="match-event-body">
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
      </span>
    </li>
  );
}

/** A line between the events: half time after the first half's last one, full time after the last. */
function PeriodLine({ text }: { text: string }) {
  return <li className="match-event-line">{text}</li>;
}

const firstHalf = (event: MatchDetailEvent): boolean => event.minute <= 45;
/** Within the 90 minutes and their stoppage time (90+4' is minute 90): extra time is 91'–120'. */
const regularTime = (event: MatchDetailEvent): boolean => event.minute <= 90;

/** The goals of `events` by the side they count for. */
function goalsBySide(events: readonly MatchDetailEvent[]): { home: number; away: number } {
  const goals = events.filter((event) => event.kind === 'goal');
  return { home: goals.filter((g) => g.side === 1).length, away: goals.filter((g) => g.side === 2).length };
}

type Header = MatchDetail['header'];

const wentToExtraTime = (header: Header): boolean =>
  header.statusId === FootballStatus.ExtraTime ||
  header.statusId === FootballStatus.Penalties ||
  (header.statusId === FootballStatus.Finished && header.homeExtraTimeScore !== null);

/**
 * The score after 90 minutes of a match that went to extra time, which the header does not hold: counted from the
 * goals, and only when all of them add up to the score (else no line, rather than a wrong one).
 */
function regularTimeLine(events: readonly MatchDetailEvent[], header: Header): string | null {
  if (!wentToExtraTime(header)) return null;
  const all = goalsBySide(events);
  if (all.home !== header.homeScore || all.away !== header.awayScore) return null;
  const regular = goalsBySide(events.filter(regularTime));
  return partScore('regularTime', regular.home, regular.away);
}

/** After extra time, once it is over (the shoot-out under way, or the match finished): its score, then the shoot-out's. */
function decidingLines(header: Header): string[] {
  const over = header.statusId === FootballStatus.Penalties || header.statusId === FootballStatus.Finished;
  if (!over) return [];
  const extra = partScore('extraTime', header.homeExtraTimeScore, header.awayExtraTimeScore);
  const penalties =
    header.statusId === FootballStatus.Finished
      ? partScore('penalties', header.homePenaltyScore, header.awayPenaltyScore)
      : null;
  return [extra, penalties].filter((line): line is string => line !== null);
}

/**
 * 赛况: goals, cards, substitutions and goals struck off (进球无效 (VAR)) in match order, with the half-time line, and
 * for a knockout match the score after 90 minutes, after extra time and of the shoot-out, and the full-time line, once
 * the match is past each. A record whose scorers are not held shows the lines its scores give and says the record
 * holds no more, rather than a timeline that looks goalless (decision 029).
 */
export function FootballEvents({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation();
  const { header } = detail;
  const half = isPastFootballHalfTime(header.statusId)
    ? partScore('halfTime', header.homeHalfScore, header.awayHalfScore)
    : null;
  const full =
    header.statusId === FootballStatus.Finished && header.homeScore !== null && header.awayScore !== null
      ? t('match.fullTime', { home: header.homeScore, away: header.awayScore })
      : null;
  const deciding = decidingLines(header);
  const scoreLines = [half, ...deciding, full].filter((line): line is string => line !== null);
  if (!detail.eventsHeld.goals || detail.events.length === 0) {
    if (scoreLines.length === 0) return <NoData detail={detail} part="events" />;
    return (
      <>
        <ol className="match-events card" aria-label={t('match.events')}>
          {scoreLines.map((text) => (
            <PeriodLine key={text} text={text} />
          ))}
        </ol>
        {detail.eventsHeld.goals ? null : <NoData detail={detail} part="events" />}
      </>
    );
  }
  // match order: a substitution's seq is above the planned goals' and cards' (contract), so by the clock first
  const events = [...detail.events].sort(
    (a, b) => a.minute - b.minute || (a.addedMinute ?? 0) - (b.addedMinute ?? 0) || a.seq - b.seq,
  );
  // a period's line goes before the first event after it (or last, when there is none yet)
  const firstAfter = (within: (event: MatchDetailEvent) => boolean) => {
    const at = events.findIndex((event) => !within(event));
    return at < 0 ? events.length : at;
  };
  const halfAt = firstAfter(firstHalf);
  const regularAt = firstAfter(regularTime);
  const regular = regularTimeLine(events, header);
  const lines = (from: number, to: number) =>
    events.slice(from, to).map((event) => <EventLine key={event.seq} event={event} />);
  return (
    <ol className="match-events card" aria-label={t('match.events')}>
      {lines(0, halfAt)}
      {half ? <PeriodLine text={half} /> : null}
      {lines(halfAt, regularAt)}
      {regular ? <PeriodLine text={regular} /> : null}
      {lines(regularAt, events.length)}
      {deciding.map((text) => (
        <PeriodLine key={text} text={text} />
      ))}
      {full ? <PeriodLine text={full} /> : null}
    </ol>
  );
}
