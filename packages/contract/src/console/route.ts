import type { Static, TSchema } from 'typebox';
import type { StaffRole } from './roles';

/** Every console call lives under this prefix; the staff session cookie is scoped to it. */
export const CONSOLE_API_PREFIX = '/console/api';
/** Where the server serves the console's web app. */
export const CONSOLE_APP_PATH = '/console/';
/** The staff session cookie (HttpOnly, SameSite=Strict, Path=CONSOLE_API_PREFIX). */
export const CONSOLE_SESSION_COOKIE = 'console_session';
/**
 * Every mutating console call sends the session's CSRF token in this header (the login answer hands it out):
 * another site can neither read the token nor send a custom header to us without our CORS consent.
 */
export const CONSOLE_CSRF_HEADER = 'x-console-csrf';

/**
 * One console call. `roles` names the staff roles admitted; `'public'` only for the login itself. Unlike a
 * fan's RouteDef there is no sign and no token header: the session is the cookie.
 */
export interface ConsoleRouteDef<
  Req extends TSchema = TSchema,
  Res extends TSchema = TSchema,
  M extends 'GET' | 'POST' = 'GET' | 'POST',
> {
  readonly method: M;
  readonly path: string;
  readonly roles: 'public' | readonly StaffRole[];
  readonly request: Req;
  readonly response: Res;
  readonly summary: string;
}

export const defineConsoleRoute = <Req extends TSchema, Res extends TSchema, M extends 'GET' | 'POST'>(
  def: ConsoleRouteDef<Req, Res, M>,
): ConsoleRouteDef<Req, Res, M> => def;

export type ConsoleRequestOf<R extends ConsoleRouteDef> = Static<R['request']>;
export type ConsoleResponseOf<R extends ConsoleRouteDef> = Static<R['response']>;
