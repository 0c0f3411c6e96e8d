import { HostLiveStatus, type Host } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { Avatar } from '../../../components/ui/avatar';
import { useOpenHost } from './use-open-host';

/** A host in a grid: picture, name, and a live mark while streaming. */
export function HostCard({ host }: { host: Host }) {
  const { t } = useTranslation();
  const openHost = useOpenHost();
  const live = host.liveStatus === HostLiveStatus.Live;
  return (
    <Link className="host-card" to={`/anchor/detail/${host.hostId}`} onClick={(e) => openHost(e, host)}>
      <span className="host-card-picture">
        <Avatar src={host.headUrl} size={52} name={host.nickName} />
        {live ? <span className="live-mark">{t('anchor.live')}</span> : null}
      </span>
      <span className="host-card-name">{host.nickName}</span>
    </Link>
  );
}
