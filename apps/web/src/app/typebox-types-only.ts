/**
 * The web build's stand-in for `typebox` (aliased in vite.config.ts; tests use the real one). ARCHITECTURE §1:
 * the web needs only the contract's static types and each route's method and path; the schemas themselves are
 * the server's business. Building them at start-up would put the whole TypeBox runtime (~20 KB gzip) on the
 * first page load. Every builder returns an inert object; `Object`/`Omit` keep `properties` because the
 * contract spreads them to compose schemas.
 */
type Props = Record<string, unknown>;

const propertiesOf = (schema: unknown): Props =>
  typeof schema === 'object' && schema !== null && 'properties' in schema ? ((schema as { properties: Props }).properties ?? {}) : {};

const builders: Record<string, (...args: unknown[]) => unknown> = {
  Object: (properties) => ({ properties: (properties as Props | undefined) ?? {} }),
  Omit: (schema, keys) => {
    const omitted = new Set(Array.isArray(keys) ? (keys as string[]) : []);
    return { properties: Object.fromEntries(Object.entries(propertiesOf(schema)).filter(([k]) => !omitted.has(k))) };
  },
  Pick: (schema, keys) => {
    const kept = new Set(Array.isArray(keys) ? (keys as string[]) : []);
    return { properties: Object.fromEntries(Object.entries(propertiesOf(schema)).filter(([k]) => kept.has(k))) };
  },
  Partial: (schema) => ({ properties: propertiesOf(schema) }),
};

const inert = () => ({});

export const Type: Record<string, (...args: unknown[]) => unknown> = new Proxy(builders, {
  get: (target, key: string) => target[key] ?? inert,
});
