import { routes } from '@sport/contract';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handle, server, type CallInfo } from '../testing/msw';
import { configureErrorReporter, reportError, resetErrorReporter } from './error-reporter';
import { parseSentryDsn } from './sentry-envelope';
import { STORAGE_KEYS, storage } from './storage';

beforeEach(() => {
  resetErrorReporter();
  configureErrorReporter({ sentryDsn: null });
  storage.set(STORAGE_KEYS.deviceId, 'device-abc');
});
afterEach(() => configureErrorReporter({ sentryDsn: null }));

function collect() {
  const calls: CallInfo[] = [];
  server.use(handle(routes.system.clientError, (call) => (calls.push(call), { data: null })));
  return calls;
}

describe('error reporter', () => {
  it('posts a signed report to the server’s client-error route by default', async () => {
    const calls = collect();

    await reportError({ kind: 'code', code: 123456, message: '/api/x: strange', stack: 'at x' });

    expect(calls).toHaveLength(1);
    expect(calls[0]!.signValid).toBe(true);
    expect(calls[0]!.input).toEqual({
      kind: 'code',
      code: 123456,
      message: '/api/x: strange',
      url: location.href,
      stack: 'at x',
    });
  });

  it('sends the same report once, keeps the limits of the route, and never throws', async () => {
    const calls = collect();

    await reportError({ kind: 'network', message: 'offline' });
    await reportError({ kind: 'network', message: 'offline' });
    await reportError({ kind: 'chunk', message: 'x'.repeat(5000) });

    expect(calls.map((c) => c.input.kind)).toEqual(['network', 'chunk']);
    expect((calls[1]!.input.message as string).length).toBe(2000);

    server.use(http.post(`*${routes.system.clientError.path}`, () => HttpResponse.error()));
    await expect(reportError({ kind: 'native', message: 'bridge gone' })).resolves.toBeUndefined();
  });

  it('sends to Sentry’s envelope endpoint when a DSN is configured', async () => {
    const bodies: string[] = [];
    let url = '';
    server.use(
      http.post('https://o1.ingest.sentry.io/api/42/envelope/', async ({ request }) => {
        url = request.url;
        bodies.push(await request.text());
        return HttpResponse.json({});
      }),
    );
    configureErrorReporter({ sentryDsn: 'https://pubkey@o1.ingest.sentry.io/42' });

    await reportError({ kind: 'chunk', message: 'chunk load failed' });

    expect(new URL(url).searchParams.get('sentry_key')).toBe('pubkey');
    const [header, item, event] = bodies[0]!.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(header).toMatchObject({ dsn: 'https://pubkey@o1.ingest.sentry.io/42' });
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({ level: 'error', message: { formatted: 'chunk load failed' }, tags: { kind: 'chunk' } });
  });

  it('rejects a DSN without key or project', () => {
    expect(parseSentryDsn('https://o1.ingest.sentry.io/42')).toBeNull();
    expect(parseSentryDsn('not a url')).toBeNull();
  });
});
