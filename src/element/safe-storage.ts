/**
 * `localStorage`, or null where touching it throws (Safari private mode, sandboxed iframes, a full
 * storage): probed with a write, as the element opens it. The loader reads the guest's kept language
 * through the same door, so it finds exactly what the element will.
 */
export function safeLocalStorage(win: Window): Storage | null {
  try {
    const storage = win.localStorage;
    const probe = '__guest_ordering_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}
