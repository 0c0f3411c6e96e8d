import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config';
import { fastifyOptions } from '../../src/http/fastify-options';
import errorsPlugin from '../../src/plugins/errors';
import securityPlugin from '../../src/plugins/security';
import bodyPlugin from '../../src/plugins/body';
import signPlugin from '../../src/plugins/sign';
import docsPlugin from '../../src/plugins/docs';
import staticPlugin from '../../src/plugins/static-spa';

/**
 * What a test app runs with: no demo world and no jobs unless asked, and no welcome gold, so a test's user holds
 * exactly the gold the test grants (test/accounts/welcome-gold.test.ts runs with the default).
 */
export const testConfig = (overrides: Partial<Config> = {}): Config =>
  loadConfig({ NODE_ENV: 'test' }, { seedDemo: false, runJobs: false, rateLimitMax: 1000, welcomeGold: 0, ...overrides });

/**
 * The core plugins alone, in buildApp's order, around the routes a test registers: for testing the
 * plumbing (errors, sign, bodies, static files) without a database.
 */
export async function buildCoreApp(
  routes: (app: FastifyInstance) => void | Promise<void>,
  config: Config = testConfig(),
): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config));
  app.decorate('config', config);
  await app.register(signPlugin);
  await app.register(securityPlugin);
  await app.register(errorsPlugin);
  await app.register(bodyPlugin);
  await app.register(docsPlugin);
  await app.register(async (scope) => routes(scope));
  await app.register(staticPlugin);
  await app.ready();
  return app;
}
