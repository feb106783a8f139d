import type { Page } from '@playwright/test';
import { DEMO } from '../../demo/sandbox/seed';
import { expect, test } from './support/fixtures';
import { OrderingWidget } from './support/ordering-widget';

/**
 * Rich text from the platform (location descriptions, the my-order disclaimer): b, strong, i, em,
 * a[href] and br render as elements; everything else is removed and nothing in it runs. The texts
 * are served by the sandbox (POST /__sandbox/texts) exactly as a compromised back office would
 * send them.
 */
const HOSTILE = [
  '<b>Bold</b> <strong>strong</strong> <i>italic</i> <em>emphasis</em><br>',
  '<a href="https://hotel.example/spa" onclick="window.__pwned=\'click\'">Spa</a>',
  '<a href="javascript:window.__pwned=\'link\'">Bad link</a>',
  '<script>window.__pwned="script";alert("script")</script>',
  '<img src="x" onerror="window.__pwned=\'img\';alert(\'img\')">',
  '<svg onload="window.__pwned=\'svg\';alert(\'svg\')"><circle r="5"></circle></svg>',
  '<style>:host, * { display: none !important }</style>',
  '<iframe src="javascript:parent.__pwned=\'frame\'"></iframe>',
  '<span style="color: red" class="x">plain words</span>',
].join('');

const NOON_NY_TUESDAY = '2026-11-24T17:00:00Z';

/** Records whatever a hostile text might trigger: dialogs and uncaught errors. */
function watch(page: Page): string[] {
  const incidents: string[] = [];
  page.on('dialog', (dialog) => {
    incidents.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => incidents.push(`pageerror: ${error.message}`));
  return incidents;
}

async function setTexts(page: Page, body: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/__sandbox/texts', { data: body });
  expect(response.ok()).toBe(true);
}

async function expectNothingRan(page: Page, incidents: string[]): Promise<void> {
  // Give an image error or a load handler the time it would need to fire.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(incidents).toEqual([]);
}

test.describe('rich text from the platform', () => {
  test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 800 } });

  test('a hostile location description runs nothing; the allowed tags render as elements', async ({ page }) => {
    const incidents = watch(page);
    expect((await page.request.post('/__sandbox/clock', { data: { now: NOON_NY_TUESDAY } })).ok()).toBe(true);
    await page.clock.setFixedTime(new Date(NOON_NY_TUESDAY));
    await setTexts(page, { location_id: DEMO.hotelBusiness.locations.coral, short_description: HOSTILE, long_description: HOSTILE });
    const widget = new OrderingWidget(page);
    await widget.openDemo('/hotel.html?hotel=511');
    const coral = widget.root.getByRole('article', { name: 'Coral Restaurant' });
    await coral.getByRole('button', { name: 'More info about Coral Restaurant' }).click();
    await expect(coral.getByRole('region', { name: 'Opening hours' })).toBeVisible();

    // Both the card's short description and the long one in the inline details.
    const texts = coral.locator('p').filter({ hasText: 'plain words' });
    await expect(texts).toHaveCount(2);
    for (const text of await texts.all()) {
      await expect(text.locator('b')).toHaveText('Bold');
      await expect(text.locator('strong')).toHaveText('strong');
      await expect(text.locator('i')).toHaveText('italic');
      await expect(text.locator('em')).toHaveText('emphasis');
      await expect(text.locator('br')).toHaveCount(1);
      const spa = text.getByRole('link', { name: 'Spa' });
      await expect(spa).toHaveAttribute('href', 'https://hotel.example/spa');
      await expect(spa).toHaveAttribute('target', '_blank');
      await expect(spa).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(spa).not.toHaveAttribute('onclick', /./);
      // The javascript: link keeps its words, not its link.
      await expect(text).toContainText('Bad link');
      await expect(text.getByRole('link', { name: 'Bad link' })).toHaveCount(0);
      await expect(text.locator('script, img, svg, style, iframe, span, [style], [class], [onerror], [onload]')).toHaveCount(0);
    }
    // The style element did not reach the shadow root: the card is still shown.
    await expect(coral.getByRole('heading', { name: 'Coral Restaurant' })).toBeVisible();
    await expectNothingRan(page, incidents);
  });

  test('a hostile my-order disclaimer runs nothing; the allowed tags render as elements', async ({ page }) => {
    const incidents = watch(page);
    await setTexts(page, { experience_id: DEMO.experiences.trattoriaPickup, disclaimer: `Note: ${HOSTILE}` });
    const widget = new OrderingWidget(page);
    await page.goto(`/?restaurant=${DEMO.locations.trattoria}&experience=PICKUP`);
    await expect(widget.menuCategories()).toBeVisible();
    await widget.quickAdd('Margherita');
    await widget.viewMyOrder();
    const disclaimer = widget.root.locator('p').filter({ hasText: 'Note:' });
    await expect(disclaimer).toContainText('plain words');
    await expect(disclaimer.locator('b')).toHaveText('Bold');
    await expect(disclaimer.locator('em')).toHaveText('emphasis');
    await expect(disclaimer.getByRole('link', { name: 'Spa' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(disclaimer.getByRole('link', { name: 'Bad link' })).toHaveCount(0);
    await expect(disclaimer.locator('script, img, svg, style, iframe, span')).toHaveCount(0);
    await expectNothingRan(page, incidents);
  });
});
