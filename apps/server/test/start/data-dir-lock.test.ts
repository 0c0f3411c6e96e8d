import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { computeSign, routes, type EnvelopeOf } from '@sport/contract';
import { waitFor } from '../helpers/reachability';
import { freePort } from '../helpers/server-process';

// Two servers on one PGlite folder each overwrite the other's pages and lose confirmed writes: the second
// must refuse to start, and a folder whose owner was killed must not stay locked forever.
const repoRoot = resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'sport-lock-'));
const running: Server[] = [];

afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  http: string;
  output(): string;
  /** Resolves to the exit code (128 + n for a signal). */
  exited: Promise<number>;
}

/** server.ts as `npm start` runs it, on the shared folder; its own process so its pid is the server's. */
async function launch(): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'false',
      RUN_JOBS: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
  const exited = new Promise<number>((done) => child.once('exit', (code, signal) => done(code ?? (signal ? 128 : 1))));
  const server: Server = { child, http: `http://127.0.0.1:${port}`, output: () => lines.join(''), exited };
  running.push(server);
  return server;
}

async function healthz(server: Server): Promise<number> {
  return (await fetch(`${server.http}/healthz`, { signal: AbortSignal.timeout(5000) }).catch(() => null))?.status ?? 0;
}

async function started(server: Server): Promise<void> {
  let gone = false;
  void server.exited.then(() => (gone = true));
  await waitFor(
    'the server to answer /healthz',
    async () => {
      if (gone) throw new Error(`exited before answering:\n${server.output()}`);
      return (await healthz(server)) === 200 ? true : undefined;
    },
    400,
    300,
  );
}

async function register(server: Server, username: string) {
  const fields = { 'device-id': 'lock-test', 'os-type': '1', timestamp: String(Date.now()), version: '1.0' };
  const res = await fetch(server.http + routes.user.register.path, {
    method: 'POST',
    headers: { ...fields, sign: computeSign(fields), 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'one-folder-one-server' }),
  });
  return ((await res.json()) as EnvelopeOf<unknown>).code;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('two servers on one DATA_DIR', () => {
  it('refuses the second, naming the folder and the first pid; takes the folder over after a kill -9', async () => {
    const first = await launch();
    await started(first);
    expect(await register(first, 'lock_first')).toBe(1);

    const second = await launch();
    const code = await Promise.race([second.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 60_000))]);
    expect(code, second.output()).not.toBe('running');
    expect(code).toBe(75);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${first.child.pid}`);

    // The first never noticed: it still answers and still writes.
    expect(await healthz(first)).toBe(200);
    expect(await register(first, 'lock_first_again')).toBe(1);

    // kill -9 leaves the lock file behind; its owner is gone, so the next start takes the folder over.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = await launch();
    await started(third);
    // Same folder, same data: the first's registration is there (the name is taken).
    expect(await register(third, 'lock_first')).not.toBe(1);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(join(dataDir, '.lock')), 'a clean stop releases the folder').toBe(false);
  }, 240_000);
});
