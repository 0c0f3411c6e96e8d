interface Node<R> {
  next: WeakMap<object, Node<R>>;
  answers: Map<string, R>;
}

/** Stands for a part that is null or undefined (a visitor's follows, say): WeakMap keys must be objects. */
const NONE = {};

/**
 * One answer object per set of inputs: `parts` are cached objects (compared by identity: a cache's value
 * stays the same object until the cache drops it) and `key` the plain values besides them. A caller's answer
 * laid over shared parts (their follows, purchases or votes) is then the same object on every request until a
 * part changes, so a `cached` route serialises and compresses it once (http/cached-answer.ts keys its bytes by
 * the object) instead of once per request. Held weakly: answers go with the parts they were made of.
 */
export function createSameAnswer<R extends object>() {
  const root = new WeakMap<object, Node<R>>();
  return (parts: readonly (object | null | undefined)[], key: string, build: () => R): R => {
    let level = root;
    let node: Node<R> | undefined;
    for (const part of parts) {
      const at = part ?? NONE;
      node = level.get(at);
      if (!node) {
        node = { next: new WeakMap(), answers: new Map() };
        level.set(at, node);
      }
      level = node.next;
    }
    if (!node) return build();
    const known = node.answers.get(key);
    if (known) return known;
    const made = build();
    node.answers.set(key, made);
    return made;
  };
}
