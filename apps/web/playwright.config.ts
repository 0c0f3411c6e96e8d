import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';

const PORT = 8095;
// A fresh database per run, inside the ignored test-results folder.
const dataDir = resolve(import.meta.dirname, 'test-results', `e2e-data-${process.pid}`);

// ARCHITECTURE §1: Debian's Chromium with the flags that work in this sandbox; never a downloaded browser.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
  // The real built server (npm run build at the root first) with demo data.
  webServer: {
    command: 'node ../server/dist/server.js',
    url: `http://localhost:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      RUN_JOBS: 'true',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
