// Experiment probe (not part of the suite): the loader's first paint of a deep-linked menu and its
// hand-over to React. Holds the widget's `app` chunk until the static paint is on screen, records the
// first row's box, releases the chunk, and samples the box every frame until React has taken over.
// Usage: node tests/bench/takeover-probe.mjs  (BENCH_PORT / BENCH_REALTIME_PORT as for the bench)
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, startBenchSandbox } from './bench-sandbox.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4525);
const REALTIME_PORT = Number(process.env.BENCH_REALTIME_PORT ?? 9525);
const OUT = process.env.PROBE_OUT ?? '/tmp';
const sandbox = await startBenchSandbox({ port: PORT, realtimePort: REALTIME_PORT, name: 'takeover' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const state = Buffer.from(JSON.stringify({ restaurant: 2003, experience: 'PICKUP', experienceId: 3004 })).toString('base64');
const url = `${sandbox.base}/?${new URLSearchParams({ restaurant: '2003', experience: 'PICKUP', state })}`;
try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width > 900 ? 800 : 844 } });
    const page = await context.newPage();
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(/chunks\/app-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const boxes = (window.__boxes = []);
      const sample = () => {
        const root = document.querySelector('guest-ordering')?.shadowRoot;
        if (root) {
          const paint = root.querySelector('[data-go-first-paint]');
          const rows = [...root.querySelectorAll('[data-item-id]')].filter((row) => row.getClientRects().length && getComputedStyle(row).visibility !== 'hidden');
          const row = rows[0];
          if (row) {
            const r = row.getBoundingClientRect();
            boxes.push({ t: Math.round(performance.now()), paint: Boolean(paint), x: r.x, y: r.y + scrollY, w: r.width, h: r.height, visible: rows.length });
          }
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto(url);
    const host = page.locator('guest-ordering');
    await page.waitForFunction(() => document.querySelector('guest-ordering')?.shadowRoot?.querySelector('[data-go-first-paint] [data-item-id]'));
    await page.screenshot({ path: `${OUT}/static-${width}.png` });
    const before = await page.evaluate(() => window.__boxes.at(-1));
    // A guest's tap on the second row's name before React is in.
    const hostBefore = await page.evaluate(() => document.querySelector('guest-ordering').getBoundingClientRect().height);
    const tapId = process.env.PROBE_TAP === '0' ? null : await page.evaluate(() => {
      const name = document.querySelector('guest-ordering').shadowRoot.querySelectorAll('[data-go-first-paint] [data-go-open-item]')[2];
      name.click();
      return name.getAttribute('data-go-open-item');
    });
    release();
    await page.waitForFunction(() => !document.querySelector('guest-ordering')?.shadowRoot?.querySelector('[data-go-first-paint]'), null, { timeout: 20000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${OUT}/react-${width}.png` });
    const boxes = await page.evaluate(() => window.__boxes);
    const after = boxes.at(-1);
    const moves = [];
    for (let i = 1; i < boxes.length; i++) {
      const a = boxes[i - 1], b = boxes[i];
      if (Math.abs(a.x - b.x) > 0.5 || Math.abs(a.y - b.y) > 0.5 || Math.abs(a.w - b.w) > 0.5 || Math.abs(a.h - b.h) > 0.5 || a.paint !== b.paint) moves.push({ from: a, to: b });
    }
    const route = await page.evaluate(() => location.hash);
    const hostAfter = await page.evaluate(() => document.querySelector('guest-ordering').getBoundingClientRect().height);
    const hasHost = await host.count();
    console.log(JSON.stringify({ width, before, after, hostHeight: [hostBefore, hostAfter], changes: moves, tappedItem: tapId, hashAfter: route, hosts: hasHost }, null, 0));
    await context.close();
  }
} finally {
  await browser.close();
  await sandbox.stop();
}
