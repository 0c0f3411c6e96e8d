/** The reverse of lib/form-body: `a.b=1&ids[0]=2` → `{ a: { b: '1' }, ids: ['2'] }` (values stay strings). */
export function parseFormPairs(pairs: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of pairs) {
    const path = key.split(/\.|\[(\d+)\]/).filter((part): part is string => part !== undefined && part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? '');
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}
