import type { Emit, GuestOrderingEventMap, GuestOrderingEventName } from '../domain/host-events';
import type { HostBridge } from './host-bridge';

/** The DOM event type of each host event: a `CustomEvent` whose `detail` is the payload. */
export type GuestOrderingCustomEvent<K extends GuestOrderingEventName = GuestOrderingEventName> = CustomEvent<GuestOrderingEventMap[K]>;

/** `GuestOrderingEventMap` as DOM events, for typed `addEventListener` overloads. */
export type GuestOrderingDomEventMap = { [K in GuestOrderingEventName]: GuestOrderingCustomEvent<K> };

/**
 * Creates the ONE `emit()` of an element: dispatches `CustomEvent(type, { detail, bubbles: true,
 * composed: true })` on the element (so host listeners on any ancestor hear it across shadow
 * boundaries; r2wc's own events neither bubble nor keep kebab-case), then mirrors it through the
 * host bridge. A throwing host listener never reaches the store that emitted, nor stops the mirror
 * (browsers report listener errors, some DOM implementations rethrow them).
 */
export function createEmit(target: EventTarget, bridge: Pick<HostBridge, 'post'> | null): Emit {
  return (type, detail) => {
    try {
      target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    } catch (error) {
      console.error(`<guest-ordering>: a host listener for "${type}" threw`, error);
    }
    bridge?.post(type, detail);
  };
}
