import type { Static, TSchema } from 'typebox';

/**
 * One call of SPEC §7 (or one of ours, ARCHITECTURE §3 additions).
 * `path` is what the server serves; a client maps the `/ssapi` prefix onto the domain list's ssapi entry.
 * `request` validates the query (GET) or body (POST); `response` is the schema of the envelope's `data`
 * and doubles as the allow-list of what may leave the server.
 */
export type RouteAuth = 'none' | 'optional' | 'required';

export interface RouteDef<
  Req extends TSchema = TSchema,
  Res extends TSchema = TSchema,
  M extends 'GET' | 'POST' = 'GET' | 'POST',
  A extends RouteAuth = RouteAuth,
> {
  readonly method: M;
  readonly path: string;
  /** none: open; optional: the user is read when a session is sent; required: 400 without one. */
  readonly auth: A;
  readonly request: Req;
  readonly response: Res;
  /** What the call does, for the OpenAPI docs. */
  readonly summary: string;
  /** true where SPEC §7 does not give the shape or path and we designed it. */
  readonly ours?: boolean;
}

export const defineRoute = <Req extends TSchema, Res extends TSchema, M extends 'GET' | 'POST', A extends RouteAuth>(
  def: RouteDef<Req, Res, M, A>,
): RouteDef<Req, Res, M, A> => def;

export type RequestOf<R extends RouteDef> = Static<R['request']>;
export type ResponseOf<R extends RouteDef> = Static<R['response']>;
