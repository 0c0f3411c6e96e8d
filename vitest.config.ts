import { defineConfig } from 'vitest/config';

// One runner for every suite; `--project` picks one (CI runs contract + server again on Node 24).
export default defineConfig({
  test: {
    // Two cores here and in CI; PGlite and the spawned servers want a core each.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 90_000,
          pool: 'forks',
          // A worker keeps the modules it loaded from one test file to the next: loading the app once per worker
          // instead of once per file. Each file still opens its own database and app; test/setup.ts puts the
          // world's clock back to the machine's before each file.
          isolate: false,
          setupFiles: ['test/setup.ts'],
          // One migrated database per run that each test file copies (PGlite dump or PostgreSQL TEMPLATE).
          globalSetup: ['test/global-setup.ts'],
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'tools',
          root: 'tools',
          include: ['**/*.test.js'],
          environment: 'node',
        },
      },
    ],
  },
});
