import { afterEach, vi } from 'vitest';
import { startWorldClockAt } from '../src/lib/clock';

// Workers keep modules between files (vitest.config.ts `isolate: false`): a clock a file moved is put back.
startWorldClockAt(Date.now());

// An unexpected console.error fails the test that caused it (epic-stack's rule).
// Wrapped once per worker (this file runs again before each test file), so each error is counted and printed once.
const wrapped = Symbol.for('sport.test.console-error');
type Marked = typeof console.error & { [wrapped]?: unknown[][] };
const current = console.error as Marked;
const errors: unknown[][] = current[wrapped] ?? [];
if (!current[wrapped]) {
  const original = console.error;
  const wrapper: Marked = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
  wrapper[wrapped] = errors;
  console.error = wrapper;
}
afterEach(() => {
  const seen = errors.splice(0);
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
});
