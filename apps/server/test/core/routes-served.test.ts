import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from '@sport/contract';
import { buildTestApp, type TestApp } from '../helpers/app';

// Every call the contract lists is served by the real app: a module whose registration is dropped (or a route
// renamed on one side only) fails here, where the fuzzing of no-5xx would only see 404s, which are not 5xx.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the app', () => {
  it('serves every route of the contract, with its method and path', () => {
    const missing = listRoutes()
      .filter(({ def }) => !t.app.hasRoute({ method: def.method, url: def.path }))
      .map(({ area, name, def }) => `${area}.${name} (${def.method} ${def.path})`);
    expect(missing).toEqual([]);
  });

  it("runs every module's leader jobs: each module adds its own as it registers", () => {
    // A module whose registration is dropped takes its job with it; nothing else lists them to notice.
    expect(t.app.jobs.names).toEqual([
      'live simulator',
      'demo host schedules',
      'login record prune',
      'tip settlement',
      'ranking',
      'forum photo sweep',
      'anchor tick',
      'chat prune',
    ]);
  });
});
