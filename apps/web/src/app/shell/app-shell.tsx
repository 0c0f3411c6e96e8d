import { Suspense, useState } from 'react';
import { AccountButton } from '../../features/account/components/account-button';
import { lazyWithTimeout } from '../../lib/chunk';
import { useLocation } from '../../lib/router';
import { useSessionQueries } from '../../lib/user-queries';
import { useBridge } from '../bridge/context';
import { findRoute } from '../routes';
import { ChunkBoundary } from './chunk-boundary';
import { KeepAliveOutlet } from './keep-alive';
import { useLiveBooking } from './live-booking';
import { useLoginDialog } from './login-store';
import { TabBar } from './tab-bar';
import { useSlideDirection } from './transition';
import { useScrollRestore } from './use-scroll-restore';

// lazy chunks fail offline: each behind a ChunkBoundary, or a failed load would take the whole app down
const LoginDialog = lazyWithTimeout(() => import('./login-dialog'));
// loaded on the first open: the first route carries only its button
const AccountSheet = lazyWithTimeout(() => import('../../features/account/components/account-sheet'));

let mounts = 0;

/**
 * The frame around every page: the tab bar on header routes (with the account sheet's button in a browser),
 * kept-alive pages, transitions, login dialog.
 */
export function AppShell() {
  const location = useLocation();
  const bridge = useBridge();
  const route = findRoute(location.pathname);
  // A counter, not a random id: e2e reads it to see that a new `t` re-created the root view.
  const [mountId] = useState(() => ++mounts);
  const direction = useSlideDirection(location.pathname, bridge.mode !== 'native');
  const loginOpen = useLoginDialog((s) => s.open);
  const [accountOpen, setAccountOpen] = useState(false);
  // the native app and host shells show their own account screens
  const account = bridge.mode === 'web' ? <AccountButton onOpen={() => setAccountOpen(true)} /> : null;
  useScrollRestore(location.pathname, route?.keepAlive === true);
  useLiveBooking();
  useSessionQueries();

  return (
    <div className="app" data-root-mount={mountId} data-mode={bridge.mode}>
      {route?.header ? <TabBar current={route.name} account={account} /> : null}
      <main className="app-main">
        <KeepAliveOutlet route={route} direction={direction} locationKey={location.pathname} />
      </main>
      {accountOpen ? (
        <div className="app-overlay-failure">
          <ChunkBoundary>
            <Suspense fallback={null}>
              <AccountSheet onClose={() => setAccountOpen(false)} />
            </Suspense>
          </ChunkBoundary>
        </div>
      ) : null}
      {loginOpen ? (
        <div className="app-overlay-failure">
          <ChunkBoundary>
            <Suspense fallback={null}>
              <LoginDialog />
            </Suspense>
          </ChunkBoundary>
        </div>
      ) : null}
    </div>
  );
}
