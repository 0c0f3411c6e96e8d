import { Code, userMessageOf } from '@sport/contract';
import { ApiError, NetworkError } from './http-errors';
import { DEFAULT_LANGUAGE, i18n, t } from './i18n';

/**
 * The text a person sees for each envelope code (ARCHITECTURE §3), when the server's `msg` is not meant for
 * them: a developer's English ("host not found", "page: must be ≥ 1") is never shown.
 */
const CODE_TEXTS: Readonly<Record<number, string>> = {
  [Code.NullUser]: 'errors.needLogin',
  [Code.Forbidden]: 'errors.forbidden',
  [Code.NotFound]: 'errors.notFound',
  [Code.TokenExpired]: 'errors.sessionExpired',
  [Code.Conflict]: 'errors.conflict',
  [Code.Invalid]: 'errors.invalid',
  [Code.TooMany]: 'errors.tooMany',
  [Code.Internal]: 'errors.server',
  [Code.Kicked]: 'errors.kicked',
  [Code.AltExpired]: 'errors.sessionEnded',
  [Code.CaptchaWrong]: 'errors.captchaWrong',
  [Code.CaptchaRequired]: 'errors.captchaRequired',
  [Code.UserBanned]: 'errors.banned',
};

const isServerFailure = (code: number): boolean => code >= 500 && code < 600;

/** The user text of an envelope code; an unknown 5xx reads as the server's failure, any other unknown code as a generic one. */
export const codeText = (code: number): string => t(CODE_TEXTS[code] ?? (isServerFailure(code) ? 'errors.server' : 'errors.generic'));

/**
 * What a refused call says to the user: the server's own words where they are meant for a person ("您已举报过该评论",
 * "发言太频繁，请5秒后再试", "金币不足…": they say more than the code can), else the text of the code. The server
 * words them in zh-CN only: in another UI language the code's text says it in that language. A server failure
 * (5xx) is no refusal the user can act on: the app's own words, whatever a proxy or the server sent with it.
 */
export const apiErrorText = (code: number, msg: string): string =>
  (i18n.language === DEFAULT_LANGUAGE && !isServerFailure(code) ? userMessageOf(msg) : null) ?? codeText(code);

const isTimeout = (cause: unknown): boolean => (cause as { name?: unknown } | null)?.name === 'TimeoutError';

/** What went wrong with a call, in words a person understands (the server's when meant for one, else the i18n files'). */
export function errorText(error: unknown): string {
  if (error instanceof NetworkError) return t(isTimeout(error.cause) ? 'errors.timeout' : 'errors.network');
  if (error instanceof ApiError) return apiErrorText(error.code, error.msg);
  return t('errors.generic');
}

/** The record is not there (404): trying again cannot help, going back can. */
export const isNotFoundError = (error: unknown): boolean => error instanceof ApiError && error.code === Code.NotFound;
