import { assert } from 'superstruct';
import { JoinTableResponseSchema, TableOrderResponseSchema, TablePaymentResponseSchema } from '../../src/api/schemas-table-order';
import type { WireCheckoutRequest, WireMenu } from '../../src/api/wire';
import type {
  WireJoinTableResponse,
  WireTableOrder,
  WireTableOrderResponse,
  WireTablePaymentRequest,
  WireTablePaymentResponse,
} from '../../src/api/wire-table-order';
import { cleanGuestName, guestDisplayName, mayEditLine, nextRound, presentGuests, sendRefusal } from '../../src/domain/table-order/rules';
import {
  amountRefusal,
  claimParts,
  evenShare,
  itemsShare,
  myUnpaidLines,
  remainingOf,
  type AmountRefusal,
  type ClaimRefusal,
  type TableBill,
} from '../../src/domain/table-order/split';
import { ERRORS, HttpError, type ErrorKey } from './http';
import { calculateCart, calculationError, toMajor, toWireSummary, type SummaryCents } from './pricing';
import type { RealtimeWriter } from './realtime-writer';
import { minorUnitOf } from './seed-currencies';
import type { SeedExperience, SeedLocation } from './seed-types';
import type { NewPayment, PaymentContext, SandboxPayment, SandboxStore, SandboxTableBill, SandboxTableLine, SandboxTableState } from './store';
import {
  validateAddTableLine,
  validateJoinTable,
  validateSendRound,
  validateTableGuestChange,
  validateTableLineChange,
  validateTablePayment,
} from './validate';

/**
 * The optional shared table order capability (src/api/wire-table-order.ts): the guests at one table
 * (or one hotel room) share one order, send it to the kitchen in rounds and split one bill. The rules
 * are the SDK's own (src/domain/table-order/rules.ts and split.ts), so the platform refuses exactly
 * what the widget's rules refuse. Each call reads, decides and writes in one database transaction; the
 * whole order is then written at `table_orders/{id}` in the realtime database.
 */

/** How long a table's session lasts from its opening: no guest joins it after that (its bill stays payable). */
export const TABLE_SESSION_MS = 4 * 60 * 60 * 1000;

/** The payment type of a round's platform order: what it costs goes on the table's bill, paid there. */
export const TABLE_BILL_PAYMENT = 'TABLE_BILL';

/** The label a guest without a name goes by on the kitchen's tickets and the staff page. */
const guestLabel = (n: number) => `Guest ${n}`;

/** Where a table order is: its experience, the business it belongs to, the menus it orders from and the location it is priced at. */
export interface TableVenue {
  seed: SeedExperience;
  businessId: number;
  /** Stock as it stands now and the experience's own service charge (as its carts are priced). */
  location: SeedLocation;
  menus: WireMenu[];
}

/** What the shared table order needs of the platform. */
export interface TableOrderHost {
  store: SandboxStore;
  writer: RealtimeWriter;
  /** Real time: payment attempts and platform orders keep it, as a checkout's do. */
  now(): Date;
  /** The sandbox clock: a table's times (opened, expiry, joined, left, sent, paid) follow it, as order statuses do. */
  clockNow(): Date;
  log(message: string): void;
  /** Whether the business's platform has the capability (POST /__sandbox/table-orders). */
  enabled(businessId: number): boolean;
  /** The experience's venue, or null when the catalogue has no such experience. */
  venue(experienceId: number): TableVenue | null;
  /** A location's name and time zone, or null. */
  locationFacts(locationId: number): { name: string; timeZone: string } | null;
  /** The checkout's card, room charge and pay-later rules (a declined card throws CARD_DECLINED). */
  preparePayment(
    payment: WireCheckoutRequest['payment'],
    context: PaymentContext,
    seed: SeedExperience,
    total: number,
    currency: string,
  ): Omit<NewPayment, 'type'>;
  /** Writes a platform order's kitchen status to the realtime database. */
  publishOrderStatus(orderId: string): Promise<void>;
}

/** One table order on the staff page (GET /__sandbox/tables). */
export interface SandboxTableView {
  /** The whole order, as its guests see it. */
  table_order: WireTableOrder;
  location: { id: number; name: string; time_zone: string };
  /** The experience's type (DINE_IN, ROOM_SERVICE...), '' when the catalogue no longer has it. */
  experience_type: string;
  opened_at: string;
  /** True once the session ended (nobody joins any more); the bill stays open until paid. */
  expired: boolean;
  /** False while POST /__sandbox/table-orders has switched the capability off for its business. */
  enabled: boolean;
  /** Each guest's name as the table shows it: their own, else "Guest n" by the order they joined. */
  guest_names: Record<string, string>;
  /** Paid by payments confirmed (OK), major units; the bill's `paid` also holds those awaiting confirmation. */
  confirmed: number;
}

/** GET /__sandbox/tables: every table order whose bill is still OPEN, newest first. */
export interface SandboxTables {
  /** The sandbox clock's now. */
  now: string;
  tables: SandboxTableView[];
}

/** How each refusal of claimParts is answered (409, with the line's id when it names one). */
const CLAIM_REFUSALS: Record<ClaimRefusal, ErrorKey> = {
  ALREADY_PAID: 'LINE_ALREADY_PAID',
  SPLIT_DIFFERENTLY: 'LINE_SPLIT_DIFFERENTLY',
  UNKNOWN_LINE: 'LINE_NOT_ON_BILL',
  BAD_PARTS: 'LINE_BAD_PARTS',
  EMPTY: 'NO_ITEMS',
};

/** How each refusal of amountRefusal is answered (409). */
const AMOUNT_REFUSALS: Record<AmountRefusal, ErrorKey> = {
  NOT_POSITIVE: 'AMOUNT_NOT_POSITIVE',
  MORE_THAN_OWED: 'AMOUNT_EXCEEDS_REMAINDER',
  NOT_WHOLE: 'AMOUNT_NOT_WHOLE',
};

/**
 * Payments that hold their share of the bill: paid, or awaiting confirmation (a 3-D Secure challenge):
 * nobody else can pay what those take until a failure or a cancel gives it back.
 */
const holds = (payment: { status: SandboxPayment['status'] }) => payment.status === 'OK' || payment.status === 'AWAITING_CONFIRMATION';

/**
 * A table's bill as split.ts reads it (minor units): its sent lines with the parts taken of each, and
 * `paid` counting every payment that holds its share. The widget reads the same from the wire bill, so
 * both compute the same share.
 */
export function splitBill(state: SandboxTableState): TableBill {
  const holding = state.payments.filter(holds);
  const lines = state.lines
    .filter((line) => line.round !== null)
    .map((line) => {
      const taken = holding.flatMap((payment) => payment.parts.filter((part) => part.line_id === line.id));
      const split = taken.length ? { parts: taken[0]!.parts, paid: taken.map((part) => part.index).sort((a, b) => a - b) } : null;
      return { id: line.id, amount: line.amount ?? 0, addedBy: line.added_by, split };
    });
  return {
    lines,
    subtotal: state.order.bill?.subtotal ?? 0,
    total: state.order.bill?.total ?? 0,
    paid: holding.reduce((sum, payment) => sum + payment.amount, 0),
  };
}

/** "Split evenly" once a guest chose it: the ways of the first holding EVEN payment, and how many such shares hold. */
function evenSplit(state: SandboxTableState): { ways: number; paid: number } | null {
  const even = state.payments.filter((payment) => holds(payment) && payment.kind === 'EVEN');
  return even.length ? { ways: even[0]!.ways ?? even.length, paid: even.length } : null;
}

/** The wire form of a table order, as the calls answer it and `table_orders/{id}` holds it (money in major units). */
export function tableOrderWire(state: SandboxTableState): WireTableOrder {
  const minorUnit = minorUnitOf(state.order.currency);
  const major = (minor: number) => toMajor(minor, minorUnit);
  const bill = splitBill(state);
  const stored = state.order.bill;
  return {
    id: state.order.id,
    business_id: state.order.business_id,
    experience_id: state.order.experience_id,
    table: state.order.table,
    place: state.order.place,
    version: state.order.version,
    expires_at: state.order.expires_at,
    others_may_edit: state.order.others_may_edit,
    guests: state.guests.map((guest) => ({ id: guest.id, name: guest.name, ready: guest.ready, joined_at: guest.joined_at, left_at: guest.left_at })),
    lines: state.lines.map((line) => ({
      id: line.id,
      pui: line.pui,
      name: line.name,
      quantity: line.quantity,
      unit_price: major(line.unit_price),
      modifiers: line.modifiers.map((modifier) => ({ pui: modifier.pui, name: modifier.name, price: modifier.price })),
      comment: line.comment,
      added_by: line.added_by,
      round: line.round,
    })),
    rounds: state.rounds.map((round) => ({
      number: round.number,
      order_id: round.order_id,
      check_number: round.check_number,
      sent_by: round.sent_by,
      sent_at: round.sent_at,
    })),
    bill: {
      subtotal: major(bill.subtotal),
      service_charges: (stored?.service_charges ?? []).map((charge) => ({ name: charge.name, amount: major(charge.amount) })),
      taxes: (stored?.taxes ?? []).map((tax) => ({ name: tax.name, amount: major(tax.amount), is_inclusive: tax.is_inclusive })),
      discount: major(stored?.discount ?? 0),
      total: major(bill.total),
      currency: state.order.currency,
      paid: major(bill.paid),
      remaining: major(remainingOf(bill)),
      lines: bill.lines.map((line) => ({
        line_id: line.id,
        amount: major(line.amount),
        split: line.split ? { parts: line.split.parts, paid: [...line.split.paid] } : null,
      })),
      payments: state.payments.map((payment) => ({
        id: payment.id,
        guest_id: payment.guest_id,
        kind: payment.kind,
        amount: major(payment.amount),
        tip: major(payment.tip),
        // A cancelled challenge reads FAILED, as a checkout's payment does.
        status: payment.status === 'CANCELED' ? 'FAILED' : payment.status,
        parts: payment.parts.map((part) => ({ line_id: part.line_id, parts: part.parts, index: part.index })),
        created_at: payment.created_at,
      })),
      even: evenSplit(state),
      status: state.order.status,
    },
  } satisfies WireTableOrder;
}

/** A table line (or a line being added) as a cart request's item, its modifiers one each, to price it as a cart's. */
function cartItem(line: { pui: string; quantity: number; comment: string; modifiers: readonly { pui: string }[] }) {
  return {
    pui: line.pui,
    quantity: line.quantity,
    comment: line.comment,
    modifiers: line.modifiers.map((modifier) => ({ pui: modifier.pui, quantity: 1, comment: '' })),
  };
}

/** A calculation's summary as the table's bill keeps it (minor units, no tip). */
function storedBill(summary: SummaryCents): SandboxTableBill {
  return {
    subtotal: summary.subtotal,
    service_charges: summary.serviceCharges.map((charge) => ({ name: charge.name, amount: charge.amount })),
    taxes: summary.taxes.map((tax) => ({ name: tax.name, amount: tax.amount, is_inclusive: tax.isInclusive })),
    discount: summary.discount,
    total: summary.total - summary.tip,
  };
}

/**
 * An amount given in major units, in minor units: a whole number of them, or, for an amount finer than
 * the currency's minor unit, the fraction it comes to (which amountRefusal refuses as NOT_WHOLE).
 */
function minorOf(major: number, minorUnit: number): number {
  const scaled = major * 10 ** minorUnit;
  const whole = Math.round(scaled);
  return Math.abs(scaled - whole) < 1e-6 ? whole : scaled;
}

const invalid = (field: string) => HttpError.of('MISSING_PARAMETERS').withField(field);

/** The calls of the shared table order, and the staff page's data. */
export class SandboxTableOrders {
  /** The realtime write of each table order still on its way (see publish). */
  private readonly writes = new Map<string, Promise<void>>();

  constructor(private readonly host: TableOrderHost) {}

  /**
   * POST /restaurants/api/v3/table-orders: joins the OPEN table order of the experience's table (or
   * room) whose session has not ended, or opens one (for 4 hours; a CLOSED one, paid in full, is never
   * joined again). `guest_id` of one of its guests brings that guest back (a reload: back at the table,
   * renamed when a name is given); anyone else joins as a new guest with `cleanGuestName(name)`.
   * 404 EXPERIENCE_NOT_FOUND for an unknown or inactive experience; 404 NOT_FOUND (the answer of a
   * platform without the call) while its business lacks the capability.
   */
  async join(body: unknown): Promise<WireJoinTableResponse> {
    // Asked of a business without the capability, the call does not exist, whatever the body says.
    const named = body && typeof body === 'object' ? (body as { experience_id?: unknown }).experience_id : undefined;
    if (typeof named === 'number' && Number.isInteger(named)) {
      const venue = this.host.venue(named);
      if (venue && !this.host.enabled(venue.businessId)) throw HttpError.of('NOT_FOUND');
    }
    const parsed = validateJoinTable(body);
    if (!parsed.ok) throw invalid(parsed.field);
    const request = parsed.value;
    const venue = this.host.venue(request.experience_id);
    if (venue?.seed.experience.status !== 'ACTIVE') throw HttpError.of('NOT_FOUND', { message: 'EXPERIENCE_NOT_FOUND' });
    const { store } = this.host;
    const joined = store.transaction(() => {
      const now = this.host.clockNow();
      const at = now.toISOString();
      let order = store.findOpenTableOrder(request.experience_id, request.table, request.place, at);
      const opened = order === null;
      order ??= store.openTableOrder({
        businessId: venue.businessId,
        locationId: venue.seed.experience.restaurant_id,
        experienceId: request.experience_id,
        table: request.table,
        place: request.place,
        currency: venue.location.location.currency.code,
        openedAt: at,
        expiresAt: new Date(now.getTime() + TABLE_SESSION_MS).toISOString(),
      });
      const known = request.guest_id ? store.getTableState(order.id)?.guests.find((guest) => guest.id === request.guest_id) : undefined;
      let guestId: string;
      let changed = opened;
      if (known) {
        guestId = known.id;
        const name = request.name === null || request.name === undefined ? known.name : cleanGuestName(request.name);
        if (known.left_at !== null || name !== known.name) {
          store.updateTableGuest(known.id, { name, leftAt: null });
          changed = true;
        }
      } else {
        guestId = store.addTableGuest(order.id, cleanGuestName(request.name ?? ''), at);
        changed = true;
      }
      // An order opens at version 1 with its first guest: that is one change, not two.
      if (changed && !opened) store.touchTableOrder(order.id, at);
      return { id: order.id, guestId, opened, changed };
    });
    if (joined.changed) {
      this.host.log(`table order ${joined.id}: ${joined.opened ? 'opened' : 'joined'} at ${request.place.toLowerCase()} ${request.table} by ${joined.guestId}`);
      await this.publish(joined.id);
    }
    const answer = { data: { table_order: tableOrderWire(store.getTableState(joined.id)!), guest_id: joined.guestId } } satisfies WireJoinTableResponse;
    assert(answer, JoinTableResponseSchema);
    return answer;
  }

  /** GET /restaurants/api/v3/table-orders/{id}: the order as it stands. 404 TABLE_ORDER_NOT_FOUND when unknown. */
  get(id: string): WireTableOrderResponse {
    this.opened(id);
    return this.answer(id);
  }

  /**
   * PUT /restaurants/api/v3/table-orders/{id}/guests/{guestId} `{ name?, ready? }`: renames the guest
   * (cleaned) or says they are ready (or not). 404 GUEST_NOT_FOUND; 409 NOT_AT_TABLE for a guest who left.
   */
  async updateGuest(id: string, guestId: string, body: unknown): Promise<WireTableOrderResponse> {
    this.opened(id);
    const parsed = validateTableGuestChange(body);
    if (!parsed.ok) throw invalid(parsed.field);
    return this.change(id, (state) => {
      const guest = this.guestOf(state, guestId);
      if (guest.left_at !== null) throw HttpError.of('NOT_AT_TABLE');
      const name = parsed.value.name === null ? guest.name : cleanGuestName(parsed.value.name);
      const ready = parsed.value.ready ?? guest.ready;
      if (name === guest.name && ready === guest.ready) return false;
      this.host.store.updateTableGuest(guest.id, { name, ready });
      return true;
    });
  }

  /**
   * DELETE /restaurants/api/v3/table-orders/{id}/guests/{guestId}: the guest leaves the table. Their
   * lines stay, and the order stays open when the last guest leaves (the bill is still owed). Leaving
   * twice changes nothing. 404 GUEST_NOT_FOUND.
   */
  async leave(id: string, guestId: string): Promise<WireTableOrderResponse> {
    this.opened(id);
    return this.change(id, (state, at) => {
      const guest = this.guestOf(state, guestId);
      if (guest.left_at !== null) return false;
      this.host.store.updateTableGuest(guest.id, { leftAt: at, ready: false });
      return true;
    });
  }

  /**
   * POST /restaurants/api/v3/table-orders/{id}/lines: a guest at the table adds a line, checked and
   * priced against the experience's menus and stock as a cart line is (an unknown item is 400
   * CART_ITEM_NOT_VALID, one out of stock 400 CART_CHECKOUT_ITEM_OUT_OF_STOCK naming it, as a checkout
   * answers). 409 NOT_AT_TABLE, TABLE_ORDER_CLOSED.
   */
  async addLine(id: string, body: unknown): Promise<WireTableOrderResponse> {
    const venue = this.venueOf(this.opened(id));
    const parsed = validateAddTableLine(body);
    if (!parsed.ok) throw invalid(parsed.field);
    const request = parsed.value;
    return this.change(id, (state) => {
      if (state.order.status === 'CLOSED') throw HttpError.of('TABLE_ORDER_CLOSED');
      this.present(state, request.guest_id);
      const priced = calculateCart({ items: [cartItem(request)] }, venue.menus, venue.location);
      if (!priced.ok) throw calculationError(priced);
      const line = priced.lines[0]!;
      this.host.store.addTableLine(id, {
        pui: line.pui,
        name: line.name,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        modifiers: line.modifiers.map((modifier) => ({ pui: modifier.pui, name: modifier.name, price: modifier.price })),
        comment: line.comment,
        added_by: request.guest_id,
      });
      return true;
    });
  }

  /**
   * PUT /restaurants/api/v3/table-orders/{id}/lines/{lineId} `{ guest_id, quantity }`: changes how many.
   * 404 LINE_NOT_FOUND; 409 NOT_AT_TABLE, TABLE_ORDER_CLOSED, LINE_ALREADY_SENT; 403 LINE_NOT_YOURS.
   */
  async updateLine(id: string, lineId: string, body: unknown): Promise<WireTableOrderResponse> {
    this.opened(id);
    const parsed = validateTableLineChange(body);
    if (!parsed.ok) throw invalid(parsed.field);
    return this.change(id, (state) => {
      const line = this.editableLine(state, lineId, parsed.value.guest_id);
      if (line.quantity === parsed.value.quantity) return false;
      this.host.store.setTableLineQuantity(line.id, parsed.value.quantity);
      return true;
    });
  }

  /** DELETE /restaurants/api/v3/table-orders/{id}/lines/{lineId}?guest_id=: removes a line (refused as a change is). */
  async removeLine(id: string, lineId: string, guestId: string | null): Promise<WireTableOrderResponse> {
    this.opened(id);
    if (!guestId) throw invalid('guest_id');
    return this.change(id, (state) => {
      const line = this.editableLine(state, lineId, guestId);
      this.host.store.removeTableLine(line.id);
      return true;
    });
  }

  /**
   * POST /restaurants/api/v3/table-orders/{id}/rounds `{ guest_id, version, for_everyone }`: sends what
   * was gathered to the kitchen, once. 409 ROUND_ALREADY_SENT when a round was sent since `version`
   * (two guests pressing Send at once make one round); 409 with sendRefusal's code (NOT_AT_TABLE,
   * NOTHING_TO_SEND, NOT_EVERYONE_READY); 409 TABLE_ORDER_CLOSED; stock as a checkout's (400).
   *
   * The round is one platform order (payment type TABLE_BILL, placed RECEIVED, so the kitchen and the
   * console have it); its lines take the round's number, every guest's "ready" is reset, and the bill
   * is calculated again over every sent line as one order (service charges and taxes as a cart's).
   */
  async sendRound(id: string, body: unknown): Promise<WireTableOrderResponse> {
    const venue = this.venueOf(this.opened(id));
    const parsed = validateSendRound(body);
    if (!parsed.ok) throw invalid(parsed.field);
    const request = parsed.value;
    const { store } = this.host;
    const sent = store.transaction(() => {
      const state = this.opened(id);
      if (state.order.status === 'CLOSED') throw HttpError.of('TABLE_ORDER_CLOSED');
      // Decided on an older version, and another guest's round went out since: this Send is that one.
      if (request.version < state.order.version && state.rounds.some((round) => round.version > request.version)) throw HttpError.of('ROUND_ALREADY_SENT');
      const guests = state.guests.map((guest) => ({ id: guest.id, name: guest.name, ready: guest.ready, leftAt: guest.left_at }));
      const lines = state.lines.map((line) => ({ id: line.id, addedBy: line.added_by, round: line.round }));
      const refusal = sendRefusal(guests, lines, request.guest_id, request.for_everyone);
      if (refusal) throw HttpError.of(refusal);

      const gathered = state.lines.filter((line) => line.round === null);
      const round = calculateCart({ items: gathered.map(cartItem) }, venue.menus, venue.location);
      if (!round.ok) throw calculationError(round);
      // The bill: every line sent so far and this round's, calculated as one order. Stock was checked as
      // each round went out; what the kitchen has in hand is not taken off the bill.
      const billed = [...state.lines.filter((line) => line.round !== null), ...gathered];
      const bill = calculateCart({ items: billed.map(cartItem) }, venue.menus, { ...venue.location, outOfStock: [], stockLimits: {} });
      if (!bill.ok) throw HttpError.of('CART_CALCULATE_AMOUNT_FAILED');

      const number = nextRound(lines);
      const sentAt = this.host.clockNow();
      const present = presentGuests(guests);
      const { order } = store.createOrder({
        cartId: `${id}-round-${number}`,
        businessId: state.order.business_id,
        locationId: state.order.location_id,
        experienceId: state.order.experience_id,
        items: round.lines,
        minorUnit: round.minorUnit,
        summary: toWireSummary(round.summary, round.minorUnit),
        details: {
          email: null,
          // The kitchen's ticket names the guests at the table.
          name: present.map((guest) => guestDisplayName(guest, guests, guestLabel)).join(', '),
          first_name: '',
          last_name: '',
          room_number: state.order.place === 'ROOM' ? state.order.table : null,
          table_number: state.order.place === 'TABLE' ? state.order.table : null,
          number_of_diners: present.length,
          phone: null,
        },
        paymentType: TABLE_BILL_PAYMENT,
        tip: null,
        checkoutAt: null,
        now: this.host.now(),
        statusAt: sentAt,
        payment: {
          status: 'OK',
          flow: 'IMMEDIATE',
          amount: toMajor(round.summary.total, round.minorUnit),
          currency: state.order.currency,
          paymentMethodId: null,
          card: null,
          roomChargeToken: null,
          challengeUrl: null,
        },
      });
      store.recordTableRound(
        id,
        { number, orderId: order.id, sentBy: request.guest_id, sentAt: sentAt.toISOString(), lineIds: gathered.map((line) => line.id) },
        storedBill(bill.summary),
        new Map(billed.map((line, index) => [line.id, bill.lines[index]!.total])),
      );
      return { order, number };
    });
    this.host.log(`table order ${id}: round ${sent.number} sent as order ${sent.order.check_number} (${sent.order.id})`);
    await this.host.publishOrderStatus(sent.order.id);
    await this.publish(id);
    return this.answer(id);
  }

  /**
   * POST /restaurants/api/v3/table-orders/{id}/payments: pays a share of the bill. The share the
   * platform expects is computed with split.ts from the bill as it stands (every payment paid or
   * awaiting confirmation holding its share): WHOLE the remainder; EVEN the next even share
   * (`evenShare` of the remainder between the shares still to pay; the first EVEN payment fixes the
   * ways, another number of ways is 409 SPLIT_DIFFERENTLY); MY_ITEMS the guest's lines nobody paid any
   * part of, whole; ITEMS the parts claimed (`claimParts`, refusals 409 LINE_ALREADY_PAID...), both with
   * their share of charges and taxes (`itemsShare`); AMOUNT the amount given. `amount` must be that
   * share (else 409 BILL_CHANGED) and a payable one (`amountRefusal`: 409 AMOUNT_EXCEEDS_REMAINDER...).
   *
   * Only then is the payment made, by the checkout's rules (a declined card is 400 CARD_DECLINED and
   * records nothing; the 3-D Secure card awaits its challenge, holding its share meanwhile), all in the
   * transaction that checked the bill: a payment for what another just took is refused before any card
   * is charged. A failed or cancelled challenge gives its share back; the bill CLOSES once payments
   * confirmed cover it.
   */
  async pay(id: string, body: unknown): Promise<WireTablePaymentResponse> {
    const venue = this.venueOf(this.opened(id));
    const parsed = validateTablePayment(body);
    if (!parsed.ok) throw invalid(parsed.field);
    const request = parsed.value;
    // A card always (each guest pays from their phone); the experience's other ways but the card
    // terminal, which is a kiosk's.
    const accepted = ['WALLET', ...venue.seed.experience.settings.payments.allowed.map((payment) => payment.type).filter((type) => type !== 'EMV')];
    if (!accepted.includes(request.payment.type)) throw HttpError.of('CART_CHECKOUT_FAILED').withField('payment.type');
    const { store } = this.host;
    const made = store.transaction(() => {
      const state = this.opened(id);
      this.present(state, request.guest_id);
      const minorUnit = minorUnitOf(state.order.currency);
      const given = minorOf(request.amount, minorUnit);
      const tip = minorOf(request.tip, minorUnit);
      if (!Number.isInteger(tip)) throw invalid('tip');
      const bill = splitBill(state);
      const share = this.expectedShare(state, bill, request, given);
      if (given !== share.amount) throw HttpError.of('BILL_CHANGED');
      const refusal = amountRefusal(bill, share.amount);
      if (refusal) throw HttpError.of(AMOUNT_REFUSALS[refusal]);
      const context = { roomNumber: state.order.place === 'ROOM' ? state.order.table : null, deviceId: null, receiptEmail: null };
      const attempt = this.host.preparePayment(request.payment, context, venue.seed, toMajor(share.amount + tip, minorUnit), state.order.currency);
      const payment = store.addTablePayment(
        id,
        {
          guest_id: request.guest_id,
          kind: request.kind,
          amount: share.amount,
          tip,
          parts: share.parts,
          ways: share.ways,
          created_at: this.host.clockNow().toISOString(),
        },
        { type: request.payment.type, ...attempt },
        this.host.now(),
      );
      return { payment, amount: share.amount, tip, minorUnit };
    });
    const { payment } = made;
    this.host.log(
      `table order ${id}: ${request.kind} payment ${payment.id} of ${toMajor(made.amount, made.minorUnit)} (tip ${toMajor(made.tip, made.minorUnit)}) ` +
        `by ${request.guest_id}, ${payment.type} ${payment.status}`,
    );
    await this.publish(id);
    const answered: WireTablePaymentResponse['data']['payment'] = { id: payment.id, status: payment.status === 'CANCELED' ? 'FAILED' : payment.status };
    if (payment.challenge_url && payment.status === 'AWAITING_CONFIRMATION') {
      // A REDIRECT payment's page is where the guest goes (top of the page), not a page to frame.
      if (payment.flow === 'REDIRECT') answered.redirect_url = payment.challenge_url;
      else answered.challenge_url = payment.challenge_url;
    }
    const answer = { data: { payment: answered, table_order: tableOrderWire(store.getTableState(id)!) } } satisfies WireTablePaymentResponse;
    assert(answer, TablePaymentResponseSchema);
    return answer;
  }

  /** GET /__sandbox/tables: the staff page's data, every table order whose bill is still OPEN, newest first. */
  tables(): SandboxTables {
    const now = this.host.clockNow();
    return {
      now: now.toISOString(),
      tables: this.host.store.openTableOrders().map((state) => {
        const facts = this.host.locationFacts(state.order.location_id);
        const minorUnit = minorUnitOf(state.order.currency);
        const confirmed = state.payments.filter((payment) => payment.status === 'OK').reduce((sum, payment) => sum + payment.amount, 0);
        return {
          table_order: tableOrderWire(state),
          location: { id: state.order.location_id, name: facts?.name ?? `Location ${state.order.location_id}`, time_zone: facts?.timeZone ?? 'UTC' },
          experience_type: this.host.venue(state.order.experience_id)?.seed.experience.type ?? '',
          opened_at: state.order.opened_at,
          expired: state.order.expires_at <= now.toISOString(),
          enabled: this.host.enabled(state.order.business_id),
          guest_names: Object.fromEntries(state.guests.map((guest) => [guest.id, guestDisplayName(guest, state.guests, guestLabel)])),
          confirmed: toMajor(confirmed, minorUnit),
        };
      }),
    };
  }

  /**
   * Writes a table order to `table_orders/{id}`, unless its business lacks the capability. Writes of one
   * table are chained, each writing the order as it stands when its turn comes, so a slow earlier write
   * never lands after a later one and leaves the phones an older order.
   */
  publish(id: string): Promise<void> {
    const previous = this.writes.get(id) ?? Promise.resolve();
    const write = previous
      .then(async () => {
        const state = this.host.store.getTableState(id);
        if (!state || !this.host.enabled(state.order.business_id)) return;
        await this.host.writer.writeTableOrder(tableOrderWire(state));
      })
      .catch((error: unknown) => this.host.log(`table order ${id} not written: ${(error as Error).message}`));
    this.writes.set(id, write);
    void write.then(() => {
      if (this.writes.get(id) === write) this.writes.delete(id);
    });
    return write;
  }

  /**
   * The share a payment request stands for, from the bill as it stands: its amount (minor units), the
   * lines' parts it takes and, split evenly, in how many ways. Throws the 409 of a refused claim or split.
   */
  private expectedShare(
    state: SandboxTableState,
    bill: TableBill,
    request: WireTablePaymentRequest,
    given: number,
  ): { amount: number; parts: { line_id: string; parts: number; index: number }[]; ways: number | null } {
    switch (request.kind) {
      case 'WHOLE':
        return { amount: remainingOf(bill), parts: [], ways: null };
      case 'AMOUNT':
        return { amount: given, parts: [], ways: null };
      case 'EVEN': {
        const ways = request.ways!;
        const even = evenSplit(state);
        if (even && even.ways !== ways) throw HttpError.of('SPLIT_DIFFERENTLY');
        // Once every share is paid and a later round left something owed, a further share pays it all.
        return { amount: evenShare(remainingOf(bill), Math.max(1, ways - (even?.paid ?? 0))), parts: [], ways };
      }
      case 'MY_ITEMS':
      case 'ITEMS': {
        let claims = (request.items ?? []).map((item) => ({ lineId: item.line_id, parts: item.parts }));
        if (request.kind === 'MY_ITEMS') {
          const mine = myUnpaidLines(bill, request.guest_id);
          // The lines the guest was shown as theirs must still be: another guest may have paid one meanwhile.
          if (
            request.items &&
            (request.items.length !== mine.length || request.items.some((item) => item.parts !== 1 || !mine.some((line) => line.id === item.line_id)))
          ) {
            throw HttpError.of('BILL_CHANGED');
          }
          claims = mine.map((line) => ({ lineId: line.id, parts: 1 }));
        }
        const claimed = claimParts(bill, claims);
        if (!claimed.ok) {
          const key = CLAIM_REFUSALS[claimed.refusal];
          throw HttpError.custom(ERRORS[key].code, key, claimed.lineId ? { line_id: claimed.lineId } : {}, ERRORS[key].status);
        }
        const itemsAmount = claimed.parts.reduce((sum, part) => sum + part.amount, 0);
        return {
          amount: itemsShare(bill, itemsAmount),
          parts: claimed.parts.map((part) => ({ line_id: part.lineId, parts: part.parts, index: part.index })),
          ways: null,
        };
      }
    }
  }

  /**
   * A table order the calls may act on: 404 TABLE_ORDER_NOT_FOUND when unknown, and 404 NOT_FOUND (the
   * answer of a platform without the call) while its business lacks the capability.
   */
  private opened(id: string): SandboxTableState {
    const state = this.host.store.getTableState(id);
    if (!state) throw HttpError.of('NOT_FOUND', { message: 'TABLE_ORDER_NOT_FOUND' });
    if (!this.host.enabled(state.order.business_id)) throw HttpError.of('NOT_FOUND');
    return state;
  }

  /** The venue of a table order: 404 EXPERIENCE_NOT_FOUND when the catalogue no longer has its experience. */
  private venueOf(state: SandboxTableState): TableVenue {
    const venue = this.host.venue(state.order.experience_id);
    if (!venue) throw HttpError.of('NOT_FOUND', { message: 'EXPERIENCE_NOT_FOUND' });
    return venue;
  }

  /** A guest of the order (left or not): 404 GUEST_NOT_FOUND. */
  private guestOf(state: SandboxTableState, guestId: string): SandboxTableState['guests'][number] {
    const guest = state.guests.find((candidate) => candidate.id === guestId);
    if (!guest) throw HttpError.of('NOT_FOUND', { message: 'GUEST_NOT_FOUND' });
    return guest;
  }

  /** A guest at the table: one who never joined this order or left it is 409 NOT_AT_TABLE (they join again first). */
  private present(state: SandboxTableState, guestId: string): void {
    if (!state.guests.some((guest) => guest.id === guestId && guest.left_at === null)) throw HttpError.of('NOT_AT_TABLE');
  }

  /**
   * A line `guestId` may change or remove: 404 LINE_NOT_FOUND, 409 NOT_AT_TABLE or TABLE_ORDER_CLOSED,
   * 409 LINE_ALREADY_SENT once sent, 403 LINE_NOT_YOURS for another guest's (mayEditLine).
   */
  private editableLine(state: SandboxTableState, lineId: string, guestId: string): SandboxTableLine {
    const line = state.lines.find((candidate) => candidate.id === lineId);
    if (!line) throw HttpError.of('NOT_FOUND', { message: 'LINE_NOT_FOUND' });
    this.present(state, guestId);
    if (state.order.status === 'CLOSED') throw HttpError.of('TABLE_ORDER_CLOSED');
    if (line.round !== null) throw HttpError.of('LINE_ALREADY_SENT');
    if (!mayEditLine({ id: line.id, addedBy: line.added_by, round: line.round }, guestId, state.order.others_may_edit)) throw HttpError.of('LINE_NOT_YOURS');
    return line;
  }

  /**
   * Runs `change` on the order as it stands, in one transaction; a change (it answers true) puts the
   * version up and is written to the realtime database before the call answers the order.
   */
  private async change(id: string, change: (state: SandboxTableState, at: string) => boolean): Promise<WireTableOrderResponse> {
    const { store } = this.host;
    const changed = store.transaction(() => {
      const at = this.host.clockNow().toISOString();
      if (!change(this.opened(id), at)) return false;
      store.touchTableOrder(id, at);
      return true;
    });
    if (changed) await this.publish(id);
    return this.answer(id);
  }

  /** The call's answer, checked against the SDK's own schema: one the widget would refuse is a 500 here, not a puzzle there. */
  private answer(id: string): WireTableOrderResponse {
    const answer = { data: tableOrderWire(this.host.store.getTableState(id)!) } satisfies WireTableOrderResponse;
    assert(answer, TableOrderResponseSchema);
    return answer;
  }
}
