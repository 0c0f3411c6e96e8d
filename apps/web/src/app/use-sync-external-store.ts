/**
 * `use-sync-external-store/shim` for the router (wouter imports it for React < 18, decision 043): React 19 has the
 * hook itself, and the shim's fallback was ~0.4 KB of every first screen that never runs. Aliased in vite.config.ts.
 */
export { useSyncExternalStore } from 'react';
