import type { Banner } from '@sport/contract';
import { memo } from 'react';
import { useNavigate } from '../../lib/router';
import { detectBasename } from '../../lib/base-path';
import { useTranslation } from '../../lib/i18n';
import { BannerImage } from './banner-image';
import { Carousel } from './carousel';
import './skeleton.css';
import './banner.css';

// as antd-mobile's Swiper did
const AUTOPLAY_MS = 3000;

/** SPEC §9 banners of a placement (the anchor list's, the news page's), moving on by themselves; a tap follows the banner's url (in-app paths stay in the app). */
export const BannerCarousel = memo(function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (url: string) => {
    if (!url.startsWith('/')) {
      window.location.assign(url);
      return;
    }
    // a full app path (standalone or host-shell prefix) or a route path: either way, a route of ours
    const base = detectBasename(url);
    void navigate(url.startsWith(`${base}/`) ? url.slice(base.length) : url);
  };
  return (
    <div className="banner-frame" role="region" aria-label={t('anchor.banners')}>
      <Carousel
        autoplayMs={AUTOPLAY_MS}
        slideLabel={(index, total) => `${index + 1} / ${total}`}
        slides={banners.map((banner, i) => ({
          key: banner.key,
          content: banner.url ? (
            <button type="button" className="banner-link" onClick={() => open(banner.url)}>
              <BannerImage banner={banner} first={i === 0} />
            </button>
          ) : (
            <BannerImage banner={banner} first={i === 0} />
          ),
        }))}
      />
    </div>
  );
});

/** The banner's box while the banners are on their way, so nothing below moves when they come. */
export function BannerPlaceholder() {
  return <div className="banner-frame skeleton-block" aria-hidden="true" />;
}
