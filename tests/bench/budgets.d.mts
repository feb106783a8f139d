/** A deep link's first menu on a throttled phone (tests/bench/first-paint.mjs). */
export const FIRST_PAINT_BUDGETS: Readonly<{ paintRatio: number; firstTapRatio: number; jsBytes: number; requests: number; mainThreadRatio: number }>;
/** The 2,000-item menu at 4x CPU (tests/bench/menu-speed.mjs). */
export const MENU_SPEED_BUDGETS: Readonly<{ renderMs: number; tapMs: number }>;
/** The throttled phone of the benchmarks. */
export const PHONE: Readonly<{ latencyMs: number; downloadMbps: number; uploadKbps: number; cpuRate: number }>;
