import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from './e2e/chromium-flags';

// E2E_PORT lets two checkouts run their e2e side by side on one machine (each with its own data folder).
const PORT = Number(process.env.E2E_PORT ?? 8095);
// The server's data folder: emptied by e2e/start-server.mjs at every run, so the demo world is seeded fresh.
const dataDir = join(tmpdir(), `sport-info-h5-e2e-data-${PORT}`);
/** The console spec's staff account (name, password, TOTP secret), written by e2e/start-server.mjs. */
export const CONSOLE_STAFF_FILE = join(tmpdir(), `sport-info-h5-e2e-console-staff-${PORT}.json`);

export { CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}/spa/sport-info-h5/`,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    isMobile: true,
    locale: 'zh-CN',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  // The real built server (npm run build at the root first) with demo data. /readyz answers once the world is
  // seeded; the global setup then waits for the content a first start writes while it serves.
  globalSetup: './e2e/demo-seeded.ts',
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `http://localhost:${PORT}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      RUN_JOBS: 'true',
      SEED_DEMO: 'true',
      // The world opens on a Saturday of the real 2026/27 calendar a few minutes after the Premier League's 15:00
      // kick-offs, whatever the hour the run starts: live matches and hosts on air are what several specs use.
      CLOCK_START: '2026-11-28T15:05:00Z',
      LOG_LEVEL: 'warn',
      // One browser on one address plays hundreds of users here; the per-IP limit is not under test.
      RATE_LIMIT_MAX: '100000',
      // The ranking spec sends bets as the xj platform would (POST /admin/ingest/bets).
      INGEST_KEYS: 'xj:e2e-xj-ingest-key-0123456789',
      // The match spec strikes a goal off as an operator would (POST /admin/feed/correction).
      ADMIN_TOKEN: 'e2e-operator-key-0123456789',
      CONSOLE_STAFF_FILE,
      // The console spec's fan comments without topping up first (the comment gate is not under test there).
      COMMENT_RECHARGE_MIN: '0',
      COMMENT_VIP_MIN: '0',
    },
  },
});
