/**
 * What `<guest-ordering>` offers an integrator, documented once: what each attribute, method, event,
 * CSS custom property and part means. The behaviour sits beside it in one declaration each (attributes:
 * `ATTRIBUTES` of src/domain/element-attributes.ts; events: `GuestOrderingEventMap` of
 * src/domain/host-events.ts; CSS custom properties: `THEME_TOKENS` of src/theme/tokens.ts; methods: the
 * element class), and the types below make a member without its documentation a compile error.
 * `npm run surface` writes `custom-elements.json` and the tables of docs/reference.md from here and from
 * those declarations; a unit test fails when the committed tables drift.
 *
 * Not part of the widget's code: only the generator and the tests import it.
 */
import type { AttributeName } from '../domain/element-attributes';
import type { GuestOrderingEventMap, GuestOrderingEventName } from '../domain/host-events';
import { DEFAULT_AUTO_REDIRECT_SECONDS } from '../domain/kiosk/idle';
import type { PageWideMethod } from './global-api';
import type { GuestOrderingElement } from './GuestOrderingElement';

/** The documentation of one attribute (its property, kind and default come from its declaration). */
export interface AttributeDoc {
  /** The values it takes, as the reference shows them (`positive integer`, `` `hash` \| `memory` ``). */
  type: string;
  /** The default as an integrator reads it, where the declared fallback (`null`) means "from elsewhere". */
  default?: string;
  /** What it does (Markdown, one paragraph). */
  description: string;
}

/** Every attribute's documentation. */
export const ATTRIBUTE_DOCS: { readonly [N in AttributeName]: AttributeDoc } = {
  'api-base': {
    type: 'string',
    default: "`''` (the page's origin)",
    description: 'Base URL of the ordering platform API. Relative URLs resolve against the page.',
  },
  'publishable-key': { type: 'string', description: 'Publishable key of the business, sent with every call.' },
  'business-id': {
    type: 'positive integer',
    default: 'from the business configuration',
    description:
      'Numeric business id. **Optional**: without it the widget asks the platform for the business configuration of `publishable-key` (`GET /users/api/v2/business/configurations?publishableKey=…`) and uses the `business_id` it names for every later call; the UI configuration and locations then start once that answer is in (one round trip later). With it, all three start-up calls go at once. Saved carts and checkouts are keyed by the publishable key when it is absent.',
  },
  'product-id': { type: 'string', description: 'Sent in the product header of every request.' },
  flow: {
    type: '`RESTAURANT` \\| `HOTEL` (any case)',
    default: 'from the business configuration',
    description: 'Forces the flow. Any other value means "from configuration".',
  },
  language: {
    type: 'locale (`en_US`, `he`, `he_IL`)',
    default: 'the business default, else `en_US`',
    description: 'Initial language. See precedence below.',
  },
  'base-path': { type: 'path', description: 'Prefix of every widget route, e.g. `/my-hotel`.' },
  routing: { type: '`hash` \\| `memory`', description: 'Where the route lives; see [Routing](#routing).' },
  'host-origin': {
    type: 'exact origin',
    default: 'none',
    description: 'The only origin postMessage may talk to (iframe parent, inbound commands). `*` and non-http(s) values are refused with a console warning.',
  },
  'realtime-url': { type: 'URL', default: 'from the business configuration', description: 'Overrides the realtime database URL.' },
  'shared-device': {
    type: 'boolean',
    description:
      'Many guests use this device (a hotel-room tablet, a lobby screen): the checkout never offers "Remember me on this device" and keeps no guest details in `localStorage`. Kiosks (a `deviceId` start-up parameter) behave the same without it. See [Guest details on the device](#guest-details-on-the-device).',
  },
  kiosk: {
    type: 'boolean',
    description:
      'A self-service kiosk (also when the start-up parameters name a `deviceId`): never keeps guest details, the logo does not leave the kiosk\'s start, and nobody touching it for `kiosk-idle-seconds` on the menu, an item or checkout asks "Are you still there?" with "I need more time" and "Start over"; with no answer the order is cleared 30 s later. Without a `deviceId` it takes no order and shows only a staff-assistance message. See [Kiosks](#kiosks).',
  },
  'kiosk-idle-seconds': {
    type: 'number',
    default: `\`${DEFAULT_AUTO_REDIRECT_SECONDS}\``,
    description: 'Seconds without a touch before a kiosk asks "Are you still there?".',
  },
  'owns-page': {
    type: 'boolean',
    description:
      "The widget is the whole page (a page you frame or load in a webview that shows nothing else): it sets the page's favicon from the UI configuration of where the guest is, and gives the page its own icons back when it leaves. Without it the page's `<head>` is never touched. See [Theming](embedding.md#the-favicon-only-when-the-widget-owns-the-page).",
  },
  'analytics-data-layer': {
    type: 'JavaScript identifier',
    default: 'none',
    description:
      'Name of your page\'s data layer array (`dataLayer` for Google Tag Manager and gtag.js): the widget pushes [GA4 ecommerce events](#ga4-ecommerce-events-data-layer) to it, creating the array when the page has none. Any other value (`window.dataLayer`, `a-b`) is refused with a console warning; a global of that name that is not an array is left alone (one warning). Nothing is pushed without `analytics-consent="granted"`.',
  },
  'analytics-consent': {
    type: '`granted` \\| `denied`',
    default: '`denied`',
    description:
      "The guest's consent to analytics. Events are pushed only while it is `granted`; what happens before is dropped, never sent later, and `denied` stops the events at once. `setAnalyticsConsent()` sets this attribute, and so does `configure({ analyticsConsent })`: the last word wins, whoever said it. Any other word counts as `denied`, with a console warning.",
  },
  'client-ip': {
    type: 'IPv4 or IPv6 address',
    default: 'none',
    description:
      "The guest's public IP address, when your server or app backend knows it: the business's geocoding service places the guest's country by it (the phone field's starting country). Without it the service judges by the request's own address; where your page already holds the guest's permission to read the location, the widget sends coordinates instead (it never asks for that permission). Anything but an address is refused with a console warning.",
  },
  'is-native': { type: 'boolean', default: 'from `?isNative`', description: 'Running in a native app webview.' },
  'is-iframe': { type: 'boolean', default: 'from `?isIframe`', description: 'Running in an iframe.' },
};

/** The element's public methods (every one needs its {@link MethodDoc}). */
export type PublicMethod = 'open' | 'close' | 'setLanguage' | 'configure' | 'setAnalyticsConsent' | 'signIn' | 'signOut' | 'getCart';

/** The documentation of one public method. */
export interface MethodDoc {
  /** The call as an integrator writes it (`open(path?: string)`). */
  signature: string;
  /** The type it returns. */
  returns: string;
  /** What it does (Markdown). */
  description: string;
}

/** Every public method's documentation; `pageWide` ones are also on `window.GuestOrdering`, for every widget of the page. */
export const METHOD_DOCS: { readonly [M in PublicMethod]: MethodDoc & { pageWide: M extends PageWideMethod ? true : false } } = {
  open: {
    signature: 'open(path?: string)',
    returns: 'void',
    description: 'Removes `hidden` and, with a path, goes to that widget route (`/menu`, `/menu/order`).',
    pageWide: true,
  },
  close: { signature: 'close()', returns: 'void', description: "Sets `hidden` and fires `close` with `{ reason: 'api' }`.", pageWide: true },
  setLanguage: {
    signature: 'setLanguage(locale: string)',
    returns: 'Promise<void>',
    description: 'Loads the catalog (lazily for non-English) and switches; `dir` follows. Unknown languages fall back to `en_US`.',
    pageWide: true,
  },
  configure: {
    signature: 'configure(config: Partial<ElementConfig>)',
    returns: 'void',
    description:
      "Sets configuration that beats attributes (for values you would rather not put in the DOM); the keys are the properties' names. `analyticsConsent` is the exception: it sets the `analytics-consent` attribute, as `setAnalyticsConsent()` does. Throws `TypeError` for a non-object.",
    pageWide: true,
  },
  setAnalyticsConsent: {
    signature: 'setAnalyticsConsent(granted: boolean)',
    returns: 'void',
    description:
      "Grants (`true`) or revokes (`false`) the guest's analytics consent: sets `analytics-consent` to `granted` or `denied`. See [GA4 ecommerce events](#ga4-ecommerce-events-data-layer). Throws `TypeError` for anything but a boolean.",
    pageWide: true,
  },
  signIn: {
    signature: 'signIn({ accessToken, refreshToken })',
    returns: 'void',
    description:
      "Uses tokens the host already holds (single sign-on); their user (guest or member) is loaded at once, and `login` fires with `method: 'session'`. A member signed in this way gets the profile menu. Throws `TypeError` when `accessToken` is missing.",
    pageWide: true,
  },
  signOut: {
    signature: 'signOut()',
    returns: 'void',
    description: 'Forgets the tokens, the cart and the order in progress; fires `logout` (`api`) when signed in.',
    pageWide: true,
  },
  getCart: {
    signature: 'getCart()',
    returns: 'CartSnapshot',
    description: '`{ lines, quantity, subtotal, currency }`, amounts in minor units (cents).',
    pageWide: false,
  },
};

/** Every public method is a method of the element (a compile error here names one that is not). */
const methodsExist: { [M in PublicMethod]: GuestOrderingElement[M] extends (...args: never[]) => unknown ? true : never } = {
  open: true,
  close: true,
  setLanguage: true,
  configure: true,
  setAnalyticsConsent: true,
  signIn: true,
  signOut: true,
  getCart: true,
};
void methodsExist;

/** The documentation of one event: when it fires, and each payload field's type as the reference shows it. */
export interface EventDoc<E extends GuestOrderingEventName> {
  /** When it fires and what a host does with it (Markdown). */
  trigger: string;
  /** Every field of the payload (a field added to the event map without its entry here is a compile error). */
  payload: { readonly [F in keyof GuestOrderingEventMap[E]]-?: string };
}

/** Every event's documentation. */
export const EVENT_DOCS: { readonly [E in GuestOrderingEventName]: EventDoc<E> } = {
  close: {
    trigger:
      "The guest asked to leave: Back on the location list or the menu inside a native wrapper (`back`), Done on the confirmation when native or framed (`order-complete`), or `close()` / the `close` host command (`api`). Hosts hide or dismiss the widget. Through postMessage and the native bridges it is followed by `{ action: 'CLOSE', source: 'home' }` for older hosts.",
    payload: { reason: "'back' \\| 'order-complete' \\| 'api'" },
  },
  login: {
    trigger:
      "Someone is signed in: a guest the widget logged in (`method: 'guest'`), the session it already held (`'session'`: kept, start-up URL or `signIn()`), a member who logged in with an SMS code (`'sms-code'`) or registered (`'registration'`).",
    payload: { userId: 'string \\| null', isGuest: 'boolean', method: "'guest' \\| 'session' \\| 'sms-code' \\| 'registration'" },
  },
  logout: {
    trigger:
      "The session ended: a guest's Done after the order (`order-complete`), a failed token refresh (`refresh-failed`), a user the business does not support (`guest-support`), `signOut()` (`api`), or the member's confirmed Log out in the profile menu (`member`). Forget the tokens you passed to `signIn()`.",
    payload: { reason: "'order-complete' \\| 'refresh-failed' \\| 'guest-support' \\| 'api' \\| 'member'" },
  },
  'order-complete': {
    trigger: 'An order was placed and confirmed (the confirmation screen shows). `total` is in minor units (cents).',
    payload: { orderId: 'string', orderNumber: 'string', confirmationNumber: 'string', total: 'number', currency: 'string', checkoutTime: 'string' },
  },
  'order-status': {
    trigger:
      "A placed order moved on: its status, its ETA or the kitchen's message changed, as the platform reports it (a platform with the optional order-status capability; see [checkout](checkout.md#following-an-order)): sent once per change while the confirmation or the order's status page follows it, the first report included. `status` is `RECEIVED`, `ACCEPTED`, `PREPARING`, `READY`, `OUT_FOR_DELIVERY`, `DELIVERED`, `PICKED_UP`, `REJECTED` or `CANCELLED`; `eta` an ISO 8601 instant or null; `delayed` true when the kitchen pushed the ETA back. `version` is 1; a later shape gets another number.",
    payload: { version: '1', orderId: 'string', status: 'string', eta: 'string \\| null', message: 'string \\| null', delayed: 'boolean' },
  },
  'cart-change': {
    trigger: 'The cart changed (add, edit, remove, recalculation). `quantity` is the total item count, `subtotal` in minor units.',
    payload: { quantity: 'number', subtotal: 'number', currency: 'string' },
  },
  analytics: {
    trigger: "An analytics event (for the host's own analytics); see [Analytics events](#analytics-events).",
    payload: { category: 'string', action: 'string', label: 'string (optional)' },
  },
  fallback: {
    trigger:
      "The platform answered an API call with code `1015`: it asks the host to run its own fallback (send the guest to another ordering page, show the host's notice, reload). The widget shows its usual error for that call; what else happens is the host's. `message` is the platform's, `path` the API call (e.g. `/restaurants/api/v3/cart`).",
    payload: { code: '1015', message: 'string', path: 'string' },
  },
  'accessibility-widget': {
    trigger:
      "The UI configuration of where the guest is names an accessibility widget script (`accessibility_widget_url`, through the URL allow-list; a hotel's or a location's own look may name another). Load it into your own page, once; the widget never puts it in its shadow root or styles. Sent once per script each time the widget starts. With `owns-page` the widget has already loaded it into the document (one `<script data-guest-ordering-accessibility-widget>`, skipped when the page already has a script with that address). See [accessibility](accessibility.md#accessibility-widget).",
    payload: { url: 'string' },
  },
};

/** The element's CSS parts and what each is. */
export const CSS_PARTS: Readonly<Record<string, string>> = {
  base: 'The root wrapper inside the shadow root (carries `dir` and `lang`)',
  portal: 'The container modals and popups render into',
  error: 'The recoverable error panel ("Try again")',
};
