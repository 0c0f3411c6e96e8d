import { useState, type ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { AppRouter } from '../lib/router';

/** The app's router on a location of its own, starting at `path` (with its query string; `/` when not given): a test's address bar. */
export function MemoryRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path }));
  return <AppRouter hook={location.hook}>{children}</AppRouter>;
}
