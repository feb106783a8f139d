import type { WireOutOfStockItem } from './wire';

/** How a platform call failed; `cancelled` is never shown to the guest. */
export type ApiErrorKind = 'http' | 'network' | 'invalid-response' | 'cancelled';

/** An item the platform reported out of stock with an error body. */
export interface ItemNotInStock {
  posUniqueId: string;
  name: string;
  /** How many are left; null when the platform did not say. */
  available: number | null;
}

/** What an {@link ApiError} is built from. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The platform's `code` (number) or catalogue key (string); `kind` when the platform gave none. */
  code?: number | string;
  message: string;
  status?: number | null;
  itemsNotInStock?: ItemNotInStock[];
  /** Extra facts for developers: the failing path, the validation failure, the underlying error. */
  details?: Record<string, unknown>;
  cause?: unknown;
}

/**
 * The one error every `PlatformApi` method rejects with.
 *
 * - `kind: 'http'`: the platform answered with an error body; `code` is its code and `message` is the
 *   platform's message (usually a catalogue key such as `CART_ITEM_OUT_OF_STOCK`, see
 *   `src/domain/error-catalogue.ts`), `itemsNotInStock` its `items_not_in_stock`.
 * - `kind: 'network'`: no answer (offline, DNS, CORS); the no-internet overlay handles it.
 * - `kind: 'invalid-response'`: the answer did not match the platform contract (`src/api/schemas.ts`);
 *   the message names the path, what was expected and what came.
 * - `kind: 'cancelled'`: a newer request with the same key replaced this one; callers ignore it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number | string;
  readonly status: number | null;
  readonly itemsNotInStock: ItemNotInStock[];
  readonly details: Record<string, unknown>;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code ?? init.kind;
    this.status = init.status ?? null;
    this.itemsNotInStock = init.itemsNotInStock ?? [];
    this.details = init.details ?? {};
  }
}

/** True for the rejections a caller must ignore: a request replaced by a newer one with its key. */
export function isCancellation(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind === 'cancelled';
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** True when `error` is an {@link ApiError} with the given platform code or catalogue key. */
export function hasErrorCode(error: unknown, code: number | string): boolean {
  return error instanceof ApiError && (error.code === code || error.message === code);
}

/** Maps the wire `items_not_in_stock` list to {@link ItemNotInStock}. */
export function mapItemsNotInStock(items: readonly WireOutOfStockItem[] | undefined): ItemNotInStock[] {
  return (items ?? []).map((item) => ({ posUniqueId: item.pui, name: item.name, available: item.available ?? null }));
}
