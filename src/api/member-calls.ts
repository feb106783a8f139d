/**
 * The member calls, a lazy chunk loaded by `./index.ts` only when a registration, a member screen or
 * a saved card needs them: never on the first menu's path.
 */
import { getCurrency, toMinor } from '../domain/currency';
import type { CaptchaSettings, OrderHistoryEntry, OrderHistoryPage, PastOrder, RegistrationProfile, SavedCard, VerifiedLogin } from '../domain/member/types';
import type { HttpClient } from './client';
import { ApiError } from './errors';
import {
  CaptchaTokenResponseSchema,
  EmailStateResponseSchema,
  OrderDetailsResponseSchema,
  OrdersResponseSchema,
  PaymentMethodsResponseSchema,
  SendCodeResponseSchema,
  SendInvoiceResponseSchema,
  SendPhoneResponseSchema,
  VerifiedTokenLoginResponseSchema,
} from './schemas-member';
import type { WireOrderHistoryEntry, WirePaymentMethod, WireSendPhoneRequest, WireUserMetadata, WireVerifiedTokenLoginRequest } from './wire';

/** The action every registration captcha token is made for. */
export const CAPTCHA_ACTION = 'login';
/** Order history pages hold 30 orders. */
export const HISTORY_PAGE_SIZE = 30;
/** Request keys: a newer history page or email check cancels the older one. */
export const MEMBER_KEYS = { history: 'member-history', emailState: 'member-email-state', orderDetails: 'member-order-details' } as const;

/**
 * A captcha token for `action` from the business's provider. The 'sandbox' provider (and any
 * provider speaking its protocol) answers `GET {url}?site_key=&action=` with `{ token }`.
 */
export async function getCaptchaToken(http: HttpClient, settings: CaptchaSettings): Promise<string> {
  const wire = await http.request({
    path: settings.url,
    query: { site_key: settings.siteKey, action: CAPTCHA_ACTION },
    schema: CaptchaTokenResponseSchema,
    anonymous: true,
  });
  return wire.token;
}

/** Send phone: an SMS code goes to `phone` (E.164). Resolves the temporary phone token. */
export async function sendPhone(http: HttpClient, publishableKey: string, phone: string, captchaToken: string | null): Promise<string> {
  const body: WireSendPhoneRequest = { phone, publishableKey, ...(captchaToken ? { captchaToken, actionCaptcha: CAPTCHA_ACTION } : {}) };
  const wire = await http.request({ method: 'POST', path: '/users/api/v1/user/metadata/guest', body, schema: SendPhoneResponseSchema, anonymous: true });
  return wire.tokens.phone;
}

/** Send code: the SMS code against the temporary phone token. Resolves the verified token. */
export async function sendCode(http: HttpClient, phoneToken: string, code: string): Promise<string> {
  const wire = await http.request({
    method: 'POST',
    path: '/users/api/v1/user/metadata/verify/guest',
    body: { code, token: phoneToken },
    schema: SendCodeResponseSchema,
    anonymous: true,
  });
  return wire.token;
}

/**
 * Verify user: logs in with a verified token. Without `profile` it logs in the member of the phone,
 * or answers `needs-email` (codes 1 and 1009); with `profile` it registers the member first.
 */
export async function loginWithVerifiedToken(
  http: HttpClient,
  publishableKey: string,
  verifiedToken: string,
  profile: RegistrationProfile | null,
): Promise<VerifiedLogin> {
  const path = '/users/api/v1/login/verified-token';
  const body: WireVerifiedTokenLoginRequest = { publishableKey, verified_token: verifiedToken, without_registration: profile === null };
  if (profile) {
    const metadata: WireUserMetadata = {
      firstName: profile.firstName.trim(),
      lastName: profile.lastName.trim(),
      email: profile.email.trim(),
      phone: profile.phone,
      language: profile.language,
      optin: '1',
      optin_marketing: profile.optinMarketing ? '1' : '0',
      ...(profile.birthDate ? { birth_date: profile.birthDate } : {}),
      ...(profile.country ? { country: profile.country } : {}),
    };
    body.metadata = JSON.stringify(metadata);
    body.optin = true;
  }
  const wire = await http.request({ method: 'POST', path, body, schema: VerifiedTokenLoginResponseSchema, anonymous: true });
  if (wire.accessToken) return { kind: 'logged-in', tokens: { accessToken: wire.accessToken, refreshToken: wire.refreshToken ?? null } };
  if (wire.status === 1 || wire.status === 1009) return { kind: 'needs-email', status: wire.status };
  throw new ApiError({
    kind: 'invalid-response',
    message: `POST ${path} returned a response that does not match the platform contract: status ${wire.status} without an access token (expected tokens, or status 1 or 1009).`,
    details: { url: http.resolveUrl(path), problem: 'no tokens' },
  });
}

/** Whether a member already has this email (`GET /users/api/v1/state/email`). */
export async function emailExists(http: HttpClient, publishableKey: string, email: string): Promise<boolean> {
  const wire = await http.request({
    path: '/users/api/v1/state/email',
    query: { email: email.trim(), publishableKey },
    schema: EmailStateResponseSchema,
    key: MEMBER_KEYS.emailState,
    anonymous: true,
  });
  return wire.state.exists;
}

/** The signed-in member's saved cards, not deleted and not expired (of one provider `source` when given). */
export async function getPaymentMethods(http: HttpClient, source: string | null): Promise<SavedCard[]> {
  const wire = await http.request({
    path: '/payment-methods/api/v1/payment-methods',
    query: { isWithGiftCards: 1, isDeleted: 'false', isExpired: 'false', source },
    schema: PaymentMethodsResponseSchema,
  });
  return wire.paymentMethods.map(mapSavedCard);
}

function mapSavedCard(wire: WirePaymentMethod): SavedCard {
  return { id: wire.id, brand: wire.issuerFull, source: wire.source, maskedNumber: wire.value, last4: wire.last4Digits };
}

/** One page (1-based) of the member's CLOSED orders, newest first, 30 a page. */
export async function getOrderHistory(
  http: HttpClient,
  query: { page: number; businessId: number; userId: string; restaurantId?: number | null },
): Promise<OrderHistoryPage> {
  const wire = await http.request({
    path: '/restaurants/api/v3/orders',
    query: {
      page: query.page,
      business_id: query.businessId,
      user_id: query.userId,
      per_page: HISTORY_PAGE_SIZE,
      status: 'CLOSED',
      restaurant_id: query.restaurantId ?? null,
    },
    schema: OrdersResponseSchema,
    key: MEMBER_KEYS.history,
  });
  const { page, per_page: perPage, total } = wire.meta;
  return { page, perPage, total, hasMore: page * perPage < total, orders: wire.data.map(mapHistoryEntry) };
}

function mapHistoryEntry(wire: WireOrderHistoryEntry): OrderHistoryEntry {
  const unit = getCurrency(wire.currency).minorUnit;
  return {
    id: wire.id,
    createdTime: wire.created_time,
    offsetHours: wire.business_timezone.offset.hours,
    restaurantName: wire.restaurant_name,
    currencyCode: wire.currency,
    totalPaid: toMinor(wire.total_paid, unit),
    paymentType: wire.payment_type ?? null,
    paymentIssuer: wire.payment_issuer?.trim() || null,
    name: wire.name?.trim() || null,
  };
}

/** A past order in full. */
export async function getOrderDetails(http: HttpClient, orderId: string): Promise<PastOrder> {
  const wire = await http.request({
    path: `/restaurants/api/v3/order/${encodeURIComponent(orderId)}/details`,
    schema: OrderDetailsResponseSchema,
    key: MEMBER_KEYS.orderDetails,
  });
  const d = wire.data;
  const unit = getCurrency(d.currency).minorUnit;
  const minor = (amount: number) => toMinor(amount, unit);
  return {
    id: d.id,
    status: d.status,
    createdTime: d.created_time,
    restaurantName: d.restaurant_name,
    checkNumber: d.check_number,
    payments: d.payments.map((payment) => ({ type: payment.type, status: payment.status, issuer: payment.issuer_name?.trim() || null })),
    items: d.items.map((item) => ({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      totalPrice: minor(item.total_price),
      modifiers: item.modifiers.map((modifier) => ({ id: modifier.id, name: modifier.name, price: minor(modifier.price) })),
    })),
    subtotal: minor(d.subtotal),
    taxes: d.taxes.map((tax) => ({ name: tax.name, amount: minor(tax.amount), isInclusive: tax.is_inclusive })),
    serviceCharges: d.service_charges.map((charge) => ({ id: charge.id, name: charge.name, amount: minor(charge.amount) })),
    tip: minor(d.tip),
    discount: minor(d.discount),
    totalPaid: minor(d.total_paid),
    currencyCode: d.currency,
  };
}

/** Emails the receipt of a past order to the member (only CLOSED orders paid OK by card have one). */
export async function sendInvoice(http: HttpClient, orderId: string): Promise<void> {
  await http.request({ method: 'POST', path: `/restaurants/api/v3/order/${encodeURIComponent(orderId)}/send-invoice`, schema: SendInvoiceResponseSchema });
}
