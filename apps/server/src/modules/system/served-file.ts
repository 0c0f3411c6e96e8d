import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { insertFile } from './repository';

/**
 * Stores checked image bytes (lib/image) among the served files, in the caller's transaction; answers the id. Ids
 * are content hashes, so a file never changes under its id: a portrait and a banner image are stored alike.
 */
export async function storeServedFile(tx: Db, bytes: Buffer, contentType: string): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const id = hash.slice(0, 24);
  await insertFile(tx, { id, contentType, bytes, etag: hash.slice(0, 32) });
  return id;
}
