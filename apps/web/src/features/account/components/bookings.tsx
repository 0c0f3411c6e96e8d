import { kickoffClock, monthDayZh, ScheduleLiveStatus, type HostScheduleEntry } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { useHosts } from '../api/get-hosts';
import '../texts';

interface Props {
  matchIds: readonly number[];
  /** The hosts of the bookings: their schedules name the matches. */
  hostIds: readonly number[];
}

/** The matches the user booked: when, the league and the teams (from the booked hosts' schedules). */
export function Bookings({ matchIds, hostIds }: Props) {
  const { t } = useTranslation();
  const entries = new Map<number, HostScheduleEntry>();
  for (const host of useHosts(hostIds).data ?? []) for (const entry of host.liveSchedule) entries.set(entry.matchId, entry);
  return (
    <section className="account-section" aria-label={t('mine.sheet.bookings')}>
      <h3 className="account-section-title">{t('mine.sheet.bookings')}</h3>
      {matchIds.length === 0 ? (
        <p className="account-empty">{t('mine.sheet.noBookings')}</p>
      ) : (
        <ul className="account-list">
          {matchIds.map((matchId) => {
            const entry = entries.get(matchId);
            return (
              <li key={matchId}>
                {entry
                  ? `${monthDayZh(entry.startDate)} ${kickoffClock(entry.startDate, entry.kickoffTimeTbd, entry.liveStatus !== ScheduleLiveStatus.NotStarted)} ${entry.matchLeague} ${entry.masterTeamName} VS ${entry.guestTeamName}`
                  : t('mine.sheet.bookedMatch', { id: matchId })}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
