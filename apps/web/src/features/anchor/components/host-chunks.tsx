import { chunk, type Host } from '@sport/contract';
import { Carousel } from '../../../components/ui/carousel';
import { useTranslation } from '../../../lib/i18n';
import { HostGrid } from './host-grid';

/** Every host, eight to a page (the contract's chunk rule), one carousel page per chunk. */
export function HostChunks({ hosts }: { hosts: readonly Host[] }) {
  const { t } = useTranslation();
  const pages = chunk(hosts);
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
}
