/**
 * Kiosk idle handling: a self-service terminal must never stay stuck on a half-finished order after a
 * guest walks away, yet a guest who is still there (reading, typing, using assistive technology) must
 * always be able to ask for more time. Pure: the kiosk store keeps the instants and asks these functions.
 *
 * What each screen does when nobody touches the kiosk:
 * - **auto** screens (the cancel-order and start-over modals) clear the order after
 *   {@link KIOSK_AUTO_CLEAR_MS};
 * - **modal** screens (menu, item, checkout, went wrong) show the idle modal after the device's
 *   `autoRedirect` seconds ("your session expires in 30 seconds", with "I need more time" and
 *   "Start over"); with no answer the order is cleared {@link KIOSK_SESSION_WARNING_MS} later;
 * - **none**: waiting for the card terminal (tap card, loading), the cancelled-transaction page, My
 *   order and the confirmation never time out on their own.
 * Typing pauses the count (the guest is there), and every activity starts it again.
 */

/** Auto screens clear the order after 30 s without activity. */
export const KIOSK_AUTO_CLEAR_MS = 30_000;

/** The idle modal's warning: the order is cleared 30 s after it appears, unless the guest answers. */
export const KIOSK_SESSION_WARNING_MS = 30_000;

/** The idle modal's delay when the device names none (seconds of `autoRedirect`). */
export const DEFAULT_AUTO_REDIRECT_SECONDS = 60;

/** What a screen does when the kiosk is left alone. */
export type KioskIdleKind = 'auto' | 'modal' | 'none';

const AUTO_PATHS = new Set(['/menu/cancelOrder', '/menu/startOver']);
const NONE_PATHS = new Set(['/menu/checkout/tapCard', '/menu/checkout/loading', '/menu/cancelTransaction', '/menu/order', '/menu/confirm']);
const MODAL_PATHS = new Set(['/menu', '/menu/checkout', '/menu/checkout/wentWrong']);
/** `/menu/{id}`, `/menu/{id}/{editId}` and `/menu/{id}/allergens`: an item's screens count as the menu. */
const ITEM_PATH = /^\/menu\/\d+(\/(\d+|allergens))?$/;

function normalize(path: string): string {
  const bare = `/${path.split(/[?#]/)[0]?.replace(/^\/+/, '') ?? ''}`;
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** The idle kind of a widget path (relative to the base path). Paths outside the order flow: none. */
export function kioskIdleKind(path: string): KioskIdleKind {
  const p = normalize(path);
  if (AUTO_PATHS.has(p)) return 'auto';
  if (NONE_PATHS.has(p)) return 'none';
  if (MODAL_PATHS.has(p) || ITEM_PATH.test(p)) return 'modal';
  return 'none';
}

/** The idle modal's delay in ms for a device's `autoRedirect` seconds (missing, zero or invalid: the default). */
export function autoRedirectMs(seconds: number | null | undefined): number {
  const valid = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0;
  return Math.round((valid ? seconds : DEFAULT_AUTO_REDIRECT_SECONDS) * 1000);
}

/** What the kiosk shows now: nothing, the idle warning, or time is up (clear the order, start over). */
export type KioskIdlePhase = 'active' | 'warning' | 'expired';

export interface KioskIdleInput {
  kind: KioskIdleKind;
  /** The last guest activity (a tap, a key, a scroll), or the moment the screen was entered. */
  lastActivity: number;
  /** The idle modal's delay for this device ({@link autoRedirectMs}). */
  autoRedirectMs: number;
  /** True while a text field has focus and the guest is typing into it: nothing counts down. */
  typing: boolean;
}

export interface KioskIdleState {
  phase: KioskIdlePhase;
  /** Milliseconds until the phase changes by itself (null: it never does). */
  msUntilChange: number | null;
  /** Whole seconds left before the order is cleared, for the warning's announcement (null outside it). */
  secondsLeft: number | null;
}

/**
 * The idle phase at `now`. An activity in the future (the clock moved back) counts as now; a guest
 * typing holds the phase at active, however long ago the last key was.
 */
export function kioskIdleState(input: KioskIdleInput, now: number): KioskIdleState {
  if (input.kind === 'none' || input.typing) return { phase: 'active', msUntilChange: null, secondsLeft: null };
  const idle = Math.max(0, now - input.lastActivity);
  if (input.kind === 'auto') {
    const left = KIOSK_AUTO_CLEAR_MS - idle;
    return left > 0 ? { phase: 'active', msUntilChange: left, secondsLeft: null } : { phase: 'expired', msUntilChange: null, secondsLeft: 0 };
  }
  const untilWarning = input.autoRedirectMs - idle;
  if (untilWarning > 0) return { phase: 'active', msUntilChange: untilWarning, secondsLeft: null };
  const left = KIOSK_SESSION_WARNING_MS + untilWarning;
  if (left > 0) return { phase: 'warning', msUntilChange: left, secondsLeft: Math.ceil(left / 1000) };
  return { phase: 'expired', msUntilChange: null, secondsLeft: 0 };
}

/** After the warning opens, the countdown is read out again as it passes these seconds. */
export const KIOSK_COUNTDOWN_READ_AT = [20, 10, 5] as const;

/**
 * Whether the idle warning's countdown is read out now, at `seconds` left: when the warning opens
 * (`previous` is null: whatever the count then, a loaded kiosk may first draw 29), and when the count
 * passes one of {@link KIOSK_COUNTDOWN_READ_AT} since `previous`, the count last drawn (a busy kiosk
 * can skip a second, and the mark must not be lost with it). A count said every second would drown
 * everything else a screen reader says.
 */
export function readCountdownOut(seconds: number, previous: number | null): boolean {
  if (previous === null) return true;
  return KIOSK_COUNTDOWN_READ_AT.some((mark) => previous > mark && seconds <= mark);
}
