import { connect } from 'node:net';

export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether something accepts TCP connections at the URL's host and port. */
export function reachable(url: string, timeoutMs = 1000): Promise<boolean> {
  const parsed = new URL(url);
  const port = Number(parsed.port) || (parsed.protocol.startsWith('redis') ? 6379 : 5432);
  return new Promise((resolve) => {
    const socket = connect({ host: parsed.hostname, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** For a suite that needs real services: one line saying why it is skipped, or nothing. */
export async function missingServices(needs: { redis?: boolean; postgres?: boolean }): Promise<string | null> {
  const missing: string[] = [];
  if (needs.redis && !(await reachable(REDIS_URL))) missing.push(`Redis (${new URL(REDIS_URL).host})`);
  if (needs.postgres && !(await reachable(POSTGRES_URL))) missing.push(`PostgreSQL (${new URL(POSTGRES_URL).host})`);
  return missing.length > 0 ? `not reachable: ${missing.join(', ')}` : null;
}

/** Retries `attempt` until it returns something other than undefined (a throw ends the wait at once). */
export async function waitFor<T>(
  what: string,
  attempt: () => Promise<T | undefined> | T | undefined,
  tries = 100,
  pauseMs = 200,
): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const result = await attempt();
    if (result !== undefined) return result;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  throw new Error(`gave up waiting for ${what}`);
}
