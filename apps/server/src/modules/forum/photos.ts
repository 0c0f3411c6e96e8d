import { subtle } from 'node:crypto';
import {
  FORUM_PHOTO_DAILY_BYTES,
  FORUM_PHOTO_DAILY_MAX,
  FORUM_PHOTO_MAX_BYTES,
  FORUM_PHOTO_MAX_SIDE,
  FORUM_PHOTO_ORPHAN_TTL_MS,
  FORUM_PHOTO_PER_MINUTE,
  type ForumPhoto,
} from '@sport/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { InvalidError, TooManyError } from '../../lib/domain-errors';
import { photoDimensions } from './photo-dimensions';
import { stripPhotoMetadata } from './photo-metadata';
import type { PhotoStore } from './photo-store';
import { sniffPhotoType } from './photo-type';
import {
  clearPhotoBytes,
  deleteOrphans,
  findPhoto,
  insertPhoto,
  photoExists,
  photoWithBytes,
  uploadsSince,
} from './photo-repository';
import { photoOf } from './views';

const MIB = 1024 * 1024;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Orphans deleted per statement: a sweep after a busy day takes a few short statements, not one long one. */
const SWEEP_BATCH = 100;

/** A photo as served: its bytes and how they are cached. */
export interface ServedPhoto {
  contentType: string;
  etag: string;
  bytes: Buffer;
  /** On a thread: anyone may see it, so any cache may keep it. */
  attached: boolean;
}

/**
 * Uploaded photos: checked by size, by their bytes and by the dimensions they declare, stripped of their
 * metadata, kept in the photo store under the hash of what is stored (the same picture is one photo, whatever
 * metadata each upload carried). The database holds only a short row, written after the bytes are stored.
 * A photo no thread has taken (an orphan) is seen by its uploader alone, and swept after a day.
 */
/**
 * An uploaded image checked as every upload is (size, type by its bytes, declared dimensions) and stripped of its
 * metadata; `maxBytes` for a use with a smaller cap (a banner). Refused with a 422 naming `field`.
 */
export function checkedImage(
  uploaded: Buffer,
  field = 'photo',
  maxBytes = FORUM_PHOTO_MAX_BYTES,
): { contentType: string; bytes: Buffer } {
  if (uploaded.length === 0) throw new InvalidError(field, '请选择要上传的图片');
  if (uploaded.length > maxBytes) {
    const cap = maxBytes >= MIB ? `${maxBytes / MIB}MB` : `${Math.floor(maxBytes / 1024)}KB`;
    throw new InvalidError(field, `图片不能超过${cap}`);
  }
  const contentType = sniffPhotoType(uploaded);
  if (!contentType) throw new InvalidError(field, '只能上传JPG、PNG、WebP或GIF图片');
  const size = photoDimensions(uploaded, contentType);
  if (size && (size.width > FORUM_PHOTO_MAX_SIDE || size.height > FORUM_PHOTO_MAX_SIDE)) {
    throw new InvalidError(field, `图片的宽和高不能超过${FORUM_PHOTO_MAX_SIDE}像素`);
  }
  // Stored and served to every reader: the GPS position and camera data in a phone photo go first.
  const bytes = stripPhotoMetadata(uploaded, contentType);
  if (!bytes) throw new InvalidError(field, '图片文件已损坏，请换一张');
  return { contentType, bytes };
}

export function createForumPhotos({ db, clock, store }: { db: Db; clock: Clock; store: PhotoStore }) {
  /** Each user's daily count and bytes, and a per-minute rate: checked before anything is stored. */
  async function checkQuota(userId: number, size: number): Promise<void> {
    const now = clock();
    const used = await uploadsSince(db, userId, now - DAY_MS, now - MINUTE_MS);
    if (used.recent >= FORUM_PHOTO_PER_MINUTE) {
      throw new TooManyError('上传图片太频繁，请1分钟后再试', 60);
    }
    if (used.count >= FORUM_PHOTO_DAILY_MAX) {
      throw new TooManyError(`每天最多上传${FORUM_PHOTO_DAILY_MAX}张图片，请明天再试`);
    }
    if (used.bytes + size > FORUM_PHOTO_DAILY_BYTES) {
      throw new TooManyError(`每天上传的图片最多${FORUM_PHOTO_DAILY_BYTES / MIB}MB，请明天再试`);
    }
  }

  return {
    /** The upload's checks for an image stored elsewhere (the system module's banners). */
    checkImage: checkedImage,

    async upload(userId: number, uploaded: Buffer): Promise<ForumPhoto> {
      const { contentType, bytes } = checkedImage(uploaded);
      await checkQuota(userId, bytes.length);
      // WebCrypto's digest runs on the thread pool: hashing 5 MiB inline would hold every other request.
      const hash = Buffer.from(await subtle.digest('SHA-256', bytes)).toString('hex');
      const id = hash.slice(0, 24);
      // The bytes first, outside the database; then one short insert. A crash between the two leaves a file no
      // row names, never a row without its file.
      await store.put(id, bytes);
      await insertPhoto(db, {
        id,
        contentType,
        etag: hash.slice(0, 32),
        size: bytes.length,
        userId,
        createdAt: new Date(clock()),
      });
      return photoOf(id);
    },

    /** A photo for `viewerId` (null: a visitor's <img>); an orphan only for its uploader. */
    async photo(photoId: string, viewerId: number | null): Promise<ServedPhoto | null> {
      const row = await findPhoto(db, photoId);
      if (!row || (!row.attached && (viewerId === null || row.userId !== viewerId))) return null;
      const bytes = row.bytes ?? (await store.get(photoId));
      return bytes ? { contentType: row.contentType, etag: row.etag, bytes, attached: row.attached } : null;
    },

    /**
     * The photo job (leader, hourly): moves the bytes of photos stored in the database before the photo store
     * out to it, one photo per statement, then deletes the orphans older than FORUM_PHOTO_ORPHAN_TTL_MS, row
     * first, file after (a file is kept when the same bytes were uploaded again meanwhile).
     */
    async sweepPhotos(): Promise<{ moved: number; deleted: number }> {
      let moved = 0;
      for (let old = await photoWithBytes(db); old; old = await photoWithBytes(db)) {
        await store.put(old.id, old.bytes);
        await clearPhotoBytes(db, old.id);
        moved++;
      }
      let deleted = 0;
      const before = clock() - FORUM_PHOTO_ORPHAN_TTL_MS;
      for (;;) {
        const ids = await deleteOrphans(db, before, SWEEP_BATCH);
        for (const id of ids) if (!(await photoExists(db, id))) await store.delete(id);
        deleted += ids.length;
        if (ids.length < SWEEP_BATCH) break;
      }
      return { moved, deleted };
    },
  };
}
