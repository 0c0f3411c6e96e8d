import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { reachable, waitFor } from './reachability';

const repoRoot = resolve(import.meta.dirname, '../../../..');
export const ADMIN_TOKEN = `admin-${randomBytes(8).toString('hex')}`;

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/** A child process whose last lines of output are kept for the failure message. */
class Child {
  readonly output: string[] = [];
  exited: number | null = null;
  private readonly exit: Promise<void>;

  constructor(
    readonly name: string,
    readonly process: ChildProcess,
  ) {
    const keep = (chunk: Buffer) => {
      this.output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      this.output.splice(0, Math.max(0, this.output.length - 80));
    };
    process.stdout?.on('data', keep);
    process.stderr?.on('data', keep);
    this.exit = new Promise((done) =>
      process.once('exit', (code, signal) => {
        this.exited = code ?? (signal ? 128 : 1);
        done();
      }),
    );
  }

  describe(): string {
    return `${this.name} (exit ${this.exited ?? 'running'}):\n${this.output.join('\n')}`;
  }

  /** SIGTERM, then SIGKILL if it lingers; resolves once it has exited. */
  async stop(): Promise<void> {
    if (this.exited !== null) return;
    this.process.kill('SIGTERM');
    const timer = setTimeout(() => this.process.kill('SIGKILL'), 10_000);
    await this.exit;
    clearTimeout(timer);
  }
}

export interface ServerNode {
  name: string;
  http: string;
  ws: string;
  describe(): string;
  stop(): Promise<void>;
  /** The exit code once stopped (0 after a graceful shutdown), null while running. */
  exitCode(): number | null;
  /** POST /admin/push; resolves to the HTTP status and the node's bus state. */
  push(channel: string, data: unknown): Promise<{ status: number; bus?: 'up' | 'down' }>;
  healthz(): Promise<number>;
}

export interface NodeOptions {
  /** A PGlite folder the caller keeps across starts; otherwise a temporary one removed on stop. */
  dataDir?: string;
  /** How long to wait for /healthz (a first start that seeds the demo world takes a while). */
  startTimeoutMs?: number;
}

/** Starts `apps/server/src/server.ts` as its own process and waits for /healthz. */
export async function startNode(name: string, env: Record<string, string>, opts: NodeOptions = {}): Promise<ServerNode> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'sport-node-'));
  const child = new Child(
    name,
    spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_TOKEN,
        SEED_DEMO: 'false',
        RUN_JOBS: 'false',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const http = `http://127.0.0.1:${port}`;
  const node: ServerNode = {
    name,
    http,
    ws: `ws://127.0.0.1:${port}/ws`,
    describe: () => child.describe(),
    exitCode: () => child.exited,
    stop: async () => {
      await child.stop();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    healthz: async () => (await fetch(`${http}/healthz`, { signal: AbortSignal.timeout(5000) })).status,
    push: async (channel, data) => {
      const res = await fetch(`${http}/admin/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
        body: JSON.stringify({ channel, data }),
        signal: AbortSignal.timeout(5000),
      });
      const body = (await res.json()) as { data?: { bus?: 'up' | 'down' } | null };
      return { status: res.status, bus: body.data?.bus };
    },
  };
  try {
    await waitFor(
      `${name} to answer /healthz`,
      async () => {
        if (child.exited !== null) throw new Error('exited');
        return (await node.healthz().catch(() => 0)) === 200 ? true : undefined;
      },
      Math.ceil((opts.startTimeoutMs ?? 90_000) / 300),
      300,
    );
  } catch (error) {
    await node.stop();
    throw new Error(`${name} did not start: ${String(error)}\n${child.describe()}`);
  }
  return node;
}

/** A fresh PostgreSQL database for the nodes to share, dropped afterwards. */
export async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rt_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export const REDIS_SERVER_BIN = '/usr/bin/redis-server';

/**
 * A private redis-server on a spare port (never the machine's shared one), that a test may stop and
 * start again on the same port.
 */
export class PrivateRedis {
  private child: Child | null = null;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = new Child(
      `redis-server :${this.port}`,
      spawn(
        REDIS_SERVER_BIN,
        ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      ),
    );
    this.child = child;
    await waitFor(`redis-server on ${this.port}`, async () => {
      if (child.exited !== null) throw new Error(child.describe());
      return (await reachable(this.url, 500)) ? true : undefined;
    });
  }

  async stop(): Promise<void> {
    await this.child?.stop();
    this.child = null;
  }
}
