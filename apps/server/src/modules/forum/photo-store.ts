import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where photo bytes live, by their content key (the photo id): outside the database, so a 5 MiB upload never
 * holds PGlite's one connection. A folder today; object storage would implement the same three calls.
 */
export interface PhotoStore {
  /** Stores the bytes under the key; whole or not at all (a reader never sees half a file). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under the key, or null when none are stored. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key's bytes; nothing when there are none. */
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{24}$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

/**
 * A content-addressed folder: `<dir>/<first two hex digits>/<key>`, so no folder holds more than a few thousand
 * files. A write goes to a temporary file that is then renamed into place (atomic on one file system): a crash
 * mid-write leaves a stray `.tmp-` file, never a truncated photo. Keys are checked, so none reaches outside `dir`.
 */
export function createFilePhotoStore(dir: string): PhotoStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`bad photo key ${key}`);
    return join(dir, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
      const temp = join(dir, key.slice(0, 2), `.tmp-${key}-${randomBytes(6).toString('hex')}`);
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
