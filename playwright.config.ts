import { defineConfig } from '@playwright/test';

/**
 * E2E suite: drives the demo pages in Debian's Chromium (never a downloaded browser) against the
 * sandbox platform, started fresh on its own ports so a running `npm start` does not interfere.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);
const REALTIME_PORT = Number(process.env.E2E_REALTIME_PORT ?? 9310);
/** Another build to serve (e.g. `npx vite build --outDir /tmp/mine`), so parallel runs don't share dist/. */
const DIST_DIR = process.env.E2E_DIST_DIR ? ` --dist-dir ${process.env.E2E_DIST_DIR}` : '';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  projects: [
    /** Every spec, in a desktop-sized Chromium window. */
    { name: 'desktop', use: { viewport: { width: 1280, height: 720 } } },
    /**
     * Where most guests order: a touch phone (390x844, `isMobile`, `hasTouch`). Runs the tests tagged
     * `@phone`: the ordering journeys and every check of something that only breaks on a phone.
     * Page objects tap instead of clicking here (see `tests/e2e/support/press.ts`).
     */
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `node demo/start.mjs --port ${PORT} --realtime-port ${REALTIME_PORT} --data-dir .sandbox-data/e2e-${PORT} --fresh${DIST_DIR}`,
    url: `http://127.0.0.1:${PORT}/__sandbox/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
