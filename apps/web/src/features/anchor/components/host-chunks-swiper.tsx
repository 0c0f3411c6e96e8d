import type { Host } from '@sport/contract';
import Swiper from 'antd-mobile/es/components/swiper';
import { useTranslation } from '../../../lib/i18n';
import { HostGrid } from './host-grid';

/** The chunks as antd-mobile swiper pages (loaded just after the first paint, see host-chunks.tsx). */
export default function HostChunksSwiper({ pages }: { pages: readonly (readonly Host[])[] }) {
  const { t } = useTranslation();
  return (
    <Swiper className="host-chunks" indicator={pages.length > 1 ? undefined : false}>
      {pages.map((page, i) => (
        <Swiper.Item key={page[0]?.hostId ?? i}>
          <HostGrid hosts={page} label={t('anchor.hostPage', { page: i + 1, total: pages.length })} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
