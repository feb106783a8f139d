import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';

/**
 * axe-core over a page and the frames inside what it audits (the card fields, the bank's page), for
 * the strict audit of `audit.ts`. Not `@axe-core/playwright`: its builder evaluates axe's 550 KB into
 * every frame on every audit and finishes each run in a new blank page, 1.8 s per audit, and the suite
 * runs a few hundred. Here axe is loaded into a frame once (a navigation makes a new document, loaded
 * again), `axe.run` in the page reaches the frames through axe's own messages, and only violations
 * carry their nodes: about 0.2 s per audit.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Evaluated in a frame without axe: loads it there, allowed to answer a page of another origin. */
const INSTALL_AXE = `${AXE_SOURCE}
;window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'], branding: { application: 'guest-ordering-e2e' } });`;

type AxeWindow = typeof globalThis & { axe?: typeof import('axe-core') };

/** axe's violations for `context` on `page`, its frames included, under `options` (the rule tags). */
export async function runAxe(page: Page, context: ContextObject, options: RunOptions): Promise<AxeResults> {
  for (const frame of page.frames()) {
    // Asked first: sending the source only to hear "already there" cost half of each audit.
    const loaded = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function').catch(() => true);
    // A frame that went away meanwhile is one axe reports it could not reach.
    if (!loaded) await frame.evaluate(INSTALL_AXE).catch(() => undefined);
  }
  // axe's context types are too deep for Playwright's serializable-argument check: passed as JSON.
  const run = JSON.stringify({ context, options: { ...options, resultTypes: ['violations'] } });
  return page.evaluate((json) => {
    const { context: ctx, options: opts } = JSON.parse(json) as { context: ContextObject; options: RunOptions };
    return (window as AxeWindow).axe!.run(ctx, opts);
  }, run);
}
