import { createElement, lazy, type ComponentType } from 'react';

/** Resets of the components whose chunk failed to download, waiting for the guest's "Try again". */
const failedChunks = new Set<() => void>();

/**
 * `React.lazy` that can be tried again. React keeps a lazy component's first outcome for the life of
 * the page, so a screen whose chunk failed to download (the guest went offline for a moment) would
 * fail on every later render, even once the connection is back. This component forgets a failed
 * download: after {@link retryFailedChunks} the next render downloads the chunk again (browsers fetch
 * a failed dynamic import again).
 *
 * @example
 * const OrderScreen = retryableLazy(() => import('./order/OrderScreen').then((m) => ({ default: m.OrderScreen })));
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props (React.lazy's own signature)
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  const create = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedChunks.add(reset);
        throw error;
      }),
    );
  let current = create();
  function reset(): void {
    current = create();
  }
  // biome-ignore lint/correctness/noComponentHookFactories: the factory's point: one component per lazy chunk, made once at module level by its caller
  function RetryableLazy(props: object) {
    return createElement(current as unknown as ComponentType<object>, props);
  }
  return RetryableLazy as T;
}

/** Lets every component whose chunk failed to download try again on its next render. */
export function retryFailedChunks(): void {
  for (const reset of failedChunks) reset();
  failedChunks.clear();
}
