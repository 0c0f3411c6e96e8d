import type { ForumPhoto } from '@sport/contract';
import { lazy, Suspense, useState } from 'react';
import { fileUrl } from '../../../lib/file-url';
import { useTranslation } from '../../../lib/i18n';

const PhotoViewer = lazy(() => import('../../../components/ui/photo-viewer'));

/** A thread's photos (up to nine) in a three-column grid; a tap opens them full screen at that photo. */
export function PhotoGrid({ photos }: { photos: ForumPhoto[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const urls = photos.map((photo) => fileUrl(photo.url));
  return (
    <>
      <ul
        className={photos.length === 1 ? 'forum-photo-grid single' : 'forum-photo-grid'}
        aria-label={t('forum.photos')}
      >
        {urls.map((url, index) => (
          <li key={photos[index]?.id ?? url}>
            <button type="button" className="forum-photo" onClick={() => setOpen(index)}>
              <img src={url} alt={t('forum.photoN', { n: index + 1 })} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <PhotoViewer images={urls} index={open} onClose={() => setOpen(null)} closeLabel={t('forum.closePhoto')} />
        </Suspense>
      ) : null}
    </>
  );
}
