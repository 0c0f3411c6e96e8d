import { FORUM_PHOTO_TYPES, FORUM_PHOTOS_MAX } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import type { PickedPhoto } from '../lib/use-photo-uploads';

interface Props {
  photos: PickedPhoto[];
  problem: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
  onRetry: (photo: PickedPhoto) => void;
}

/** The compose page's photos: previews with their upload state, a remove button each, and a tile to add more. */
export function PhotoPicker({ photos, problem, onAdd, onRemove, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <div className="forum-picker">
      <p className="forum-picker-count">{t('forum.photoCount', { count: photos.length, max: FORUM_PHOTOS_MAX })}</p>
      <ul className="forum-photo-grid">
        {photos.map((photo, index) => (
          <li key={photo.key} className="forum-picked">
            <img src={photo.preview} alt={t('forum.photoN', { n: index + 1 })} />
            {photo.state === 'uploading' ? (
              <span className="forum-picked-state" role="status">
                {t('forum.uploading')}
              </span>
            ) : null}
            {photo.state === 'failed' ? (
              <button type="button" className="forum-picked-state failed" onClick={() => onRetry(photo)}>
                {t('forum.uploadFailed')}
              </button>
            ) : null}
            <button
              type="button"
              className="forum-picked-remove"
              aria-label={t('forum.removePhoto', { n: index + 1 })}
              onClick={() => onRemove(photo.key)}
            >
              ×
            </button>
          </li>
        ))}
        {photos.length < FORUM_PHOTOS_MAX ? (
          <li>
            <label className="forum-picker-add">
              <span aria-hidden="true">＋</span>
              <span className="forum-picker-add-text">{t('forum.addPhoto')}</span>
              <input
                type="file"
                accept={FORUM_PHOTO_TYPES.join(',')}
                multiple
                aria-label={t('forum.addPhoto')}
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  if (files.length > 0) onAdd(files);
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {problem ? (
        <p className="forum-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
