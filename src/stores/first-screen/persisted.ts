/**
 * Small JSON-with-expiry wrapper over the injected `Storage` ("saved order store": an entry
 * holding a timestamp and a value). Private modes where storage throws behave like an empty store.
 */
export interface Persisted<T> {
  read(key: string): T | null;
  write(key: string, value: T): void;
  remove(key: string): void;
}

interface Envelope<T> {
  timestamp: number;
  value: T;
}

/**
 * Creates a persisted map over `storage`; entries older than `maxAgeMs` read as missing and are
 * removed (saved-order store expiry 1 hour).
 */
export function createPersisted<T>(storage: Storage | null, now: () => Date, maxAgeMs: number): Persisted<T> {
  return {
    read(key) {
      if (!storage) return null;
      try {
        const raw = storage.getItem(key);
        if (!raw) return null;
        const envelope = JSON.parse(raw) as Envelope<T>;
        if (typeof envelope?.timestamp !== 'number' || now().getTime() - envelope.timestamp > maxAgeMs) {
          storage.removeItem(key);
          return null;
        }
        return envelope.value;
      } catch {
        return null;
      }
    },
    write(key, value) {
      if (!storage) return;
      try {
        const envelope: Envelope<T> = { timestamp: now().getTime(), value };
        storage.setItem(key, JSON.stringify(envelope));
      } catch {
        // Quota or private mode: the cart still works for this page view.
      }
    },
    remove(key) {
      try {
        storage?.removeItem(key);
      } catch {
        // ignore, see write()
      }
    },
  };
}
