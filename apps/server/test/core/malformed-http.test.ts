import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorReply } from '../../src/http/error-reply';
import { buildCoreApp, testConfig } from '../helpers/core-app';
import { signedHeaders } from '../helpers/signed-headers';
import { registerTestRoutes } from './routes';

// Issue 12 §1.9: requests Node's HTTP parser or Fastify's router refuse get the envelope too, not Fastify's
// own JSON. Sent over a raw socket: inject() never runs Node's parser.
const config = testConfig();
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildCoreApp((scope) => {
    registerTestRoutes(scope);
    // A path parameter, which the router takes up to maxParamLength characters long.
    scope.get('/test/param/:id', () => ({ code: 1, msg: 'success', data: null }));
  }, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Writes `head` (and CRLF CRLF) as is and reads the first answer on the connection. */
function send(head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [headers = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, body });
    });
    // Ask to close after one answer, so 'close' marks its end.
    socket.end(`${head}\r\nconnection: close\r\n\r\n`, 'latin1');
  });
}

const signed = (): string =>
  Object.entries(signedHeaders(config.signWord))
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');

const get = (target: string, extra = ''): Promise<RawAnswer> =>
  send(`GET ${target} HTTP/1.1\r\nhost: localhost\r\n${signed()}${extra}`);

/** The 422 envelope (ARCHITECTURE §3), with the HTTP status that says which part of HTTP was wrong. */
function expectEnvelope(answer: RawAnswer, status: number, msg: RegExp): void {
  expect(answer.status, answer.headers).toBe(status);
  expect(answer.headers).toMatch(/content-type: application\/json/i);
  expect(answer.headers).toMatch(/cache-control: private, no-store/i);
  const body = JSON.parse(answer.body) as { code: number; msg: string; data: unknown };
  expect(body).toEqual({ code: 422, msg: expect.stringMatching(msg) as unknown, data: null });
}

describe('malformed HTTP', () => {
  it('answers a well-formed request as usual over the socket', async () => {
    const answer = await get('/test/list?hostId=7');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ code: 1, msg: 'success', data: { hostId: 7 } });
  });

  it.each(['/%', '/test/%ff', '/test/list%', '/%E0%A4%A'])(
    'answers the bad URL %s with the envelope',
    async (target) => {
      expectEnvelope(await get(target), 422, /^url: is malformed$/);
    },
  );

  it.each(['/a\u00ffb', '/a\u007fb', '/a\u0001b'])(
    'answers the raw bytes of %j in a URL with the envelope',
    async (target) => {
      expectEnvelope(await get(target), 400, /^request: is not valid HTTP$/);
    },
  );

  it('answers a header with a control character with the envelope', async () => {
    expectEnvelope(await get('/test/list?hostId=7', '\r\nx-note: a\u0001b'), 400, /^request: is not valid HTTP$/);
  });

  it('answers a request line that is not HTTP with the envelope', async () => {
    expectEnvelope(
      await send('GET /test/list?hostId=7 NOTHTTP\r\nhost: localhost'),
      400,
      /^request: is not valid HTTP$/,
    );
  });

  it('answers a URL over 16 KB with the envelope', async () => {
    expectEnvelope(
      await get(`/test/list?hostId=7&pad=${'a'.repeat(17_000)}`),
      431,
      /^request: the URL and headers are over 16 KB$/,
    );
  });

  it('answers a path parameter longer than the router takes with the envelope', async () => {
    expect((await get(`/test/param/${'a'.repeat(100)}`)).status).toBe(200);
    expectEnvelope(await get(`/test/param/${'a'.repeat(101)}`), 422, /^url: a path parameter is too long$/);
  });

  // Node raises it for a request still arriving after requestTimeout (stalled-body.test.ts waits for one).
  it('maps a request that did not arrive in time onto the envelope with 408', () => {
    const answer = clientErrorReply({ code: 'ERR_HTTP_REQUEST_TIMEOUT' });
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ code: 422, msg: 'request: did not arrive in time', data: null });
  });
});
