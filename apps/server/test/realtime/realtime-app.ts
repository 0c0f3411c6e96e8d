import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../../src/config';
import { fastifyOptions } from '../../src/http/fastify-options';
import type { SessionCheck } from '../../src/http/session-user';
import busPlugin from '../../src/plugins/bus';
import errorsPlugin from '../../src/plugins/errors';
import securityPlugin from '../../src/plugins/security';
import realtimePlugin, { type RealtimeOptions } from '../../src/plugins/realtime';
import type { Bus } from '../../src/realtime/bus';
import { testConfig } from '../helpers/core-app';

export interface RealtimeApp {
  app: FastifyInstance;
  wsUrl: string;
  httpUrl: string;
  close(): Promise<void>;
}

/**
 * The core plugins (envelopes, rate limit) plus bus and realtime on a listening Fastify, so the ws
 * protocol is tested through real sockets without a database. `sessions` maps a token to the uid it logs in.
 */
export async function startRealtimeApp(
  opts: { config?: Partial<Config>; bus?: Bus; realtime?: RealtimeOptions; sessions?: Record<string, number> } = {},
): Promise<RealtimeApp> {
  const config = testConfig({ adminToken: 'admin-secret', ...opts.config });
  const app = Fastify(fastifyOptions(config));
  app.decorate('config', config);
  await app.register(securityPlugin);
  await app.register(errorsPlugin);
  const sessions = opts.sessions ?? {};
  const check = (token: string | undefined, uid: string | number | undefined): SessionCheck => {
    const owner = token === undefined ? undefined : sessions[token];
    if (owner === undefined) return { kind: 'none' };
    if (token === 'expired') return { kind: 'expired' };
    return String(owner) === String(uid)
      ? { kind: 'ok', user: { id: owner, username: `u${owner}` } }
      : { kind: 'none' };
  };
  app.decorate('checkSession', (token: string | undefined, uid: string | number | undefined) =>
    Promise.resolve(check(token, uid)),
  );
  app.decorateRequest('user', null);
  await app.register(busPlugin, { bus: opts.bus });
  await app.register(realtimePlugin, opts.realtime ?? {});
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    httpUrl: address,
    wsUrl: `${address.replace('http', 'ws')}/ws`,
    close: () => app.close(),
  };
}
