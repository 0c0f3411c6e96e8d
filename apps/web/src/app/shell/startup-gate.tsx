import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useConfigStore } from '../../lib/config-store';
import { hasDomains } from './startup';

/** Renders nothing until boot() says the app may render (SPEC §1 start-up done, the route chunk there). */
export function StartupGate({ ready, children }: { ready: Promise<void>; children: ReactNode }) {
  const domains = useConfigStore((s) => s.domains);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void ready.then(() => {
      // a transition: the first screen renders in slices, with room for the browser between them
      if (!cancelled) startTransition(() => setDone(true));
    });
    return () => {
      cancelled = true;
    };
  }, [ready]);

  return done && hasDomains(domains) ? children : null;
}
