import type { Banner } from '@sport/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { BannerImage } from './banner-image';

const APP_BASE = '/spa/sport-info-h5';
// Loaded right after the first paint; the first banner stands in until then.
const BannerCarousel = lazy(() => import('./banner-carousel'));

/** SPEC §9 web banners; a tap follows the banner's url (in-app paths stay in the app). */
export function BannerSwiper({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const first = banners[0];
  if (!first) return null;
  const open = (url: string) => {
    if (!url) return;
    if (url.startsWith(`${APP_BASE}/`)) void navigate(url.slice(APP_BASE.length));
    else if (url.startsWith('/')) void navigate(url);
    else window.location.assign(url);
  };
  return (
    <div className="banner-frame" role="region" aria-label={t('anchor.banners')}>
      <Suspense
        fallback={
          <div className="banner-swiper" onClick={() => open(first.url)}>
            <BannerImage banner={first} />
          </div>
        }
      >
        <BannerCarousel banners={banners} onOpen={open} />
      </Suspense>
    </div>
  );
}
