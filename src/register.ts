/**
 * Script-tag entry (built to dist/guest-ordering.js; load it with `<script type="module">`): a small
 * loader. The data must not wait for the code, so it first starts the platform calls the page already
 * determines (src/element/loader.ts). On a deep link to a menu it also fetches the painter, which draws
 * that menu from the answers as plain DOM, and the widget's code follows the paint; otherwise it
 * downloads the widget's code (src/element/boot.ts, which defines `<guest-ordering>` and
 * `window.GuestOrdering`) and the home screen's code at once.
 */
// Read through the module's namespace object on purpose: building it takes one of rolldown's runtime
// helpers, and rolldown puts its runtime helpers in the one chunk every other chunk is reached through
// only when that chunk uses one. Without this the helpers were a chunk of their own, one more request
// before the first paint (tests/bench/size.mjs fails when a `rolldown-runtime` chunk comes back).
import * as startupLoader from './element/loader';
import { afterNextPaint } from './ui/after-next-paint';

const { preloadForPage, loadFirstScreenShared } = startupLoader;

// The page API's type, and with it the `window.GuestOrdering` global it declares, for TypeScript hosts.
export type { GuestOrderingGlobal } from './element/global-api';
// And the widget's events on every element's addEventListener, <guest-ordering> in React's JSX.
export type { GuestOrderingAttributes } from './element/host-types';

const start = preloadForPage(document, window);

/** The longest a deep link's code waits for the loader's own paint of its menu. */
const CODE_WAIT_BOUND_MS = 3000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const failed = (error: unknown) => console.error('<guest-ordering>: the widget code could not be loaded', error);
const loadCode = () => {
  import('./element/boot').then(({ boot }) => boot(), failed);
  loadFirstScreenShared().catch(() => undefined);
  // Only downloaded (and evaluated) here: the router renders the screen when the route asks for it. The
  // menu screen's chunk also holds the ordering stores, the menu calls and the whole source catalog.
  if (start.menu) {
    import('./screens/menu/MenuScreen').catch(() => undefined);
    // What the guest's first tap on the menu opens, its code and its words, comes with the code rather
    // than after the menu renders: a tap made on the paint is answered without another round trip.
    import('./screens/menu/ItemDetail').catch(() => undefined);
    import('virtual:go-menu-detail-messages').catch(() => undefined);
    // And what hands the paint over to React, which the app would only ask for once it runs.
    import('./app/paint-takeover').catch(() => undefined);
  } else import('./screens/home/HomeScreen').catch(() => undefined);
};
// A deep link's menu is painted by the loader from its answers; the widget's code (about 100 KB)
// starts once that paint is on screen. Started alongside the data, it shared the guest's link with the
// menu's answers and made the paint about half as late again on a slow phone network; the paint does
// not need it, and a tap on the paint is replayed once it is in. Bounded: a paint that never comes
// (an answer that hangs) does not hold the code back.
// "On screen": after the frame that shows it, so the code's requests and compile never delay that frame.
if (start.menu) void Promise.race([start.painted, wait(CODE_WAIT_BOUND_MS)]).then(() => afterNextPaint(loadCode));
else loadCode();
