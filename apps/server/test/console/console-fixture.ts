import type { LightMyRequestResponse } from 'fastify';
import {
  CONSOLE_CSRF_HEADER,
  CONSOLE_SESSION_COOKIE,
  consoleRoutes,
  type ConsoleRequestOf,
  type ConsoleResponseOf,
  type ConsoleRouteDef,
  type StaffRole,
} from '@sport/contract/console';
import type { EnvelopeOf } from '@sport/contract';
import { totpCode } from '../../src/modules/console/totp';
import type { TestApp } from '../helpers/app';

// Staff are made as the `npm run staff -- add` command makes them (the staff service), then log in through the
// route with a code computed from their secret, as an authenticator app would.

export const STAFF_PASSWORD = 'console-test-password';
let nextStaff = 0;

export interface StaffLogin {
  name: string;
  secret: string;
  cookie: string;
  csrf: string;
}

export interface ConsoleAnswer<T> {
  status: number;
  body: EnvelopeOf<T>;
  res: LightMyRequestResponse;
}

/** Calls a console route with a session's cookie and CSRF header (either may be left out or replaced). */
export async function consoleCall<R extends ConsoleRouteDef>(
  t: TestApp,
  def: R,
  input: Partial<ConsoleRequestOf<R>> | Record<string, unknown> = {},
  auth: { cookie?: string; csrf?: string; headers?: Record<string, string> } = {},
): Promise<ConsoleAnswer<ConsoleResponseOf<R>>> {
  const headers: Record<string, string> = { ...(auth.headers ?? {}) };
  if (auth.cookie !== undefined) headers.cookie = auth.cookie;
  if (auth.csrf !== undefined) headers[CONSOLE_CSRF_HEADER] = auth.csrf;
  const query =
    def.method === 'GET'
      ? new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString()
      : '';
  const res = await t.app.inject({
    method: def.method,
    url: query ? `${def.path}?${query}` : def.path,
    headers,
    ...(def.method === 'POST' ? { payload: input } : {}),
  });
  return { status: res.statusCode, body: res.json(), res };
}

/** A new staff account with these roles (not logged in). */
export async function newStaff(t: TestApp, roles: StaffRole[]): Promise<{ name: string; secret: string }> {
  nextStaff += 1;
  const name = `staff_${process.pid}_${nextStaff}`;
  const made = await t.app.staff.create({ name, password: STAFF_PASSWORD, roles });
  return { name, secret: made.secret };
}

/** The session cookie a login answer set, as a browser would send it back. */
export function cookieOf(res: LightMyRequestResponse): string {
  const setCookie = res.headers['set-cookie'];
  const line = [setCookie].flat().find((c) => typeof c === 'string' && c.startsWith(`${CONSOLE_SESSION_COOKIE}=`));
  if (!line) throw new Error('no session cookie set');
  return line.split(';')[0] ?? '';
}

/** A new staff member with these roles, logged in. */
export async function staffLogin(t: TestApp, roles: StaffRole[]): Promise<StaffLogin> {
  const made = await newStaff(t, roles);
  const res = await consoleCall(
    t,
    consoleRoutes.login,
    { name: made.name, password: STAFF_PASSWORD, code: totpCode(made.secret, Date.now()) },
    { csrf: 'login' },
  );
  if (res.body.code !== 1) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { ...made, cookie: cookieOf(res.res), csrf: res.body.data.csrfToken };
}
