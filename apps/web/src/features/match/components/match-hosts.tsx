import { Link } from '../../../lib/router';
import { QueryView } from '../../../components/ui/query-view';
import { fileUrl } from '../../../lib/file-url';
import { useTranslation } from '../../../lib/i18n';
import { useMatchHosts } from '../api/get-match-hosts';
import { NoData } from './no-data';
import { SectionSkeleton } from './section-skeleton';

/** 直播主播: the hosts streaming this match, each opening their room. */
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
                  {host.liveStatus === 1 ? <span className="match-related-live">{t('match.related.live')}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
