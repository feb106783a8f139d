/**
 * The one way the element's stores load a part that lives in a lazy chunk (the ordering stores, the
 * locations store): the first `load()` imports and creates it, later calls share that promise and
 * the part, and a failed import is tried again on the next call (a flaky network must not leave the
 * guest stuck for the page's life).
 */
export interface LazyPart<T> {
  /** Imports and creates the part once; resolves to it. */
  load(): Promise<T>;
  /** The part once `load()` resolved, else null. */
  current(): T | null;
}

/**
 * `importModule` fetches the chunk (`() => import('./ordering/menu-part')`) and `build` creates
 * the part from it. `isDisposed` is asked once the chunk arrived: an element that left the page
 * meanwhile builds nothing, and `load()` rejects.
 */
export function lazyPart<M, T>(importModule: () => Promise<M>, build: (module: M) => T, isDisposed: () => boolean = () => false): LazyPart<T> {
  let part: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load() {
      loading ??= importModule().then(
        (module) => {
          if (isDisposed()) throw new Error('<guest-ordering>: the element was removed while its stores loaded');
          part = build(module);
          return part;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => part,
  };
}
