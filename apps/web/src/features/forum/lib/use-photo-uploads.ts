import { FORUM_PHOTO_MAX_BYTES, FORUM_PHOTOS_MAX } from '@sport/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../../lib/i18n';
import { photoProblem, uploadPhoto } from '../api/upload-photo';

/** One picked photo: its preview, and how far its upload got. */
export interface PickedPhoto {
  key: number;
  preview: string;
  file: File;
  state: 'uploading' | 'done' | 'failed';
  /** The server's id once uploaded. */
  id?: string;
}

const MB = FORUM_PHOTO_MAX_BYTES / (1024 * 1024);

/**
 * The photos of a thread being written: picked files are checked (type, size, how many) before anything is
 * sent, each uploads at once and shows its state, a failed one can be sent again, any can be removed.
 * `problem` says why files were turned away.
 */
export function usePhotoUploads() {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const nextKey = useRef(1);
  const uploads = useRef(new Map<number, AbortController>());

  const patch = useCallback((key: number, change: Partial<PickedPhoto>) => {
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  }, []);

  const start = useCallback(
    (key: number, file: File) => {
      const controller = new AbortController();
      uploads.current.set(key, controller);
      patch(key, { state: 'uploading' });
      uploadPhoto(file, controller.signal).then(
        (photo) => patch(key, { state: 'done', id: photo.id }),
        () => {
          if (!controller.signal.aborted) patch(key, { state: 'failed' });
        },
      );
    },
    [patch],
  );

  const add = (files: readonly File[]) => {
    const room = FORUM_PHOTOS_MAX - photos.length;
    let why: string | null = null;
    const accepted: PickedPhoto[] = [];
    for (const file of files) {
      const bad = photoProblem(file);
      if (bad === 'type') why = t('forum.photoType');
      else if (bad === 'size') why = t('forum.photoSize', { mb: MB });
      else if (accepted.length >= room) why = t('forum.photoTooMany', { max: FORUM_PHOTOS_MAX });
      else
        accepted.push({
          key: nextKey.current++,
          preview: URL.createObjectURL(file),
          file,
          state: 'uploading',
        });
    }
    setProblem(why);
    setPhotos((list) => [...list, ...accepted]);
    for (const photo of accepted) start(photo.key, photo.file);
  };

  const remove = (key: number) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    setPhotos((list) => {
      const gone = list.find((photo) => photo.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((photo) => photo.key !== key);
    });
  };

  const retry = (photo: PickedPhoto) => start(photo.key, photo.file);

  const clear = () => {
    for (const controller of uploads.current.values()) controller.abort();
    uploads.current.clear();
    setPhotos((list) => {
      for (const photo of list) URL.revokeObjectURL(photo.preview);
      return [];
    });
  };

  // leaving the page stops what is still being sent
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return { photos, problem, add, remove, retry, clear };
}
