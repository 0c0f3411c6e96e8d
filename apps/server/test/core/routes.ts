import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { defineRoute } from '@sport/contract';
import { addRoute } from '../../src/http/route';
import { conflict } from '../../src/http/app-error';

/** Contract-style routes used by the core plugin tests. */
export const testRoutes = {
  echo: defineRoute({
    method: 'POST',
    path: '/test/echo',
    auth: 'none',
    request: Type.Object({
      page: Type.Integer({ minimum: 1 }),
      name: Type.String(),
      filter: Type.Optional(Type.Object({ sportId: Type.Integer(), kind: Type.Optional(Type.String()) })),
      tags: Type.Optional(Type.Array(Type.String())),
    }),
    response: Type.Object({
      page: Type.Integer(),
      name: Type.String(),
      filter: Type.Optional(Type.Object({ sportId: Type.Integer(), kind: Type.Optional(Type.String()) })),
      tags: Type.Optional(Type.Array(Type.String())),
    }),
    summary: 'echo the body back',
  }),
  list: defineRoute({
    method: 'GET',
    path: '/test/list',
    auth: 'none',
    request: Type.Object({ hostId: Type.Integer(), kind: Type.Optional(Type.Union([Type.Literal('a'), Type.Literal('b')])) }),
    response: Type.Object({ hostId: Type.Integer() }),
    summary: 'list things of a host',
  }),
  empty: defineRoute({
    method: 'POST',
    path: '/test/empty',
    auth: 'none',
    request: Type.Object({ note: Type.Optional(Type.String()) }),
    response: Type.Object({ note: Type.String() }),
    summary: 'a POST without required fields',
  }),
  boom: defineRoute({
    method: 'GET',
    path: '/test/boom',
    auth: 'none',
    request: Type.Object({}),
    response: Type.Object({}),
    summary: 'fails inside',
  }),
  badShape: defineRoute({
    method: 'GET',
    path: '/test/bad-shape',
    auth: 'none',
    request: Type.Object({}),
    response: Type.Object({ count: Type.Integer() }),
    summary: 'returns data its schema refuses',
  }),
  busy: defineRoute({
    method: 'GET',
    path: '/test/busy',
    auth: 'none',
    request: Type.Object({}),
    response: Type.Object({}),
    summary: 'a known conflict',
  }),
  image: defineRoute({
    method: 'GET',
    path: '/test/image',
    auth: 'none',
    request: Type.Object({}),
    response: Type.Object({ ok: Type.Boolean() }),
    summary: 'loaded by <img>, so unsigned',
  }),
  limited: defineRoute({
    method: 'GET',
    path: '/test/limited',
    auth: 'none',
    request: Type.Object({}),
    response: Type.Object({}),
    summary: 'tightly rate limited',
  }),
};

export const SECRET = 'connection to postgres://admin:hunter2@db failed';

export function registerTestRoutes(app: FastifyInstance): void {
  addRoute(app, testRoutes.echo, ({ input }) => Promise.resolve(input));
  addRoute(app, testRoutes.list, ({ input }) => Promise.resolve({ hostId: input.hostId }));
  addRoute(app, testRoutes.empty, ({ input }) => Promise.resolve({ note: input.note ?? 'none' }));
  addRoute(app, testRoutes.boom, () => Promise.reject(new Error(SECRET)));
  // The handler's type says it returns a count; the cast stands for a bug that drops it.
  addRoute(app, testRoutes.badShape, () => Promise.resolve({ detail: SECRET } as unknown as { count: number }));
  addRoute(app, testRoutes.busy, () => Promise.reject(conflict('same request still in flight')));
  addRoute(app, testRoutes.image, () => Promise.resolve({ ok: true }), { signed: false });
  addRoute(app, testRoutes.limited, () => Promise.resolve({}), { rateLimit: { max: 2, windowMs: 60_000 } });
}
