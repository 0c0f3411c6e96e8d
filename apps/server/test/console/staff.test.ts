import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleRoutes, type ConsoleRouteDef, type StaffTotpMade } from '@sport/contract/console';
import { auditLog } from '../../src/db/schema/console';
import { LAST_ADMIN_REFUSED } from '../../src/modules/console/staff-admin';
import { STAFF_LOGIN_REFUSED } from '../../src/modules/console/staff-service';
import { totpCode } from '../../src/modules/console/totp';
import { buildTestApp, type TestApp } from '../helpers/app';
import { consoleCall, cookieOf, staffLogin, type StaffLogin } from './console-fixture';

// The 人员 area: a 管理员 makes a staff account (its TOTP secret shown once) that then logs in with that secret,
// changes its roles (held from its next call), disables it (its session refused at once, on this node and on
// another over the same database), enables it and resets its TOTP. No admin can take their own admin role away or
// disable themselves, and every change is in the audit log with its reason and without a secret.

let t: TestApp;
let other: TestApp;
let admin: StaffLogin;
const PASSWORD = 'new-member-password';

beforeAll(async () => {
  const config = { rateLimitMax: 1_000_000 };
  t = await buildTestApp({ config });
  other = await buildTestApp({ database: t.database, config });
  admin = await staffLogin(t, ['admin']);
}, 180_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const asAdmin = <R extends ConsoleRouteDef>(def: R, input: Record<string, unknown>, who = admin) =>
  consoleCall(t, def, input, { cookie: who.cookie, csrf: who.csrf });

let nextName = 0;
async function create(roles: string[]): Promise<StaffTotpMade> {
  nextName += 1;
  const res = await asAdmin(consoleRoutes.staffCreate, {
    name: `member.${nextName}`,
    password: PASSWORD,
    roles,
    reason: '新同事入职',
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return res.body.data;
}

/** Logs a member in as their authenticator app would: the code of `secret` now. */
async function login(name: string, secret: string, on = t) {
  const res = await consoleCall(
    on,
    consoleRoutes.login,
    { name, password: PASSWORD, code: totpCode(secret, Date.now()) },
    { csrf: 'login' },
  );
  return res.body.code === 1 ? { cookie: cookieOf(res.res), csrf: res.body.data.csrfToken } : res;
}

async function loggedIn(made: StaffTotpMade) {
  const session = await login(made.staff.name, made.secret);
  if (!('cookie' in session)) throw new Error(JSON.stringify(session.body));
  return session;
}

describe('staff accounts made on the 人员 page', () => {
  it('log in with the TOTP secret of the answer that made them, and are listed without it', async () => {
    const made = await create(['moderator', 'finance']);
    expect(made.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(made.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(made.uri).toContain(made.secret);
    expect(made.staff).toMatchObject({ roles: ['moderator', 'finance'], lastLoginAt: null, disabledAt: null });

    const session = await loggedIn(made);
    const me = await consoleCall(t, consoleRoutes.me, {}, { cookie: session.cookie });
    expect(me.body.data).toMatchObject({ name: made.staff.name, roles: ['moderator', 'finance'] });

    const list = await asAdmin(consoleRoutes.staffList, {});
    const listed = list.body.data.list.find((s) => s.id === made.staff.id);
    expect(listed).toMatchObject({ name: made.staff.name, disabledAt: null });
    expect(listed?.lastLoginAt).toEqual(expect.any(Number));
    expect(list.res.body).not.toContain(made.secret);
  });

  it('refuses a taken name and a short password with a clear error', async () => {
    const made = await create(['operator']);
    const taken = await asAdmin(consoleRoutes.staffCreate, {
      name: made.staff.name,
      password: PASSWORD,
      roles: ['operator'],
      reason: '重复',
    });
    expect(taken.status).toBe(409);
    const short = await asAdmin(consoleRoutes.staffCreate, {
      name: 'short.pw',
      password: 'short',
      roles: ['operator'],
      reason: '太短',
    });
    expect(short.status).toBe(422);
    expect(short.body.msg).toContain('password');
  });
});

describe('a staff member’s roles', () => {
  it('gate their very next call, on every node', async () => {
    const made = await create(['operator']);
    const session = await loggedIn(made);
    const listOn = (node: TestApp) => consoleCall(node, consoleRoutes.staffList, {}, { cookie: session.cookie });
    expect((await listOn(t)).status).toBe(403);

    const granted = await asAdmin(consoleRoutes.staffRoles, {
      staffId: made.staff.id,
      roles: ['operator', 'admin'],
      reason: '兼任管理员',
    });
    expect(granted.body.data.roles).toEqual(['operator', 'admin']);
    expect((await listOn(t)).status).toBe(200);
    expect((await listOn(other)).status).toBe(200);

    await asAdmin(consoleRoutes.staffRoles, { staffId: made.staff.id, roles: ['operator'], reason: '卸任管理员' });
    expect((await listOn(other)).status).toBe(403);
  });
});

describe('disabling a staff member', () => {
  it('refuses their session at once on every node and their next login; enabling lets them log in anew', async () => {
    const made = await create(['moderator']);
    const session = await loggedIn(made);
    const meOn = (node: TestApp) => consoleCall(node, consoleRoutes.me, {}, { cookie: session.cookie });
    expect((await meOn(other)).status).toBe(200);

    const disabled = await asAdmin(consoleRoutes.staffDisable, { staffId: made.staff.id, reason: '离职' });
    expect(disabled.body.data.disabledReason).toBe('离职');
    expect(disabled.body.data.disabledAt).not.toBeNull();
    expect((await meOn(t)).status).toBe(401);
    expect((await meOn(other)).status).toBe(401);
    const refused = await login(made.staff.name, made.secret, other);
    expect('body' in refused && refused.body.msg).toBe(STAFF_LOGIN_REFUSED);

    const again = await asAdmin(consoleRoutes.staffDisable, { staffId: made.staff.id, reason: '再次' });
    expect(again.status).toBe(409);

    const enabled = await asAdmin(consoleRoutes.staffEnable, { staffId: made.staff.id, reason: '返岗' });
    expect(enabled.body.data).toMatchObject({ disabledAt: null, disabledReason: null });
    // The session the disabling ended stays ended: they log in again (a later code step, not the one just used).
    expect((await meOn(t)).status).toBe(401);
    const reset = await asAdmin(consoleRoutes.staffResetTotp, { staffId: made.staff.id, reason: '换手机' });
    const back = await login(made.staff.name, reset.body.data.secret);
    expect('cookie' in back).toBe(true);
  });
});

describe('resetting a staff member’s TOTP', () => {
  it('makes the old secret’s codes fail and the new one’s work; the new secret is shown once', async () => {
    const made = await create(['finance']);
    const reset = await asAdmin(consoleRoutes.staffResetTotp, { staffId: made.staff.id, reason: '手机丢失' });
    expect(reset.body.code).toBe(1);
    const { secret, uri } = reset.body.data;
    expect(secret).not.toBe(made.secret);
    expect(uri).toContain(secret);
    const old = await login(made.staff.name, made.secret);
    expect('body' in old && old.body.msg).toBe(STAFF_LOGIN_REFUSED);
    expect('cookie' in (await login(made.staff.name, secret))).toBe(true);
    const list = await asAdmin(consoleRoutes.staffList, {});
    expect(list.res.body).not.toContain(secret);
  });
});

describe('the last-admin guard', () => {
  it('refuses an admin taking their own admin role away or disabling themselves', async () => {
    const self = await staffLogin(t, ['admin']);
    const me = (await consoleCall(t, consoleRoutes.me, {}, { cookie: self.cookie })).body.data;
    const demote = await asAdmin(consoleRoutes.staffRoles, { staffId: me.id, roles: ['operator'], reason: 'x' }, self);
    const disable = await asAdmin(consoleRoutes.staffDisable, { staffId: me.id, reason: 'x' }, self);
    for (const res of [demote, disable]) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 409, msg: LAST_ADMIN_REFUSED, data: null });
    }
    const still = await consoleCall(t, consoleRoutes.me, {}, { cookie: self.cookie });
    expect(still.body.data.roles).toEqual(['admin']);
  });

  it('lets only one of two admins demoting each other at once succeed: one admin stays', async () => {
    const a = await staffLogin(t, ['admin']);
    const b = await staffLogin(t, ['admin']);
    const idOf = async (s: StaffLogin) => (await consoleCall(t, consoleRoutes.me, {}, { cookie: s.cookie })).body.data.id;
    const [aId, bId] = [await idOf(a), await idOf(b)];
    const answers = await Promise.all([
      consoleCall(t, consoleRoutes.staffDisable, { staffId: bId, reason: '互相停用' }, { cookie: a.cookie, csrf: a.csrf }),
      consoleCall(other, consoleRoutes.staffDisable, { staffId: aId, reason: '互相停用' }, { cookie: b.cookie, csrf: b.csrf }),
    ]);
    // The loser is refused at the gate (already disabled: 401) or by the guard in its transaction (409).
    const [won, lost] = [...answers].sort((x, y) => x.status - y.status);
    expect(won?.status).toBe(200);
    expect([401, 409]).toContain(lost?.status);
    const list = (await asAdmin(consoleRoutes.staffList, {})).body.data.list;
    const enabled = list.filter((s) => [aId, bId].includes(s.id) && s.disabledAt === null);
    expect(enabled).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('holds every staff change with its reason, and never a password or TOTP secret', async () => {
    const made = await create(['matches']);
    await asAdmin(consoleRoutes.staffRoles, { staffId: made.staff.id, roles: ['matches', 'operator'], reason: '加运营' });
    await asAdmin(consoleRoutes.staffDisable, { staffId: made.staff.id, reason: '停用原因' });
    await asAdmin(consoleRoutes.staffEnable, { staffId: made.staff.id, reason: '启用原因' });
    const reset = await asAdmin(consoleRoutes.staffResetTotp, { staffId: made.staff.id, reason: '重置原因' });

    const audit = await asAdmin(consoleRoutes.auditList, { size: 100 });
    const mine = audit.body.data.list
      .filter((e) => e.targetType === 'staff' && e.targetId === String(made.staff.id))
      .map((e) => [e.action, e.reason])
      .reverse();
    expect(mine).toEqual([
      ['staff.create', '新同事入职'],
      ['staff.roles', '加运营'],
      ['staff.disable', '停用原因'],
      ['staff.enable', '启用原因'],
      ['staff.resetTotp', '重置原因'],
    ]);
    const roles = audit.body.data.list.find((e) => e.action === 'staff.roles' && e.reason === '加运营');
    expect(JSON.parse(roles?.before ?? '{}')).toMatchObject({ roles: ['matches'] });
    expect(JSON.parse(roles?.after ?? '{}')).toMatchObject({ roles: ['matches', 'operator'] });
    const rows = JSON.stringify(await t.database.db.select().from(auditLog));
    for (const secret of [made.secret, reset.body.data.secret, PASSWORD]) expect(rows).not.toContain(secret);
    expect((await asAdmin(consoleRoutes.auditVerify, {})).body.data.ok).toBe(true);
  });
});
