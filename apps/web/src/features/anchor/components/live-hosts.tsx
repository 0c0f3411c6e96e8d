import type { Host } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { HostAvatar } from './host-avatar';
import { useOpenHost } from './use-open-host';

/** Hosts streaming now, in a row that scrolls sideways. */
export function LiveHosts({ hosts }: { hosts: readonly Host[] }) {
  const { t } = useTranslation();
  const openHost = useOpenHost();
  if (hosts.length === 0) return <p className="anchor-empty">{t('anchor.noLiveHosts')}</p>;
  return (
    <ul className="live-hosts">
      {hosts.map((host) => (
        <li key={host.hostId}>
          <Link className="live-host" to={`/anchor/detail/${host.hostId}`} onClick={(e) => openHost(e, host)}>
            <span className="live-host-picture">
              <HostAvatar src={host.headUrl} size={60} />
              <span className="live-mark">{t('anchor.live')}</span>
            </span>
            <span className="live-host-name">{host.nickName}</span>
            <span className="live-host-watchers">{t('anchor.watchers', { count: host.watcherCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
