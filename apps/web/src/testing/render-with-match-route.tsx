import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { AppActionsProvider, type AppActions } from '../lib/app-actions';
import { renderWithClient } from './render';

function MatchProbe() {
  return <p>{`match page ${useParams().id ?? ''}`}</p>;
}

/**
 * A page with a match list at `path` (matched against `pattern`) beside a stand-in for the match page, so a
 * test can tap a row and see which match opened ("match page 11"); `jump` plays the native app when it answers true.
 */
export function renderWithMatchRoute(
  page: ReactElement,
  opts: { path: string; pattern: string; jump?: AppActions['jump'] },
) {
  const actions: AppActions = {
    login: () => Promise.resolve(false),
    jump: opts.jump ?? (() => false),
    inNativeApp: false,
  };
  return renderWithClient(
    <AppActionsProvider value={actions}>
      <MemoryRouter initialEntries={[opts.path]}>
        <Routes>
          <Route path={opts.pattern} element={page} />
          <Route path="/match/:id/:tab?" element={<MatchProbe />} />
        </Routes>
      </MemoryRouter>
    </AppActionsProvider>,
  );
}
