import { setHttpErrorHandler, type HttpErrorEvent } from '../../lib/http-errors';
import { codeText } from '../../lib/error-text';
import type { AppMode } from '../bridge';
import { hideLoading, toastError } from '../../lib/toast';

/**
 * SPEC §8 as the app sees it. The client already dropped the stored session on a session-end code and
 * reported unknown codes and network errors; the app only talks to the user, in the text of the code from
 * the i18n files (the server's msg is for developers: often English, e.g. "host not found").
 */
export function handleHttpError(event: HttpErrorEvent, mode: AppMode): void {
  switch (event.kind) {
    case 'session-end':
      hideLoading();
      // Inside the native app the app itself tells the user.
      if (mode !== 'native') toastError(codeText(event.code));
      return;
    case 'code':
      hideLoading();
      toastError(codeText(event.code));
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
