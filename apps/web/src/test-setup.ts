import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './testing/msw';

// Lazy chunks (the login dialog, antd-mobile's Toast) are transformed on their first import; on a busy machine
// that alone can pass the default 1 s of findBy*/waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no scrolling; the shell scrolls on every navigation.
window.scrollTo = () => undefined;

// An unexpected console.error fails the test that caused it (same rule as the server suite).
const original = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

// Every HTTP call in a web test is answered by msw; one nobody answers is an error (and fails the test).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  const seen = errors;
  errors = [];
  if (seen.length > 0) {
    throw new Error(`console.error was called: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
