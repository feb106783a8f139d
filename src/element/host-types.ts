/**
 * Types for TypeScript hosts, beyond the element class: the widget's events on any element's
 * `addEventListener` (`HTMLElementEventMap`), and `<guest-ordering>` in React's JSX with its attributes
 * typed by their declaration (`JSX.IntrinsicElements`). Types only: nothing here runs.
 *
 * ```tsx
 * const widget = document.getElementById('ordering')!; // HTMLElement
 * widget.addEventListener('order-complete', (event) => console.log(event.detail.orderNumber));
 * const page = <guest-ordering business-id="1001" publishable-key="pk_live_…" kiosk="true" />;
 * ```
 */
import type * as ReactTypes from 'react';
import type { ATTRIBUTES, AttributeKind, AttributeName } from '../domain/element-attributes';
import type { GuestOrderingDomEventMap } from './events';
import type { GuestOrderingElement } from './GuestOrderingElement';

/** The text an attribute of each kind takes in markup: a boolean `"true"`, `"false"` or bare (`""`). */
type AttributeText<K extends AttributeKind> = K extends 'boolean' ? '' | 'true' | 'false' : K extends 'number' ? string | number : string;

/** Every attribute of `<guest-ordering>` as markup (JSX, templates) writes it; see docs/reference.md. */
export type GuestOrderingAttributes = { [N in AttributeName]?: AttributeText<(typeof ATTRIBUTES)[N]['kind']> };

/**
 * The widget's events, but `close`: the DOM already names a plain `close` event (dialogs), which an
 * augmentation may not retype. On a `GuestOrderingElement` (a `querySelector('guest-ordering')`) every
 * event, `close` included, is typed by the element's own listeners.
 */
type WidgetEventsOnAnyElement = Omit<GuestOrderingDomEventMap, 'close'>;

declare global {
  interface HTMLElementEventMap extends WidgetEventsOnAnyElement {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'guest-ordering': ReactTypes.DetailedHTMLProps<ReactTypes.HTMLAttributes<GuestOrderingElement>, GuestOrderingElement> & GuestOrderingAttributes;
    }
  }
}
