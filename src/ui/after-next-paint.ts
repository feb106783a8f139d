/**
 * Runs `task` once the browser has painted the frame the current work leads to, so a tap's visible
 * answer (a dialog closing, the order count going up) reaches the screen first and the work the guest
 * does not see at once (saving the cart to the platform, opening its realtime watch) starts right after.
 * On a throttled phone that work cost a tap tens of milliseconds before its frame.
 *
 * Bounded: a page whose frames do not come (a background tab pauses them) runs the task after
 * {@link AFTER_PAINT_FALLBACK_MS} anyway, and where there are no frames at all (no
 * `requestAnimationFrame`) it runs on the next task. Returns a cancel.
 */
export const AFTER_PAINT_FALLBACK_MS = 100;

export function afterNextPaint(task: () => void): () => void {
  let done = false;
  let frame: number | null = null;
  let next: ReturnType<typeof setTimeout> | null = null;
  const fallback = setTimeout(() => run(), typeof requestAnimationFrame === 'function' ? AFTER_PAINT_FALLBACK_MS : 0);
  const cancel = (): void => {
    done = true;
    clearTimeout(fallback);
    if (next !== null) clearTimeout(next);
    if (frame !== null && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
  };
  function run(): void {
    if (done) return;
    cancel();
    task();
  }
  // The frame callback runs before that frame paints; the task after it runs once it has.
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(() => (next = setTimeout(run, 0)));
  return cancel;
}

/**
 * Runs `task` once the frame the current work leads to is on screen: after that frame's paint and
 * the one after it. Right after a paint its frame is still on its way to the screen (the compositor
 * and the browser draw it); work started then, a history write the browser must record or a request,
 * competes with that on a small machine and delays what the guest sees, while a frame later it does
 * not. Bounded like {@link afterNextPaint} (each of the two waits). Returns a cancel.
 */
export function afterPaintShown(task: () => void): () => void {
  let cancelSecond: (() => void) | null = null;
  const cancelFirst = afterNextPaint(() => {
    cancelSecond = afterNextPaint(task);
  });
  return () => {
    cancelFirst();
    cancelSecond?.();
  };
}
