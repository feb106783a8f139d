/**
 * The realtime listener as the stores see it (types only, so importing it never loads the lazy
 * Firebase chunk; `src/realtime/index.ts` implements it).
 */
import type { OrderStatus } from '../domain/order-status/status';
import type { TableOrder } from '../domain/table-order/types';
import type { CartCalculation, TransactionEvent } from '../domain/types';

/** Listens for cart calculations the platform writes to the realtime database after each cart change. */
export interface RealtimeCarts {
  /** Calls `onCalculation` with each calculation written for `cartId`; returns an unsubscribe function. */
  watchCart(cartId: string, onCalculation: (calculation: CartCalculation) => void): Promise<() => void>;
  /**
   * Calls `onEvent` with the transaction result written for a payment awaiting confirmation (3-D
   * Secure, card terminal) at `transactions/{orderId}/{paymentId}`; returns an unsubscribe.
   */
  watchTransaction(orderId: string, paymentId: string, onEvent: (event: TransactionEvent) => void): Promise<() => void>;
  /**
   * Calls `onStatus` with each valid status the platform writes for `orderId` at
   * `order_statuses/{orderId}` (the optional order-status capability); returns an unsubscribe.
   */
  watchOrderStatus(orderId: string, onStatus: (status: OrderStatus) => void): Promise<() => void>;
  /**
   * Calls `onOrder` with each newer version of the shared table order the platform writes at
   * `table_orders/{tableOrderId}` (the optional capability); returns an unsubscribe.
   */
  watchTableOrder(tableOrderId: string, onOrder: (order: TableOrder) => void): Promise<() => void>;
  /**
   * Calls `onChange` with true each time the connection to the database is (re)established and false
   * when it drops: what was written while it was down may have been missed, so a follower asks again.
   * Returns an unsubscribe.
   */
  watchConnection(onChange: (connected: boolean) => void): Promise<() => void>;
  /**
   * Drops the connection and opens it again at once, keeping every listener: a guest's retry after a
   * calculation never arrived should not wait out the client's growing back-off between attempts.
   */
  reconnect(): void;
}
/**
 * Opens a realtime connection lazily (Firebase is a lazy chunk) to the database the element's scope
 * names (`scope.$realtime`); call it only once that is known.
 */
export type RealtimeConnector = () => Promise<RealtimeCarts>;
