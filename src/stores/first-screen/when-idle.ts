/**
 * Runs `task` when the browser is idle (at the latest after `timeout` ms), or after `fallbackMs`
 * where `requestIdleCallback` is missing (Safari, jsdom). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, { timeout = 2000, fallbackMs = 200 } = {}): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}
