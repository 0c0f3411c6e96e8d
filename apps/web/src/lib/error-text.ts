import { ApiError, NetworkError } from './http-errors';
import { t } from './i18n';

/** What went wrong with a call, in words a person understands: the server's message when it sent one. */
export function errorText(error: unknown): string {
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof ApiError && error.msg) return error.msg;
  return t('errors.generic');
}
