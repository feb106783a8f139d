import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAGES } from '../../scripts/test.mjs';

const ROOT = resolve(import.meta.dirname, '../..');

/** The stages of `npm test` whose tests launch Chromium. */
const LAUNCHING_STAGES = ['unit', 'package', 'e2e'];

describe('npm test and its browser step', () => {
  it('finds or installs Chromium before any stage that launches it', () => {
    const names = STAGES.map(([name]) => name);
    const browserStep = names.indexOf('chromium');
    expect(browserStep).toBeGreaterThanOrEqual(0);
    for (const stage of LAUNCHING_STAGES) expect(names.indexOf(stage)).toBeGreaterThan(browserStep);
  });

  it('stops at the browser step, saying what to do, when CHROMIUM_PATH names a missing browser', () => {
    // Only once the order above holds: were the unit stage first, this run would reach this very file again.
    const names = STAGES.map(([name]) => name);
    expect(names.slice(0, names.indexOf('chromium'))).not.toContain('unit');
    const run = spawnSync(process.execPath, ['scripts/test.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      timeout: 120_000,
    });
    const output = run.stdout + run.stderr;
    expect(run.status).not.toBe(0);
    expect(run.stdout).toMatch(/stages: \d+ passed, 1 failed \(chromium\)/);
    expect(run.stderr).toContain('CHROMIUM_PATH is set to /nonexistent/chromium, but no file is there.');
    expect(run.stderr).toContain('Expected: a Chromium executable at that path');
    expect(run.stderr).toContain('To fix: point CHROMIUM_PATH at an installed Chromium, or unset it');
    // A browser it was told not to use is never installed.
    expect(output).not.toContain("installing Debian's chromium package");
    const started = [...output.matchAll(/^== (\S+):/gm)].map((match) => match[1]);
    expect(started.at(-1)).toBe('chromium');
    for (const stage of LAUNCHING_STAGES) expect(started).not.toContain(stage);
  }, 150_000);
});
