import type { ReactElement } from 'react';
import { Route, Switch, useParams } from '../lib/router';
import { MemoryRouter } from './memory-router';
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
      <MemoryRouter path={opts.path}>
        <Switch>
          <Route path={opts.pattern}>{page}</Route>
          <Route path="/match/:id/:tab?">
            <MatchProbe />
          </Route>
        </Switch>
      </MemoryRouter>
    </AppActionsProvider>,
  );
}
