/**
 * Script-tag entry (built to dist/guest-ordering.js; load it with `<script type="module">`): a small
 * loader. The data must not wait for the code, so it first starts the platform calls the page already
 * determines (src/element/loader.ts), then downloads the widget's code (src/element/boot.ts, which
 * defines `<guest-ordering>` and `window.GuestOrdering`) and, when the address deep-links to a menu,
 * the menu screen and its stores, all at the same moment.
 */
import { preloadForPage } from './element/loader';

const start = preloadForPage(document, window);

const failed = (error: unknown) => console.error('<guest-ordering>: the widget code could not be loaded', error);
import('./element/boot').then(({ boot }) => boot(), failed);
if (start.menu) {
  // Only downloaded (and evaluated) here: the router renders the screen when the route asks for it.
  import('./screens/menu/MenuScreen').catch(() => undefined);
  import('./stores/ordering/ordering-part').catch(() => undefined);
}
