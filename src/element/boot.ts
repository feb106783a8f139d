/**
 * The widget's code behind the script-tag loader (src/register.ts imports it): defines
 * `<guest-ordering>` once (a second load warns, never throws), exposes `window.GuestOrdering` and runs
 * the calls the page queued before the code arrived (see docs/embedding.md).
 */
import { version } from '../../package.json';
import { DEFAULT_TAG_NAME, defineGuestOrdering } from './define';
import { createGlobalApi, installGlobalApi } from './global-api';

/** Registers the element and installs the page API (what the script-tag build does once its code is in). */
export function boot(): void {
  defineGuestOrdering(DEFAULT_TAG_NAME);
  installGlobalApi(window, createGlobalApi(version, DEFAULT_TAG_NAME));
}
