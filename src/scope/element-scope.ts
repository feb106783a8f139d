/**
 * The values every layer of one `<guest-ordering>` element needs, each held in exactly one place:
 * the business id, the flow, the currency with its decimals, the locale, the storage keys, the
 * realtime settings and the clock. Stores, the API client and the realtime connector all read them
 * here, so they can never disagree (a cart priced in yen by the API but read in cents by the realtime
 * listener, a business id the stores know but the API does not).
 *
 * It sits just above `src/domain` so that every layer may import it. Values that arrive later (the
 * business configuration, the chosen location, the currency settings) are told to it by whoever
 * receives them, through the `learn…`/`use…` verbs; everyone else only reads.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import { getCurrency } from '../domain/currency';
import { type StorageName, storageKey } from '../domain/element-start';
import type { Currency, Flow } from '../domain/types';

export type { StorageName };

/** Where calculated carts and payment results are pushed (the Firebase Realtime Database). */
export interface RealtimeSettings {
  /** The database URL, e.g. `https://demo.firebaseio.com` or the sandbox's `http://127.0.0.1:9000`. */
  databaseUrl: string;
  /** The database namespace, sent as `?ns=` (what local RTDB servers route by). */
  namespace: string;
}

/** What the business configuration tells the scope (`GET /users/api/v2/business/configurations`). */
export interface ScopeBusinessFacts {
  businessId: number;
  flow: Flow;
  realtime: RealtimeSettings | null;
}

/** What an element knows before any platform call: its attributes, its clock and its language. */
export interface ElementScopeInit {
  /** The `business-id` attribute; null when the platform configuration must name the business. */
  businessId: number | null;
  /** The `flow` attribute; null means "as the business configuration says". */
  flow: Flow | null;
  /** The `publishable-key`: stands in for the business in storage keys until the business is known. */
  publishableKey: string;
  /** The `realtime-url` attribute: overrides the configuration's database URL. */
  realtimeUrl: string | null;
  /** The element's clock; defaults to the wall clock. Tests and the sandbox inject their own. */
  now?: () => Date;
  /** The element's current locale (its own Lingui instance's); defaults to `en_US`. */
  locale?: () => string;
}

/**
 * One element's scope. Atoms for what screens and stores follow; plain getters for the API client and
 * the realtime connector, which read the value at the moment they convert or send something.
 */
export interface ElementScope {
  /** The business: the `business-id` attribute, else the one the platform configuration names; null until known. */
  readonly $businessId: ReadableAtom<number | null>;
  /** RESTAURANT or HOTEL: the `flow` attribute wins over the business configuration; RESTAURANT until known. */
  readonly $flow: ReadableAtom<Flow>;
  /**
   * The currency amounts are in: the chosen location's (USD before one is chosen), with the business's
   * currency settings applied. Its `minorUnit` (JPY 0, USD 2, KWD 3) converts every wire amount.
   */
  readonly $currency: ReadableAtom<Currency>;
  /** Where calculations are pushed: the configuration's database, its URL replaced by `realtime-url`. */
  readonly $realtime: ReadableAtom<RealtimeSettings | null>;
  /** `$businessId.get()`. */
  businessId(): number | null;
  /** `$currency.get()`. */
  currency(): Currency;
  /** The currency of an ISO code (e.g. a placed order's), with the business's currency settings applied. */
  currencyFor(code: string | null): Currency;
  /** `$realtime.get()`. */
  realtime(): RealtimeSettings | null;
  /** The element's locale (e.g. `he`, `en_US`). */
  locale(): string;
  /** The element's clock. */
  now(): Date;
  /** The `localStorage` key of `name` for this business (`storageKey` of src/domain/element-start.ts). */
  storageKey(name: StorageName, ...parts: (string | number)[]): string;
  /** The business configuration arrived: its business id (unless the attribute named one), flow and realtime database. */
  learnBusiness(facts: ScopeBusinessFacts): void;
  /** The guest chose a location (null: none): its ISO currency code names the currency. */
  learnCurrencyCode(code: string | null): void;
  /** The business's currency settings file arrived (keyed by ISO code); it overrides the built-in table. */
  learnCurrencySettings(settings: Readonly<Record<string, Currency>>): void;
}

/** Creates the scope of one element from what it knows at start. */
export function createElementScope(init: ElementScopeInit): ElementScope {
  const $business = atom<ScopeBusinessFacts | null>(null);
  const $currencyCode = atom<string | null>(null);
  const $currencySettings = atom<Readonly<Record<string, Currency>>>({});

  const $businessId = computed($business, (facts) => init.businessId ?? facts?.businessId ?? null);
  const $flow = computed($business, (facts): Flow => init.flow ?? facts?.flow ?? 'RESTAURANT');
  const $currency = computed([$currencyCode, $currencySettings], (code, settings) => getCurrency(code, settings));
  const $realtime = computed($business, (facts): RealtimeSettings | null => {
    if (!facts?.realtime) return null;
    return init.realtimeUrl ? { ...facts.realtime, databaseUrl: init.realtimeUrl } : facts.realtime;
  });

  return {
    $businessId,
    $flow,
    $currency,
    $realtime,
    businessId: () => $businessId.get(),
    currency: () => $currency.get(),
    currencyFor: (code) => getCurrency(code, $currencySettings.get()),
    realtime: () => $realtime.get(),
    locale: () => init.locale?.() || 'en_US',
    now: () => init.now?.() ?? new Date(),
    storageKey: (name, ...parts) => storageKey(init, name, ...parts),
    learnBusiness(facts) {
      $business.set({ businessId: facts.businessId, flow: facts.flow, realtime: facts.realtime });
    },
    learnCurrencyCode(code) {
      $currencyCode.set(code);
    },
    learnCurrencySettings(settings) {
      $currencySettings.set({ ...settings });
    },
  };
}
