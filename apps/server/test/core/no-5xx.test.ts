import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, routes, type RouteDef } from '@sport/contract';
import { buildTestApp, type TestApp } from '../helpers/app';
import { validInput } from '../helpers/valid-input';

// Whatever a caller sends to any route of the contract, the answer is an envelope and never a 5xx.
let t: TestApp;
let session: { token: string; uid: number };
// Logout's own account: its first run ends the session, which must not end the one every other route uses.
let logoutSession: { token: string; uid: number };
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimitMax: 1_000_000 } });
  const login = async (username: string) => {
    const credentials = { username, password: 'fuzzer-password' };
    await t.call(routes.user.register, credentials);
    return (await t.call(routes.user.login, credentials)).body.data;
  };
  session = await login('fuzzer');
  logoutSession = await login('fuzzer_logout');
});
afterAll(() => t.close());

/**
 * Values that once passed validation and broke below it (issue 12 §1.3): "Infinity" (ajv coerces it to a
 * number), integers past int4 and past what a Date or timestamptz holds, and NUL, which PostgreSQL's text
 * refuses. Strings are sent as they are, so a query or form field meets ajv's coercion.
 */
const EDGES: readonly unknown[] = [
  'Infinity',
  '-Infinity',
  '1e20',
  1e20,
  -1e20,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  8.64e15 + 1,
  '\u0000',
  'a\u0000b',
];

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constantFrom(...EDGES),
);

/** The app has a handler for this contract route (its method and path, `:params` as written). */
const served = (def: RouteDef): boolean => t.app.hasRoute({ method: def.method, url: def.path });

const fieldsOf = (def: RouteDef): string[] =>
  Object.keys((def.request as { properties?: Record<string, unknown> }).properties ?? {});

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The request for a payload: `:name` path params from it (or `x`), the rest in the query (GET) or the JSON body. */
function requestOf(
  def: RouteDef,
  payload: Record<string, unknown>,
): { url: string; payload?: Record<string, unknown> } {
  const rest = { ...payload };
  const path = def.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = name in rest ? encodeURIComponent(text(rest[name])) : 'x';
    delete rest[name];
    return value;
  });
  if (def.method === 'POST') return { url: path, payload: rest };
  const query = new URLSearchParams(Object.entries(rest).map(([k, v]): [string, string] => [k, text(v)])).toString();
  return { url: `${path}?${query}` };
}

/** Integers no int4 column or timestamptz holds: each must be a 422 naming its field. */
const OUT_OF_RANGE: readonly unknown[] = [
  'Infinity',
  '-Infinity',
  '1e20',
  1e20,
  -1e20,
  2 ** 53,
  Date.UTC(10_000, 0, 1),
];
const INT4_PAST = [2 ** 31, -(2 ** 31) - 1];

describe('every route', () => {
  for (const { area, name, def } of listRoutes()) {
    it(`${area}.${name} answers bad input with an envelope, never a 5xx`, async () => {
      // Not served, every input would answer 404, which is not a 5xx: that must fail, not pass.
      expect(served(def), `${def.method} ${def.path} is not served`).toBe(true);
      const caller = def === routes.user.logout ? logoutSession : session;
      const fields = fieldsOf(def);
      const base = validInput(def.request);
      const spoiled = (field: string, value: unknown) => ({ ...base, [field]: value });
      const input = fc.oneof(
        fc.dictionary(fc.constantFrom('page', 'size', 'id', ...fields), junk, { maxKeys: 4 }),
        // A valid request with one field spoiled, so the junk gets past `required` to the handler.
        ...(fields.length > 0
          ? [fc.tuple(fc.constantFrom(...fields), junk).map(([field, value]) => spoiled(field, value))]
          : []),
      );
      // Every field with every edge value, logged in, whatever the random runs pick.
      const examples = fields.flatMap((field) =>
        EDGES.map((value): [Record<string, unknown>, boolean] => [spoiled(field, value), true]),
      );
      await fc.assert(
        // Logged in half of the time, so handlers behind the login gate see junk too.
        fc.asyncProperty(input, fc.boolean(), async (payload, loggedIn) => {
          const res = await t.app.inject({
            method: def.method,
            headers: t.headers(loggedIn ? caller : {}),
            ...requestOf(def, payload),
          });
          expect(res.statusCode, `${JSON.stringify(payload)} answered ${res.body}`).toBeLessThan(500);
          // Images answer bytes; everything else answers the envelope.
          if (String(res.headers['content-type']).startsWith('application/json')) {
            expect(typeof res.json<{ code: unknown }>().code).toBe('number');
          }
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 16), examples },
      );
    });

    it(`${area}.${name} refuses what the database cannot hold with a 422 naming the field`, async () => {
      // A contract route the app does not serve answers 404 to anything: a failure, never a pass (an early return
      // here once let a dropped module registration through).
      expect(served(def), `${def.method} ${def.path} is not served`).toBe(true);
      const caller = def === routes.user.logout ? logoutSession : session;
      const base = validInput(def.request);
      const properties =
        (def.request as { properties?: Record<string, { type?: string; description?: string }> }).properties ?? {};
      for (const [field, schema] of Object.entries(properties)) {
        const values =
          schema.type === 'integer'
            ? [...OUT_OF_RANGE, ...(schema.description === 'epoch ms' ? [] : INT4_PAST)]
            : schema.type === 'string'
              ? ['\u0000', 'a\u0000b']
              : [];
        for (const value of values) {
          const res = await t.app.inject({
            method: def.method,
            headers: t.headers(caller),
            ...requestOf(def, { ...base, [field]: value }),
          });
          const sent = `${field}=${JSON.stringify(value)}`;
          expect(res.statusCode, `${sent} answered ${res.body}`).toBe(422);
          expect(res.json<{ msg: string }>().msg, sent).toMatch(new RegExp(`^(body|querystring|params)\\.${field}: `));
        }
      }
    });
  }
});
