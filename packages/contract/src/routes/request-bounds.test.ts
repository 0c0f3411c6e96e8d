import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { EPOCH_MS_MAX, INT32_MAX, INT32_MIN } from '../limits';
import { listRoutes } from './all';

interface Node {
  type?: string;
  minimum?: number;
  maximum?: number;
  description?: string;
  const?: unknown;
  properties?: Record<string, Node>;
  anyOf?: Node[];
  items?: Node;
}

/** Every schema under a request schema, with its path: `hostId`, `filter.kind`, ... */
function* walk(node: Node, path: string): Generator<[string, Node]> {
  yield [path, node];
  for (const [name, child] of Object.entries(node.properties ?? {}))
    yield* walk(child, path ? `${path}.${name}` : name);
  for (const member of node.anyOf ?? []) yield* walk(member, path);
  if (node.items) yield* walk(node.items, `${path}[]`);
}

const fields = listRoutes().flatMap(({ area, name, def }) =>
  [...walk(def.request as Node, '')].map(([path, node]) => ({ where: `${area}.${name} ${path}`, node })),
);

// Issue 12 §1.3: a request value the database cannot hold must be refused by validation, not by PostgreSQL.
describe('every request field', () => {
  it('is an integer an int4 column holds, or an epoch ms a timestamptz holds', () => {
    for (const { where, node } of fields.filter((f) => f.node.type === 'integer')) {
      const epoch = node.description === 'epoch ms';
      expect(node.minimum, where).toBeGreaterThanOrEqual(epoch ? 0 : INT32_MIN);
      expect(node.maximum, where).toBeLessThanOrEqual(epoch ? EPOCH_MS_MAX : INT32_MAX);
    }
  });

  it('takes no fractional numbers (literals such as a 0/1 flag aside)', () => {
    expect(fields.filter((f) => f.node.type === 'number' && f.node.const === undefined).map((f) => f.where)).toEqual(
      [],
    );
  });

  it('refuses NUL in every string', () => {
    for (const { where, node } of fields.filter((f) => f.node.type === 'string')) {
      expect(Value.Check(node as TSchema, 'a\u0000b'), where).toBe(false);
      expect(Value.Check(node as TSchema, '\u0000'), where).toBe(false);
    }
  });
});
