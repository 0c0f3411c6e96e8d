import { Code, defineRoute, routes, type DomainList } from '@sport/contract';
import { HttpResponse, delay, http as mswHttp } from 'msw';
import { Type } from 'typebox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handle, server, type CallInfo } from '../testing/msw';
import { useAuthStore } from './auth-store';
import { useConfigStore } from './config-store';
import { ApiError, NetworkError, configureHttp, inFlightCount, request, setHttpErrorHandler, type HttpErrorEvent } from './http';
import { STORAGE_KEYS, storage } from './storage';
import { errorText } from './error-text';
import { resetErrorReporter } from './error-reporter';

const domains: DomainList = {
  api: [{ type: 'api', domain: 'http://api.test' }],
  ssapi: [{ type: 'ssapi', domain: 'http://ss.test' }],
  push: [{ type: 'push', domain: 'ws://push.test/ws' }],
  file: [{ type: 'file', domain: 'http://file.test' }],
};

// Routes shaped for the encoding tests (a nested body, a path parameter, an ssapi path).
const nestedRoute = defineRoute({
  method: 'POST',
  path: '/api/forehead/test/nested',
  auth: 'none',
  request: Type.Object({
    matchDate: Type.String(),
    filter: Type.Object({ sport: Type.Integer(), league: Type.Object({ id: Type.Integer() }) }),
    ids: Type.Array(Type.Integer()),
    note: Type.Optional(Type.String()),
  }),
  response: Type.Object({ ok: Type.Boolean() }),
  summary: 'test',
});
const pathParamRoute = defineRoute({
  method: 'GET',
  path: '/ssapi/test/item/:itemId',
  auth: 'none',
  request: Type.Object({ itemId: Type.String(), page: Type.Integer() }),
  response: Type.Object({ name: Type.String() }),
  summary: 'test',
});

let events: HttpErrorEvent[];

beforeEach(() => {
  events = [];
  setHttpErrorHandler((event) => events.push(event));
  useAuthStore.getState().clear();
  useConfigStore.setState({ domains });
  storage.set(STORAGE_KEYS.deviceId, 'device-abc');
  configureHttp({ multilingual: false, clientKind: 'web', signWord: 'sport-info' });
});

afterEach(() => {
  setHttpErrorHandler(() => {});
});

function capture<T>(data: T) {
  const calls: CallInfo[] = [];
  return { calls, answer: (call: CallInfo) => (calls.push(call), { data }) };
}

describe('headers and sign (SPEC §7)', () => {
  it('sends the SPEC headers with a sign the server accepts, for a visitor', async () => {
    const { calls, answer } = capture(domains);
    server.use(handle(routes.system.domainListV2, answer));
    const before = Date.now();

    await expect(request(routes.system.domainListV2, {})).resolves.toEqual(domains);

    const call = calls[0]!;
    expect(call.signValid).toBe(true);
    expect(call.headers).toMatchObject({ 'device-id': 'device-abc', 'os-type': '1', version: '1.0', 'app-type': '3' });
    expect(Number(call.headers.timestamp)).toBeGreaterThanOrEqual(before);
    expect(call.headers).not.toHaveProperty('token');
    expect(call.headers).not.toHaveProperty('uid');
    expect(call.headers).not.toHaveProperty('language');
  });

  it('adds token and uid when logged in, and signs them', async () => {
    useAuthStore.getState().setSession({ token: 'tok-1', uid: '42' });
    const { calls, answer } = capture(domains);
    server.use(handle(routes.system.domainListV2, answer));

    await request(routes.system.domainListV2, {});

    expect(calls[0]!.headers).toMatchObject({ token: 'tok-1', uid: '42' });
    expect(calls[0]!.signValid).toBe(true);
  });

  it('a sign over other values does not verify (the check can fail)', async () => {
    const { calls, answer } = capture(domains);
    server.use(handle(routes.system.domainListV2, answer));
    configureHttp({ signWord: 'another-word' });

    await request(routes.system.domainListV2, {});

    expect(calls[0]!.signValid).toBe(false);
  });

  it('in the native app sends os-type 2 or 3 and app-type 1', async () => {
    const { calls, answer } = capture(domains);
    server.use(handle(routes.system.domainListV2, answer));

    configureHttp({ clientKind: 'android' });
    await request(routes.system.domainListV2, {});
    configureHttp({ clientKind: 'ios' });
    await request(routes.system.domainListV2, {});

    expect(calls.map((c) => [c.headers['os-type'], c.headers['app-type'], c.signValid])).toEqual([
      ['2', '1', true],
      ['3', '1', true],
    ]);
  });

  it('sends the language header only in multilingual mode', async () => {
    const { calls, answer } = capture(domains);
    server.use(handle(routes.system.domainListV2, answer));

    await request(routes.system.domainListV2, {});
    configureHttp({ multilingual: true, language: () => 'zh-TW' });
    await request(routes.system.domainListV2, {});

    expect(calls[0]!.headers.language).toBeUndefined();
    expect(calls[1]!.headers.language).toBe('zh-TW');
  });

  it('call-site headers are sent but cannot replace the signed ones', async () => {
    const { calls, answer } = capture(domains);
    server.use(handle(routes.system.domainListV2, answer));

    await request(routes.system.domainListV2, {}, { headers: { pid: '7', 'device-id': 'forged' } });

    expect(calls[0]!.headers).toMatchObject({ pid: '7', 'device-id': 'device-abc' });
    expect(calls[0]!.signValid).toBe(true);
  });
});

describe('urls and bodies', () => {
  it('posts form-encoded dot-nested keys by default', async () => {
    const { calls, answer } = capture({ ok: true });
    server.use(handle(nestedRoute, answer));

    await request(nestedRoute, { matchDate: '2024-06-01', filter: { sport: 1, league: { id: 12387 } }, ids: [3, 4] });

    const call = calls[0]!;
    expect(new URL(call.request.url).origin).toBe('http://api.test');
    expect(call.contentType).toContain('application/x-www-form-urlencoded');
    expect(call.input).toEqual({
      matchDate: '2024-06-01',
      filter: { sport: '1', league: { id: '12387' } },
      ids: ['3', '4'],
    });
  });

  it('posts JSON when asked', async () => {
    const { calls, answer } = capture({ ok: true });
    server.use(handle(nestedRoute, answer));

    await request(nestedRoute, { matchDate: '2024-06-01', filter: { sport: 1, league: { id: 2 } }, ids: [] }, { json: true });

    expect(calls[0]!.contentType).toContain('application/json');
    expect(calls[0]!.input).toEqual({ matchDate: '2024-06-01', filter: { sport: 1, league: { id: 2 } }, ids: [] });
  });

  it('sends GET input as a query string, fills path params, and routes /ssapi to the ssapi domain', async () => {
    const { calls, answer } = capture({ name: 'x' });
    server.use(handle(pathParamRoute, answer));

    await expect(request(pathParamRoute, { itemId: 'a b', page: 2 })).resolves.toEqual({ name: 'x' });

    const url = new URL(calls[0]!.request.url);
    expect(url.origin).toBe('http://ss.test');
    expect(url.pathname).toBe('/ssapi/test/item/a%20b');
    expect(url.search).toBe('?page=2');
  });

  it('uses the page origin before the domain list is known', async () => {
    useConfigStore.setState({ domains: null });
    const { calls, answer } = capture(domains);
    server.use(handle(routes.system.domainListV2, answer));

    await request(routes.system.domainListV2, {});

    expect(new URL(calls[0]!.request.url).origin).toBe(location.origin);
  });
});

describe('error catalogue (SPEC §8)', () => {
  it.each([Code.TokenExpired, Code.Kicked, Code.AltExpired])(
    'code %i clears h5-token / h5-uid and tells the handler the session ended',
    async (code) => {
      useAuthStore.getState().setSession({ token: 'tok-1', uid: '42' });
      server.use(handle(routes.user.info, () => ({ code, msg: '登录已过期', status: 401 })));

      const failure = request(routes.user.info, {});

      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toMatchObject({ code, msg: '登录已过期' });
      expect(localStorage.getItem('h5-token')).toBeNull();
      expect(localStorage.getItem('h5-uid')).toBeNull();
      expect(useAuthStore.getState().token).toBeNull();
      expect(events).toEqual([{ kind: 'session-end', code, msg: '登录已过期', path: routes.user.info.path }]);
    },
  );

  it('a 400 to a call that carried the session ends it too: the server no longer knows it (a logout elsewhere)', async () => {
    useAuthStore.getState().setSession({ token: 'tok-1', uid: '42' });
    server.use(handle(routes.user.info, () => ({ code: Code.NullUser, msg: '请先登录', status: 401 })));

    await expect(request(routes.user.info, {})).rejects.toMatchObject({ code: Code.NullUser });

    expect(localStorage.getItem('h5-token')).toBeNull();
    expect(events).toEqual([{ kind: 'session-end', code: Code.NullUser, msg: '请先登录', path: routes.user.info.path }]);
  });

  it('a session ends once: later answers saying so are quiet, and one for an older session leaves the new one alone', async () => {
    useAuthStore.getState().setSession({ token: 'tok-1', uid: '42' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      handle(routes.user.info, async ({ headers }) => {
        if (headers['x-late'] === '1') await held;
        return { code: Code.Kicked, msg: '账号已在其他设备登录', status: 401 };
      }),
    );

    const late = request(routes.user.info, {}, { headers: { 'x-late': '1' } });
    await expect(request(routes.user.info, {})).rejects.toMatchObject({ code: Code.Kicked });
    await expect(request(routes.user.info, {})).rejects.toMatchObject({ code: Code.Kicked });
    expect(useAuthStore.getState().token).toBeNull();
    // the user logs in again before the first session's last answer arrives
    useAuthStore.getState().setSession({ token: 'tok-2', uid: '42' });
    release();
    await expect(late).rejects.toMatchObject({ code: Code.Kicked });

    expect(useAuthStore.getState().token).toBe('tok-2');
    expect(events.map((e) => e.kind)).toEqual(['session-end']);
  });

  it('any other code goes to the handler, rejects, and keeps the session', async () => {
    useAuthStore.getState().setSession({ token: 'tok-1', uid: '42' });
    server.use(handle(routes.user.info, () => ({ code: Code.Invalid, msg: 'page: must be ≥ 1', status: 422 })));

    await expect(request(routes.user.info, {})).rejects.toMatchObject({ code: 422, msg: 'page: must be ≥ 1' });

    expect(events).toEqual([{ kind: 'code', code: 422, msg: 'page: must be ≥ 1', path: routes.user.info.path }]);
    expect(localStorage.getItem('h5-token')).toBe('tok-1');
  });

  it('a silent call rejects without calling the handler', async () => {
    server.use(handle(routes.user.login, () => ({ code: Code.CaptchaRequired, msg: '请输入验证码', status: 400 })));

    await expect(request(routes.user.login, { username: 'demo', password: 'x' }, { silent: true })).rejects.toMatchObject({
      code: Code.CaptchaRequired,
    });
    expect(events).toEqual([]);
  });

  it('an answer that is not an envelope is a code error with the HTTP status', async () => {
    server.use(handle(routes.user.info, () => new HttpResponse('<html>bad gateway</html>', { status: 502 })));

    await expect(request(routes.user.info, {})).rejects.toMatchObject({ code: 502 });
    expect(events.map((e) => e.kind)).toEqual(['code']);
  });
});

describe('network errors (SPEC §8)', () => {
  function hangingInfo() {
    const arrived = vi.fn();
    server.use(
      handle(routes.user.info, async () => {
        arrived();
        await delay('infinite');
        return { data: { uid: 1 } as never };
      }),
    );
    return arrived;
  }

  it('a network error is reported to the handler and aborts every other in-flight request', async () => {
    const arrived = hangingInfo();
    server.use(mswHttp.post(`*${routes.system.domainListV2.path}`, () => HttpResponse.error()));

    const pendingA = request(routes.user.info, {});
    const pendingB = request(routes.user.info, {});
    await vi.waitFor(() => expect(arrived).toHaveBeenCalledTimes(2));
    const failing = request(routes.system.domainListV2, {});

    await expect(failing).rejects.toBeInstanceOf(NetworkError);
    // their answers are lost to the same failure: the page shows the network is gone, not a generic error
    await expect(pendingA).rejects.toBeInstanceOf(NetworkError);
    await expect(pendingB).rejects.toBeInstanceOf(NetworkError);
    expect(inFlightCount()).toBe(0);
    // only the failing call is a network error; the aborted ones are not reported again
    expect(events).toEqual([expect.objectContaining({ kind: 'network', path: routes.system.domainListV2.path })]);
  });

  it('a request aborted by its caller rejects quietly and aborts nothing else', async () => {
    const arrived = hangingInfo();
    const caller = new AbortController();

    const mine = request(routes.user.info, {}, { signal: caller.signal });
    const other = request(routes.user.info, {});
    await vi.waitFor(() => expect(arrived).toHaveBeenCalledTimes(2));
    caller.abort();

    await expect(mine).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toEqual([]);
    expect(inFlightCount()).toBe(1);

    // the other request is still waiting; end it so the test leaves nothing behind
    server.use(mswHttp.post(`*${routes.system.domainListV2.path}`, () => HttpResponse.error()));
    await expect(request(routes.system.domainListV2, {})).rejects.toBeInstanceOf(NetworkError);
    await expect(other).rejects.toBeInstanceOf(NetworkError);
  });

  it('a call without an answer in time fails as a timeout, reported like a network error', async () => {
    hangingInfo();
    const failing = request(routes.user.info, {}, { timeoutMs: 50 });
    await expect(failing).rejects.toBeInstanceOf(NetworkError);
    const error: unknown = await failing.catch((e: unknown) => e);
    expect(errorText(error)).toBe('网络超时，请稍后重试');
    expect(events).toEqual([expect.objectContaining({ kind: 'network', path: routes.user.info.path })]);
    expect(inFlightCount()).toBe(0);
  });
});

describe('error reports (SPEC §8)', () => {
  beforeEach(() => resetErrorReporter());

  it('an unknown code and a network failure go to the error reporter; a known refusal and an abort do not', async () => {
    const reports: CallInfo[] = [];
    server.use(
      handle(routes.system.clientError, (call) => (reports.push(call), { data: null })),
      handle(routes.user.info, () => new HttpResponse('<html>bad gateway</html>', { status: 502 })),
      handle(routes.user.login, () => ({ code: Code.Invalid, msg: 'username: too short', status: 422 })),
      mswHttp.post(`*${routes.system.domainListV2.path}`, () => HttpResponse.error()),
    );

    await expect(request(routes.user.info, {})).rejects.toMatchObject({ code: 502 });
    await expect(request(routes.user.login, { username: 'a', password: 'b' })).rejects.toMatchObject({ code: 422 });
    // a silent caller shows the failure itself; it is reported all the same
    await expect(request(routes.system.domainListV2, {}, { silent: true })).rejects.toBeInstanceOf(NetworkError);
    const caller = new AbortController();
    caller.abort();
    await expect(request(routes.user.info, {}, { signal: caller.signal })).rejects.toMatchObject({ name: 'AbortError' });

    await vi.waitFor(() => expect(reports).toHaveLength(2));
    const byKind: Record<string, Record<string, unknown>> = Object.fromEntries(
      reports.map((call) => [String(call.input.kind), call.input]),
    );
    expect(byKind.code).toMatchObject({ code: 502, message: expect.stringContaining(routes.user.info.path) as unknown });
    expect(byKind.network).toMatchObject({ message: expect.stringContaining(routes.system.domainListV2.path) as unknown });
  });
});
