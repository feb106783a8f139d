// Experiment probe (not part of the suite): on the bench's throttled phone (150 ms, 1.6 Mbps, 4x CPU),
// when the loader's static first menu paints and when React has taken over (the paint removed).
// Usage: node tests/bench/takeover-timing.mjs  (BENCH_PORT, BENCH_REALTIME_PORT, BENCH_RUNS, BENCH_DIST_DIR)
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, root, startBenchSandbox } from './bench-sandbox.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4525);
const REALTIME_PORT = Number(process.env.BENCH_REALTIME_PORT ?? 9525);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DIST = process.env.BENCH_DIST_DIR ? path.resolve(root, process.env.BENCH_DIST_DIR) : null;
const sandbox = await startBenchSandbox({ port: PORT, realtimePort: REALTIME_PORT, distDir: DIST, name: 'takeover-timing' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const state = Buffer.from(JSON.stringify({ restaurant: 2003, experience: 'PICKUP', experienceId: 3004 })).toString('base64');
const url = `${sandbox.base}/?${new URLSearchParams({ restaurant: '2003', experience: 'PICKUP', state })}`;
const results = [];
try {
  for (let i = 0; i <= RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    await page.addInitScript(() => {
      const t = (window.__t = { staticPaint: null, takeover: null });
      const poll = () => {
        const root = document.querySelector('guest-ordering')?.shadowRoot;
        const paint = root && Array.from(root.children).find((child) => child.hasAttribute('data-go-first-paint'));
        if (t.staticPaint === null && paint?.querySelector('[data-item-id]')) t.staticPaint = performance.now();
        const reactRow = root?.querySelector('[part="base"] [data-item-id]');
        if (t.takeover === null && reactRow && !paint) t.takeover = performance.now();
        if (t.takeover === null) requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__t.takeover !== null, null, { timeout: 30000, polling: 100 });
    const t = await page.evaluate(() => window.__t);
    const { metrics } = await cdp.send('Performance.getMetrics');
    t.taskMs = (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
    if (i > 0) results.push(t);
    await context.close();
  }
} finally {
  await browser.close();
  await sandbox.stop();
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const r of results) console.log(`static paint ${r.staticPaint === null ? 'none' : Math.round(r.staticPaint)} ms, React took over ${Math.round(r.takeover)} ms, main thread ${Math.round(r.taskMs)} ms`);
console.log(`median: static paint ${Math.round(median(results.map((r) => r.staticPaint ?? NaN)))} ms, takeover ${Math.round(median(results.map((r) => r.takeover)))} ms`);
