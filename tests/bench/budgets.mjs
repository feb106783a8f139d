// The speed budgets `npm run bench` holds the widget to, in one place: the benchmarks check them and
// tests/unit/docs.test.ts keeps docs/architecture.md's budget table equal to them. The size budgets
// are package.json's "size-budgets" (tests/bench/size.mjs reads them there).

/**
 * A deep link's first menu on a throttled phone (tests/bench/first-paint.mjs), medians over the runs,
 * for a `state` link and a plain `?restaurant=&experience=` link: paint within `paintRatio` of a bare
 * React page fetching and rendering the same menu; the first item's name, tapped the moment it shows,
 * has its details on screen within `firstTapRatio` of the bare page's; at most `jsBytes` of JavaScript
 * and `requests` requests started before the paint, and a main thread busy at most `mainThreadRatio`
 * of the bare page's time.
 */
export const FIRST_PAINT_BUDGETS = Object.freeze({
  paintRatio: 1.25,
  firstTapRatio: 1.5,
  jsBytes: 110 * 1024,
  requests: 12,
  mainThreadRatio: 1.5,
});

/**
 * The 2,000-item menu at 4x CPU (tests/bench/menu-speed.mjs): its render (data ready) under
 * `renderMs` (median), every add-to-cart tap under `tapMs` (the slowest, input to next paint).
 */
export const MENU_SPEED_BUDGETS = Object.freeze({
  renderMs: 200,
  tapMs: 100,
});

/** The throttled phone of first-paint.mjs: per-request latency, link speeds and CPU slowdown. */
export const PHONE = Object.freeze({
  latencyMs: 150,
  downloadMbps: 1.6,
  uploadKbps: 750,
  cpuRate: 4,
});
