/**
 * The GA4 data-layer adapter: pushes a shopping moment, as its GA4 ecommerce event (`ga4Event()`), to
 * the host page's data layer. A lazy chunk, loaded only by pages that name a data layer
 * (`analytics-data-layer`) once the guest's consent is granted (`createCommerceSink()` decides what comes here).
 */
import { ga4Event } from '../domain/analytics/ga4';
import type { CommerceMoment } from '../domain/analytics/commerce-moments';

/** A data layer: the page's global array (Google Tag Manager replaces its `push`, so it is called, never bypassed). */
type DataLayer = { push(...entries: unknown[]): unknown };

/** Names already warned about, so a data layer that is not an array warns once rather than at every moment. */
const warned = new Set<string>();

/**
 * Pushes the GA4 event of `moment` to `win[name]`: first `{ ecommerce: null }`, which clears the previous
 * event's ecommerce object in Google Tag Manager's data model (GA4's convention), then
 * `{ event, ecommerce }`. The array is created when the page has none yet (as gtag.js's snippet does,
 * `window.dataLayer = window.dataLayer || []`); a global of that name that is not an array is left
 * alone with a console warning, and nothing is pushed. A moment without items pushes nothing.
 */
export function pushToDataLayer(win: Window, name: string, moment: CommerceMoment): void {
  const event = ga4Event(moment);
  if (!event) return;
  const globals = win as unknown as Record<string, unknown>;
  if (globals[name] === undefined || globals[name] === null) globals[name] = [];
  const layer = globals[name];
  if (!Array.isArray(layer)) {
    if (!warned.has(name)) {
      warned.add(name);
      console.warn(`<guest-ordering>: window.${name} is not an array, so it is not a data layer; no analytics events are pushed to it.`);
    }
    return;
  }
  (layer as DataLayer).push({ ecommerce: null });
  (layer as DataLayer).push(event);
}
