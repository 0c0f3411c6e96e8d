import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionsCheckingInterval } from '../../src/http/fastify-options';
import { loadConfig } from '../../src/config';
import { buildCoreApp, testConfig } from '../helpers/core-app';
import { signedHeaders } from '../helpers/signed-headers';
import { registerTestRoutes, testRoutes } from './routes';

// Issue 22 §1.5: a body that stops arriving is closed once the request timeout has passed, as documented, not
// when Node next happened to check (every 30 s by default). A real listening server and a raw socket: inject()
// has no timeouts. The timeout is configured short here; the bound is derived from it.
const config = testConfig({ requestTimeoutMs: 400 });
/** The stated limit, the check that enforces it, and room for a busy machine; Node's default check is 30 s. */
const BOUND_MS = config.requestTimeoutMs + connectionsCheckingInterval(config.requestTimeoutMs) + 5_000;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildCoreApp(registerTestRoutes, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

describe('a stalled request body', () => {
  it('is answered with the 408 envelope and closed within the request timeout', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    let closed = false;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => (closed = true));
    const headers = Object.entries({
      ...signedHeaders(config.signWord),
      host: 'localhost',
      'content-type': 'application/json',
      'content-length': '100',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    // The headers and a tenth of the body the request announced, then nothing more.
    socket.write(`POST ${testRoutes.echo.path} HTTP/1.1\r\n${headers.join('')}\r\n{"page":1,`, 'latin1');

    try {
      await expect.poll(() => closed, { timeout: BOUND_MS, interval: 20 }).toBe(true);
    } finally {
      // Left open (the failure this test is for), it would hold app.close() for the rest of the timeout.
      socket.destroy();
    }
    const [head = '', body = ''] = data.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(body)).toEqual({ code: 422, msg: 'request: did not arrive in time', data: null });
  });

  it('waits 30 s by default, or REQUEST_TIMEOUT_SECONDS, and Node checks on a thirtieth of it', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '5' }).requestTimeoutMs).toBe(5_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow('REQUEST_TIMEOUT_SECONDS');
    expect(connectionsCheckingInterval(30_000)).toBe(1_000);
  });
});
