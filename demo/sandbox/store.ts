import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type {
  WireCartRequest,
  WireCheckoutRequest,
  WireOrderStatus,
  WirePaymentMethod,
  WireRealtimeCart,
  WireSummary,
  WireUserMetadata,
} from '../../src/api/wire';
import { toMajor, type PricedLine } from './pricing';
import { buildSeedCatalog, SEED_VERSION } from './seed';
import type { SeedCatalog, SeedLocation } from './seed-types';

/**
 * The sandbox's embedded database (better-sqlite3): the seeded catalogue, carts and orders, in
 * `{dataDir}/sandbox.sqlite`, so orders survive a restart. better-sqlite3 is synchronous, which
 * makes "check out a cart exactly once" a plain transaction on one thread.
 */

/** An order line as stored: prices in major units like the rest of the wire. */
export interface SandboxOrderLine {
  pui: string;
  name: string;
  quantity: number;
  comment: string;
  unit_price: number;
  total: number;
  modifiers: { pui: string; name: string; quantity: number; price: number }[];
}

/**
 * Order statuses: RECEIVED = placed (paid, or paid later in person / cash / room); AWAITING_PAYMENT =
 * a card payment waits for 3-D Secure or the card terminal; VOIDED = that payment failed or was
 * cancelled (nothing taken; a new checkout of the same cart reopens the order); WITHDRAWN = the
 * checkout was withdrawn with DELETE /cart/{id}/checkout (reopened the same way).
 */
export type SandboxOrderStatus = 'RECEIVED' | 'AWAITING_PAYMENT' | 'VOIDED' | 'WITHDRAWN';

/**
 * An order the kitchen follows (GET /__sandbox/kitchen): the order, where the kitchen says it is, and
 * when it reached the kitchen (the sandbox clock's instant it became RECEIVED).
 */
export interface SandboxKitchenEntry {
  order: SandboxOrder;
  status: WireOrderStatus;
  received_at: string;
}

/** A message a widget reported as untranslated, as GET /__sandbox/missed-translations lists it. */
export interface SandboxMissedTranslation {
  business_id: number;
  language: string;
  message: string;
  /** The platform code as text ('' when none was given). */
  code: string;
  /** Where the widget met it (`checkout`, `coupon`, `transaction`...). */
  info: string;
  /** How many times it was reported (each element reports a message once). */
  reports: number;
  first_at: string;
  last_at: string;
}

/** Payment statuses: OK = taken (or accepted for later), FAILED, CANCELED, AWAITING_CONFIRMATION. */
export type SandboxPaymentStatus = 'OK' | 'AWAITING_CONFIRMATION' | 'FAILED' | 'CANCELED';

/** One payment attempt of an order, as GET /__sandbox/orders lists it (newest last). */
export interface SandboxPayment {
  id: string;
  order_id: string;
  /** The checkout's payment.type (WALLET, CASH, PAY_IN_PERSON, ROOM, EMV...). */
  type: string;
  status: SandboxPaymentStatus;
  /** How it completes: at once, after a 3-D Secure challenge, or at the card terminal. */
  flow: 'IMMEDIATE' | 'CHALLENGE' | 'TERMINAL' | 'REDIRECT';
  /** Major units of the location's currency (the order total). */
  amount: number;
  currency: string;
  payment_method_id: string | null;
  /** The tokenized card (never the number). */
  card: { brand: string; last4: string } | null;
  room_charge_token: string | null;
  challenge_url: string | null;
  /** The kiosk that took the order (its card terminal is the one to tap), else null. */
  device_id?: string | null;
  /** Where the receipt goes once paid (the checkout's `receipt.receive_by` EMAIL), else null. */
  receipt_email?: string | null;
  /** Why it failed (a code and message), else null. */
  error: { code: number; message: string } | null;
  transaction_id: string | null;
  created_at: string;
  updated_at: string;
}

/** What a new payment attempt needs; ids are assigned by the store. */
export interface NewPayment {
  type: string;
  status: SandboxPaymentStatus;
  flow: SandboxPayment['flow'];
  amount: number;
  currency: string;
  paymentMethodId: string | null;
  card: SandboxPayment['card'];
  roomChargeToken: string | null;
  /** Made from the ids: `(orderId, paymentId) => url`; null for none. */
  challengeUrl: ((orderId: string, paymentId: string) => string) | null;
  /** The kiosk device the checkout came from, else null. */
  deviceId?: string | null;
  /** The address the receipt is emailed to once paid, else null. */
  receiptEmail?: string | null;
}

/** What decides a payment attempt besides its `payment` object: where the guest is and what they asked for. */
export interface PaymentContext {
  /** The room a room charge is posted to (the checkout's room number, or a room's shared order's room). */
  roomNumber: string | null;
  /** The kiosk the payment is made at (its card terminal takes it), else null. */
  deviceId: string | null;
  /** Where the receipt is emailed once paid, else null. */
  receiptEmail: string | null;
}

/** A card the wallet frame tokenized (POST /__sandbox/wallet/tokens): the number stays server-side. */
export interface SandboxCardToken {
  token: string;
  number: string;
  brand: string;
  last4: string;
  fingerprint: string;
  created_at: string;
}

/** An order as GET /__sandbox/orders lists it (snake_case like the platform). */
export interface SandboxOrder {
  id: string;
  check_number: string;
  confirmation_number: string;
  cart_id: string;
  business_id: number;
  location_id: number;
  experience_id: number;
  items: SandboxOrderLine[];
  summary: WireSummary;
  details: WireCheckoutRequest['details'];
  /** The guest's comment on the order ('' when none). */
  comment: string;
  /** Deliver to the room or pick up, when the experience offers deliveries; else null. */
  delivery_method: 'ROOM' | 'PICK_UP' | null;
  payment_type: string;
  /** The latest payment's id. */
  payment_id: string;
  tip: WireCheckoutRequest['tip'];
  checkout_at: string | null;
  checkout_time: string;
  status: SandboxOrderStatus;
  created_at: string;
  /** Every payment attempt, oldest first. */
  payments: SandboxPayment[];
  /** The signed-in user who placed it (the checkout's bearer token), null when nobody was. */
  user_id: string | null;
}

/** A platform user: a member or a guest account, with its profile metadata. */
export interface SandboxUser {
  id: string;
  is_guest: boolean;
  metadata: WireUserMetadata;
  created_at: string;
}

/** The demo users of the README, with fixed tokens so a host page or a test can sign them in. */
export const DEMO_USERS: readonly { id: string; isGuest: boolean; accessToken: string; refreshToken: string; metadata: WireUserMetadata }[] = [
  {
    id: 'usr_guest_dana',
    isGuest: true,
    accessToken: 'demo-guest-dana',
    refreshToken: 'demo-guest-dana-refresh',
    metadata: { firstName: 'Dana', lastName: 'Cohen', email: 'dana.cohen@example.com', phone: '2125550142', country: 'us', language: 'en_US' },
  },
  {
    id: 'usr_member_ava',
    isGuest: false,
    accessToken: 'demo-member-ava',
    refreshToken: 'demo-member-ava-refresh',
    metadata: { firstName: 'Ava', lastName: 'Levi', email: 'ava.levi@example.com', phone: '2125550177', country: 'us', language: 'en_US' },
  },
];

/** A code the sandbox SMS provider sent (GET /__sandbox/sms lists them, newest first). */
export interface SandboxSms {
  id: string;
  /** E.164. */
  phone: string;
  /** Six digits. */
  code: string;
  /** The temporary phone token the code is checked against. */
  token: string;
  publishable_key: string;
  created_at: string;
  expires_at: string;
  /** Wrong codes tried so far. */
  attempts: number;
  /** SENT (waiting), VERIFIED (used), LOCKED (too many wrong codes). */
  state: 'SENT' | 'VERIFIED' | 'LOCKED';
}

/** A receipt emailed for a past order (GET /__sandbox/invoices). */
export interface SandboxInvoice {
  id: string;
  order_id: string;
  user_id: string;
  email: string;
  sent_at: string;
}

/**
 * The demo member Ava's saved cards (sandbox wallet tokens: 4242 pays at once) and her order
 * history at the members-only Lumen Members Lounge (business 1003, where members sign in): 32 orders, one a day back from now, so the history has two pages of
 * 30; every other one was paid by card (its receipt can be emailed). The newest reads like a full receipt:
 * a modifier, a service charge, a tip and a member discount.
 */
export const DEMO_MEMBER_HISTORY = {
  userId: 'usr_member_ava',
  businessId: 1003,
  locationId: 2201,
  experienceId: 3201,
  cards: [
    { token: 'pm_ava_visa', brand: 'Visa', number: '4242424242424242' },
    { token: 'pm_ava_mastercard', brand: 'Mastercard', number: '5555555555554444' },
  ],
  /** What the newest order adds (minor units, but the modifier's price in major units as orders keep it). */
  newestExtras: {
    modifier: { pui: 'TL-MOD-BURRATA', name: 'Add burrata', quantity: 1, price: 4 },
    serviceCharge: { name: 'Service charge', rate: 0.05 },
    tipRate: 0.15,
    discount: { amount: 200 },
  },
  orders: Array.from({ length: 32 }, (_, index) => ({
    wallet: index % 2 === 0,
    lines: [
      ['TL-MARGHERITA', 'Pizza Margherita', 1 + (index % 2), 1600],
      ['TL-TIRAMISU', 'Tiramisù', 1, 900],
    ] as [string, string, number, number][],
  })),
} as const;

/** A stored cart. */
export interface SandboxCart {
  id: string;
  business_id: number;
  experience_id: number;
  location_id: number;
  request: WireCartRequest;
  hash: string;
  status: 'PENDING_CALCULATIONS' | 'CALCULATED' | 'REJECTED';
  result: WireRealtimeCart | null;
  checked_out: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * A shared table order as stored (the optional shared table order capability; its wire form is
 * `WireTableOrder`, made in table-orders.ts). Amounts are integer minor units of `currency`.
 */
export interface SandboxTableOrderRow {
  id: string;
  business_id: number;
  location_id: number;
  experience_id: number;
  /** The table number, or the room number of a room's order. */
  table: string;
  place: 'TABLE' | 'ROOM';
  version: number;
  /** OPEN while something is owed or nothing was sent; CLOSED once payments confirmed cover the bill. */
  status: 'OPEN' | 'CLOSED';
  currency: string;
  opened_at: string;
  expires_at: string;
  closed_at: string | null;
  others_may_edit: boolean;
  /** The sent rounds' lines calculated as one order; null until a round is sent. */
  bill: SandboxTableBill | null;
}

/** The calculation of a table's sent lines (minor units; the tip is never part of it). */
export interface SandboxTableBill {
  subtotal: number;
  service_charges: { name: string; amount: number }[];
  taxes: { name: string; amount: number; is_inclusive: boolean }[];
  discount: number;
  total: number;
}

/** A guest at a shared table order. */
export interface SandboxTableGuest {
  id: string;
  name: string;
  ready: boolean;
  joined_at: string;
  left_at: string | null;
}

/** A line of a shared table order: its price in minor units, its modifiers' prices in major units (as orders keep them). */
export interface SandboxTableLine {
  id: string;
  pui: string;
  name: string;
  quantity: number;
  /** One item with its modifiers (minor units). */
  unit_price: number;
  modifiers: { pui: string; name: string; price: number }[];
  comment: string;
  added_by: string;
  /** The round it was sent in, or null while it is being gathered. */
  round: number | null;
  /** What the line costs on the bill (minor units), once sent. */
  amount: number | null;
}

/** A round of a shared table order: the platform order it made, and the version of the table order that sent it. */
export interface SandboxTableRound {
  number: number;
  order_id: string;
  check_number: string;
  sent_by: string;
  sent_at: string;
  version: number;
}

/**
 * A payment toward a table's bill: the table's part (`table_payments`) beside the payment attempt the
 * card machinery keeps (`payments`, with the table order's id as its order id), whose `status` and
 * `type` it reads. Amounts in minor units.
 */
export interface SandboxTablePayment {
  id: string;
  guest_id: string;
  kind: 'WHOLE' | 'EVEN' | 'MY_ITEMS' | 'ITEMS' | 'AMOUNT';
  /** Toward the bill. */
  amount: number;
  tip: number;
  /** The lines' parts it takes (ITEMS and MY_ITEMS). */
  parts: { line_id: string; parts: number; index: number }[];
  /** EVEN: in how many ways the bill is split. */
  ways: number | null;
  created_at: string;
  status: SandboxPaymentStatus;
  /** The payment type (WALLET, ROOM, PAY_IN_PERSON...). */
  type: string;
  card: SandboxPayment['card'];
}

/** A shared table order with everything in it, read in one go. */
export interface SandboxTableState {
  order: SandboxTableOrderRow;
  /** In the order they joined. */
  guests: SandboxTableGuest[];
  /** In the order they were added. */
  lines: SandboxTableLine[];
  rounds: SandboxTableRound[];
  /** Oldest first. */
  payments: SandboxTablePayment[];
}

/** A table order to open; its id is assigned here, its version is 1 (it opens with its first guest). */
export interface NewTableOrder {
  businessId: number;
  locationId: number;
  experienceId: number;
  table: string;
  place: 'TABLE' | 'ROOM';
  currency: string;
  openedAt: string;
  expiresAt: string;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS catalog (kind TEXT PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS carts (
  id TEXT PRIMARY KEY, business_id INTEGER NOT NULL, experience_id INTEGER NOT NULL, location_id INTEGER NOT NULL,
  request_json TEXT NOT NULL, hash TEXT NOT NULL, status TEXT NOT NULL, result_json TEXT,
  checked_out INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS stock (
  location_id INTEGER NOT NULL, serial_id INTEGER NOT NULL, in_stock INTEGER NOT NULL, PRIMARY KEY (location_id, serial_id)
);
CREATE TABLE IF NOT EXISTS payments (
  id TEXT PRIMARY KEY, order_id TEXT NOT NULL, json TEXT NOT NULL, seq INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS card_tokens (token TEXT PRIMARY KEY, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS users (id TEXT PRIMARY KEY, is_guest INTEGER NOT NULL, metadata_json TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS user_tokens (
  token TEXT PRIMARY KEY, kind TEXT NOT NULL, user_id TEXT NOT NULL, expired INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS missed_translations (
  business_id INTEGER NOT NULL, language TEXT NOT NULL, message TEXT NOT NULL, code TEXT, info TEXT NOT NULL,
  reports INTEGER NOT NULL DEFAULT 1, first_at TEXT NOT NULL, last_at TEXT NOT NULL, seq INTEGER NOT NULL,
  PRIMARY KEY (business_id, language, message, code)
);
CREATE TABLE IF NOT EXISTS sms_messages (
  id TEXT PRIMARY KEY, phone TEXT NOT NULL, code TEXT NOT NULL, token TEXT NOT NULL UNIQUE, publishable_key TEXT NOT NULL,
  created_at TEXT NOT NULL, expires_at TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, state TEXT NOT NULL, seq INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS verified_tokens (
  token TEXT PRIMARY KEY, phone TEXT NOT NULL, publishable_key TEXT NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL, used INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS payment_methods (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, json TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS invoices (
  id TEXT PRIMARY KEY, order_id TEXT NOT NULL, user_id TEXT NOT NULL, email TEXT NOT NULL, sent_at TEXT NOT NULL, seq INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS order_statuses (order_id TEXT PRIMARY KEY, json TEXT NOT NULL, received_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS order_status_history (order_id TEXT NOT NULL, json TEXT NOT NULL, seq INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS table_orders (
  id TEXT PRIMARY KEY, business_id INTEGER NOT NULL, location_id INTEGER NOT NULL, experience_id INTEGER NOT NULL,
  table_ref TEXT NOT NULL, place TEXT NOT NULL, version INTEGER NOT NULL, status TEXT NOT NULL, currency TEXT NOT NULL,
  opened_at TEXT NOT NULL, expires_at TEXT NOT NULL, closed_at TEXT, others_may_edit INTEGER NOT NULL DEFAULT 0,
  bill_json TEXT, seq INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS table_orders_of_table ON table_orders (experience_id, table_ref, place, status);
CREATE TABLE IF NOT EXISTS table_guests (
  id TEXT PRIMARY KEY, table_order_id TEXT NOT NULL, name TEXT NOT NULL, ready INTEGER NOT NULL DEFAULT 0,
  joined_at TEXT NOT NULL, left_at TEXT, seq INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS table_lines (
  id TEXT PRIMARY KEY, table_order_id TEXT NOT NULL, pui TEXT NOT NULL, name TEXT NOT NULL, quantity INTEGER NOT NULL,
  unit_price INTEGER NOT NULL, modifiers_json TEXT NOT NULL, comment TEXT NOT NULL, added_by TEXT NOT NULL,
  round INTEGER, amount INTEGER, seq INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS table_rounds (
  table_order_id TEXT NOT NULL, number INTEGER NOT NULL, order_id TEXT NOT NULL, sent_by TEXT NOT NULL, sent_at TEXT NOT NULL,
  version INTEGER NOT NULL, PRIMARY KEY (table_order_id, number)
);
CREATE TABLE IF NOT EXISTS table_payments (
  id TEXT PRIMARY KEY, table_order_id TEXT NOT NULL, guest_id TEXT NOT NULL, kind TEXT NOT NULL, amount INTEGER NOT NULL,
  tip INTEGER NOT NULL, parts_json TEXT NOT NULL, ways INTEGER, created_at TEXT NOT NULL, seq INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY, check_number TEXT NOT NULL UNIQUE, confirmation_number TEXT NOT NULL,
  cart_id TEXT NOT NULL UNIQUE, business_id INTEGER NOT NULL, location_id INTEGER NOT NULL, experience_id INTEGER NOT NULL,
  items_json TEXT NOT NULL, summary_json TEXT NOT NULL, details_json TEXT NOT NULL, payment_type TEXT NOT NULL,
  payment_id TEXT NOT NULL, tip_json TEXT, checkout_at TEXT, checkout_time TEXT NOT NULL, status TEXT NOT NULL,
  created_at TEXT NOT NULL, seq INTEGER NOT NULL, user_id TEXT, comment TEXT NOT NULL DEFAULT '', delivery_method TEXT
);
`;

/** Cart ids of the seeded order history (no cart of a guest starts so: theirs are UUIDs). */
const SEEDED_CART_PREFIX = 'seed_';

/** Check numbers look like the POS's: A-1042, A-1043, ... */
const FIRST_CHECK_NUMBER = 1042;

interface CartRow {
  id: string;
  business_id: number;
  experience_id: number;
  location_id: number;
  request_json: string;
  hash: string;
  status: SandboxCart['status'];
  result_json: string | null;
  checked_out: number;
  created_at: string;
  updated_at: string;
}
interface OrderRow {
  id: string;
  check_number: string;
  confirmation_number: string;
  cart_id: string;
  business_id: number;
  location_id: number;
  experience_id: number;
  items_json: string;
  summary_json: string;
  details_json: string;
  payment_type: string;
  payment_id: string;
  tip_json: string | null;
  checkout_at: string | null;
  checkout_time: string;
  status: SandboxOrderStatus;
  created_at: string;
  user_id: string | null;
  comment: string;
  delivery_method: 'ROOM' | 'PICK_UP' | null;
}

/** Everything the server needs to write a new order; ids and numbers are assigned here. */
export interface NewOrder {
  cartId: string;
  businessId: number;
  locationId: number;
  experienceId: number;
  items: PricedLine[];
  summary: WireSummary;
  details: WireCheckoutRequest['details'];
  /** The order's comment. */
  comment?: string;
  deliveryMethod?: 'ROOM' | 'PICK_UP' | null;
  paymentType: string;
  tip: WireCheckoutRequest['tip'];
  checkoutAt: string | null;
  now: Date;
  /** Decimals of the location's currency (line prices are stored in major units). */
  minorUnit?: number;
  /** The payment attempt (default: an immediate OK payment of `paymentType`). */
  payment?: Omit<NewPayment, 'type'>;
  /** The signed-in user placing it (null: nobody). */
  userId?: string | null;
  /**
   * When its kitchen status begins if it is placed RECEIVED (the sandbox clock, which the kitchen's
   * times and ETAs follow); default `now`.
   */
  statusAt?: Date;
}

const randomId = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
/** Six characters without look-alikes (no 0/O, 1/I). */
function confirmationNumber(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The sandbox database. */
export class SandboxStore {
  readonly file: string;
  private readonly db: Database;
  private catalogCache: SeedCatalog | null = null;

  /** Opens (creating and seeding when needed) `{dataDir}/sandbox.sqlite`; `fresh` deletes it first. */
  constructor(dataDir: string, options: { fresh?: boolean } = {}) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, 'sandbox.sqlite');
    if (options.fresh) {
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(this.file + suffix, { force: true });
    }
    this.db = new Database(this.file);
    this.db.pragma('journal_mode = WAL');
    // FULL syncs the WAL at every commit: with NORMAL a power loss could drop the last placed orders
    // although their checkout had been answered. The sandbox writes little, so the cost is unnoticed.
    this.db.pragma('synchronous = FULL');
    this.db.exec(SCHEMA);
    // Databases from before users: orders gain their user column (orders are kept).
    const orderColumns = this.db
      .prepare<{ name: string }>('PRAGMA table_info(orders)')
      .all()
      .map((column) => column.name);
    if (!orderColumns.includes('user_id')) this.db.exec('ALTER TABLE orders ADD COLUMN user_id TEXT');
    // ... and, from before comments and deliveries were recorded, those two.
    if (!orderColumns.includes('comment')) this.db.exec("ALTER TABLE orders ADD COLUMN comment TEXT NOT NULL DEFAULT ''");
    if (!orderColumns.includes('delivery_method')) this.db.exec('ALTER TABLE orders ADD COLUMN delivery_method TEXT');
    // Databases from before order statuses gained their two tables from SCHEMA above (CREATE TABLE IF
    // NOT EXISTS); their orders already placed have no kitchen status, so the kitchen does not list them.
    // The same goes for the shared table order's five tables (table_orders, table_guests, table_lines,
    // table_rounds, table_payments): a database from before them gains them empty.
    this.seedDemoUsers();
    if (!this.db.prepare('SELECT 1 FROM catalog WHERE kind = ?').get('catalog')) this.seed();
    else if (this.db.prepare<{ value: string }>('SELECT value FROM meta WHERE key = ?').get('seed_version')?.value !== String(SEED_VERSION)) {
      // A database from an older seed: replace the catalogue, keep carts and orders.
      this.writeCatalog();
    }
    this.seedDemoMember();
  }

  /** The connection's journal and sync modes as SQLite reports them (`{ journalMode: 'wal', synchronous: 'FULL' }`). */
  durability(): { journalMode: string; synchronous: string } {
    const journalMode = String(this.db.pragma('journal_mode', { simple: true }));
    const level = Number(this.db.pragma('synchronous', { simple: true }));
    return { journalMode, synchronous: ['OFF', 'NORMAL', 'FULL', 'EXTRA'][level] ?? String(level) };
  }

  private writeCatalog(): void {
    this.db.prepare('INSERT OR REPLACE INTO catalog (kind, json) VALUES (?, ?)').run('catalog', JSON.stringify(buildSeedCatalog()));
    this.db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('seed_version', String(SEED_VERSION));
    this.catalogCache = null;
  }

  /** Replaces the catalogue with the seed and drops all carts and orders (POST /__sandbox/reset, --fresh). */
  reset(): void {
    this.db.transaction(() => {
      this.db.exec(
        'DELETE FROM carts; DELETE FROM orders; DELETE FROM payments; DELETE FROM card_tokens; DELETE FROM catalog; DELETE FROM meta; ' +
          'DELETE FROM stock; DELETE FROM users; DELETE FROM user_tokens; DELETE FROM sms_messages; DELETE FROM verified_tokens; ' +
          'DELETE FROM payment_methods; DELETE FROM invoices; DELETE FROM missed_translations; DELETE FROM order_statuses; DELETE FROM order_status_history; ' +
          'DELETE FROM table_orders; DELETE FROM table_guests; DELETE FROM table_lines; DELETE FROM table_rounds; DELETE FROM table_payments;',
      );
      this.seed();
      this.seedDemoUsers();
      this.seedDemoMember();
    })();
  }

  private seed(): void {
    this.writeCatalog();
    this.db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('next_check_number', String(FIRST_CHECK_NUMBER));
    this.db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('seeded_at', new Date().toISOString());
  }

  /** The demo users and their fixed tokens (kept as they are when present: their profiles may have been edited). */
  private seedDemoUsers(): void {
    const at = new Date().toISOString();
    for (const user of DEMO_USERS) {
      this.db
        .prepare('INSERT OR IGNORE INTO users (id, is_guest, metadata_json, created_at) VALUES (?, ?, ?, ?)')
        .run(user.id, user.isGuest ? 1 : 0, JSON.stringify(user.metadata), at);
      this.db
        .prepare('INSERT OR REPLACE INTO user_tokens (token, kind, user_id, expired, created_at) VALUES (?, ?, ?, 0, ?)')
        .run(user.accessToken, 'access', user.id, at);
      this.db
        .prepare('INSERT OR REPLACE INTO user_tokens (token, kind, user_id, expired, created_at) VALUES (?, ?, ?, 0, ?)')
        .run(user.refreshToken, 'refresh', user.id, at);
    }
  }

  // ---- translations: messages the widget could not translate ------------------------------------

  /**
   * Records messages a widget reported as untranslated (POST .../translations/{bid}/{language}/missed):
   * one row per business, language, message and code, counting how often it was reported.
   */
  recordMissedTranslations(businessId: number, language: string, missed: readonly { message: string; code: string | null; info: string }[], at: string): void {
    const upsert = this.db.prepare(`INSERT INTO missed_translations (business_id, language, message, code, info, reports, first_at, last_at, seq)
      VALUES (?, ?, ?, ?, ?, 1, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM missed_translations))
      ON CONFLICT (business_id, language, message, code) DO UPDATE SET reports = reports + 1, info = excluded.info, last_at = excluded.last_at`);
    this.db.transaction(() => {
      for (const entry of missed) upsert.run(businessId, language, entry.message, entry.code ?? '', entry.info, at, at);
    })();
  }

  /** Every recorded untranslated message, newest first (GET /__sandbox/missed-translations). */
  listMissedTranslations(): SandboxMissedTranslation[] {
    return this.db
      .prepare<SandboxMissedTranslation>(
        'SELECT business_id, language, message, code, info, reports, first_at, last_at FROM missed_translations ORDER BY seq DESC',
      )
      .all();
  }

  // ---- members: SMS codes, verified phones, saved cards, receipts -----------------------------

  /** Records an SMS code sent to `phone` (the sandbox SMS provider's outbox). */
  saveSms(message: Omit<SandboxSms, 'attempts' | 'state'>): void {
    this.db
      .prepare(`INSERT INTO sms_messages (id, phone, code, token, publishable_key, created_at, expires_at, attempts, state, seq)
      VALUES (?, ?, ?, ?, ?, ?, ?, 0, 'SENT', (SELECT COALESCE(MAX(seq), 0) + 1 FROM sms_messages))`)
      .run(message.id, message.phone, message.code, message.token, message.publishable_key, message.created_at, message.expires_at);
  }

  /** The SMS sent with a temporary phone token, or null. */
  smsByToken(token: string): SandboxSms | null {
    return (
      this.db
        .prepare<SandboxSms>('SELECT id, phone, code, token, publishable_key, created_at, expires_at, attempts, state FROM sms_messages WHERE token = ?')
        .get(token) ?? null
    );
  }

  /** Every SMS sent, newest first (GET /__sandbox/sms). */
  listSms(): SandboxSms[] {
    return this.db
      .prepare<SandboxSms>('SELECT id, phone, code, token, publishable_key, created_at, expires_at, attempts, state FROM sms_messages ORDER BY seq DESC')
      .all();
  }

  updateSms(id: string, change: { attempts?: number; state?: SandboxSms['state']; expiresAt?: string }): void {
    const current = this.db.prepare<SandboxSms>('SELECT * FROM sms_messages WHERE id = ?').get(id);
    if (!current) return;
    this.db
      .prepare('UPDATE sms_messages SET attempts = ?, state = ?, expires_at = ? WHERE id = ?')
      .run(change.attempts ?? current.attempts, change.state ?? current.state, change.expiresAt ?? current.expires_at, id);
  }

  /** Moves the expiry of every unverified code (of one phone, or all) to `at`; returns how many. */
  expireSms(phone: string | null, at: string): number {
    const result = phone
      ? this.db.prepare("UPDATE sms_messages SET expires_at = ? WHERE state = 'SENT' AND phone = ?").run(at, phone)
      : this.db.prepare("UPDATE sms_messages SET expires_at = ? WHERE state = 'SENT'").run(at);
    return result.changes;
  }

  saveVerifiedToken(token: { token: string; phone: string; publishableKey: string; createdAt: string; expiresAt: string }): void {
    this.db
      .prepare('INSERT INTO verified_tokens (token, phone, publishable_key, created_at, expires_at, used) VALUES (?, ?, ?, ?, ?, 0)')
      .run(token.token, token.phone, token.publishableKey, token.createdAt, token.expiresAt);
  }

  verifiedToken(token: string): { phone: string; publishableKey: string; expiresAt: string; used: boolean } | null {
    const row = this.db
      .prepare<{ phone: string; publishable_key: string; expires_at: string; used: number }>('SELECT * FROM verified_tokens WHERE token = ?')
      .get(token);
    return row ? { phone: row.phone, publishableKey: row.publishable_key, expiresAt: row.expires_at, used: row.used === 1 } : null;
  }

  /** Marks a verified token as used: one SMS code logs a phone in (or registers it) once. */
  markVerifiedTokenUsed(token: string): void {
    this.db.prepare('UPDATE verified_tokens SET used = 1 WHERE token = ?').run(token);
  }

  /** Saved cards of a user, in the order they were saved. */
  paymentMethods(userId: string): WirePaymentMethod[] {
    return this.db
      .prepare<{ json: string }>('SELECT json FROM payment_methods WHERE user_id = ? ORDER BY rowid')
      .all(userId)
      .map((row) => JSON.parse(row.json) as WirePaymentMethod);
  }

  /** Records a receipt sent by email (POST /order/{id}/send-invoice). */
  saveInvoice(invoice: Omit<SandboxInvoice, 'id'>): SandboxInvoice {
    const made = { id: randomId('inv'), ...invoice };
    this.db
      .prepare('INSERT INTO invoices (id, order_id, user_id, email, sent_at, seq) VALUES (?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM invoices))')
      .run(made.id, made.order_id, made.user_id, made.email, made.sent_at);
    return made;
  }

  /** Receipts sent, newest first (GET /__sandbox/invoices). */
  listInvoices(): SandboxInvoice[] {
    return this.db.prepare<SandboxInvoice>('SELECT id, order_id, user_id, email, sent_at FROM invoices ORDER BY seq DESC').all();
  }

  /** Orders a user placed (newest first), optionally of one business and location. */
  ordersOfUser(userId: string, filter: { businessId?: number | null; locationId?: number | null } = {}): SandboxOrder[] {
    return this.db
      .prepare<OrderRow>('SELECT * FROM orders WHERE user_id = ? ORDER BY created_at DESC, seq DESC')
      .all(userId)
      .map((row) => this.withPayments(row))
      .filter(
        (order) =>
          (filter.businessId == null || order.business_id === filter.businessId) && (filter.locationId == null || order.location_id === filter.locationId),
      );
  }

  /**
   * The demo member's saved cards (tokens of the sandbox wallet, so a checkout can pay with them)
   * and order history, written once: a profile or a history changed since is kept.
   */
  private seedDemoMember(): void {
    const member = DEMO_MEMBER_HISTORY;
    const at = new Date().toISOString();
    for (const card of member.cards) {
      const method: WirePaymentMethod = {
        id: card.token,
        issuerFull: card.brand,
        source: 'SPS_ECOMMERCE',
        value: `•••• ${card.number.slice(-4)}`,
        last4Digits: card.number.slice(-4),
      };
      this.db.prepare('INSERT OR IGNORE INTO payment_methods (id, user_id, json) VALUES (?, ?, ?)').run(card.token, member.userId, JSON.stringify(method));
      this.db.prepare('INSERT OR IGNORE INTO card_tokens (token, json) VALUES (?, ?)').run(
        card.token,
        JSON.stringify({
          token: card.token,
          number: card.number,
          brand: card.brand,
          last4: card.number.slice(-4),
          fingerprint: `fp_${card.token}`,
          created_at: at,
        } satisfies SandboxCardToken),
      );
    }
    if (this.db.prepare('SELECT 1 FROM orders WHERE user_id = ?').get(member.userId)) return;
    const now = Date.now();
    member.orders.forEach((order, index) => {
      const extras = index === 0 ? member.newestExtras : null;
      const lines: PricedLine[] = order.lines.map(([pui, name, quantity, unitCents], line) => {
        const modifiers = extras && line === 0 ? [extras.modifier] : [];
        const unitPrice = unitCents + modifiers.reduce((sum, modifier) => sum + Math.round(modifier.price * 100), 0);
        return { pui, name, quantity, comment: '', unitPrice, total: unitPrice * quantity, modifiers };
      });
      const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
      const service = extras ? Math.round(subtotal * extras.serviceCharge.rate) : 0;
      const discount = extras?.discount.amount ?? 0;
      const tax = Math.round((subtotal + service - discount) * 0.08875);
      const tip = extras ? Math.round(subtotal * extras.tipRate) : 0;
      const summary: WireSummary = {
        subtotal: subtotal / 100,
        service_charges: extras ? [{ name: extras.serviceCharge.name, amount: service / 100 }] : [],
        taxes: [{ name: 'NY Sales Tax', amount: tax / 100, is_inclusive: false }],
        tip: tip / 100,
        discount: discount / 100,
        total: (subtotal + service - discount + tax + tip) / 100,
      };
      const card = order.wallet ? member.cards[0]! : null;
      this.createOrder({
        cartId: `${SEEDED_CART_PREFIX}ava_${index + 1}`,
        businessId: member.businessId,
        locationId: member.locationId,
        experienceId: member.experienceId,
        items: lines,
        summary,
        details: {
          email: 'ava.levi@example.com',
          name: 'Ava Levi',
          first_name: 'Ava',
          last_name: 'Levi',
          room_number: null,
          table_number: null,
          number_of_diners: null,
          phone: '+12125550177',
        },
        paymentType: order.wallet ? 'WALLET' : 'PAY_IN_PERSON',
        tip: tip ? { amount: tip / 100, type: 'FIXED' } : null,
        checkoutAt: null,
        now: new Date(now - (index + 1) * 26 * 3_600_000),
        userId: member.userId,
        payment: {
          status: 'OK',
          flow: 'IMMEDIATE',
          amount: summary.total,
          currency: 'USD',
          paymentMethodId: card?.token ?? null,
          card: card ? { brand: card.brand, last4: card.number.slice(-4) } : null,
          roomChargeToken: null,
          challengeUrl: null,
        },
      });
    });
  }

  /** Creates a user (a new guest has no profile but its language). */
  createUser(isGuest: boolean, metadata: WireUserMetadata, now: Date): SandboxUser {
    const user: SandboxUser = { id: randomId(isGuest ? 'usr_guest' : 'usr'), is_guest: isGuest, metadata, created_at: now.toISOString() };
    this.db
      .prepare('INSERT INTO users (id, is_guest, metadata_json, created_at) VALUES (?, ?, ?, ?)')
      .run(user.id, isGuest ? 1 : 0, JSON.stringify(metadata), user.created_at);
    return user;
  }

  getUser(id: string): SandboxUser | null {
    const row = this.db.prepare<{ id: string; is_guest: number; metadata_json: string; created_at: string }>('SELECT * FROM users WHERE id = ?').get(id);
    return row ? { id: row.id, is_guest: row.is_guest === 1, metadata: JSON.parse(row.metadata_json) as WireUserMetadata, created_at: row.created_at } : null;
  }

  /** All users, newest first (GET /__sandbox/users). */
  listUsers(): SandboxUser[] {
    return this.db
      .prepare<{ id: string }>('SELECT id FROM users ORDER BY created_at DESC, id')
      .all()
      .map((row) => this.getUser(row.id)!);
  }

  setUserMetadata(id: string, metadata: WireUserMetadata): void {
    this.db.prepare('UPDATE users SET metadata_json = ? WHERE id = ?').run(JSON.stringify(metadata), id);
  }

  /** Stores a token of `kind` for a user. */
  saveUserToken(token: string, kind: 'access' | 'refresh', userId: string, now: Date): void {
    this.db.prepare('INSERT INTO user_tokens (token, kind, user_id, expired, created_at) VALUES (?, ?, ?, 0, ?)').run(token, kind, userId, now.toISOString());
  }

  /** The token's row, or null when unknown. */
  findUserToken(token: string, kind: 'access' | 'refresh'): { userId: string; expired: boolean } | null {
    const row = this.db.prepare<{ user_id: string; expired: number }>('SELECT user_id, expired FROM user_tokens WHERE token = ? AND kind = ?').get(token, kind);
    return row ? { userId: row.user_id, expired: row.expired === 1 } : null;
  }

  /** Marks access tokens expired (one, or all when `token` is null); returns how many. */
  expireAccessTokens(token: string | null): number {
    const result = token
      ? this.db.prepare("UPDATE user_tokens SET expired = 1 WHERE kind = 'access' AND token = ?").run(token)
      : this.db.prepare("UPDATE user_tokens SET expired = 1 WHERE kind = 'access'").run();
    return result.changes;
  }

  /** Marks one refresh token expired: a login with it is then refused, so the session cannot be renewed. */
  expireRefreshToken(token: string): number {
    return this.db.prepare("UPDATE user_tokens SET expired = 1 WHERE kind = 'refresh' AND token = ?").run(token).changes;
  }

  /** The catalogue as stored (parsed once, then cached until the next reset). */
  catalog(): SeedCatalog {
    if (!this.catalogCache) {
      const row = this.db.prepare<{ json: string }>('SELECT json FROM catalog WHERE kind = ?').get('catalog');
      if (!row) throw new Error('sandbox catalogue missing');
      this.catalogCache = JSON.parse(row.json) as SeedCatalog;
    }
    return this.catalogCache;
  }

  /**
   * Serial ids out of stock at a location now: the seed's list changed by POST /__sandbox/stock
   * (an override in the `stock` table, dropped by a reset).
   */
  outOfStock(location: SeedLocation): number[] {
    const rows = this.db
      .prepare<{ serial_id: number; in_stock: number }>('SELECT serial_id, in_stock FROM stock WHERE location_id = ?')
      .all(location.location.id);
    if (!rows.length) return location.outOfStock;
    const result = new Set(location.outOfStock);
    for (const row of rows) {
      if (row.in_stock) result.delete(row.serial_id);
      else result.add(row.serial_id);
    }
    return [...result];
  }

  /** Marks an item (by serial id) in or out of stock at some locations. */
  setStock(locationIds: readonly number[], serialId: number, inStock: boolean): void {
    const upsert = this.db.prepare('INSERT OR REPLACE INTO stock (location_id, serial_id, in_stock) VALUES (?, ?, ?)');
    this.db.transaction(() => {
      for (const id of locationIds) upsert.run(id, serialId, inStock ? 1 : 0);
    })();
  }

  getCart(id: string): SandboxCart | null {
    const row = this.db.prepare<CartRow>('SELECT * FROM carts WHERE id = ?').get(id);
    if (!row) return null;
    return {
      id: row.id,
      business_id: row.business_id,
      experience_id: row.experience_id,
      location_id: row.location_id,
      request: JSON.parse(row.request_json) as WireCartRequest,
      hash: row.hash,
      status: row.status,
      result: row.result_json ? (JSON.parse(row.result_json) as WireRealtimeCart) : null,
      checked_out: row.checked_out === 1,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  /** Inserts or replaces a cart's request; its calculation becomes pending again. */
  saveCart(cart: { id: string; businessId: number; experienceId: number; locationId: number; request: WireCartRequest; hash: string }, now: Date): void {
    const at = now.toISOString();
    this.db
      .prepare(`
      INSERT INTO carts (id, business_id, experience_id, location_id, request_json, hash, status, result_json, checked_out, created_at, updated_at)
      VALUES (@id, @businessId, @experienceId, @locationId, @request, @hash, 'PENDING_CALCULATIONS', NULL, 0, @at, @at)
      ON CONFLICT(id) DO UPDATE SET request_json = @request, hash = @hash, status = 'PENDING_CALCULATIONS',
        result_json = NULL, updated_at = @at
    `)
      .run({ ...cart, request: JSON.stringify(cart.request), at });
  }

  /** Records a finished calculation, unless the cart changed since (stale hash). */
  saveCalculation(result: WireRealtimeCart): boolean {
    const info = this.db
      .prepare('UPDATE carts SET status = ?, result_json = ?, updated_at = ? WHERE id = ? AND hash = ?')
      .run(result.status, JSON.stringify(result), new Date(result.timestamp).toISOString(), result.id, result.hash);
    return info.changes > 0;
  }

  getOrderByCart(cartId: string): SandboxOrder | null {
    const row = this.db.prepare<OrderRow>('SELECT * FROM orders WHERE cart_id = ?').get(cartId);
    return row ? this.withPayments(row) : null;
  }

  getOrder(id: string): SandboxOrder | null {
    const row = this.db.prepare<OrderRow>('SELECT * FROM orders WHERE id = ?').get(id);
    return row ? this.withPayments(row) : null;
  }

  /**
   * Orders placed through the platform, newest first, each with its payments. The demo member's
   * seeded history (carts named `seed_…`) is left out: it is history, not an order anyone placed here,
   * and GET /restaurants/api/v3/orders shows it.
   */
  listOrders(): SandboxOrder[] {
    return this.db
      .prepare<OrderRow>(`SELECT * FROM orders WHERE cart_id NOT LIKE '${SEEDED_CART_PREFIX}%' ORDER BY seq DESC`)
      .all()
      .map((row) => this.withPayments(row));
  }

  private withPayments(row: OrderRow): SandboxOrder {
    const payments = this.db
      .prepare<{ json: string }>('SELECT json FROM payments WHERE order_id = ? ORDER BY seq')
      .all(row.id)
      .map((entry) => JSON.parse(entry.json) as SandboxPayment);
    return { ...toOrder(row), payments };
  }

  getPayment(id: string): SandboxPayment | null {
    const row = this.db.prepare<{ json: string }>('SELECT json FROM payments WHERE id = ?').get(id);
    return row ? (JSON.parse(row.json) as SandboxPayment) : null;
  }

  /** The newest payment waiting at the card terminal of kiosk `deviceId`, or null. */
  awaitingTerminalPayment(deviceId: string): SandboxPayment | null {
    const rows = this.db.prepare<{ json: string }>('SELECT json FROM payments ORDER BY seq DESC').all();
    for (const row of rows) {
      const payment = JSON.parse(row.json) as SandboxPayment;
      if (payment.flow === 'TERMINAL' && payment.status === 'AWAITING_CONFIRMATION' && payment.device_id === deviceId) return payment;
    }
    return null;
  }

  private insertPayment(orderId: string, input: NewPayment, at: string): SandboxPayment {
    const id = randomId('pay');
    const payment: SandboxPayment = {
      id,
      order_id: orderId,
      type: input.type,
      status: input.status,
      flow: input.flow,
      amount: input.amount,
      currency: input.currency,
      payment_method_id: input.paymentMethodId,
      card: input.card,
      room_charge_token: input.roomChargeToken,
      challenge_url: input.challengeUrl ? input.challengeUrl(orderId, id) : null,
      device_id: input.deviceId ?? null,
      receipt_email: input.receiptEmail ?? null,
      error: null,
      transaction_id: null,
      created_at: at,
      updated_at: at,
    };
    this.db
      .prepare('INSERT INTO payments (id, order_id, json, seq) VALUES (?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM payments))')
      .run(id, orderId, JSON.stringify(payment));
    return payment;
  }

  /**
   * Ends or confirms a payment and moves its order along: OK -> order RECEIVED, its kitchen status
   * beginning at `statusAt` (the sandbox clock; default `now`); FAILED / CANCELED -> order VOIDED and
   * the cart editable again (a retry of the same cart reopens the order). A payment toward a table's
   * bill changes the table order instead (see touchTableOrder: a new version, perhaps a CLOSED bill).
   * Returns the updated payment, or null when it does not exist.
   */
  updatePayment(
    id: string,
    change: { status?: SandboxPaymentStatus; error?: SandboxPayment['error']; transactionId?: string },
    now: Date,
    statusAt: Date = now,
  ): SandboxPayment | null {
    return this.db.transaction(() => {
      const payment = this.getPayment(id);
      if (!payment) return null;
      const at = now.toISOString();
      const next: SandboxPayment = {
        ...payment,
        status: change.status ?? payment.status,
        error: change.error !== undefined ? change.error : payment.error,
        transaction_id: change.transactionId ?? payment.transaction_id,
        updated_at: at,
      };
      this.db.prepare('UPDATE payments SET json = ? WHERE id = ?').run(JSON.stringify(next), id);
      // A payment toward a table's bill: its outcome changes the bill (paid, or its parts given back).
      if (next.status !== payment.status) this.touchTableOrderOf(id, statusAt.toISOString());
      if (change.status === 'OK') {
        const placed = this.db.prepare("UPDATE orders SET status = 'RECEIVED' WHERE id = ? AND status = 'AWAITING_PAYMENT'").run(payment.order_id);
        if (placed.changes > 0) this.beginOrderStatus(payment.order_id, statusAt);
      } else if (change.status === 'FAILED' || change.status === 'CANCELED') {
        this.db.prepare("UPDATE orders SET status = 'VOIDED' WHERE id = ? AND status = 'AWAITING_PAYMENT'").run(payment.order_id);
        this.db.prepare('UPDATE carts SET checked_out = 0, updated_at = ? WHERE id = (SELECT cart_id FROM orders WHERE id = ?)').run(at, payment.order_id);
      }
      return next;
    })();
  }

  /**
   * DELETE /cart/{id}/checkout: an order that is not RECEIVED becomes WITHDRAWN, a payment still
   * awaiting confirmation CANCELED, and the cart editable again. Returns the order (null: none).
   */
  withdrawOrder(cartId: string, now: Date): SandboxOrder | null {
    return this.db.transaction(() => {
      const order = this.getOrderByCart(cartId);
      if (!order || order.status === 'RECEIVED') return order;
      const at = now.toISOString();
      for (const payment of order.payments) {
        if (payment.status === 'AWAITING_CONFIRMATION') {
          this.db.prepare('UPDATE payments SET json = ? WHERE id = ?').run(JSON.stringify({ ...payment, status: 'CANCELED', updated_at: at }), payment.id);
        }
      }
      this.db.prepare("UPDATE orders SET status = 'WITHDRAWN' WHERE id = ?").run(order.id);
      this.db.prepare('UPDATE carts SET checked_out = 0, updated_at = ? WHERE id = ?').run(at, cartId);
      return this.getOrderByCart(cartId);
    })();
  }

  saveCardToken(token: SandboxCardToken): void {
    this.db.prepare('INSERT OR REPLACE INTO card_tokens (token, json) VALUES (?, ?)').run(token.token, JSON.stringify(token));
  }

  getCardToken(token: string): SandboxCardToken | null {
    const row = this.db.prepare<{ json: string }>('SELECT json FROM card_tokens WHERE token = ?').get(token);
    return row ? (JSON.parse(row.json) as SandboxCardToken) : null;
  }

  /**
   * Creates the order for a cart exactly once: when the cart already has a standing order (RECEIVED
   * or AWAITING_PAYMENT), returns it with `created: false` and writes nothing (idempotent checkout).
   * A VOIDED or WITHDRAWN order of the cart is reopened with the new content and a new payment
   * attempt (same id and check number), so one cart never makes two orders.
   */
  createOrder(input: NewOrder): { order: SandboxOrder; created: boolean } {
    return this.db.transaction(() => {
      const existing = this.getOrderByCart(input.cartId);
      if (existing && (existing.status === 'RECEIVED' || existing.status === 'AWAITING_PAYMENT')) return { order: existing, created: false };
      const at = input.now.toISOString();
      const payment: NewPayment = {
        type: input.paymentType,
        ...(input.payment ?? {
          status: 'OK',
          flow: 'IMMEDIATE',
          amount: input.summary.total,
          currency: 'USD',
          paymentMethodId: null,
          card: null,
          roomChargeToken: null,
          challengeUrl: null,
        }),
      };
      const status: SandboxOrderStatus = payment.status === 'AWAITING_CONFIRMATION' ? 'AWAITING_PAYMENT' : 'RECEIVED';
      const content = {
        items_json: JSON.stringify(input.items.map((line) => toOrderLine(line, input.minorUnit ?? 2))),
        summary_json: JSON.stringify(input.summary),
        details_json: JSON.stringify(input.details),
        payment_type: input.paymentType,
        tip_json: input.tip ? JSON.stringify(input.tip) : null,
        checkout_at: input.checkoutAt,
        checkout_time: input.checkoutAt ?? at,
        status,
        comment: input.comment ?? '',
        delivery_method: input.deliveryMethod ?? null,
      };
      let orderId: string;
      if (existing) {
        orderId = existing.id;
        this.db
          .prepare(`
          UPDATE orders SET items_json = @items_json, summary_json = @summary_json, details_json = @details_json, payment_type = @payment_type,
            tip_json = @tip_json, checkout_at = @checkout_at, checkout_time = @checkout_time, status = @status,
            comment = @comment, delivery_method = @delivery_method WHERE id = @id
        `)
          .run({ ...content, id: orderId });
      } else {
        const next = Number(this.db.prepare<{ value: string }>('SELECT value FROM meta WHERE key = ?').get('next_check_number')?.value ?? FIRST_CHECK_NUMBER);
        this.db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('next_check_number', String(next + 1));
        orderId = randomId('ord');
        const row: OrderRow = {
          id: orderId,
          check_number: `A-${next}`,
          confirmation_number: confirmationNumber(),
          cart_id: input.cartId,
          business_id: input.businessId,
          location_id: input.locationId,
          experience_id: input.experienceId,
          ...content,
          payment_id: '',
          created_at: at,
          user_id: input.userId ?? null,
        };
        this.db
          .prepare(`
          INSERT INTO orders (id, check_number, confirmation_number, cart_id, business_id, location_id, experience_id, items_json,
            summary_json, details_json, payment_type, payment_id, tip_json, checkout_at, checkout_time, status, created_at, user_id,
            comment, delivery_method, seq)
          VALUES (@id, @check_number, @confirmation_number, @cart_id, @business_id, @location_id, @experience_id, @items_json,
            @summary_json, @details_json, @payment_type, @payment_id, @tip_json, @checkout_at, @checkout_time, @status, @created_at,
            @user_id, @comment, @delivery_method, (SELECT COALESCE(MAX(seq), 0) + 1 FROM orders))
        `)
          .run(row);
      }
      const made = this.insertPayment(orderId, payment, at);
      this.db.prepare('UPDATE orders SET payment_id = ? WHERE id = ?').run(made.id, orderId);
      // The demo member's seeded history is past orders, not orders a kitchen has in hand.
      if (status === 'RECEIVED' && !input.cartId.startsWith(SEEDED_CART_PREFIX)) this.beginOrderStatus(orderId, input.statusAt ?? input.now);
      this.db.prepare('UPDATE carts SET checked_out = 1, updated_at = ? WHERE id = ?').run(at, input.cartId);
      return { order: this.getOrder(orderId)!, created: true };
    })();
  }

  // ---- order statuses: where the kitchen says a placed order is ------------------------------------

  /**
   * Gives an order that just became RECEIVED its first kitchen status: RECEIVED at `at`, no ETA, no
   * message. Called inside the transaction that makes the order RECEIVED, so an order is never placed
   * without one; an order that already has a status keeps it.
   */
  private beginOrderStatus(orderId: string, at: Date): void {
    const iso = at.toISOString();
    const status: WireOrderStatus = { status: 'RECEIVED', eta: null, message: null, updated_at: iso, delayed: false, charge: null };
    const json = JSON.stringify(status);
    const made = this.db.prepare('INSERT OR IGNORE INTO order_statuses (order_id, json, received_at) VALUES (?, ?, ?)').run(orderId, json, iso);
    if (made.changes > 0) this.appendOrderStatusHistory(orderId, json);
  }

  private appendOrderStatusHistory(orderId: string, json: string): void {
    this.db
      .prepare('INSERT INTO order_status_history (order_id, json, seq) VALUES (?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM order_status_history))')
      .run(orderId, json);
  }

  /** An order's kitchen status, or null when it has none (not placed, VOIDED, WITHDRAWN, seeded history). */
  getOrderStatus(orderId: string): WireOrderStatus | null {
    const row = this.db.prepare<{ json: string }>('SELECT json FROM order_statuses WHERE order_id = ?').get(orderId);
    return row ? (JSON.parse(row.json) as WireOrderStatus) : null;
  }

  /** Replaces the kitchen status of an order that has one and appends it to its history; false when it has none. */
  saveOrderStatus(orderId: string, status: WireOrderStatus): boolean {
    return this.db.transaction(() => {
      const json = JSON.stringify(status);
      const saved = this.db.prepare('UPDATE order_statuses SET json = ? WHERE order_id = ?').run(json, orderId);
      if (saved.changes === 0) return false;
      this.appendOrderStatusHistory(orderId, json);
      return true;
    })();
  }

  /** Every status an order had, oldest first (the first is its RECEIVED). */
  orderStatusHistory(orderId: string): WireOrderStatus[] {
    return this.db
      .prepare<{ json: string }>('SELECT json FROM order_status_history WHERE order_id = ? ORDER BY seq')
      .all(orderId)
      .map((row) => JSON.parse(row.json) as WireOrderStatus);
  }

  /** Orders with a kitchen status that reached the kitchen at or after `since`, newest first. */
  kitchenOrders(since: Date): SandboxKitchenEntry[] {
    return this.db
      .prepare<OrderRow & { status_json: string; received_at: string }>(
        `SELECT orders.*, order_statuses.json AS status_json, order_statuses.received_at AS received_at
         FROM orders JOIN order_statuses ON order_statuses.order_id = orders.id
         WHERE order_statuses.received_at >= ? ORDER BY order_statuses.received_at DESC, orders.seq DESC`,
      )
      .all(since.toISOString())
      .map((row) => ({ order: this.withPayments(row), status: JSON.parse(row.status_json) as WireOrderStatus, received_at: row.received_at }));
  }

  // ---- shared table orders: one order and one bill for the guests of a table ----------------------

  /**
   * Runs `work` as one transaction: a call on a shared table order reads the order, decides and writes
   * inside it, so two calls on the same table (two Sends, two payments for one item) follow one another
   * and the second decides on what the first left. Nested store calls join it.
   */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  /** Opens a table order with version 1 (its first guest is added in the same transaction). */
  openTableOrder(input: NewTableOrder): SandboxTableOrderRow {
    const id = randomId('tor');
    this.db
      .prepare(`INSERT INTO table_orders (id, business_id, location_id, experience_id, table_ref, place, version, status, currency,
        opened_at, expires_at, closed_at, others_may_edit, bill_json, seq)
        VALUES (?, ?, ?, ?, ?, ?, 1, 'OPEN', ?, ?, ?, NULL, 0, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM table_orders))`)
      .run(id, input.businessId, input.locationId, input.experienceId, input.table, input.place, input.currency, input.openedAt, input.expiresAt);
    return this.tableOrderRow(id)!;
  }

  /** The OPEN table order of a table (or room) of an experience whose session has not ended at `at`, or null. */
  findOpenTableOrder(experienceId: number, table: string, place: 'TABLE' | 'ROOM', at: string): SandboxTableOrderRow | null {
    const row = this.db
      .prepare<{ id: string }>(
        `SELECT id FROM table_orders WHERE experience_id = ? AND table_ref = ? AND place = ? AND status = 'OPEN' AND expires_at > ?
         ORDER BY seq DESC LIMIT 1`,
      )
      .get(experienceId, table, place, at);
    return row ? this.tableOrderRow(row.id) : null;
  }

  /** A table order with its guests, lines, rounds and payments, or null when there is none. */
  getTableState(id: string): SandboxTableState | null {
    const order = this.tableOrderRow(id);
    if (!order) return null;
    const guests = this.db
      .prepare<{ id: string; name: string; ready: number; joined_at: string; left_at: string | null }>(
        'SELECT id, name, ready, joined_at, left_at FROM table_guests WHERE table_order_id = ? ORDER BY seq',
      )
      .all(id)
      .map((row) => ({ id: row.id, name: row.name, ready: row.ready === 1, joined_at: row.joined_at, left_at: row.left_at }));
    const lines = this.db
      .prepare<TableLineRow>('SELECT * FROM table_lines WHERE table_order_id = ? ORDER BY seq')
      .all(id)
      .map(
        (row): SandboxTableLine => ({
          id: row.id,
          pui: row.pui,
          name: row.name,
          quantity: row.quantity,
          unit_price: row.unit_price,
          modifiers: JSON.parse(row.modifiers_json) as SandboxTableLine['modifiers'],
          comment: row.comment,
          added_by: row.added_by,
          round: row.round,
          amount: row.amount,
        }),
      );
    const rounds = this.db
      .prepare<Omit<SandboxTableRound, 'check_number'> & { check_number: string | null }>(
        `SELECT table_rounds.number, table_rounds.order_id, orders.check_number, table_rounds.sent_by, table_rounds.sent_at, table_rounds.version
         FROM table_rounds LEFT JOIN orders ON orders.id = table_rounds.order_id WHERE table_order_id = ? ORDER BY number`,
      )
      .all(id)
      .map((row) => ({ ...row, check_number: row.check_number ?? '' }));
    const payments = this.db
      .prepare<TablePaymentRow>(
        `SELECT table_payments.*, payments.json AS payment_json FROM table_payments JOIN payments ON payments.id = table_payments.id
         WHERE table_payments.table_order_id = ? ORDER BY table_payments.seq`,
      )
      .all(id)
      .map((row): SandboxTablePayment => {
        const payment = JSON.parse(row.payment_json) as SandboxPayment;
        return {
          id: row.id,
          guest_id: row.guest_id,
          kind: row.kind,
          amount: row.amount,
          tip: row.tip,
          parts: JSON.parse(row.parts_json) as SandboxTablePayment['parts'],
          ways: row.ways,
          created_at: row.created_at,
          status: payment.status,
          type: payment.type,
          card: payment.card,
        };
      });
    return { order, guests, lines, rounds, payments };
  }

  /** Whether `id` is a table order's (a payment's order id names one for a payment toward a table's bill). */
  isTableOrder(id: string): boolean {
    return this.db.prepare('SELECT 1 FROM table_orders WHERE id = ?').get(id) !== undefined;
  }

  /** Table orders still OPEN, newest first. */
  openTableOrders(): SandboxTableState[] {
    return this.db
      .prepare<{ id: string }>("SELECT id FROM table_orders WHERE status = 'OPEN' ORDER BY seq DESC")
      .all()
      .map((row) => this.getTableState(row.id)!);
  }

  /** Adds a guest to a table order; returns their id. */
  addTableGuest(tableOrderId: string, name: string, at: string): string {
    const id = randomId('tg');
    this.db
      .prepare(
        'INSERT INTO table_guests (id, table_order_id, name, ready, joined_at, left_at, seq) VALUES (?, ?, ?, 0, ?, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM table_guests))',
      )
      .run(id, tableOrderId, name, at);
    return id;
  }

  /** Changes a guest: their name, "ready", or when they left (null: back at the table). */
  updateTableGuest(id: string, change: { name?: string; ready?: boolean; leftAt?: string | null }): void {
    if (change.name !== undefined) this.db.prepare('UPDATE table_guests SET name = ? WHERE id = ?').run(change.name, id);
    if (change.ready !== undefined) this.db.prepare('UPDATE table_guests SET ready = ? WHERE id = ?').run(change.ready ? 1 : 0, id);
    if (change.leftAt !== undefined) this.db.prepare('UPDATE table_guests SET left_at = ? WHERE id = ?').run(change.leftAt, id);
  }

  /** Adds a line being gathered (no round yet); returns its id. */
  addTableLine(tableOrderId: string, line: Omit<SandboxTableLine, 'id' | 'round' | 'amount'>): string {
    const id = randomId('tl');
    this.db
      .prepare(`INSERT INTO table_lines (id, table_order_id, pui, name, quantity, unit_price, modifiers_json, comment, added_by, round, amount, seq)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, (SELECT COALESCE(MAX(seq), 0) + 1 FROM table_lines))`)
      .run(id, tableOrderId, line.pui, line.name, line.quantity, line.unit_price, JSON.stringify(line.modifiers), line.comment, line.added_by);
    return id;
  }

  /** Changes the quantity of a line not sent yet. */
  setTableLineQuantity(id: string, quantity: number): void {
    this.db.prepare('UPDATE table_lines SET quantity = ? WHERE id = ? AND round IS NULL').run(quantity, id);
  }

  /** Removes a line not sent yet. */
  removeTableLine(id: string): void {
    this.db.prepare('DELETE FROM table_lines WHERE id = ? AND round IS NULL').run(id);
  }

  /**
   * Records a sent round: its lines take its number, every sent line its amount on the recalculated
   * bill, every guest's "ready" is reset for the next round, and the round remembers the version it
   * was sent at (a Send decided on an older version is then refused).
   */
  recordTableRound(
    tableOrderId: string,
    round: { number: number; orderId: string; sentBy: string; sentAt: string; lineIds: readonly string[] },
    bill: SandboxTableBill,
    lineAmounts: ReadonlyMap<string, number>,
  ): void {
    const version = this.touchTableOrder(tableOrderId, round.sentAt);
    const setRound = this.db.prepare('UPDATE table_lines SET round = ? WHERE id = ? AND table_order_id = ?');
    for (const lineId of round.lineIds) setRound.run(round.number, lineId, tableOrderId);
    const setAmount = this.db.prepare('UPDATE table_lines SET amount = ? WHERE id = ? AND table_order_id = ?');
    for (const [lineId, amount] of lineAmounts) setAmount.run(amount, lineId, tableOrderId);
    this.db.prepare('UPDATE table_guests SET ready = 0 WHERE table_order_id = ?').run(tableOrderId);
    this.db.prepare('UPDATE table_orders SET bill_json = ? WHERE id = ?').run(JSON.stringify(bill), tableOrderId);
    this.db
      .prepare('INSERT INTO table_rounds (table_order_id, number, order_id, sent_by, sent_at, version) VALUES (?, ?, ?, ?, ?, ?)')
      .run(tableOrderId, round.number, round.orderId, round.sentBy, round.sentAt, version);
  }

  /**
   * Records a payment toward a table's bill: the payment attempt (in `payments`, under the table
   * order's id, so the challenge, transaction and cancel routes find it) and the table's part of it.
   * A payment paid at once may close the bill.
   */
  addTablePayment(
    tableOrderId: string,
    share: Pick<SandboxTablePayment, 'guest_id' | 'kind' | 'amount' | 'tip' | 'parts' | 'ways' | 'created_at'>,
    input: NewPayment,
    now: Date,
  ): SandboxPayment {
    const payment = this.insertPayment(tableOrderId, input, now.toISOString());
    this.db
      .prepare(`INSERT INTO table_payments (id, table_order_id, guest_id, kind, amount, tip, parts_json, ways, created_at, seq)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM table_payments))`)
      .run(payment.id, tableOrderId, share.guest_id, share.kind, share.amount, share.tip, JSON.stringify(share.parts), share.ways, share.created_at);
    this.touchTableOrder(tableOrderId, share.created_at);
    return payment;
  }

  /**
   * Every change to a table order goes through here: its version goes up by one, and a bill that the
   * payments confirmed so far cover is CLOSED (at `at`). Returns the new version.
   */
  touchTableOrder(id: string, at: string): number {
    this.db.prepare('UPDATE table_orders SET version = version + 1 WHERE id = ?').run(id);
    const row = this.tableOrderRow(id);
    if (!row) return 0;
    if (row.status === 'OPEN' && row.bill && row.bill.total > 0) {
      const paid =
        this.db
          .prepare<{ paid: number | null }>(
            `SELECT SUM(table_payments.amount) AS paid FROM table_payments JOIN payments ON payments.id = table_payments.id
             WHERE table_payments.table_order_id = ? AND json_extract(payments.json, '$.status') = 'OK'`,
          )
          .get(id)?.paid ?? 0;
      if (paid >= row.bill.total) this.db.prepare("UPDATE table_orders SET status = 'CLOSED', closed_at = ? WHERE id = ?").run(at, id);
    }
    return row.version;
  }

  /** The table order a payment is toward, touched (see touchTableOrder); nothing for an order's payment. */
  private touchTableOrderOf(paymentId: string, at: string): void {
    const row = this.db.prepare<{ table_order_id: string }>('SELECT table_order_id FROM table_payments WHERE id = ?').get(paymentId);
    if (row) this.touchTableOrder(row.table_order_id, at);
  }

  private tableOrderRow(id: string): SandboxTableOrderRow | null {
    const row = this.db.prepare<TableOrderRow>('SELECT * FROM table_orders WHERE id = ?').get(id);
    if (!row) return null;
    return {
      id: row.id,
      business_id: row.business_id,
      location_id: row.location_id,
      experience_id: row.experience_id,
      table: row.table_ref,
      place: row.place,
      version: row.version,
      status: row.status,
      currency: row.currency,
      opened_at: row.opened_at,
      expires_at: row.expires_at,
      closed_at: row.closed_at,
      others_may_edit: row.others_may_edit === 1,
      bill: row.bill_json ? (JSON.parse(row.bill_json) as SandboxTableBill) : null,
    };
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

interface TableOrderRow {
  id: string;
  business_id: number;
  location_id: number;
  experience_id: number;
  table_ref: string;
  place: 'TABLE' | 'ROOM';
  version: number;
  status: 'OPEN' | 'CLOSED';
  currency: string;
  opened_at: string;
  expires_at: string;
  closed_at: string | null;
  others_may_edit: number;
  bill_json: string | null;
}
interface TableLineRow {
  id: string;
  pui: string;
  name: string;
  quantity: number;
  unit_price: number;
  modifiers_json: string;
  comment: string;
  added_by: string;
  round: number | null;
  amount: number | null;
}
interface TablePaymentRow {
  id: string;
  guest_id: string;
  kind: SandboxTablePayment['kind'];
  amount: number;
  tip: number;
  parts_json: string;
  ways: number | null;
  created_at: string;
  payment_json: string;
}

function toOrder(row: OrderRow): Omit<SandboxOrder, 'payments'> {
  return {
    id: row.id,
    check_number: row.check_number,
    confirmation_number: row.confirmation_number,
    cart_id: row.cart_id,
    business_id: row.business_id,
    location_id: row.location_id,
    experience_id: row.experience_id,
    items: JSON.parse(row.items_json) as SandboxOrderLine[],
    summary: JSON.parse(row.summary_json) as WireSummary,
    details: JSON.parse(row.details_json) as SandboxOrder['details'],
    payment_type: row.payment_type,
    payment_id: row.payment_id,
    tip: row.tip_json ? (JSON.parse(row.tip_json) as SandboxOrder['tip']) : null,
    checkout_at: row.checkout_at,
    checkout_time: row.checkout_time,
    status: row.status,
    created_at: row.created_at,
    user_id: row.user_id ?? null,
    comment: row.comment ?? '',
    delivery_method: row.delivery_method ?? null,
  };
}

function toOrderLine(line: PricedLine, minorUnit: number): SandboxOrderLine {
  return {
    pui: line.pui,
    name: line.name,
    quantity: line.quantity,
    comment: line.comment,
    unit_price: toMajor(line.unitPrice, minorUnit),
    total: toMajor(line.total, minorUnit),
    modifiers: line.modifiers,
  };
}
