import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithClient } from './render';
import { AppActionsProvider, type AppActions } from '../lib/app-actions';

// antd-mobile measures px through a probe its global CSS fixes in place; jsdom loads no CSS, so the rule is given here.
if (!document.querySelector('style[data-adm-px-tester]')) {
  const style = document.createElement('style');
  style.dataset.admPxTester = '';
  style.textContent = '.adm-px-tester { position: fixed; }';
  document.head.appendChild(style);
}

const noNative: AppActions = { login: () => Promise.resolve(false), jump: () => false };

/** A page at `path` (matched against `pattern`), with a fresh query cache and the app's actions (login, jumps). */
export function renderPage(page: ReactElement, opts: { path: string; pattern: string; env?: AppActions }) {
  return renderWithClient(
    <AppActionsProvider value={opts.env ?? noNative}>
      <MemoryRouter initialEntries={[opts.path]}>
        <Routes>
          <Route path={opts.pattern} element={page} />
        </Routes>
      </MemoryRouter>
    </AppActionsProvider>,
  );
}
