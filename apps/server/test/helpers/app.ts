import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { EnvelopeOf, RequestOf, ResponseOf, RouteDef } from '@sport/contract';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { Bus } from '../../src/realtime/bus';
import { testConfig } from './core-app';
import { createTestDatabase } from './db';
import { signedHeaders, type HeaderOptions } from './signed-headers';

export interface Session {
  token: string;
  uid: string | number;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Closes the app, and the database when buildTestApp opened it. */
  close(): Promise<void>;
  /** Valid signed SPEC §7 headers (add token + uid for a session; a timestamp or word to test the sign). */
  headers(extra?: HeaderOptions): Record<string, string>;
  /** Calls a contract route, signed: GET input goes in the query, POST input as JSON; `:name` path params from input. */
  call<R extends RouteDef>(
    def: R,
    input?: Partial<RequestOf<R>> | Record<string, unknown>,
    session?: Session,
  ): Promise<{ status: number; body: EnvelopeOf<ResponseOf<R>>; headers: Record<string, unknown> }>;
}

function toQuery(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The whole app (buildApp) over a real test database, with SEED_DEMO and RUN_JOBS off unless overridden, and
 * uploaded photos in a folder of its own (removed on close). Two apps given one database and one bus are two nodes.
 */
export async function buildTestApp(
  opts: { database?: Database; config?: Partial<Config>; /** Shared by two test nodes; left open on close. */ bus?: Bus } = {},
): Promise<TestApp> {
  const photoDir = opts.config?.photoDir ? undefined : mkdtempSync(join(tmpdir(), 'sport-test-photos-'));
  const config = testConfig({ ...(photoDir ? { photoDir } : {}), ...opts.config });
  const removePhotos = () => {
    if (photoDir) rmSync(photoDir, { recursive: true, force: true });
  };
  const owned = !opts.database;
  const database = opts.database ?? (await createTestDatabase());
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, ...(opts.bus ? { bus: opts.bus } : {}) });
    await app.ready();
  } catch (error) {
    if (owned) await database.close();
    removePhotos();
    throw error;
  }
  const headers = (extra: HeaderOptions = {}) => signedHeaders(config.signWord, extra);

  return {
    app,
    database,
    config,
    headers,
    close: async () => {
      await app.close();
      if (owned) await database.close();
      removePhotos();
    },
    call: async (def, input = {}, session) => {
      const rest: Record<string, unknown> = { ...input };
      const path = def.path.replace(/:(\w+)/g, (_m, name: string) => {
        const value = rest[name];
        delete rest[name];
        return encodeURIComponent(String(value));
      });
      const res = await app.inject({
        method: def.method,
        url: def.method === 'GET' ? `${path}${toQuery(rest)}` : path,
        headers: headers(session ? { token: session.token, uid: session.uid } : {}),
        ...(def.method === 'POST' ? { payload: rest } : {}),
      });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    },
  };
}
