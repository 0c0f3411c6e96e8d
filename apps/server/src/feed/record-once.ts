import type { Db } from '../db/client';

/**
 * A reading of the shipped record that never changes once the database holds it (a tournament that is over,
 * seasons that ended), read once per database: an empty answer is not kept, since a first start may ask before
 * the record is imported, and is answered again later.
 */
export function readOncePerDatabase<K, V>(load: (db: Db) => Promise<Map<K, V>>): (db: Db) => Promise<Map<K, V>> {
  const read = new WeakMap<Db, Map<K, V>>();
  return async (db) => {
    const known = read.get(db);
    if (known) return known;
    const answer = await load(db);
    if (answer.size > 0) read.set(db, answer);
    return answer;
  };
}
