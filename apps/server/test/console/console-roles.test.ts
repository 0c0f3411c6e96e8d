import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoutes } from '@sport/contract';
import { listConsoleRoutes, STAFF_ROLES, type ConsoleRouteDef, type StaffRole } from '@sport/contract/console';
import { gradientPng } from '../../src/feed/demo-forum-photos';
import { buildTestApp, type TestApp } from '../helpers/app';
import { validInput } from '../helpers/valid-input';
import { consoleCall, staffLogin } from './console-fixture';

// Every console route from the contract: it refuses visitors and fans (a fan's session, as a token and as a cookie
// of the console's name) with 401, staff of the roles it does not name with 403, and admits the roles it names.
// A route added to the contract is walked here without a line of this test changing.

let t: TestApp;
let fan: { token: string; uid: number };
/** Whole inputs a schema alone cannot make, by route name: an image's bytes, a stored image's id. */
const samples: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimitMax: 100_000 } });
  await t.call(userRoutes.register, { username: 'console_role_fan', password: 'fan-password-1' });
  const login = await t.call(userRoutes.login, { username: 'console_role_fan', password: 'fan-password-1' });
  fan = { token: login.body.data.token, uid: login.body.data.uid };
  const png = gradientPng(8, 8, [0, 0, 0], [255, 255, 255]).toString('base64');
  const { fileId } = await t.app.system.banners.storeImage(png);
  const banner = { categoryId: 30304, title: '横幅', images: [fileId], url: '', sort: 0 };
  Object.assign(samples, {
    contentBannerImage: { data: png },
    contentBannerCreate: banner,
    contentBannerEdit: { id: 1, ...banner },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const gated = listConsoleRoutes().filter(
  (r): r is { name: string; def: ConsoleRouteDef & { roles: readonly StaffRole[] } } => r.def.roles !== 'public',
);

/**
 * Sample fields for routes whose generated input a rule past the gate would refuse (a 422, not the gate's answer)
 * or that would act on a real row: a boolean the generator cannot make, an image that is one, a host that does not
 * exist for a match that does not, a staff member who does not exist.
 */
const SAMPLES: Record<string, Record<string, unknown>> = {
  hostAir: { onAir: true },
  hostPortrait: { image: gradientPng(2, 2, [0, 0, 0], [255, 255, 255]).toString('base64') },
  scheduleAdd: { hostId: 2_000_000_000 },
  staffCreate: { name: 'walk.member', password: 'walk-password-1', roles: ['operator'], reason: 'walk' },
  staffRoles: { staffId: 999_999, roles: ['operator'], reason: 'walk' },
  staffDisable: { staffId: 999_999, reason: 'walk' },
  staffEnable: { staffId: 999_999, reason: 'walk' },
  staffResetTotp: { staffId: 999_999, reason: 'walk' },
};

/**
 * An input the route's schema accepts, so a refusal is the gate's and an admission is not a 422: a whole input made
 * in beforeAll (`samples`), else the generated one with the route's sample fields over it (`SAMPLES`).
 */
const inputOf = (def: ConsoleRouteDef, name = ''): Record<string, unknown> =>
  samples[name] ?? { ...validInput(def.request), ...SAMPLES[name] };

describe('every console route', () => {
  it('is served, and only the login is public', () => {
    for (const { def } of listConsoleRoutes())
      expect(t.app.hasRoute({ method: def.method, url: def.path }), def.path).toBe(true);
    expect(
      listConsoleRoutes()
        .filter((r) => r.def.roles === 'public')
        .map((r) => r.name),
    ).toEqual(['login']);
  });

  it.each(gated.map((r) => [r.name, r.def] as const))('%s refuses visitors and fans', async (name, def) => {
    const answers = [
      await consoleCall(t, def, inputOf(def, name), { csrf: 'x' }),
      await consoleCall(t, def, inputOf(def, name), {
        csrf: 'x',
        headers: t.headers({ token: fan.token, uid: fan.uid }),
      }),
      await consoleCall(t, def, inputOf(def, name), { csrf: 'x', cookie: `console_session=${fan.token}` }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 400, data: null });
    }
  });

  it.each(gated.map((r) => [r.name, r.def] as const))(
    '%s refuses the roles it does not name and admits those it names',
    async (name, def) => {
      for (const role of STAFF_ROLES) {
        // A session of its own per route: the logout route ends the one it is called with.
        const s = await staffLogin(t, [role]);
        const res = await consoleCall(t, def, inputOf(def, name), { cookie: s.cookie, csrf: s.csrf });
        if (def.roles.includes(role)) {
          // Admitted: past the gate (a made-up target may still be unknown), never refused for the role.
          expect([200, 404], `${role}: ${JSON.stringify(res.body)}`).toContain(res.status);
        } else {
          expect(res.status, role).toBe(403);
          expect(res.body).toMatchObject({ code: 403, data: null });
          expect(res.body.msg).toMatch(/^需要角色：/);
        }
      }
    },
  );
});
