import { Code } from '@sport/contract';
import { ApiError, NetworkError } from './http-errors';
import { t } from './i18n';

/**
 * The text a person sees for each envelope code (ARCHITECTURE §3). The server's `msg` is for developers
 * (often English, e.g. "host not found", or naming a field): it is never shown.
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
};

/** The user text of an envelope code; an unknown 5xx reads as the server's failure, any other unknown code as a generic one. */
export const codeText = (code: number): string => t(CODE_TEXTS[code] ?? (code >= 500 && code < 600 ? 'errors.server' : 'errors.generic'));

const isTimeout = (cause: unknown): boolean => (cause as { name?: unknown } | null)?.name === 'TimeoutError';

/** What went wrong with a call, in words a person understands (from the i18n files, never the server's msg). */
export function errorText(error: unknown): string {
  if (error instanceof NetworkError) return t(isTimeout(error.cause) ? 'errors.timeout' : 'errors.network');
  if (error instanceof ApiError) return codeText(error.code);
  return t('errors.generic');
}

/** The record is not there (404): trying again cannot help, going back can. */
export const isNotFoundError = (error: unknown): boolean => error instanceof ApiError && error.code === Code.NotFound;
