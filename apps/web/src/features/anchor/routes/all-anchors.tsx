import { HostLiveStatus } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { useAllHosts } from '../api/get-all-hosts';
import { HostAvatar } from '../components/host-avatar';
import { useOpenHost } from '../components/use-open-host';
import '../anchor.css';

/** SPEC §2 /anchor/all-anchor: every host, live ones first. */
export default function AllAnchors() {
  const { t } = useTranslation();
  const hosts = useAllHosts();
  const openHost = useOpenHost();
  return (
    <PageFrame title={t('pages.allAnchor')}>
      <QueryView query={hosts} empty={<EmptyState title={t('anchor.noHosts')} />}>
        {(list) => (
          <ul className="host-rows">
            {list.map((host) => (
              <li key={host.hostId}>
                <Link className="host-row" to={`/anchor/detail/${host.hostId}`} onClick={(e) => openHost(e, host)}>
                  <HostAvatar src={host.headUrl} size={48} />
                  <span className="host-row-body">
                    <span className="host-row-name">{host.nickName}</span>
                    <span className="host-row-meta">
                      {t('anchor.followers', { count: host.attention })}
                      {host.tags.length > 0 ? ` · ${host.tags.join(' / ')}` : ''}
                    </span>
                  </span>
                  {host.liveStatus === HostLiveStatus.Live ? (
                    <span className="live-mark inline">{t('anchor.live')}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PageFrame>
  );
}
