import { Code, type EnvelopeOf } from '@sport/contract';
import {
  CONSOLE_CSRF_HEADER,
  type ConsoleRequestOf,
  type ConsoleResponseOf,
  type ConsoleRouteDef,
} from '@sport/contract/console';

/** A refused console call: the envelope's code and the server's words. */
export class ConsoleError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const CSRF_KEY = 'console.csrf';
/** The session's CSRF token from the login answer: kept for this tab; the session itself is the HttpOnly cookie. */
export const csrf = {
  get: (): string => sessionStorage.getItem(CSRF_KEY) ?? '',
  set: (token: string): void => sessionStorage.setItem(CSRF_KEY, token),
  clear: (): void => sessionStorage.removeItem(CSRF_KEY),
};

/** Calls a console route: the cookie goes by itself (same origin), the CSRF token in its header on every POST. */
export async function consoleFetch<R extends ConsoleRouteDef>(def: R, input: ConsoleRequestOf<R>): Promise<ConsoleResponseOf<R>> {
  const entries = Object.entries(input as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== '');
  const url = def.method === 'GET' && entries.length > 0 ? `${def.path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : def.path;
  let res: Response;
  try {
    res = await fetch(url, {
      method: def.method,
      credentials: 'same-origin',
      headers: def.method === 'POST' ? { 'content-type': 'application/json', [CONSOLE_CSRF_HEADER]: csrf.get() || 'login' } : {},
      body: def.method === 'POST' ? JSON.stringify(input) : undefined,
    });
  } catch {
    throw new ConsoleError(Code.Internal, '网络异常，请检查网络后重试');
  }
  const body = (await res.json().catch(() => null)) as EnvelopeOf<ConsoleResponseOf<R>> | null;
  if (!body) throw new ConsoleError(Code.Internal, '服务器繁忙，请稍后重试');
  if (body.code !== Code.Success) throw new ConsoleError(body.code, messageOf(body.code, body.msg));
  return body.data;
}

/** What a staff member reads for a refusal: the server's Chinese words, else the code's. */
function messageOf(code: number, msg: string): string {
  if (/\p{Script=Han}/u.test(msg)) return msg;
  if (code === Code.NullUser) return '请先登录';
  if (code === Code.NotFound) return '内容不存在或已被处理';
  if (code === Code.Invalid) return `输入有误：${msg}`;
  if (code === Code.TooMany) return '操作太频繁，请稍后再试';
  if (code === Code.Forbidden) return '没有权限或页面已过期，请重新登录';
  return '服务器繁忙，请稍后重试';
}

export const isLoggedOut = (error: unknown): boolean => error instanceof ConsoleError && error.code === Code.NullUser;
