import type { Banner } from '@sport/contract';
import { fileUrl } from '../lib/file-url';

export function BannerImage({ banner }: { banner: Banner }) {
  return <img className="banner-image" src={fileUrl(banner.image)} alt={banner.title} decoding="async" />;
}
