import { literal, nullable, object, optional, pattern, size, string, union } from 'superstruct';
import { check } from '../api/validation';
import type { GuestOrderingEventMap, GuestOrderingEventName } from '../domain/host-events';

/**
 * What the widget sends to an iframe parent or a native wrapper: a versioned envelope that only
 * ever grows (new fields, new types; never a changed meaning), so hosts can switch on `type`.
 */
export interface HostEnvelope<K extends GuestOrderingEventName = GuestOrderingEventName> {
  source: 'guest-ordering';
  v: 1;
  type: K;
  payload: GuestOrderingEventMap[K];
}

/**
 * Commands a host may send in (`{ source: 'guest-ordering-host', v: 1, type, payload }`).
 * Deliberately tiny: nothing that places an order, pays or signs in is accepted over postMessage.
 */
export type HostCommand =
  | { type: 'open'; payload?: { path?: string } | null }
  | { type: 'close'; payload?: Record<string, never> | null }
  | { type: 'set-language'; payload: { locale: string } };

const envelope = { source: literal('guest-ordering-host'), v: literal(1) } as const;
/** Widget paths only (`/menu/order`), never a URL: a host cannot navigate us off-site. */
const WidgetPath = size(pattern(string(), /^\/[\w\-./?=&%]*$/), 1, 200);
const Locale = size(pattern(string(), /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/), 2, 20);

/** The superstruct schema of an inbound host message; anything else is dropped. */
export const HostCommandMessage = union([
  object({ ...envelope, type: literal('open'), payload: optional(nullable(object({ path: optional(WidgetPath) }))) }),
  object({ ...envelope, type: literal('close'), payload: optional(nullable(object({}))) }),
  object({ ...envelope, type: literal('set-language'), payload: object({ locale: Locale }) }),
]);

/**
 * The close message of the platform's older hosts: native wrappers and iframe parents written against it
 * switch on `action`, not on our envelope, so every `close` is also posted in this shape.
 */
export const LEGACY_CLOSE_MESSAGE = Object.freeze({ action: 'CLOSE', source: 'home' } as const);

/** Native bridges the widget may find in a webview (host embedding). */
interface NativeBridgeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { guestOrdering?: { postMessage(message: unknown): void } } };
  /** An Android WebView's `addJavascriptInterface(bridge, "GuestOrderingAndroid")`: strings only. */
  GuestOrderingAndroid?: { postMessage(message: string): void };
}

/** How {@link createHostBridge} finds its host. */
export interface HostBridgeOptions {
  /** Read on every message so `host-origin` changes apply at once; null disables iframe messaging. */
  getHostOrigin(): string | null;
  /** Runs a validated inbound command. */
  onCommand(command: HostCommand): void;
  /** Injected for tests; defaults to the global window. */
  window?: Window;
}

/** The outbound and inbound halves of the host channel for one element. */
export interface HostBridge {
  /** Mirrors an event to the iframe parent (only to `host-origin`) and to native bridges. */
  post<K extends GuestOrderingEventName>(type: K, payload: GuestOrderingEventMap[K]): void;
  /** Starts accepting inbound commands; idempotent. */
  listen(): void;
  /** Stops accepting inbound commands. */
  dispose(): void;
}

/**
 * Creates the host bridge of one element.
 *
 * Outbound: `window.parent.postMessage(envelope, hostOrigin)` only inside an iframe and only with an
 * exact `host-origin` (never `"*"`: order data must not reach whoever frames us), plus
 * `ReactNativeWebView.postMessage(JSON)`, `webkit.messageHandlers.guestOrdering.postMessage(envelope)` and
 * `GuestOrderingAndroid.postMessage(JSON)` when those bridges exist. A `close` is followed on each
 * channel by {@link LEGACY_CLOSE_MESSAGE}. Inbound: `message` events whose `origin` equals `host-origin` and whose
 * data matches {@link HostCommandMessage}.
 */
export function createHostBridge(options: HostBridgeOptions): HostBridge {
  const win = options.window ?? window;
  let listening = false;

  const onMessage = (event: MessageEvent): void => {
    const hostOrigin = options.getHostOrigin();
    if (!hostOrigin || event.origin !== hostOrigin) return;
    if (!check(event.data, HostCommandMessage).ok) return;
    const { type, payload } = event.data;
    options.onCommand({ type, payload } as HostCommand);
  };

  return {
    post(type, payload) {
      const envelope: HostEnvelope = { source: 'guest-ordering', v: 1, type, payload };
      const messages: object[] = type === 'close' ? [envelope, { ...LEGACY_CLOSE_MESSAGE }] : [envelope];
      const hostOrigin = options.getHostOrigin();
      const native = win as unknown as NativeBridgeWindow;
      for (const message of messages) {
        if (hostOrigin && hostOrigin !== '*' && isFramed(win)) {
          safely(() => win.parent.postMessage(message, hostOrigin));
        }
        if (native.ReactNativeWebView?.postMessage) {
          safely(() => native.ReactNativeWebView?.postMessage(JSON.stringify(message)));
        }
        const webkitHandler = native.webkit?.messageHandlers?.guestOrdering;
        if (webkitHandler?.postMessage) safely(() => webkitHandler.postMessage(message));
        if (native.GuestOrderingAndroid?.postMessage) {
          safely(() => native.GuestOrderingAndroid?.postMessage(JSON.stringify(message)));
        }
      }
    },
    listen() {
      if (listening) return;
      listening = true;
      win.addEventListener('message', onMessage);
    },
    dispose() {
      listening = false;
      win.removeEventListener('message', onMessage);
    },
  };
}

function isFramed(win: Window): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true;
  }
}

/** A host bridge that throws must never break the widget (or the DOM event already dispatched). */
function safely(action: () => void): void {
  try {
    action();
  } catch (error) {
    console.warn('<guest-ordering>: a host bridge rejected a message', error);
  }
}
