import { setHttpErrorHandler, type HttpErrorEvent } from '../../lib/http-errors';
import { i18n } from '../../lib/i18n';
import type { AppMode } from '../bridge';
import { hideLoading, toastError } from '../../lib/toast';

/**
 * SPEC §8 as the app sees it. The client already dropped the stored session on a session-end code and
 * reported unknown codes and network errors; the app only talks to the user.
 */
export function handleHttpError(event: HttpErrorEvent, mode: AppMode): void {
  switch (event.kind) {
    case 'session-end':
      hideLoading();
      // Inside the native app the app itself tells the user.
      if (mode !== 'native') toastError(event.msg || i18n.t('errors.sessionEnded'));
      return;
    case 'code':
      hideLoading();
      toastError(event.msg || i18n.t('errors.generic'));
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
