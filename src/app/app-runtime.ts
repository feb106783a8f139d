import type { I18n } from '@lingui/core';
import type { ReadableAtom } from 'nanostores';
import type { AppContextValue } from '../screens/app-context';

/**
 * What the React tree of one element reads from that element's runtime (src/element/runtime.ts).
 * r2wc only hands React the shadow root, so the runtime is found through the host element.
 */
export interface AppRuntime {
  /** This element's Lingui instance (never the global one). */
  readonly i18n: I18n;
  /** The current dependencies and stores; replaced when identity config (api-base, flow…) changes. */
  readonly $session: ReadableAtom<AppSession>;
  /** Builds a fresh session after a start-up failure ("Try again"). */
  retry(): void;
}

/** Either a working session or the error that prevented one (shown, recoverably, instead of a blank widget). */
export type AppSession =
  | { status: 'ready'; value: AppContextValue; id: number }
  | { status: 'failed'; error: unknown; id: number }
  | { status: 'idle'; id: number };

const runtimes = new WeakMap<Element, AppRuntime>();

/** Associates a runtime with its host element; called by the element before React mounts. */
export function bindRuntime(host: Element, runtime: AppRuntime): void {
  runtimes.set(host, runtime);
}

/** The runtime of a host element, or undefined when the element did not bind one. */
export function runtimeOf(host: Element): AppRuntime | undefined {
  return runtimes.get(host);
}
