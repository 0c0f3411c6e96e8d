import { Code } from '@sport/contract';
import { setHttpErrorHandler, type HttpErrorEvent } from '../../lib/http-errors';
import { apiErrorText } from '../../lib/error-text';
import { t } from '../../lib/i18n';
import type { AppMode } from '../bridge';
import { hideLoading, toastError } from '../../lib/toast';

/**
 * SPEC §8 as the app sees it. The client already dropped the stored session on a session-end code and
 * reported unknown codes and network errors; the app only talks to the user: the server's words where they
 * are meant for a person ("您已举报过该评论"), else the text of the code (a developer's "host not found" never).
 */
export function handleHttpError(event: HttpErrorEvent, mode: AppMode): void {
  switch (event.kind) {
    case 'session-end':
      hideLoading();
      // Inside the native app the app itself tells the user.
      // a 400 to a call that carried the session: the server no longer knows it (ended by a logout elsewhere)
      if (mode !== 'native') toastError(event.code === Code.NullUser ? t('errors.sessionEnded') : apiErrorText(event.code, event.msg));
      return;
    case 'code':
      hideLoading();
      toastError(apiErrorText(event.code, event.msg));
      return;
    case 'network':
      // The client already reported it and aborted the other calls.
      hideLoading();
      return;
  }
}

export function installHttpErrorHandler(mode: AppMode): void {
  setHttpErrorHandler((event) => handleHttpError(event, mode));
}
