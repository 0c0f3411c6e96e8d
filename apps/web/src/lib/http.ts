import { Code, TIMERS, isSessionEndCode, isSuccessCode, type RequestOf, type ResponseOf, type RouteDef } from '@sport/contract';
import { endSession, getSession } from './auth-store';
import { reportError } from './error-reporter';
import { toSearchParams } from './form-body';
import { buildHeaders, resolveUrl } from './http-config';
import { ApiError, NetworkError, emitHttpError } from './http-errors';
import { noteRoute } from './route-auth';

export { configureHttp, getHttpConfig, buildHeaders, resolveUrl, type ClientKind, type HttpConfig } from './http-config';
export {
  ApiError,
  NetworkError,
  isAbortError,
  setHttpErrorHandler,
  type HttpErrorEvent,
  type HttpErrorHandler,
} from './http-errors';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Send the body as JSON instead of SPEC §7's default form encoding. */
  json?: boolean;
  /** Extra headers a call reads (e.g. `pid` on the NBA list); they cannot replace the signed ones. */
  headers?: Record<string, string>;
  /** The caller handles code and network failures itself: the app's handler is not called for them. */
  silent?: boolean;
  /** No answer within this long counts as a network failure (a timeout); REQUEST_TIMEOUT_MS by default. */
  timeoutMs?: number;
  /**
   * The browser's HTTP cache mode: 'no-cache' for an answer asked again because it moved (a push), which the
   * browser's copy from under a second ago (a cached route's `max-age=1`) would otherwise answer unchanged.
   */
  cache?: RequestCache;
}

/** A call still unanswered after this long has failed: the user sees a timeout and may retry, not a spinner forever. */
export const REQUEST_TIMEOUT_MS = TIMERS.veryLong;

// Codes of the contract's table; anything else (a proxy's 502, a code the server should not send) is reported.
const KNOWN_CODES: ReadonlySet<number> = new Set(Object.values(Code));

const isTimeoutReason = (reason: unknown): boolean => reason instanceof DOMException && reason.name === 'TimeoutError';

// Every request that has not settled, so a network failure can stop the rest (SPEC §8).
const inFlight = new Set<AbortController>();

/** `/x/:id` takes `id` out of the input; what is left goes to the query string or the body. */
function fillPath(path: string, input: unknown): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = typeof input === 'object' && input !== null ? { ...input } : {};
  const filled = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    return encodeURIComponent(text);
  });
  return { path: filled, rest };
}

function readEnvelope(value: unknown): { code: number; msg: string; data: unknown } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, msg, data } = value as Record<string, unknown>;
  if (typeof code !== 'number') return null;
  return { code, msg: typeof msg === 'string' ? msg : '', data };
}

// Requests stopped because another one found no network: their own answer is lost to the same failure.
const droppedByNetwork = new WeakSet<AbortController>();

function abortOthers(except: AbortController): void {
  for (const controller of inFlight) {
    if (controller === except) continue;
    droppedByNetwork.add(controller);
    controller.abort(new DOMException('aborted after a network error', 'AbortError'));
  }
}

/**
 * The one HTTP client: SPEC §7 headers and sign, form (dot keys) or JSON bodies, the envelope's `data`.
 * Failures reject with ApiError / NetworkError (or the abort reason) and go to the app's error handler;
 * network failures and codes outside the contract's table also go to the error reporter (SPEC §8).
 */
export async function request<R extends RouteDef>(
  def: R,
  input: RequestOf<R>,
  opts: RequestOptions = {},
): Promise<ResponseOf<R>> {
  noteRoute(def);
  const { path, rest } = fillPath(def.path, input);
  let url = resolveUrl(path);
  const headers: Record<string, string> = { ...opts.headers, ...buildHeaders() };
  let body: string | undefined;
  if (def.method === 'GET') {
    const query = toSearchParams(rest).toString();
    if (query) url += `?${query}`;
  } else if (opts.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(rest);
  } else {
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = toSearchParams(rest).toString();
  }

  // the session this call is made for: only its own end may end it (see below)
  const session = getSession();
  opts.signal?.throwIfAborted();
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', forwardAbort, { once: true });
  inFlight.add(controller);
  const timer = setTimeout(
    () => controller.abort(new DOMException('no answer in time', 'TimeoutError')),
    opts.timeoutMs ?? REQUEST_TIMEOUT_MS,
  );

  let status: number;
  let payload: unknown;
  try {
    const response = await fetch(url, { method: def.method, headers, body, signal: controller.signal, cache: opts.cache });
    status = response.status;
    payload = await response.json().catch(() => null);
  } catch (error) {
    const timedOut = controller.signal.aborted && isTimeoutReason(controller.signal.reason);
    // stopped by another request's network failure: a network failure too (the page says the network is
    // gone and the query layer retries it), but reported once, by the request that found it
    if (droppedByNetwork.has(controller)) throw new NetworkError(path, controller.signal.reason);
    // aborted by its caller: not a failure at all
    if (controller.signal.aborted && !timedOut) throw controller.signal.reason;
    const cause: unknown = timedOut ? controller.signal.reason : error;
    abortOthers(controller);
    // String() of an Error or DOMException reads "TypeError: Failed to fetch", "TimeoutError: …"
    void reportError({ kind: 'network', message: `${path}: ${String(cause)}` });
    if (!opts.silent) emitHttpError({ kind: 'network', path, error: cause });
    throw new NetworkError(path, cause);
  } finally {
    clearTimeout(timer);
    inFlight.delete(controller);
    opts.signal?.removeEventListener('abort', forwardAbort);
  }

  const envelope = readEnvelope(payload);
  if (envelope && isSuccessCode(envelope.code)) return envelope.data as ResponseOf<R>;

  const code = envelope?.code ?? (status >= 400 ? status : Code.Internal);
  const msg = envelope?.msg ?? '';
  // 400 to a call that carried a session: the server no longer knows it (a logout elsewhere, a purged row),
  // so it is as over as an expired one; kept, every later call would fail the same way
  if (isSessionEndCode(code) || (code === Code.NullUser && session !== null)) {
    // ended once, by the first answer that says so; a later one (or one for a session since replaced) is quiet
    if (session !== null && endSession(session.token)) emitHttpError({ kind: 'session-end', code, msg, path });
    throw new ApiError(code, msg, path);
  }
  if (!KNOWN_CODES.has(code)) void reportError({ kind: 'code', code, message: `${path}: ${msg}` });
  if (!opts.silent) emitHttpError({ kind: 'code', code, msg, path });
  throw new ApiError(code, msg, path);
}

/** How many requests are waiting for an answer (tests, a global loading bar). */
export const inFlightCount = (): number => inFlight.size;
