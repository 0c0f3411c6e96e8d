import { HostLiveStatus, ScheduleLiveStatus, type Host } from '@sport/contract';
import { Link } from '../../../lib/router';
import { QueryView } from '../../../components/ui/query-view';
import { fileUrl } from '../../../lib/file-url';
import { useTranslation } from '../../../lib/i18n';
import { useMatchHosts } from '../api/get-match-hosts';
import { NoData } from './no-data';
import { SectionSkeleton } from './section-skeleton';

/**
 * Whether the host streams this match now: live, and live on this match's entry (a host live on another match is
 * booked here, not streaming it).
 */
const streamingThis = (host: Host, matchId: number): boolean =>
  host.liveStatus === HostLiveStatus.Live &&
  host.liveSchedule.some((e) => e.matchId === matchId && e.liveStatus === ScheduleLiveStatus.InProgress);

/** 直播主播: the hosts streaming this match, or booked to, each opening their room. */
export function MatchHosts({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const hosts = useMatchHosts(matchId);
  return (
    <section className="card match-related" aria-label={t('match.related.hosts')}>
      <h3 className="card-title">{t('match.related.hosts')}</h3>
      <QueryView query={hosts} loading={<SectionSkeleton />} empty={<NoData text={t('match.related.noHosts')} />}>
        {(list) => (
          <ul className="match-related-list">
            {list.map((host) => (
              <li key={host.hostId}>
                <Link className="match-related-link" to={`/anchor/detail/${host.hostId}`}>
                  <img className="match-related-avatar" src={host.headUrl ? fileUrl(host.headUrl) : undefined} alt="" />
                  <span className="match-related-main">{host.nickName}</span>
                  {streamingThis(host, matchId) ? (
                    <span className="match-related-live">{t('match.related.live')}</span>
                  ) : (
                    <span className="match-related-side">{t('match.related.booked')}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
