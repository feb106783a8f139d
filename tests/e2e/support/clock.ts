import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Sets the same instant on the sandbox (POST /__sandbox/clock) and in the browser. `advancing`
 * lets both run on from there (`page.clock.install`); otherwise both stay fixed
 * (`page.clock.setFixedTime`), so the widget and the sandbox compute slots for the same now.
 */
export async function setBothClocks(page: Page, iso: string, options: { advancing?: boolean } = {}): Promise<void> {
  const advancing = options.advancing ?? false;
  const response = await page.request.post('/__sandbox/clock', { data: { now: iso, advancing } });
  expect(response.ok()).toBe(true);
  if (advancing) await page.clock.install({ time: new Date(iso) });
  else await page.clock.setFixedTime(new Date(iso));
}

/** Moves only the sandbox's clock (the platform's now), leaving the browser's as it is. */
export async function setSandboxClock(page: Page, iso: string, advancing = true): Promise<void> {
  const response = await page.request.post('/__sandbox/clock', { data: { now: iso, advancing } });
  expect(response.ok()).toBe(true);
}

/** The sandbox's answer to GET /restaurants/api/v3/experiences/{id}/slots?from= */
export interface SandboxSlots {
  next_available: string | null;
  next_available_with_grace: string | null;
  data: { time_slots: string[] };
}

export async function sandboxSlots(page: Page, experienceId: number, from: string): Promise<SandboxSlots> {
  const response = await page.request.get(`/restaurants/api/v3/experiences/${experienceId}/slots?from=${encodeURIComponent(from)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SandboxSlots;
}

/**
 * Moves the installed page clock forward in steps of `stepMs` until `target` shows (at most `steps`
 * times), for the widget's own spaced-out waits (the order look-ups after a lost answer, a client's
 * timeout): the test checks the outcome without waiting those seconds out in real time. Each step lets
 * the network answer the call its timer started before the next jump.
 */
export async function fastForwardUntilVisible(page: Page, target: Locator, stepMs: number, steps = 5): Promise<void> {
  for (let step = 0; step < steps && !(await target.isVisible()); step += 1) {
    await page.clock.fastForward(stepMs);
    await target.waitFor({ state: 'visible', timeout: 1500 }).catch(() => undefined);
  }
  await expect(target).toBeVisible();
}

/**
 * The widget's next save of the cart to the platform (`POST /restaurants/api/v3/cart`, or `PUT …/cart/{id}`),
 * answered. A change to the order is saved once its frame is on screen, and the wait for its totals
 * starts again then: a test that moves the page clock past that wait must let the save go first, or
 * the jump times out the wait the save is about to restart.
 */
export function nextCartSave(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => {
    const { pathname } = new URL(response.url());
    const method = response.request().method();
    return (method === 'POST' && pathname.endsWith('/restaurants/api/v3/cart')) || (method === 'PUT' && /\/restaurants\/api\/v3\/cart\/[^/]+$/.test(pathname));
  });
}
