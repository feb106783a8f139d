/**
 * Schemas for menus, carts, checkout and realtime carts: the part of `./schemas.ts` loaded with the
 * menu (lazy chunk). See `./schemas.ts`.
 */
import {
  array, boolean, enums, integer, lazy, nullable, number, optional, record, size, string, type,
  type Describe, type Struct,
} from 'superstruct';
import { every } from './validation';
import type {
  WireAllergen, WireAllergensResponse, WireCartRequest, WireCartResponse, WireCategory, WireCheckoutRequest, WireCheckoutResponse,
  WireCurrencySettings, WireItem, WireMenu, WireMenuTranslationsResponse, WireModifier, WireModifierGroup, WireOutOfStockResponse,
  WireRealtimeCart, WireRealtimeTransaction, WireRoomValidityResponse, WireSummary, WireTransactionRequest,
} from './wire';

// Modifiers nest (a modifier may open its own groups, e.g. "Fiorentina" -> "Doneness"): `lazy()`
// defers the self-reference, so any depth is validated.
export const ModifierSchema: Describe<WireModifier> = type(every<WireModifier>()({
  id: number(),
  pos_unique_id: string(),
  name: string(),
  price: number(),
  kcal: nullable(number()),
  allergens: array(number()),
  stock: boolean(),
  modifierGroups: optional(array(lazy((): Struct<WireModifierGroup, any> => ModifierGroupSchema))),
}));

export const ModifierGroupSchema: Describe<WireModifierGroup> = type({
  id: number(),
  pos_unique_id: string(),
  name: string(),
  minSelect: number(),
  maxSelect: number(),
  modifiers: array(ModifierSchema),
});

export const ItemSchema: Describe<WireItem> = type(every<WireItem>()({
  id: number(),
  pos_unique_id: string(),
  serial_id: number(),
  name: string(),
  description: string(),
  price: number(),
  image: nullable(string()),
  kcal: nullable(number()),
  allergens: array(number()),
  under_18: boolean(),
  is_hidden: boolean(),
  modifierGroups: array(ModifierGroupSchema),
  saleIds: optional(array(number())),
  saleText: optional(nullable(string())),
}));

// Categories nest (sub-categories are categories): `lazy()` defers the self-reference.
export const CategorySchema: Describe<WireCategory> = type({
  id: number(),
  bid: number(),
  serial_id: number(),
  name: string(),
  pos_unique_id: string(),
  type: enums(['category', 'subcategory'] as const),
  under_18: boolean(),
  subcategories: array(lazy((): Struct<WireCategory, any> => CategorySchema)),
  items: array(ItemSchema),
});

export const MenuSchema: Describe<WireMenu> = type({
  id: number(),
  name: string(),
  categories: array(CategorySchema),
});

/** The allergens file (spec 3, 7.4). */
export const AllergenSchema: Describe<WireAllergen> = type({
  id: number(),
  key: string(),
  name: string(),
  icon: nullable(string()),
  translations: array(type({ language: string(), text: string() })),
});

export const AllergensResponseSchema: Describe<WireAllergensResponse> = type({ allergens: array(AllergenSchema) });

/** One language's menu translation file (spec 7.4), keyed by resource_id = pos_unique_id. */
export const MenuTranslationsResponseSchema: Describe<WireMenuTranslationsResponse> = type({
  language: string(),
  data: array(type(every<WireMenuTranslationsResponse['data'][number]>()({
    resource_id: string(),
    name: optional(nullable(string())),
    description: optional(nullable(string())),
    sale_text: optional(nullable(string())),
  }))),
  charges: optional(nullable(record(string(), string()))),
});

/**
 * The currency settings file (spec 3 Currency, 7.4). `minorUnit` must be a whole number 0..4: it
 * scales every price, so a broken value is refused rather than shown as prices off by powers of ten.
 */
export const CurrencySettingsSchema: Describe<WireCurrencySettings> = type({
  currenciesList: array(type(every<WireCurrencySettings['currenciesList'][number]>()({
    code: string(),
    name: string(),
    minorUnit: size(integer(), 0, 4),
    symbol: string(),
    thousandsSeparator: string(),
    decimalSeparator: optional(string()),
    customSymbol: nullable(string()),
  }))),
});

export const OutOfStockResponseSchema: Describe<WireOutOfStockResponse> = type({ items: array(number()) });

export const SummarySchema: Describe<WireSummary> = type({
  subtotal: number(),
  service_charges: array(type({ name: string(), amount: number() })),
  taxes: array(type({ name: string(), amount: number(), is_inclusive: boolean() })),
  tip: number(),
  discount: number(),
  total: number(),
});

const cartItemRequest = type({
  pui: string(),
  quantity: number(),
  comment: string(),
  modifiers: array(type({ pui: string(), quantity: number(), comment: string() })),
});
const cartRequestShape = {
  id: string(),
  experience_id: number(),
  business_id: number(),
  items: array(cartItemRequest),
  comment: string(),
  total_calculations: boolean(),
  coupon_code: nullable(string()),
  checkout_at: nullable(string()),
};

/** Body of cart create/update: what the widget sends, and what the sandbox checks every such request against (demo/sandbox/validate.ts). */
export const CartRequestSchema: Describe<WireCartRequest> = type(cartRequestShape);

export const CartResponseSchema: Describe<WireCartResponse> = type({
  cart: type(every<WireCartResponse['cart']>()({
    id: string(),
    status: enums(['PENDING_CALCULATIONS', 'CALCULATED', 'REJECTED'] as const),
    coupon: nullable(type({ code: string(), name: string() })),
    // Spec 3: the platform spells it both ways; either may be present.
    summery: optional(nullable(SummarySchema)),
    summary: optional(nullable(SummarySchema)),
    service_charges: array(type({ name: string(), amount: number() })),
    taxes: array(type({ name: string(), amount: number(), is_inclusive: boolean() })),
    hash: string(),
    isPendingCalculations: boolean(),
  })),
});

export const RealtimeCartSchema: Describe<WireRealtimeCart> = type({
  id: string(),
  hash: string(),
  status: enums(['CALCULATED', 'REJECTED'] as const),
  timestamp: number(),
  summary: nullable(SummarySchema),
  reason: nullable(string()),
  items_errors: array(type(every<WireRealtimeCart['items_errors'][number]>()({
    pui: string(),
    name: string(),
    error: enums(['SOLD_OUT', 'OUT_OF_STOCK', 'NOT_ENOUGH'] as const),
    available: optional(number()),
  }))),
});

/** Body of checkout: what the widget sends, and what the sandbox checks every checkout request against (demo/sandbox/validate.ts). */
export const CheckoutRequestSchema: Describe<WireCheckoutRequest> = type({
  ...cartRequestShape,
  created_at: string(),
  details: type({
    email: nullable(string()),
    name: string(),
    first_name: string(),
    last_name: string(),
    room_number: nullable(string()),
    table_number: nullable(string()),
    number_of_diners: nullable(number()),
    phone: nullable(string()),
  }),
  receipt: type({ receive_by: enums(['EMAIL', 'NONE'] as const) }),
  delivery_method: optional(nullable(enums(['ROOM', 'PICK_UP'] as const))),
  tip: nullable(type({ amount: number(), type: enums(['FIXED', 'PERCENTAGE'] as const) })),
  payment: type(every<WireCheckoutRequest['payment']>()({
    type: string(),
    payment_method_id: optional(nullable(string())),
    issuer_name: optional(nullable(string())),
    fingerprint: optional(nullable(string())),
    encrypted_cvv: optional(nullable(string())),
    room_charge_token: optional(nullable(string())),
    validation: optional(nullable(string())),
  })),
  device_id: nullable(string()),
});

export const CheckoutResponseSchema: Describe<WireCheckoutResponse> = type({
  order: type({
    id: string(),
    check_number: string(),
    confirmation_number: string(),
    checkout_time: string(),
    payments: array(type(every<WireCheckoutResponse['order']['payments'][number]>()({
      id: string(),
      status: enums(['OK', 'AWAITING_CONFIRMATION', 'FAILED'] as const),
      challenge_url: optional(nullable(string())),
    }))),
  }),
  is3DSecure: boolean(),
});

/** Room lookup answer of roomChargeValidity / roomValidity (spec 3 room validation result, 7.3). */
export const RoomValidityResponseSchema: Describe<WireRoomValidityResponse> = type({
  status: enums(['OK', 'ERROR'] as const),
  message: nullable(string()),
  guests: array(type({ token: string(), first_name: string() })),
});

/** Body of the transaction confirmation: what the widget sends, and what the sandbox checks every confirmation against. */
export const TransactionRequestSchema: Describe<WireTransactionRequest> = type({ transaction_id: string() });

/** A transaction result at `transactions/{orderId}/{paymentId}` in the realtime database (spec 7.5). */
export const RealtimeTransactionSchema: Describe<WireRealtimeTransaction> = type({
  eventHandlingStatus: enums(['SUCCESS', 'FAILURE'] as const),
  exceptionInfo: nullable(type({ code: number(), message: string() })),
  timestamp: number(),
});
