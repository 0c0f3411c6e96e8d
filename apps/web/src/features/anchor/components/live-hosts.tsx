import type { Host } from '@sport/contract';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { Avatar } from '../../../components/ui/avatar';
import { useOpenHost } from './use-open-host';

/**
 * Hosts streaming now, in a row that scrolls sideways: three cards and a third of the fourth show, and the
 * right edge fades until the row's end is reached, so a clipped card reads as "there is more".
 */
export const LiveHosts = memo(function LiveHosts({ hosts }: { hosts: readonly Host[] }) {
  const { t } = useTranslation();
  const openHost = useOpenHost();
  const row = useRef<HTMLUListElement>(null);
  const [atEnd, setAtEnd] = useState(false);
  const measure = () => {
    const el = row.current;
    if (el) setAtEnd(el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
  };
  // a row that fits has nothing more to hint at
  useEffect(measure, [hosts.length]);

  if (hosts.length === 0) return <p className="anchor-empty">{t('anchor.noLiveHosts')}</p>;
  return (
    // role="list": Safari drops a <ul>'s list role once list-style is none; tabIndex: the row scrolls by keyboard too
    <ul
      ref={row}
      role="list"
      aria-label={t('anchor.liveHostsList')}
      tabIndex={0}
      className={atEnd ? 'live-hosts at-end' : 'live-hosts'}
      onScroll={measure}
    >
      {hosts.map((host) => (
        <li key={host.hostId}>
          <Link className="live-host" to={`/anchor/detail/${host.hostId}`} onClick={(e) => openHost(e, host)}>
            <span className="live-host-picture">
              <Avatar src={host.headUrl} size={60} name={host.nickName} />
              <span className="live-mark">{t('anchor.live')}</span>
            </span>
            <span className="live-host-name">{host.nickName}</span>
            <span className="live-host-watchers">{t('anchor.watchers', { count: host.watcherCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
});
