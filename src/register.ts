/**
 * Script-tag entry (built to dist/guest-ordering.js; load it with `<script type="module">`): a small
 * loader. The data must not wait for the code, so it first starts the platform calls the page already
 * determines (src/element/loader.ts), then downloads the widget's code (src/element/boot.ts, which
 * defines `<guest-ordering>` and `window.GuestOrdering`) and the first screen's code (the menu when
 * the address deep-links to one, else the home screen), all at the same moment.
 */
// Read through the module's namespace object on purpose: building it takes one of rolldown's runtime
// helpers, and rolldown puts its runtime helpers in the one chunk every other chunk is reached through
// only when that chunk uses one. Without this the helpers were a chunk of their own, one more request
// before the first paint (tests/bench/size.mjs fails when a `rolldown-runtime` chunk comes back).
import * as startupLoader from './element/loader';

const { preloadForPage } = startupLoader;

// The page API's type, and with it the `window.GuestOrdering` global it declares, for TypeScript hosts.
export type { GuestOrderingGlobal } from './element/global-api';

const start = preloadForPage(document, window);

const failed = (error: unknown) => console.error('<guest-ordering>: the widget code could not be loaded', error);
const loadCode = () => {
  import('./element/boot').then(({ boot }) => boot(), failed);
  // Only downloaded (and evaluated) here: the router renders the screen when the route asks for it. The
  // menu screen's chunk also holds the ordering stores, the menu calls and the whole source catalog.
  if (start.menu) import('./screens/menu/MenuScreen').catch(() => undefined);
  else import('./screens/home/HomeScreen').catch(() => undefined);
};
// Experiment switch (GO_CODE_AFTER_PAINT=1 at build time): a deep link's code waits for the loader's
// own paint of its first menu, so the download does not share the link with the menu's data.
if (__GO_CODE_AFTER_PAINT__ && start.menu) void start.painted.then(loadCode);
else loadCode();
