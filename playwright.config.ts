import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/ensure-chromium.mjs';

/**
 * E2E suite: drives the demo pages in Debian's Chromium (never a downloaded browser) against the
 * sandbox platform, started fresh on its own ports so a running `npm start` does not interfere.
 *
 * Parallel workers. Each worker starts its own sandbox (tests/e2e/support/fixtures.ts) on the ports after
 * E2E_PORT and E2E_REALTIME_PORT, so workers never share data. Two by default: with one, a 2-core
 * machine sat about half idle (the journeys wait on the network, the sandbox and the widget's timers as
 * much as on the CPU). With two, the suite's 340 tests take about 15 minutes there. Set
 * E2E_WORKERS to match another machine's cores.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Recording a trace for every test cost about a fifth of the suite's time; record one when
    // investigating a failure with `npx playwright test <spec> --trace on`.
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    /**
     * Every spec, in a desktop-sized Chromium window, but the tests tagged `@phone-only`: what they check
     * happens after the guest's journey (on a page the tests open directly) and the desktop would only
     * repeat it.
     */
    { name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 720 } } },
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
});
