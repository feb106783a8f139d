/**
 * Script-tag entry (built to dist/guest-ordering.js; load it with `<script type="module">`).
 * Defines `<guest-ordering>` once (a second load warns, never throws), exposes `window.GuestOrdering`
 * and runs the calls the page queued before this script arrived (see docs/embedding.md).
 */
import { version } from '../package.json';
import { DEFAULT_TAG_NAME, defineGuestOrdering } from './element/define';
import { createGlobalApi, type GuestOrderingGlobal, installGlobalApi } from './element/global-api';

declare global {
  interface Window {
    /** The script-tag API (or, before the script loads, the host's `{ q: [] }` stub). */
    GuestOrdering?: GuestOrderingGlobal | { q: unknown[] };
  }
}

defineGuestOrdering(DEFAULT_TAG_NAME);
installGlobalApi(window, createGlobalApi(version, DEFAULT_TAG_NAME));
