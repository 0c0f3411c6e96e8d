import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, routes } from '@sport/contract';
import { buildTestApp, type TestApp } from '../helpers/app';

// Whatever a caller sends to any route of the contract, the answer is an envelope and never a 5xx.
let t: TestApp;
let session: { token: string; uid: number };
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimitMax: 1_000_000 } });
  const credentials = { username: 'fuzzer', password: 'fuzzer-password' };
  await t.call(routes.user.register, credentials);
  session = (await t.call(routes.user.login, credentials)).body.data;
});
afterAll(() => t.close());

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

describe('every route', () => {
  for (const { area, name, def } of listRoutes()) {
    it(`${area}.${name} answers bad input with an envelope, never a 5xx`, async () => {
      const fields = Object.keys((def.request as { properties?: Record<string, unknown> }).properties ?? {});
      const input = fc.dictionary(fc.constantFrom('page', 'size', 'id', ...fields), junk, { maxKeys: 4 });
      await fc.assert(
        // Logged in half of the time, so handlers behind the login gate see junk too.
        fc.asyncProperty(input, fc.boolean(), async (payload, loggedIn) => {
          const path = def.path.replace(/:\w+/g, 'x');
          const query = new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, JSON.stringify(v)]));
          const res = await t.app.inject({
            method: def.method,
            url: def.method === 'GET' ? `${path}?${query.toString()}` : path,
            headers: t.headers(loggedIn ? session : {}),
            ...(def.method === 'POST' ? { payload } : {}),
          });
          expect(res.statusCode).toBeLessThan(500);
          // Images answer bytes; everything else answers the envelope.
          if (String(res.headers['content-type']).startsWith('application/json')) {
            expect(typeof res.json<{ code: unknown }>().code).toBe('number');
          }
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 16) },
      );
    });
  }
});
