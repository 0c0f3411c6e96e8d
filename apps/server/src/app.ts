import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { fastifyOptions } from './http/fastify-options';
import type { Database } from './db/client';
import type { Bus } from './realtime/bus';
import errorsPlugin from './plugins/errors';
import securityPlugin from './plugins/security';
import bodyPlugin from './plugins/body';
import dbPlugin from './plugins/db';
import busPlugin from './plugins/bus';
import cachePlugin from './plugins/cache';
import signPlugin from './plugins/sign';
import authPlugin from './plugins/auth';
import realtimePlugin from './plugins/realtime';
import healthPlugin from './plugins/health';
import docsPlugin from './plugins/docs';
import staticPlugin from './plugins/static-spa';
import jobsPlugin from './plugins/jobs';
import settingsModule from './modules/settings/routes';
import systemModule from './modules/system/routes';
import userModule from './modules/user/routes';
import walletModule from './modules/wallet/routes';
import anchorModule from './modules/anchor/routes';
import liveModule from './modules/live/routes';
import footballModule from './modules/football/routes';
import nbaModule from './modules/nba/routes';
import matchModule from './modules/match/routes';
import newsModule from './modules/news/routes';
import rankingModule from './modules/ranking/routes';
import forumModule from './modules/forum/routes';
import chatModule from './modules/chat/routes';
import consoleModule from './modules/console/routes';

export interface BuildOptions {
  config: Config;
  /** An already-open database (tests share one per file); otherwise opened from config and closed with the app. */
  database?: Database;
  /** An already-built bus; otherwise in-process or Redis from config. */
  bus?: Bus;
}

/** The whole server as one Fastify instance; server.ts only listens, tests use inject. */
export async function buildApp({ config, database, bus }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(config));
  app.decorate('config', config);

  // Order matters. Sign and rate limit each put their hook first on every route as it registers, so the
  // later one runs first: the rate limit counts every call, then the sign check refuses a bad one before
  // anything else runs (auth's hook goes after them). Security (rate limit) before errors, whose 404 handler is
  // rate limited; all before any route so every failure is an envelope; docs before the routes it lists.
  await app.register(signPlugin);
  await app.register(securityPlugin);
  await app.register(errorsPlugin);
  await app.register(bodyPlugin);
  await app.register(dbPlugin, { database });
  await app.register(busPlugin, { bus });
  await app.register(cachePlugin);
  await app.register(authPlugin);
  await app.register(docsPlugin);
  await app.register(healthPlugin);
  await app.register(realtimePlugin);
  // Before the modules: each adds its own leader jobs to it as it registers.
  await app.register(jobsPlugin);

  // Before the modules that filter and gate posts: they read the operators' settings on every call.
  await app.register(settingsModule);
  await app.register(walletModule);
  await app.register(userModule);
  // feature modules register here (anchor, news, football, nba, ranking, ...)
  await app.register(footballModule);
  await app.register(nbaModule);
  // After football and nba: the match page composes both.
  await app.register(matchModule);
  await app.register(newsModule);
  await app.register(rankingModule);
  await app.register(forumModule);
  // After the forum: the disclosure route asks it for new threads (the forum tab's badge).
  await app.register(systemModule);
  await app.register(anchorModule);
  await app.register(liveModule);
  await app.register(chatModule);
  // Last of the modules: the console moderates what the others hold, through their services.
  await app.register(consoleModule);

  await app.register(staticPlugin);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
