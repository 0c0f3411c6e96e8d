import { CONTENT_CHANGES, filePath, FORUM_PHOTO_MAX_SIDE, type ImageEntry } from '@sport/contract';
import { BANNER_IMAGE_MAX_BYTES, type BannerView } from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { AnswerCache } from '../../lib/answer-cache';
import type { Clock } from '../../lib/clock';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/domain-errors';
import { checkedImage } from '../../lib/image/checked-image';
import type { Bus } from '../../realtime/bus';
import { onBusEvent, publishBusEvent } from '../../realtime/bus-events';
import {
  existingFileIds,
  findBanners,
  findLiveEntries,
  insertBanner,
  lockBanner,
  updateBanner,
  type BannerRow,
  type BannerValues,
} from './banner-repository';
import { storeServedFile } from './served-file';

export interface BannerInput {
  categoryId: number;
  title: string;
  images: string[];
  url: string;
  sort: number;
  validFrom?: number;
  validUntil?: number;
}

export interface BannersOptions {
  db: Db;
  bus: Bus;
  cache: AnswerCache;
  clock: Clock;
  /** How long a node serves the entries it read without hearing a change. */
  ttlMs?: number;
}

const time = (at: Date | null): number | null => at?.getTime() ?? null;
const date = (at: number | null): Date | null => (at === null ? null : new Date(at));

export const bannerView = (row: BannerRow): BannerView => ({
  id: row.id,
  categoryId: row.categoryId,
  title: row.title,
  images: row.images.split(',').filter(Boolean),
  url: row.url,
  sort: row.sort,
  validFrom: time(row.validFrom),
  validUntil: time(row.validUntil),
  retiredAt: time(row.retiredAt),
  retiredBy: row.retiredBy,
  retireReason: row.retireReason,
});

/** Within its window now: from inclusive, until exclusive, a null bound open. */
const inWindow = (row: BannerRow, now: number) =>
  (row.validFrom === null || row.validFrom.getTime() <= now) &&
  (row.validUntil === null || row.validUntil.getTime() > now);

/**
 * Banners and the other image entries (issue 27 §2): the fans' answer from the entries not retired, cached per
 * node and filtered by the clock on each call (a window opens or closes without a change); staff's create, edit and
 * retire in the console's transaction, then `changed()` makes every node drop its cached entries.
 */
export function createBanners({ db, bus, cache, clock, ttlMs = 60_000 }: BannersOptions) {
  const read = cache.read<BannerRow[]>('system.banners', { ttlMs });
  const live = () => read('live', () => findLiveEntries(db), ['banners']);
  const stop = onBusEvent(bus, CONTENT_CHANGES, (change) => {
    if (change.kind === 'banners') cache.invalidate(['banners']);
  });

  async function valuesOf(tx: Db, input: BannerInput): Promise<BannerValues> {
    const validFrom = input.validFrom ?? null;
    const validUntil = input.validUntil ?? null;
    if (validFrom !== null && validUntil !== null && validUntil <= validFrom) {
      throw new InvalidError('validUntil', '结束时间须晚于开始时间');
    }
    const images = [...new Set(input.images)];
    const stored = await existingFileIds(tx, images);
    if (images.some((id) => !stored.has(id))) throw new InvalidError('images', '图片不存在，请重新上传');
    return {
      categoryId: input.categoryId,
      title: input.title.trim(),
      images: images.join(','),
      url: input.url,
      sort: input.sort,
      validFrom: date(validFrom),
      validUntil: date(validUntil),
    };
  }

  async function mustLock(tx: Db, id: number): Promise<BannerRow> {
    const row = await lockBanner(tx, id);
    if (!row) throw new NotFoundError('banner');
    return row;
  }

  return {
    /** The fans' images query: entries of these categories within their window, by category, order and id. */
    async shown(categoryIds: number[]): Promise<ImageEntry[]> {
      const wanted = new Set(categoryIds);
      const now = clock();
      return (await live())
        .filter((row) => wanted.has(row.categoryId) && inWindow(row, now))
        .map(({ id, categoryId, title, images, url, sort }) => ({ id, categoryId, title, images, url, sort }));
    },

    list: async (categoryId?: number): Promise<BannerView[]> => (await findBanners(db, categoryId)).map(bannerView),

    /** A banner image from its base64 bytes, checked as a forum photo is, stored under its content hash. */
    async storeImage(base64: string): Promise<{ fileId: string; path: string }> {
      // every upload's checks (type by its bytes, dimensions, metadata stripped), with a banner's smaller cap
      const { contentType, bytes } = checkedImage(Buffer.from(base64, 'base64'), {
        field: 'data',
        maxBytes: BANNER_IMAGE_MAX_BYTES,
        maxSide: FORUM_PHOTO_MAX_SIDE,
      });
      const id = await storeServedFile(db, bytes, contentType);
      return { fileId: id, path: filePath(id) };
    },

    create: async (tx: Db, input: BannerInput): Promise<BannerView> =>
      bannerView(await insertBanner(tx, await valuesOf(tx, input))),

    async edit(tx: Db, id: number, input: BannerInput): Promise<{ before: BannerView; after: BannerView }> {
      const row = await mustLock(tx, id);
      if (row.retiredAt) throw new ConflictError('该横幅已下线，不能修改');
      const after = await updateBanner(tx, id, await valuesOf(tx, input));
      return { before: bannerView(row), after: bannerView(after) };
    },

    async retire(tx: Db, id: number, by: string, reason: string): Promise<{ before: BannerView; after: BannerView }> {
      const row = await mustLock(tx, id);
      if (row.retiredAt) throw new ConflictError('该横幅已下线');
      const after = await updateBanner(tx, id, { retiredAt: new Date(clock()), retiredBy: by, retireReason: reason });
      return { before: bannerView(row), after: bannerView(after) };
    },

    /** After the change committed: every node (this one before it returns) drops its cached entries. */
    changed: (): Promise<void> => publishBusEvent(bus, CONTENT_CHANGES, { kind: 'banners' }),
    close: (): void => stop(),
  };
}
