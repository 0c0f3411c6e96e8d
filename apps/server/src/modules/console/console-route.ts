import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Envelope } from '@sport/contract';
import {
  CONSOLE_API_PREFIX,
  CONSOLE_CSRF_HEADER,
  CONSOLE_SESSION_COOKIE,
  STAFF_ROLE_NAMES,
  type ConsoleRequestOf,
  type ConsoleResponseOf,
  type ConsoleRouteDef,
  type StaffMe,
} from '@sport/contract/console';
import { NOT_STORED } from '../../http/cache-control';
import type { RateLimit } from '../../http/rate-limiter';
import { ForbiddenError, NeedLoginError } from '../../lib/domain-errors';
import { matchesHash } from '../../lib/secret-token';
import type { StaffService, StaffSession } from './staff-service';

export interface ConsoleContext<R extends ConsoleRouteDef> {
  input: ConsoleRequestOf<R>;
  /** Null only on the public login route. */
  session: StaffSession | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface StaffContext<R extends ConsoleRouteDef> extends ConsoleContext<R> {
  session: StaffSession;
  staff: StaffMe;
}

type Handler<R extends ConsoleRouteDef> = R['roles'] extends 'public'
  ? (ctx: ConsoleContext<R>) => Promise<ConsoleResponseOf<R>>
  : (ctx: StaffContext<R>) => Promise<ConsoleResponseOf<R>>;

/** The value of one cookie in a Cookie header (no library: one name, hex values). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The session cookie: script never reads it, no other site sends it, only console calls carry it. */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${CONSOLE_SESSION_COOKIE}=${token}`,
    'HttpOnly',
    'SameSite=Strict',
    `Path=${CONSOLE_API_PREFIX}`,
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

const headerText = (value: string | string[] | undefined): string => (typeof value === 'string' ? value : '');

/**
 * Registers a console route: validated input, the envelope, and the gate every console call passes — a live staff
 * session from the cookie (401 envelope without one: visitors and fans alike, whose tokens mean nothing here),
 * one of the route's roles (403), and on every POST the session's CSRF token in its header (403). The login
 * itself is public but still needs the header, so no other site can post a login form at us.
 */
export function addConsoleRoute<R extends ConsoleRouteDef>(
  app: FastifyInstance,
  staff: StaffService,
  def: R,
  handler: Handler<R>,
  extras: { rateLimit?: RateLimit; bodyLimit?: number } = {},
): void {
  const inputKey = def.method === 'GET' ? 'querystring' : 'body';
  app.route({
    method: def.method,
    url: def.path,
    schema: {
      [inputKey]: def.request,
      response: { 200: Envelope(def.response) },
      summary: def.summary,
      tags: ['console'],
    },
    config: { signed: false as const, ...(extras.rateLimit ? { rateLimit: extras.rateLimit } : {}) },
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    handler: async (req, reply) => {
      reply.header('cache-control', NOT_STORED);
      const csrf = headerText(req.headers[CONSOLE_CSRF_HEADER]);
      let session: StaffSession | null = null;
      if (def.roles === 'public') {
        if (def.method === 'POST' && csrf === '') throw new ForbiddenError(`${CONSOLE_CSRF_HEADER} header missing`);
      } else {
        const token = cookieValue(req.headers.cookie, CONSOLE_SESSION_COOKIE);
        session = token ? await staff.session(token) : null;
        if (!session) throw new NeedLoginError();
        const admitted = def.roles;
        if (!session.staff.roles.some((role) => admitted.includes(role))) {
          throw new ForbiddenError(`需要角色：${admitted.map((role) => STAFF_ROLE_NAMES[role]).join('、')}`);
        }
        if (def.method === 'POST' && !matchesHash(csrf, session.csrfHash)) {
          throw new ForbiddenError(`${CONSOLE_CSRF_HEADER} header missing or wrong`);
        }
      }
      const raw = def.method === 'GET' ? req.query : req.body;
      const ctx = { input: (raw ?? {}) as ConsoleRequestOf<R>, session, staff: session?.staff, req, reply };
      const data = await (handler as (c: typeof ctx) => Promise<ConsoleResponseOf<R>>)(ctx);
      return { code: 1, msg: 'success', data };
    },
  });
}
