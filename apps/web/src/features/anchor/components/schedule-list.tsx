import { kickoffClock, monthDayZh, ScheduleLiveStatus, scheduleLiveStatusLabel, type HostScheduleEntry } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { useBookMatch } from '../api/book-match';
import { useSubscribeInfo } from '../../../lib/use-subscribe-info';
import { useUnbookMatch } from '../api/unbook-match';
import { useRequireLogin } from '../../../lib/use-require-login';
import { visibleSchedule } from '../lib/visible-schedule';
import '../../../components/ui/button.css';
import '../texts';

/** A host's coming and running streams; matches not started yet can be booked (login required). */
export function ScheduleList({ entries, onWatch }: { entries: readonly HostScheduleEntry[]; onWatch: () => void }) {
  const { t } = useTranslation();
  const shown = visibleSchedule(entries);
  const bookings = useSubscribeInfo();
  const book = useBookMatch();
  const unbook = useUnbookMatch();
  const requireLogin = useRequireLogin();
  const busy = book.isPending || unbook.isPending;

  const toggle = async (entry: HostScheduleEntry, booked: boolean) => {
    if (busy || !(await requireLogin())) return;
    const booking = { matchId: entry.matchId, hostId: entry.hostId };
    if (booked) unbook.mutate(booking);
    else book.mutate(booking);
  };

  if (shown.length === 0) return <p className="anchor-empty">{t('anchorPages.noSchedule')}</p>;
  return (
    <ul className="schedule-list">
      {shown.map((entry) => {
        const booked = bookings.data?.subscribeMatchId.includes(entry.matchId) ?? false;
        const live = entry.liveStatus === ScheduleLiveStatus.InProgress;
        return (
          <li key={entry.id} className="schedule-item">
            <div className="schedule-when">
              <span>{monthDayZh(entry.startDate)}</span>
              <span>{kickoffClock(entry.startDate, entry.kickoffTimeTbd, entry.liveStatus !== ScheduleLiveStatus.NotStarted)}</span>
            </div>
            <div className="schedule-match">
              <span className="schedule-league">{entry.matchLeague}</span>
              <span className="schedule-teams">
                {entry.masterTeamName} VS {entry.guestTeamName}
              </span>
            </div>
            {live ? (
              <button type="button" className="ui-button live" onClick={onWatch}>
                {scheduleLiveStatusLabel(entry.liveStatus)}
              </button>
            ) : (
              <button
                type="button"
                className={booked ? 'ui-button booked' : 'ui-button'}
                aria-pressed={booked}
                onClick={() => void toggle(entry, booked)}
              >
                {booked ? t('anchorPages.booked') : t('anchorPages.book')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
