import { createHash } from 'node:crypto';
import { FORUM_PHOTO_MAX_BYTES, type ForumPhoto } from '@sport/contract';
import type { Db } from '../../db/client';
import { invalid } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { stripPhotoMetadata } from './photo-metadata';
import { sniffPhotoType } from './photo-type';
import { findPhoto, insertPhoto } from './repository';
import { photoOf } from './views';

const MIB = 1024 * 1024;

/**
 * Uploaded photos: checked by size and by their bytes, stripped of their metadata, stored under the hash of what
 * is stored (the same picture is one photo, whatever metadata each upload carried).
 */
export function createForumPhotos({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async upload(userId: number, uploaded: Buffer): Promise<ForumPhoto> {
      if (uploaded.length === 0) throw invalid('photo', '请选择要上传的图片');
      if (uploaded.length > FORUM_PHOTO_MAX_BYTES)
        throw invalid('photo', `图片不能超过${FORUM_PHOTO_MAX_BYTES / MIB}MB`);
      const contentType = sniffPhotoType(uploaded);
      if (!contentType) throw invalid('photo', '只能上传JPG、PNG、WebP或GIF图片');
      // Stored and served to every reader: the GPS position and camera data in a phone photo go first.
      const bytes = stripPhotoMetadata(uploaded, contentType);
      const hash = createHash('sha256').update(bytes).digest('hex');
      const id = hash.slice(0, 24);
      await insertPhoto(db, {
        id,
        contentType,
        bytes,
        etag: hash.slice(0, 32),
        size: bytes.length,
        userId,
        createdAt: new Date(clock()),
      });
      return photoOf(id);
    },

    photo: (photoId: string) => findPhoto(db, photoId),
  };
}
