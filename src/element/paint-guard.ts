/**
 * Keeps the loader's early paint honest until the widget's code takes over: a call the host queues
 * after the loader read the queue (`GuestOrdering.q.push(['configure', { businessId: 7 }])` while the
 * code downloads) may name another business, or ask for another screen. Each push re-judges the page,
 * and a paint that is no longer right is withdrawn at once. Once the code is in, the element itself
 * compares its configuration with the paint's (src/app/AppRoot.tsx).
 */
import { PAINTING_ATTRIBUTE, withdrawFirstPaint } from '../ui/first-paint-handover';

/** The re-checks of every painted root, by the queue they watch. */
const watchers = new WeakMap<unknown[], Set<() => void>>();

/**
 * Withdraws the paint in `root` as soon as a call pushed on `queue` (the host's
 * `window.GuestOrdering.q` stub, when it is an array) makes `stillRight` false. Several widgets may
 * watch one queue; the queue keeps working as an array for the widget's code.
 */
export function withdrawWhenQueued(root: ShadowRoot, queue: unknown, stillRight: () => boolean): void {
  if (!Array.isArray(queue)) return;
  let checks = watchers.get(queue);
  if (!checks) {
    const own = new Set<() => void>();
    checks = own;
    watchers.set(queue, own);
    const push = queue.push;
    Object.defineProperty(queue, 'push', {
      configurable: true,
      writable: true,
      value(this: unknown[], ...calls: unknown[]) {
        const length = push.apply(this, calls);
        for (const recheck of own) recheck();
        return length;
      },
    });
  }
  const recheck = () => {
    try {
      if (root.host.hasAttribute(PAINTING_ATTRIBUTE) && !stillRight()) withdrawFirstPaint(root);
    } catch {
      withdrawFirstPaint(root);
    }
  };
  checks.add(recheck);
}
