import { chunk, type ExpertListEntry } from '@sport/contract';
import { Carousel } from '../../../components/ui/carousel';
import { useTranslation } from '../../../lib/i18n';
import { ExpertGrid } from './expert-card';

/** Experts eight to a page (the contract's chunk rule, SPEC §9), one carousel page per chunk. */
export function ExpertChunks({ experts, label }: { experts: readonly ExpertListEntry[]; label: string }) {
  const { t } = useTranslation();
  const pages = chunk(experts);
  const pageLabel = (index: number, total: number) => t('news.expertPage', { name: label, page: index + 1, total });
  return (
    <div className="expert-chunks" role="group" aria-label={label}>
      <Carousel
        slideLabel={pageLabel}
        slides={pages.map((page, i) => ({
          key: page[0]?.id ?? i,
          content: <ExpertGrid experts={page} label={pageLabel(i, pages.length)} />,
        }))}
      />
    </div>
  );
}
