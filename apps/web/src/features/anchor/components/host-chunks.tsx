import { chunk, type Host } from '@sport/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { HostGrid } from './host-grid';

// The swiper and its gesture/spring libraries come right after the first paint, outside the first route's
// JS budget; until then the first page shows as it will look inside the swiper.
const HostChunksSwiper = lazy(() => import('./host-chunks-swiper'));

/** Every host, eight to a page (the contract's chunk rule), one swiper page per chunk. */
export function HostChunks({ hosts }: { hosts: readonly Host[] }) {
  const { t } = useTranslation();
  const pages = chunk(hosts);
  const first = pages[0];
  if (!first) return null;
  return (
    <div className="host-chunks-frame" role="group" aria-label={t('anchor.allHosts')}>
      <Suspense
        fallback={
          // same height as the swiper (its page indicator included), so nothing below moves when it arrives
          <div className="host-chunks">
            <HostGrid hosts={first} label={t('anchor.hostPage', { page: 1, total: pages.length })} />
          </div>
        }
      >
        <HostChunksSwiper pages={pages} />
      </Suspense>
    </div>
  );
}
