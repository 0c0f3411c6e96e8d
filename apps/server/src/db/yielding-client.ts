import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * PGlite runs in this thread, and its statements resolve without an I/O turn between them: a long chain of them
 * (a first start's demo content, written while the node serves) would keep every request waiting until it ends.
 * Through this view, each statement first lets the event loop answer what waits. Only for work beside serving:
 * requests keep the direct client, with no extra turn.
 */
export function yieldingClient(client: PGlite): PGlite {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return yieldingQuery(target);
      if (prop === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) =>
            callback(
              new Proxy(tx, { get: (t, p) => (p === 'query' ? yieldingQuery(t) : (Reflect.get(t, p, t) as unknown)) }),
            ),
          );
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function yieldingQuery(target: Pick<PGlite, 'query'>): PGlite['query'] {
  return async (...args) => {
    await nextTurn();
    return target.query(...args);
  };
}
