import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, startBenchSandbox } from '../bench-sandbox.mjs';
const sandbox = await startBenchSandbox({ port: 4530, realtimePort: 9530, name: 'profile' });
const { base } = sandbox;
const url = `${base}/?restaurant=2003&experience=PICKUP&state=eyJyZXN0YXVyYW50IjoyMDAzLCJleHBlcmllbmNlIjoiUElDS1VQIiwiZXhwZXJpZW5jZUlkIjozMDA0fQ%3D%3D`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
for (let run = 0; run < 2; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('guest-ordering').getByText('Bruschetta al Pomodoro').first().waitFor({ timeout: 20000 });
  const { profile } = await cdp.send('Profiler.stop');
  if (run === 0) { await context.close(); continue; }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const key = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.replace(base, '')}:${node.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  const byUrl = new Map();
  for (const [key, ms] of self) { const u = key.split(' ').slice(1).join(' ').replace(/:\d+$/, ''); byUrl.set(u, (byUrl.get(u) ?? 0) + ms); }
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map();
  const callersOfIn = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const seen = new Set();
    let id = profile.samples[i];
    const chain = [];
    while (id !== undefined) {
      const node = byId.get(id);
      const key = `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.replace(base, '')}:${node.callFrame.lineNumber}`;
      chain.push(key);
      if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + (dt[i] ?? 0) / 1000); }
      id = parent.get(id);
    }
    const k = chain.findIndex((c) => c.startsWith('In /dist/guest-ordering.js:21') || c.startsWith('Ln /dist/guest-ordering.js:21'));
    if (k >= 0) { const caller = chain.slice(k + 1, k + 6).join(' < '); callersOfIn.set(caller, (callersOfIn.get(caller) ?? 0) + (dt[i] ?? 0) / 1000); }
  }
  console.log('--- inclusive (our code)');
  for (const [k, ms] of [...incl].filter(([k]) => k.includes('/dist/')).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(ms.toFixed(0).padStart(6), k.slice(0, 140));
  console.log('--- callers of In/Ln');
  for (const [k, ms] of [...callersOfIn].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(ms.toFixed(0).padStart(6), k.slice(0, 300));
  console.log('--- by url');
  for (const [u, ms] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(ms.toFixed(0).padStart(6), u);
  console.log('--- by function');
  for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(ms.toFixed(0).padStart(6), k.slice(0, 140));
  await context.close();
}
await browser.close();
await sandbox.stop();
