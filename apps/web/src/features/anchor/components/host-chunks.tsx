import { chunk, type Host } from '@sport/contract';
import { memo, useMemo } from 'react';
import { Carousel } from '../../../components/ui/carousel';
import { useTranslation } from '../../../lib/i18n';
import { hostGridOrder } from '../lib/host-grid-order';
import { HostGrid } from './host-grid';

/**
 * Every host in the grid's order (hostGridOrder), eight to a page (the contract's chunk rule), one carousel page
 * per chunk. Rendered again only when the list changes: the anchor home renders once per section it reveals.
 */
export const HostChunks = memo(function HostChunks({ hosts }: { hosts: readonly Host[] }) {
  const { t } = useTranslation();
  const pages = useMemo(() => chunk(hostGridOrder(hosts)), [hosts]);
  const pageLabel = (index: number, total: number) => t('anchor.hostPage', { page: index + 1, total });
  return (
    <div className="host-chunks-frame" role="group" aria-label={t('anchor.allHosts')}>
      <Carousel
        className="host-chunks"
        slideLabel={pageLabel}
        slides={pages.map((page, i) => ({
          key: page[0]?.hostId ?? i,
          content: <HostGrid hosts={page} label={pageLabel(i, pages.length)} />,
        }))}
      />
    </div>
  );
});
