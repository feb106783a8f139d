/**
 * Side-effect-free ESM entry of guest-ordering: importing it defines nothing; call
 * `defineGuestOrdering()` once. Script-tag users load `guest-ordering.js` (src/register.ts) instead.
 *
 * @example
 * import { defineGuestOrdering } from 'guest-ordering';
 * defineGuestOrdering();
 * document.querySelector('guest-ordering')?.addEventListener('order-complete', (event) => {
 *   console.log(event.detail.orderNumber);
 * });
 */
export { DEFAULT_TAG_NAME, defineGuestOrdering } from './element/define';
export { GuestOrderingElement } from './element/GuestOrderingElement';
export type { GuestOrderingCustomEvent, GuestOrderingDomEventMap } from './element/events';
export type { HostCommand, HostEnvelope } from './element/host-bridge';
export type { SessionTokens } from './element/runtime';
export type { ElementConfig } from './domain/element-config';
export type { CartSnapshot, GuestOrderingEventMap, GuestOrderingEventName } from './domain/host-events';
export type { GuestOrderingGlobal, QueuedCall } from './element/global-api';
// Also brings the widget's events to every element's addEventListener and <guest-ordering> to React's JSX.
export type { GuestOrderingAttributes } from './element/host-types';
