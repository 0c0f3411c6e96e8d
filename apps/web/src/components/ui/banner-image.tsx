import type { Banner } from '@sport/contract';
import { fileUrl } from '../../lib/file-url';

/** The first banner is the page's largest picture: fetched first and at once; the others late and when near. */
export function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <img
      className="banner-image"
      src={fileUrl(banner.image)}
      alt={banner.title}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? undefined : 'async'}
    />
  );
}
