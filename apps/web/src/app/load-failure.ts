import { reportError } from '../lib/error-reporter';
import { i18n } from '../lib/i18n';

/**
 * The app's own code did not load, so React cannot show the usual retry (SPEC §8): report it, and say so
 * in #root (which also hides the boot frame) with a button that loads the page again, as the page does by
 * itself when the network comes back.
 */
export function showLoadFailure(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  void reportError({ kind: 'chunk', message: `app chunk load failed: ${message}` });
  const root = document.getElementById('root');
  if (!root) return;
  const box = document.createElement('div');
  box.className = 'empty-state';
  box.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.className = 'empty-state-title';
  title.textContent = i18n.t(navigator.onLine ? 'errors.chunkLoad' : 'errors.offline');
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'link-button';
  retry.textContent = i18n.t('common.retry');
  retry.addEventListener('click', () => window.location.reload());
  box.append(title, retry);
  root.replaceChildren(box);
  // the network is back: load again without waiting for a tap
  window.addEventListener('online', () => window.location.reload(), { once: true });
}
