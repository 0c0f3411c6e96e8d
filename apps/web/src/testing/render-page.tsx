import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Route } from '../lib/router';
import { MemoryRouter } from './memory-router';
import { renderWithClient } from './render';
import { AppActionsProvider, type AppActions } from '../lib/app-actions';

// antd-mobile measures px through a probe its global CSS fixes in place; jsdom loads no CSS, so the rule is given here.
if (!document.querySelector('style[data-adm-px-tester]')) {
  const style = document.createElement('style');
  style.dataset.admPxTester = '';
  style.textContent = '.adm-px-tester { position: fixed; }';
  document.head.appendChild(style);
}

const browser: AppActions = { login: () => Promise.resolve(false), jump: () => false, inNativeApp: false };

/** A page at `path` (matched against `pattern`), with a fresh query cache (or the one given) and the app's actions. */
export function renderPage(
  page: ReactElement,
  opts: { path: string; pattern: string; env?: Partial<AppActions>; client?: QueryClient },
) {
  return renderWithClient(
    <AppActionsProvider value={{ ...browser, ...opts.env }}>
      <MemoryRouter path={opts.path}>
        <Route path={opts.pattern}>{page}</Route>
      </MemoryRouter>
    </AppActionsProvider>,
    { client: opts.client },
  );
}
