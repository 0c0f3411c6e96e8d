import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { Code, SESSION_EXPIRED_MSG, SESSION_KICKED_MSG } from '@sport/contract';
import { AppError } from '../http/app-error';
import { headerOf } from '../http/request-header';
import type { SessionCheck } from '../http/session-user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract route's auth level, put there by addRoute; the auth hook reads it. */
    auth?: 'none' | 'optional' | 'required';
  }
}

/**
 * `req.user`, from `app.checkSession`. The user module decorates that after this plugin registers (this
 * hook must come before the routes it covers, the user module's own included); it is only called per request.
 * Only routes that read the user (auth optional or required) look the session up, so open hot routes cost
 * no query; there a sent token that has expired answers 405 and one ended by a login elsewhere 505, so the
 * client drops it (SPEC §8). addRoute answers 400 for `required`.
 */
export default fp(
  (app, _opts, done) => {
    app.decorateRequest('user', null);

    const applySession = (req: FastifyRequest, check: SessionCheck): void => {
      switch (check.kind) {
        case 'ok':
          req.user = check.user;
          return;
        case 'expired':
          throw new AppError(Code.TokenExpired, SESSION_EXPIRED_MSG);
        case 'kicked':
          throw new AppError(Code.Kicked, SESSION_KICKED_MSG);
        case 'none':
          return;
      }
    };
    // Callback style, so a visitor (no token: most calls of the hot lists) goes on at once without a promise.
    const readSession = (req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
      const token = headerOf(req, 'token');
      if (!token) {
        done();
        return;
      }
      app.checkSession(token, headerOf(req, 'uid')).then(
        (check) => {
          try {
            applySession(req, check);
          } catch (error) {
            done(error as Error);
            return;
          }
          done();
        },
        (error: unknown) => done(error as Error),
      );
    };
    // Only routes that read the caller get the hook: open routes (the hot start-up calls) pay nothing.
    app.addHook('onReady', (next) => {
      next(app.hasDecorator('checkSession') ? undefined : new Error('auth needs app.checkSession (the user module)'));
    });
    app.addHook('onRoute', (route) => {
      const level = (route.config as { auth?: string } | undefined)?.auth;
      if (level !== 'optional' && level !== 'required') return;
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...existing, readSession];
    });
    done();
  },
  { name: 'auth' },
);
