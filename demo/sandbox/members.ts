import type {
  WireCaptchaTokenResponse,
  WireEmailStateResponse,
  WireOrderDetails,
  WireOrderDetailsResponse,
  WireOrderHistoryEntry,
  WireOrdersResponse,
  WirePaymentMethodsResponse,
  WireSendCodeResponse,
  WireSendInvoiceResponse,
  WireSendPhoneResponse,
  WireUserMetadata,
  WireVerifiedTokenLoginResponse,
} from '../../src/api/wire';
import { EMAIL_PATTERN } from '../../src/domain/email';
import { zoneOffsetMinutes } from '../../src/domain/time/zoned.ts';
import { HttpError } from './http';
import type { SeedBusiness } from './seed-types';
import type { SandboxInvoice, SandboxOrder, SandboxSms, SandboxStore } from './store';
import { parseUserMetadata, type SandboxUsers } from './users';

/**
 * Members: registration and login by phone with a 6-digit SMS code, the captcha that guards the SMS,
 * saved cards, order history and emailed receipts. Codes come from a fake SMS provider whose outbox
 * is `GET /__sandbox/sms` (and the console page); receipts land in `GET /__sandbox/invoices`.
 *
 * The flow: send phone (`user/metadata/guest`) -> a code by SMS and a temporary phone token; send code
 * (`user/metadata/verify/guest`) -> a verified token; `login/verified-token` with it logs the member
 * in (status 0), or answers 1 (no member has the phone) or 1009 (the member has no email): the guest
 * then gives an email and a profile and calls it again with `without_registration: false`.
 */

/** A code is valid this long after it was sent. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** A verified phone must be used within this time. */
export const VERIFIED_TOKEN_TTL_MS = 15 * 60_000;
/** Wrong codes allowed per SMS; the next try is refused with 9999 and a new code is needed. */
export const MAX_CODE_ATTEMPTS = 3;
/** The sandbox captcha's site key, and where its tokens come from (relative to the API base). */
export const CAPTCHA_SITE_KEY = 'captcha_demo';
export const CAPTCHA_PATH = '/captcha/api/v1/token';
/** History pages hold 30 orders unless asked otherwise. */
export const HISTORY_PAGE_SIZE = 30;

/** Status of `login/verified-token`: logged in; no member has this phone; the member has no email. */
export const VERIFY_STATUS = { loggedIn: 0, noMember: 1, noEmail: 1009 } as const;

export interface MembersOptions {
  store: SandboxStore;
  users: SandboxUsers;
  businessOfKey: (publishableKey: string) => SeedBusiness | null;
  locationName: (locationId: number) => { name: string; timeZone: string; currency: string } | null;
  now: () => Date;
  log: (message: string) => void;
}

const randomToken = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '')}`;

/** Digits of a phone: the platform keys members by them (`+1 (212) 555-0177` and `12125550177` are one phone). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** True when two phones are the same line: equal digits, or one is the other's national part (a member saved without the dial code). */
function samePhone(a: string, b: string): boolean {
  const x = phoneDigits(a);
  const y = phoneDigits(b);
  if (x.length < 7 || y.length < 7) return false;
  return x === y || x.endsWith(y) || y.endsWith(x);
}

/** The sandbox's members service. */
export class SandboxMembers {
  /** Captcha tokens issued and not yet used; `POST /__sandbox/captcha { reject: true }` makes the next check fail. */
  private readonly captchaTokens = new Set<string>();
  private rejectNextCaptcha = false;

  constructor(private readonly options: MembersOptions) {}

  // ---- captcha ------------------------------------------------------------------------------

  /** GET /captcha/api/v1/token?site_key=&action=login: a one-time captcha token. */
  captchaToken(siteKey: string | null, action: string | null): WireCaptchaTokenResponse {
    if (siteKey !== CAPTCHA_SITE_KEY) throw HttpError.of('UNAUTHORIZED', { message: 'INVALID_SITE_KEY' });
    if (action !== 'login') throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_ACTION' });
    const token = randomToken('cap');
    this.captchaTokens.add(token);
    return { token };
  }

  /** POST /__sandbox/captcha `{ reject: true }`: the next captcha check fails (1048) whatever the token. */
  setCaptcha(body: unknown): { reject: boolean } {
    const reject = (body as { reject?: unknown } | null)?.reject;
    if (typeof reject !== 'boolean') throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_REJECT' });
    this.rejectNextCaptcha = reject;
    return { reject };
  }

  /** Drops captcha switches (reset). */
  reset(): void {
    this.rejectNextCaptcha = false;
    this.captchaTokens.clear();
  }

  private checkCaptcha(token: string | null, action: string | null): void {
    const rejected = this.rejectNextCaptcha;
    this.rejectNextCaptcha = false;
    const known = token !== null && this.captchaTokens.delete(token);
    if (rejected || !known || action !== 'login') throw HttpError.of('CAPTCHA_VERIFICATION_FAILED');
  }

  // ---- registration and login ------------------------------------------------------------------

  /**
   * POST /users/api/v1/user/metadata/guest `{ phone, publishableKey, captchaToken?, actionCaptcha? }`:
   * sends a 6-digit code to the phone (E.164, at least 10 digits) and answers the temporary phone token.
   */
  sendPhone(body: unknown): WireSendPhoneResponse {
    const input = record(body);
    const business = this.business(text(input.publishableKey));
    const phone = text(input.phone);
    if (!phone || !/^\+?\d{10,15}$/.test(phone)) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_PHONE' });
    if (business.captcha) this.checkCaptcha(text(input.captchaToken), text(input.actionCaptcha));
    const now = this.options.now();
    const code = String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0');
    const token = randomToken('pt');
    this.options.store.saveSms({
      id: randomToken('sms'),
      phone: `+${phoneDigits(phone)}`,
      code,
      token,
      publishable_key: business.publishableKey,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SMS_CODE_TTL_MS).toISOString(),
    });
    this.options.log(`SMS to +${phoneDigits(phone)}: your ${business.name} code is ${code}`);
    return { tokens: { phone: token } };
  }

  /**
   * POST /users/api/v1/user/metadata/verify/guest `{ code, token }`: checks the code of the SMS sent
   * with the temporary phone token. Expired: 1020; wrong: 1021 (counted); a code with
   * MAX_CODE_ATTEMPTS wrong tries behind it: 9999. Right: a verified token.
   */
  sendCode(body: unknown): WireSendCodeResponse {
    const input = record(body);
    const sms = this.options.store.smsByToken(text(input.token) ?? '');
    const code = text(input.code);
    if (!sms || sms.state === 'VERIFIED') throw HttpError.of('INVALID_VERIFICATION_CODE');
    if (sms.state === 'LOCKED' || sms.attempts >= MAX_CODE_ATTEMPTS) {
      this.options.store.updateSms(sms.id, { state: 'LOCKED' });
      throw HttpError.of('VERIFICATION_ATTEMPTS_EXCEEDED');
    }
    const now = this.options.now();
    if (Date.parse(sms.expires_at) <= now.getTime()) throw HttpError.of('VERIFICATION_CODE_EXPIRED');
    if (code !== sms.code) {
      this.options.store.updateSms(sms.id, { attempts: sms.attempts + 1 });
      throw HttpError.of('INVALID_VERIFICATION_CODE');
    }
    this.options.store.updateSms(sms.id, { state: 'VERIFIED' });
    const verified = randomToken('vt');
    this.options.store.saveVerifiedToken({
      token: verified,
      phone: sms.phone,
      publishableKey: sms.publishable_key,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + VERIFIED_TOKEN_TTL_MS).toISOString(),
    });
    return { token: verified };
  }

  /**
   * POST /users/api/v1/login/verified-token `{ publishableKey, verified_token, without_registration,
   * metadata?, optin? }`. Without registration: logs in the member of the phone (status 0), or answers
   * 1 / 1009 with no tokens. With registration: `metadata` (JSON string) needs first and last name,
   * an email no other member has (else EMAIL_ALREADY_EXISTS), the privacy consent and the marketing
   * choice; the member is created (or completed) and logged in.
   */
  loginWithVerifiedToken(body: unknown): WireVerifiedTokenLoginResponse {
    const input = record(body);
    const business = this.business(text(input.publishableKey));
    const token = text(input.verified_token) ?? '';
    const verified = this.options.store.verifiedToken(token);
    if (!verified || verified.used || verified.publishableKey !== business.publishableKey) throw HttpError.of('INVALID_VERIFICATION_CODE');
    if (Date.parse(verified.expiresAt) <= this.options.now().getTime()) throw HttpError.of('VERIFICATION_CODE_EXPIRED');
    const member = this.memberByPhone(verified.phone);
    if (input.without_registration !== false) {
      if (!member) return { status: VERIFY_STATUS.noMember, accessToken: null, refreshToken: null, userInfo: null };
      if (!member.metadata.email) return { status: VERIFY_STATUS.noEmail, accessToken: null, refreshToken: null, userInfo: null };
      this.options.store.markVerifiedTokenUsed(token);
      this.options.log(`member ${member.id} logged in by SMS code`);
      return { status: VERIFY_STATUS.loggedIn, ...this.options.users.issueTokens(member.id), userInfo: { isGuest: false } };
    }
    const metadata = this.registrationMetadata(input.metadata, input.optin);
    const email = metadata.email!.toLowerCase();
    if (this.members().some((user) => user.id !== member?.id && user.metadata.email?.toLowerCase() === email)) throw HttpError.of('EMAIL_ALREADY_EXISTS');
    const now = this.options.now();
    const profile: WireUserMetadata = { ...member?.metadata, ...metadata, phone: verified.phone };
    let userId: string;
    if (member) {
      this.options.store.setUserMetadata(member.id, profile);
      userId = member.id;
    } else {
      userId = this.options.store.createUser(false, profile, now).id;
    }
    this.options.store.markVerifiedTokenUsed(token);
    this.options.log(`member ${userId} registered (${verified.phone}, ${email})`);
    return { status: VERIFY_STATUS.loggedIn, ...this.options.users.issueTokens(userId), userInfo: { isGuest: false } };
  }

  /** GET /users/api/v1/state/email?email=&publishableKey=: whether a member already has this email (any case). */
  emailState(email: string | null, publishableKey: string | null): WireEmailStateResponse {
    this.business(publishableKey);
    const wanted = (email ?? '').trim().toLowerCase();
    if (!wanted) throw HttpError.of('MISSING_PARAMETERS', { message: 'MISSING_EMAIL' });
    return { state: { exists: this.members().some((user) => user.metadata.email?.toLowerCase() === wanted) } };
  }

  /** POST /__sandbox/sms/expire `{ phone? }`: every waiting code (of that phone) has expired. */
  expireCodes(body: unknown): { expired: number } {
    const phone = text(record(body).phone);
    const expired = this.options.store.expireSms(phone ? `+${phoneDigits(phone)}` : null, new Date(this.options.now().getTime() - 1000).toISOString());
    return { expired };
  }

  /** GET /__sandbox/sms: the fake SMS provider's outbox, newest first. */
  outbox(): SandboxSms[] {
    return this.options.store.listSms();
  }

  // ---- saved cards, history, receipts ------------------------------------------------------

  /**
   * GET /payment-methods/api/v1/payment-methods?isWithGiftCards=1&isDeleted=false&isExpired=false&source=
   * The bearer's saved cards (of `source` when given). Their ids are sandbox wallet tokens: a
   * checkout with `payment_method_id` set to one pays with that card.
   */
  paymentMethods(authorization: string | undefined, source: string | null): WirePaymentMethodsResponse {
    const userId = this.options.users.requireUserId(authorization);
    const cards = this.options.store.paymentMethods(userId).filter((card) => !source || card.source === source);
    return { paymentMethods: cards };
  }

  /**
   * GET /restaurants/api/v3/orders?page=&business_id=&user_id=&per_page=&status=CLOSED[&restaurant_id=]:
   * the bearer's placed orders (placed and paid orders read as CLOSED), newest first, one 1-based
   * page. `user_id`, when given, must be the bearer's.
   */
  orders(authorization: string | undefined, query: URLSearchParams): WireOrdersResponse {
    const userId = this.options.users.requireUserId(authorization);
    const askedUser = query.get('user_id');
    if (askedUser && askedUser !== userId) throw HttpError.of('UNAUTHORIZED', { message: 'NOT_YOUR_ORDERS' });
    const page = positiveInt(query.get('page'), 1);
    const perPage = Math.min(positiveInt(query.get('per_page'), HISTORY_PAGE_SIZE), 100);
    const status = query.get('status');
    const all = this.options.store
      .ordersOfUser(userId, { businessId: intOrNull(query.get('business_id')), locationId: intOrNull(query.get('restaurant_id')) })
      .filter((order) => !status || historyStatus(order) === status);
    const data = all.slice((page - 1) * perPage, page * perPage).map((order) => this.historyEntry(order));
    return { data, meta: { page, per_page: perPage, total: all.length } };
  }

  /** GET /restaurants/api/v3/order/{id}/details: one of the bearer's orders in full. */
  orderDetails(authorization: string | undefined, orderId: string): WireOrderDetailsResponse {
    const order = this.ownOrder(authorization, orderId);
    const place = this.options.locationName(order.location_id);
    const s = order.summary;
    const details: WireOrderDetails = {
      id: order.id,
      status: historyStatus(order),
      created_time: order.created_at,
      restaurant_name: place?.name ?? '',
      check_number: order.check_number,
      payments: order.payments.map((payment) => ({ type: payment.type, status: payment.status, issuer_name: payment.card?.brand ?? null })),
      items: order.items.map((line, index) => ({
        id: `${order.id}-${index + 1}`,
        name: line.name,
        quantity: line.quantity,
        total_price: line.total,
        modifiers: line.modifiers.map((modifier) => ({ id: modifier.pui, name: modifier.name, price: modifier.price })),
      })),
      subtotal: s.subtotal,
      taxes: s.taxes,
      service_charges: s.service_charges.map((charge, index) => ({ id: String(index + 1), name: charge.name, amount: charge.amount })),
      service_charge: s.service_charges.reduce((sum, charge) => sum + charge.amount, 0),
      tip: s.tip,
      discount: s.discount,
      total_paid: s.total,
      currency: place?.currency ?? 'USD',
    };
    return { data: details };
  }

  /**
   * POST /restaurants/api/v3/order/{id}/send-invoice (no body): emails the receipt of one of the
   * bearer's orders to the member's email, recorded in the outbox of GET /__sandbox/invoices. Only a
   * CLOSED order with an OK card (WALLET) payment has one (else 4412 INVOICE_NOT_ALLOWED).
   */
  sendInvoice(authorization: string | undefined, orderId: string): WireSendInvoiceResponse {
    const order = this.ownOrder(authorization, orderId);
    const paidByCard = order.payments.some((payment) => payment.type === 'WALLET' && payment.status === 'OK');
    if (historyStatus(order) !== 'CLOSED' || !paidByCard) throw HttpError.of('INVOICE_NOT_ALLOWED');
    const user = this.options.store.getUser(order.user_id!)!;
    const email = user.metadata.email;
    if (!email) throw HttpError.of('MISSING_PARAMETERS', { message: 'MISSING_EMAIL' });
    this.options.store.saveInvoice({ order_id: order.id, user_id: user.id, email, sent_at: this.options.now().toISOString() });
    this.options.log(`receipt of order ${order.check_number} emailed to ${email}`);
    return { sent: true };
  }

  /** GET /__sandbox/invoices: receipts sent, newest first. */
  invoices(): SandboxInvoice[] {
    return this.options.store.listInvoices();
  }

  private ownOrder(authorization: string | undefined, orderId: string): SandboxOrder {
    const userId = this.options.users.requireUserId(authorization);
    const order = this.options.store.getOrder(orderId);
    if (!order || order.user_id !== userId) throw HttpError.of('NOT_FOUND', { message: 'ORDER_NOT_FOUND' });
    return order;
  }

  private historyEntry(order: SandboxOrder): WireOrderHistoryEntry {
    const place = this.options.locationName(order.location_id);
    const created = new Date(order.created_at);
    const timeZone = place?.timeZone ?? 'UTC';
    const offsetHours = zoneOffsetMinutes(created, timeZone) / 60;
    return {
      id: order.id,
      created_time: order.created_at,
      business_timezone: { offset: { hours: offsetHours } },
      restaurant_name: place?.name ?? '',
      currency: place?.currency ?? 'USD',
      total_paid: order.summary.total,
      payment_type: order.payment_type,
      payment_issuer: order.payments.at(-1)?.card?.brand ?? null,
      name: order.details.name || `${order.details.first_name} ${order.details.last_name}`.trim() || null,
    };
  }

  private members() {
    return this.options.store.listUsers().filter((user) => !user.is_guest);
  }

  private memberByPhone(phone: string) {
    return this.members().find((user) => user.metadata.phone && samePhone(user.metadata.phone, phone)) ?? null;
  }

  private registrationMetadata(raw: unknown, optin: unknown): WireUserMetadata {
    const m = parseUserMetadata(raw);
    const missing = (['firstName', 'lastName', 'email'] as const).find((key) => !m[key]?.trim());
    if (missing) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_METADATA' }).withField(missing);
    if (!EMAIL_PATTERN.test(m.email!.trim())) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_EMAIL' }).withField('email');
    // The privacy consent is required; the marketing choice must be made either way.
    if (optin !== true && m.optin !== '1') throw HttpError.of('MISSING_PARAMETERS', { message: 'MISSING_CONSENT' }).withField('optin');
    if (m.optin_marketing !== '1' && m.optin_marketing !== '0')
      throw HttpError.of('MISSING_PARAMETERS', { message: 'MISSING_MARKETING_CHOICE' }).withField('optin_marketing');
    if (m.birth_date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(m.birth_date))
      throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_BIRTH_DATE' }).withField('birth_date');
    return { ...m, optin: '1' };
  }

  private business(publishableKey: string | null): SeedBusiness {
    if (!publishableKey) throw HttpError.of('MISSING_PARAMETERS', { message: 'MISSING_PUBLISHABLE_KEY' });
    const business = this.options.businessOfKey(publishableKey);
    if (!business) throw HttpError.of('BUSINESS_NOT_FOUND');
    return business;
  }
}

/** Placed and paid orders are CLOSED in the history; the others keep their own status. */
function historyStatus(order: SandboxOrder): string {
  return order.status === 'RECEIVED' ? 'CLOSED' : order.status;
}

function record(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function positiveInt(raw: string | null, fallback: number): number {
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function intOrNull(raw: string | null): number | null {
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
}
