import { computeSign, DEFAULT_SIGN_WORD, systemRoutes, type ResponseOf, type RouteDef, type SignInput } from '@sport/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { parseFormPairs } from './form-data';


export interface CallInfo {
  request: Request;
  /** Query (GET) or body (POST, form or JSON), with path params merged in; form values stay strings. */
  input: Record<string, unknown>;
  headers: Record<string, string>;
  /** True when the sign header matches computeSign over the signed headers. */
  signValid: boolean;
  contentType: string;
}

export type Answer<R extends RouteDef> =
  | { data: ResponseOf<R> }
  | { code: number; msg: string; status?: number }
  | Response;

export function headersOf(request: Request): Record<string, string> {
  const out: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/** Checks the sign the way the server does (ARCHITECTURE §3). */
export function isSignValid(headers: Record<string, string>, word: string = DEFAULT_SIGN_WORD): boolean {
  const fields: SignInput = {
    'device-id': headers['device-id'],
    'os-type': headers['os-type'],
    timestamp: headers.timestamp,
    version: headers.version,
    token: headers.token,
    uid: headers.uid,
  };
  return headers.sign !== undefined && headers.sign === computeSign(fields, word);
}

async function readInput(request: Request, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  const url = new URL(request.url);
  if (request.method === 'GET') return { ...parseFormPairs(url.searchParams.entries()), ...params };
  const type = request.headers.get('content-type') ?? '';
  const text = await request.text();
  if (type.includes('application/json')) return { ...(JSON.parse(text || '{}') as Record<string, unknown>), ...params };
  return { ...parseFormPairs(new URLSearchParams(text).entries()), ...params };
}

/**
 * An msw handler for a contract route on any origin: `answer` returns the envelope's data (typed by the
 * route), a `{code, msg}` failure, or a raw Response.
 */
export function handle<R extends RouteDef>(
  def: R,
  answer: (call: CallInfo) => Answer<R> | Promise<Answer<R>>,
): HttpHandler {
  const method = def.method === 'GET' ? http.get : http.post;
  return method(`*${def.path}`, async ({ request, params }) => {
    const headers = headersOf(request);
    // the leading `*` shows up as param "0"; only the route's named params are input
    const named = Object.fromEntries(Object.entries(params).filter(([key]) => !/^\d+$/.test(key)));
    const call: CallInfo = {
      request,
      input: await readInput(request, named),
      headers,
      signValid: isSignValid(headers),
      contentType: headers['content-type'] ?? '',
    };
    const result = await answer(call);
    if (result instanceof Response) return result;
    if ('data' in result) return HttpResponse.json({ code: 1, msg: 'success', data: result.data });
    return HttpResponse.json({ code: result.code, msg: result.msg, data: null }, { status: result.status ?? 200 });
  });
}

/**
 * One msw server for the web suites; test-setup starts it, unknown requests fail the test. The HTTP client
 * reports unknown codes and network failures by itself: the error reporter's route is always answered (a test
 * of the reports answers it with a handler of its own).
 */
export const server = setupServer(handle(systemRoutes.clientError, () => ({ data: null })));
