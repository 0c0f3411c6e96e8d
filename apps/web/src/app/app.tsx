import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { lazyWithTimeout } from '../lib/chunk';
import { trackDocumentVisibility } from '../lib/config-store';
import { queryClient } from '../lib/query-client';
import { detectBasename } from '../lib/base-path';
import { AppRouter } from '../lib/router';
import { getBridge } from './bridge';
import { BridgeProvider } from './bridge/context';
import { RootLayout } from './router';
import { ChunkBoundary } from './shell/chunk-boundary';
import { StartupGate } from './shell/startup-gate';
import { useThemeAttributes } from './shell/theme';
import { useIdle } from './shell/use-idle';

// The push connection is not needed for the first screen: its code loads, and it connects, once the
// browser is idle after it. Its chunk may fail (the network went): with no boundary that would take the whole
// app down, so it fails quietly and loads again when the network is back.
const Realtime = lazyWithTimeout(() => import('./shell/realtime').then((m) => ({ default: m.Realtime })));

function Runtime() {
  useThemeAttributes();
  const idle = useIdle();
  return idle ? (
    <ChunkBoundary quiet>
      <Suspense fallback={null}>
        <Realtime />
      </Suspense>
    </ChunkBoundary>
  ) : null;
}

/**
 * The whole app: bridge, query cache, start-up gate, router (history mode under the detected basename).
 * `ready` is boot()'s promise that the app may render.
 */
export function App({ ready }: { ready: Promise<void> }) {
  const [bridge] = useState(getBridge);
  const [basename] = useState(() => detectBasename(window.location.pathname));
  useEffect(() => trackDocumentVisibility(), []);

  return (
    <BridgeProvider value={bridge}>
      <QueryClientProvider client={queryClient}>
        <StartupGate ready={ready}>
          <Runtime />
          <AppRouter base={basename}>
            <RootLayout />
          </AppRouter>
        </StartupGate>
      </QueryClientProvider>
    </BridgeProvider>
  );
}
