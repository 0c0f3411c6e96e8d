import type { Banner } from '@sport/contract';
import Swiper from 'antd-mobile/es/components/swiper';
import { BannerImage } from './banner-image';

/** The banners as an auto-playing antd-mobile swiper (loaded just after the first paint). */
export default function BannerCarousel({ banners, onOpen }: { banners: readonly Banner[]; onOpen: (url: string) => void }) {
  return (
    <Swiper className="banner-swiper" autoplay loop={banners.length > 1}>
      {banners.map((banner) => (
        <Swiper.Item key={banner.key} onClick={() => onOpen(banner.url)}>
          <BannerImage banner={banner} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
