/** The logged-in caller, set on every request by the auth plugin (null for visitors). */
export interface SessionUser {
  id: number;
  username: string;
}

/** Result of checking a `token` + `uid` pair. */
export type SessionCheck =
  | { kind: 'ok'; user: SessionUser }
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'kicked' };

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /**
     * Checks a token + uid pair; the user module decorates it, the auth hook and the ws hub for `user.<uid>` use
     * it. A live session is answered from a short cache; `fresh` asks the database (the ws hub's re-check).
     */
    checkSession(token: string | undefined, uid: string | number | undefined, fresh?: boolean): Promise<SessionCheck>;
  }
}
