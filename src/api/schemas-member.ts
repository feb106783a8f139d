/**
 * Schemas for the member calls (`./member-calls.ts`, a lazy chunk): registration by SMS code,
 * the captcha, saved cards, order history, receipts and versions. See `./schemas.ts`.
 */
import { array, boolean, nullable, number, optional, string, type, type Describe } from 'superstruct';
import { every } from './validation';
import type {
  WireCaptchaTokenResponse,
  WireEmailStateResponse,
  WireOrderDetails,
  WireOrderDetailsResponse,
  WireOrderHistoryEntry,
  WireOrdersResponse,
  WirePaymentMethod,
  WirePaymentMethodsResponse,
  WireSendCodeResponse,
  WireSendInvoiceResponse,
  WireSendPhoneResponse,
  WireVerifiedTokenLoginResponse,
} from './wire';

export const SendPhoneResponseSchema: Describe<WireSendPhoneResponse> = type({
  tokens: type({ phone: string() }),
});

export const SendCodeResponseSchema: Describe<WireSendCodeResponse> = type({
  token: string(),
});

export const VerifiedTokenLoginResponseSchema: Describe<WireVerifiedTokenLoginResponse> = type(
  every<WireVerifiedTokenLoginResponse>()({
    status: number(),
    accessToken: optional(nullable(string())),
    refreshToken: optional(nullable(string())),
    userInfo: optional(nullable(type({ isGuest: boolean() }))),
  }),
);

export const EmailStateResponseSchema: Describe<WireEmailStateResponse> = type({
  state: type({ exists: boolean() }),
});

export const CaptchaTokenResponseSchema: Describe<WireCaptchaTokenResponse> = type({
  token: string(),
});

export const PaymentMethodSchema: Describe<WirePaymentMethod> = type(
  every<WirePaymentMethod>()({
    id: string(),
    issuerFull: string(),
    source: string(),
    value: string(),
    last4Digits: string(),
  }),
);

export const PaymentMethodsResponseSchema: Describe<WirePaymentMethodsResponse> = type({
  paymentMethods: array(PaymentMethodSchema),
});

export const OrderHistoryEntrySchema: Describe<WireOrderHistoryEntry> = type(
  every<WireOrderHistoryEntry>()({
    id: string(),
    created_time: string(),
    business_timezone: type({ offset: type({ hours: number() }) }),
    restaurant_name: string(),
    currency: string(),
    total_paid: number(),
    payment_type: optional(nullable(string())),
    payment_issuer: optional(nullable(string())),
    name: optional(nullable(string())),
  }),
);

export const OrdersResponseSchema: Describe<WireOrdersResponse> = type({
  data: array(OrderHistoryEntrySchema),
  meta: type({ page: number(), per_page: number(), total: number() }),
});

const amountLine = type({ name: string(), amount: number(), is_inclusive: boolean() });

export const OrderDetailsSchema: Describe<WireOrderDetails> = type(
  every<WireOrderDetails>()({
    id: string(),
    status: string(),
    created_time: string(),
    restaurant_name: string(),
    check_number: string(),
    payments: array(type({ type: string(), status: string(), issuer_name: optional(nullable(string())) })),
    items: array(
      type({
        id: string(),
        name: string(),
        quantity: number(),
        total_price: number(),
        modifiers: array(type({ id: string(), name: string(), price: number() })),
      }),
    ),
    subtotal: number(),
    taxes: array(amountLine),
    service_charges: array(type({ id: string(), name: string(), amount: number() })),
    service_charge: number(),
    tip: number(),
    discount: number(),
    total_paid: number(),
    currency: string(),
  }),
);

export const OrderDetailsResponseSchema: Describe<WireOrderDetailsResponse> = type({
  data: OrderDetailsSchema,
});

export const SendInvoiceResponseSchema: Describe<WireSendInvoiceResponse> = type({
  sent: boolean(),
});
