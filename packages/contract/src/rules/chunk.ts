import { CHUNK_SIZE } from '../constants';

/** Splits a list into consecutive chunks (the anchor and people carousels use 8). */
export function chunk<T>(list: readonly T[], size: number = CHUNK_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, got ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
