import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useConfigStore } from '../../lib/config-store';
import { useBridge } from '../bridge/context';
import { hasDomains, preloadFirstScreens, startUp } from './startup';

/** Renders nothing until start-up is done (SPEC §1), then its children, and preloads the first screens. */
export function StartupGate({ children }: { children: ReactNode }) {
  const bridge = useBridge();
  const queryClient = useQueryClient();
  const domains = useConfigStore((s) => s.domains);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void startUp(bridge).then(() => {
      if (cancelled) return;
      setStarted(true);
      void preloadFirstScreens(queryClient, bridge);
    });
    return () => {
      cancelled = true;
    };
  }, [bridge, queryClient]);

  return started && hasDomains(domains) ? children : null;
}
