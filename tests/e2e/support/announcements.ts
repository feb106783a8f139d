import type { Locator } from '@playwright/test';

/** One message the widget put in a live region (`[data-announcer]`), in the order said. */
export interface HeardAnnouncement {
  politeness: 'polite' | 'assertive';
  text: string;
}

/**
 * Starts recording every message added to the widget's live regions (its own and those inside open
 * dialogs): what a screen reader would read. Recorded in the page, so a message whose dialog closed
 * right after is still heard. Call it again after a navigation.
 */
export async function recordAnnouncements(root: Locator): Promise<void> {
  await root.evaluate((element) => {
    const heard: { politeness: string; text: string }[] = [];
    (element as unknown as { __heard: typeof heard }).__heard = heard;
    new MutationObserver((records) => {
      for (const record of records) {
        const region = (record.target as Element).closest?.('[data-announcer]');
        if (!region) continue;
        for (const node of Array.from(record.addedNodes)) {
          heard.push({ politeness: region.getAttribute('data-announcer')!, text: (node.textContent ?? '').trim() });
        }
      }
    }).observe(element.shadowRoot!, { childList: true, subtree: true });
  });
}

/** The messages recorded since {@link recordAnnouncements}. */
export function announcements(root: Locator): Promise<HeardAnnouncement[]> {
  return root.evaluate((element) => (element as unknown as { __heard?: HeardAnnouncement[] }).__heard ?? []);
}
