import r2wc from '@r2wc/react-to-web-component';
import { AppRoot } from '../app/AppRoot';
import { bindRuntime } from '../app/app-runtime';
import type { ElementConfig } from '../domain/element-config';
import type { CartSnapshot } from '../domain/host-events';
import { adoptShadowCss } from '../theme/shadow-stylesheet';
import { ATTRIBUTES, parseBooleanAttribute, r2wcProps, readAttributes } from './attributes';
import type { GuestOrderingDomEventMap } from './events';
import type { HostCommand } from './host-bridge';
import { createElementRuntime, type ElementRuntime, type SessionTokens } from './runtime';

/** The lifecycle r2wc's generated class implements (its type only says `CustomElementConstructor`). */
interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
}

const R2wcBase = /* @__PURE__ */ r2wc(AppRoot, { shadow: 'open', props: r2wcProps() }) as unknown as {
  new (): R2wcElement;
  readonly observedAttributes: string[];
};

/**
 * The whole guest ordering flow as one element: a React tree in an open shadow root, configured by
 * attributes and the JS API below, talking to its host through DOM events, postMessage (iframe) and
 * native webview bridges.
 *
 * @tagname guest-ordering
 * @summary Embeddable guest ordering widget (location, menu, cart, checkout, confirmation).
 *
 * @attr {string} api-base - Base URL of the ordering platform API; relative URLs resolve against the page. Property: `apiBase`.
 * @attr {string} publishable-key - Publishable key of the business, sent with every API call. Property: `publishableKey`.
 * @attr {string} business-id - Numeric business id; when absent it comes from the business configuration. Property: `businessId`.
 * @attr {string} product-id - Product id sent in the product header of every request. Property: `productId`.
 * @attr {'RESTAURANT' | 'HOTEL'} flow - Forces the flow; any other value (or none) uses the business configuration. Property: `flow`.
 * @attr {string} language - Initial language (`en_US`, `he`, `he_IL`…); the `language` query parameter and `setLanguage()` override it. Property: `language`.
 * @attr {string} base-path - Optional prefix of every widget route, e.g. `/my-hotel`. Property: `basePath`.
 * @attr {'hash' | 'memory'} routing - `hash` (default) keeps the route in a namespaced fragment (`#go:/menu`, `#go-<id>:/menu` when the element has an id); `memory` keeps it in memory. Property: `routing`.
 * @attr {string} host-origin - The one origin postMessage may talk to (iframe parent); `*` is refused. Property: `hostOrigin`.
 * @attr {string} realtime-url - Overrides the realtime database URL of the business configuration. Property: `realtimeUrl`.
 * @attr {boolean} shared-device - `"true"`/`"false"`: many guests use this device (hotel-room tablet): the checkout neither offers nor keeps "remember me" details. Property: `sharedDevice`.
 * @attr {boolean} kiosk - `true`/`false` (bare attribute = true): a self-service kiosk (also when the start-up parameters name a `deviceId`): asks "are you still there?" after `kiosk-idle-seconds` without a touch and clears the order 30 s later unless the guest asks for more time; never keeps guest details. Without a device id it shows only a staff-assistance message. Property: `kiosk`.
 * @attr {string} kiosk-idle-seconds - Seconds without a touch before a kiosk asks "are you still there?" (default 60). Property: `kioskIdleSeconds`.
 * @attr {boolean} owns-page - `"true"`/`"false"`: the widget is the whole page (a framed page, a webview's page), so it sets the page's favicon from the UI configuration of where the guest is; without it the host page's icon is never touched. Property: `ownsPage`.
 * @attr {boolean} is-native - `true`/`false` (bare attribute = true): running inside a native app webview; overrides the `isNative` start-up parameter. Property: `isNative`.
 * @attr {boolean} is-iframe - `true`/`false` (bare attribute = true): running inside an iframe; overrides the `isIframe` start-up parameter. Property: `isIframe`.
 *
 * @fires {CustomEvent<{ reason: 'back' | 'order-complete' | 'api' }>} close - The guest asked to leave the widget: Back on the location list or the menu inside a native wrapper (`back`), Done after the confirmation when native or framed (`order-complete`), or `close()` (`api`). Hosts hide or dismiss the widget. Bridges and the iframe parent also get `{ action: 'CLOSE', source: 'home' }` after the envelope.
 * @fires {CustomEvent<{ userId: string | null; isGuest: boolean; method: 'guest' | 'session' | 'sms-code' | 'registration' }>} login - Someone is signed in: a guest the widget logged in, the session it held, a member by SMS code, or a new member.
 * @fires {CustomEvent<{ reason: 'order-complete' | 'refresh-failed' | 'guest-support' | 'api' | 'member' }>} logout - The session ended: a guest's Done after the order, a failed token refresh, a user the business does not support, `signOut()`, or the member's Log out in the profile menu. Forget the tokens you passed to `signIn()`.
 * @fires {CustomEvent<{ orderId: string; orderNumber: string; confirmationNumber: string; total: number; currency: string; checkoutTime: string }>} order-complete - An order was placed and confirmed; `total` is in minor units (cents).
 * @fires {CustomEvent<{ quantity: number; subtotal: number; currency: string }>} cart-change - The cart changed; `quantity` is the total item count, `subtotal` in minor units.
 * @fires {CustomEvent<{ category: string; action: string; label?: string }>} analytics - An analytics event, for the host's own analytics.
 * @fires {CustomEvent<{ url: string }>} accessibility-widget - The UI configuration names an accessibility widget script (`url`, through the URL allow-list): load it into your page once, outside the widget. With `owns-page` the widget loads it into the document itself. See docs/accessibility.md.
 * @fires {CustomEvent<{ code: 1015; message: string; path: string }>} fallback - The platform answered code 1015: it asks the host to run its own fallback (another ordering page, a notice, a reload). `path` is the API call it answered.
 *
 * Theme tokens (the list and their precedence: `src/theme/tokens.ts`). A value set on the element by the
 * host page beats the UI configuration's, which beats the default.
 *
 * @cssprop [--go-accent=#1f5fbf] - Brand colour of buttons, links and highlights (UI configuration `colors.primary`).
 * @cssprop [--go-accent-contrast=#ffffff] - Text on the accent colour (derived from `colors.primary`).
 * @cssprop [--go-surface=#ffffff] - Background of the widget and its panels (`colors.background`).
 * @cssprop [--go-surface-muted=#f4f5f7] - Background of secondary panels.
 * @cssprop [--go-text=#1b1d21] - Main text colour (`colors.text`).
 * @cssprop [--go-muted=#5c6270] - Secondary text colour.
 * @cssprop [--go-border=#d6d9df] - Border colour.
 * @cssprop [--go-danger=#b3261e] - Error colour.
 * @cssprop --go-success - Colour of a past order's status in the order history; unset, the main text colour.
 * @cssprop [--go-radius=8px] - Corner radius of buttons, cards and modals.
 * @cssprop [--go-space=8px] - Base spacing unit; paddings and gaps are multiples of it.
 * @cssprop [--go-font-family=system-ui, …] - Font stack (`font_family`; system fonts by default).
 * @cssprop [--go-font-size=16px] - Base font size (px, independent of the host's root font size).
 * @cssprop --go-focus-ring - Box shadow of focused controls (a ring in the accent colour).
 *
 * @csspart base - The root wrapper inside the shadow root (carries `dir` and `lang`).
 * @csspart portal - The container modals and popups render into.
 * @csspart error - The recoverable error panel.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface below only adds typed overloads of addEventListener and removeEventListener, which HTMLElement implements
export class GuestOrderingElement extends R2wcBase {
  /** Base URL of the platform API (reflects `api-base`). */
  declare apiBase: string | undefined;
  /** Publishable key (reflects `publishable-key`). */
  declare publishableKey: string | undefined;
  /** Business id as text (reflects `business-id`). */
  declare businessId: string | undefined;
  /** Product id (reflects `product-id`). */
  declare productId: string | undefined;
  /** Forced flow, `RESTAURANT` or `HOTEL` (reflects `flow`). */
  declare flow: string | undefined;
  /** Initial language (reflects `language`). */
  declare language: string | undefined;
  /** Route prefix (reflects `base-path`). */
  declare basePath: string | undefined;
  /** `hash` or `memory` (reflects `routing`). */
  declare routing: string | undefined;
  /** Allowed postMessage origin (reflects `host-origin`). */
  declare hostOrigin: string | undefined;
  /** Realtime database URL override (reflects `realtime-url`). */
  declare realtimeUrl: string | undefined;

  readonly #runtime: ElementRuntime;

  constructor() {
    super();
    this.#runtime = createElementRuntime({ element: this, onHostCommand: (command) => this.#onHostCommand(command) });
    bindRuntime(this, this.#runtime);
    this.#runtime.setAttributes(readAttributes(this));
  }

  /** Running inside a native webview (reflects `is-native`; a bare attribute reads as true). */
  get isNative(): boolean {
    return parseBooleanAttribute(this.getAttribute('is-native'), 'is-native') ?? false;
  }
  set isNative(value: boolean) {
    this.setAttribute('is-native', value ? 'true' : 'false');
  }

  /** Running inside an iframe (reflects `is-iframe`; a bare attribute reads as true). */
  get isIframe(): boolean {
    return parseBooleanAttribute(this.getAttribute('is-iframe'), 'is-iframe') ?? false;
  }
  set isIframe(value: boolean) {
    this.setAttribute('is-iframe', value ? 'true' : 'false');
  }

  /** Many guests use this device (reflects `shared-device`): guest details are never offered nor kept. */
  get sharedDevice(): boolean {
    return parseBooleanAttribute(this.getAttribute('shared-device'), 'shared-device') ?? false;
  }
  set sharedDevice(value: boolean) {
    this.setAttribute('shared-device', value ? 'true' : 'false');
  }

  /** A self-service kiosk (reflects `kiosk`; a bare attribute reads as true). */
  get kiosk(): boolean {
    return parseBooleanAttribute(this.getAttribute('kiosk'), 'kiosk') ?? false;
  }
  set kiosk(value: boolean) {
    this.setAttribute('kiosk', value ? 'true' : 'false');
  }

  /** Seconds without a touch before a kiosk asks "are you still there?" (reflects `kiosk-idle-seconds`; null: 60). */
  get kioskIdleSeconds(): number | null {
    const value = Number(this.getAttribute('kiosk-idle-seconds'));
    return Number.isFinite(value) && value > 0 ? value : null;
  }
  set kioskIdleSeconds(value: number | null) {
    if (value === null) this.removeAttribute('kiosk-idle-seconds');
    else this.setAttribute('kiosk-idle-seconds', String(value));
  }

  /** The widget is the whole page and may set its favicon (reflects `owns-page`). */
  get ownsPage(): boolean {
    return parseBooleanAttribute(this.getAttribute('owns-page'), 'owns-page') ?? false;
  }
  set ownsPage(value: boolean) {
    this.setAttribute('owns-page', value ? 'true' : 'false');
  }

  /** The effective configuration: attributes, `configure()` and the URL merged (read-only copy). */
  get config(): ElementConfig {
    return { ...this.#runtime.$config.get() };
  }

  /**
   * r2wc attaches the shadow root in its constructor: a root the script-tag loader already attached
   * (to paint a deep link's first menu before the code arrived) is reused instead, paint included.
   */
  override attachShadow(init: ShadowRootInit): ShadowRoot {
    return this.shadowRoot ?? super.attachShadow(init);
  }

  override connectedCallback(): void {
    if (this.shadowRoot) adoptShadowCss(this.shadowRoot);
    this.#runtime.connect();
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A move (remove + append in one task) keeps the stores; a real removal disposes them.
    queueMicrotask(() => {
      if (!this.isConnected) this.#runtime.disconnect();
    });
  }

  override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
    super.attributeChangedCallback(name, oldValue, newValue);
    if (name in ATTRIBUTES) this.#runtime.setAttributes(readAttributes(this));
  }

  /**
   * Shows the widget (removes `hidden`) and, when `path` is given, goes to that widget route.
   * @param path - A widget route such as `/menu` or `/menu/order`.
   */
  open(path?: string): void {
    this.hidden = false;
    if (path) this.#runtime.navigate(path);
  }

  /** Hides the widget (sets `hidden`) and fires `close` with reason `api`. */
  close(): void {
    this.hidden = true;
    this.#runtime.emit('close', { reason: 'api' });
  }

  /**
   * Switches the language; resolves when its catalog has loaded. `dir` follows (rtl for the right-to-left languages of `src/domain/locale.ts`).
   * @param locale - `en_US`, `he`, `he_IL`…; unknown languages fall back to `en_US`.
   */
  setLanguage(locale: string): Promise<void> {
    return this.#runtime.setLanguage(locale);
  }

  /**
   * Sets configuration that beats the attributes (for values that should not sit in the DOM).
   * Changing `apiBase`, `publishableKey`, `productId`, `businessId`, `flow`, `routing`, `basePath`,
   * `realtimeUrl` or `sharedDevice` restarts the widget with the new values.
   * @param config - Any subset of the configuration (same names as the properties).
   */
  configure(config: Partial<ElementConfig>): void {
    if (!config || typeof config !== 'object') {
      throw new TypeError(`<guest-ordering>.configure() expects an object such as { apiBase: '/api' }; got ${String(config)}.`);
    }
    this.#runtime.configure(config);
  }

  /**
   * Signs the guest in with tokens the host already holds (single sign-on from a native app).
   * @param tokens - `{ accessToken, refreshToken }`.
   */
  signIn(tokens: SessionTokens): void {
    if (!tokens || typeof tokens.accessToken !== 'string' || !tokens.accessToken) {
      throw new TypeError(
        '<guest-ordering>.signIn() expects { accessToken: string, refreshToken?: string }; the accessToken was missing or empty.',
      );
    }
    this.#runtime.signIn(tokens);
  }

  /** Forgets the tokens, the cart and the order in progress (fires `logout` with `{ reason: 'api' }` when signed in). */
  signOut(): void {
    this.#runtime.signOut();
  }

  /** A read-only snapshot of the cart (amounts in minor units). */
  getCart(): CartSnapshot {
    return this.#runtime.getCart();
  }

  #onHostCommand(command: HostCommand): void {
    if (command.type === 'open') this.open(command.payload?.path);
    else if (command.type === 'close') this.close();
  }
}

// Typed listeners for our events, e.g. `el.addEventListener('order-complete', (e) => e.detail.orderNumber)`.
export interface GuestOrderingElement {
  addEventListener<K extends keyof GuestOrderingDomEventMap>(
    type: K,
    listener: (this: GuestOrderingElement, event: GuestOrderingDomEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: GuestOrderingElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof GuestOrderingDomEventMap>(
    type: K,
    listener: (this: GuestOrderingElement, event: GuestOrderingDomEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: GuestOrderingElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'guest-ordering': GuestOrderingElement;
  }
}
