import { atom, type ReadableAtom } from 'nanostores';
import { isCancellation, type MemberApi } from '../../api';
import { canEmailReceipt, type OrderHistoryEntry, type PastOrder } from '../../domain/member/types';

/** Where a list or an order stands: its first load, shown, or failed (the member may try again). */
export type HistoryStatus = 'loading' | 'ready' | 'failed';

/** What the receipt button did last. */
export type ReceiptStatus = 'idle' | 'sending' | 'sent' | 'failed';

/** The member's order history: CLOSED orders, 30 a page, loaded one page more at a time. */
export interface HistoryStore {
  readonly $orders: ReadableAtom<OrderHistoryEntry[]>;
  readonly $status: ReadableAtom<HistoryStatus>;
  /** True while a page after the first loads (the list stays shown). */
  readonly $loadingMore: ReadableAtom<boolean>;
  readonly $hasMore: ReadableAtom<boolean>;
  /** Loads the first page again (the first visit, and Try again). */
  reload(): Promise<void>;
  /** Loads the next page, when there is one and none is loading. */
  loadMore(): Promise<void>;
}

/** Creates the history of `userId`'s orders at the element's business. */
export function createHistoryStore(members: Pick<MemberApi, 'getOrderHistory'>, userId: string): HistoryStore {
  const $orders = atom<OrderHistoryEntry[]>([]);
  const $status = atom<HistoryStatus>('loading');
  const $loadingMore = atom(false);
  const $hasMore = atom(false);
  let page = 0;
  const load = async (next: number) => {
    try {
      const result = await members.getOrderHistory({ page: next, userId });
      page = result.page;
      // A page may repeat an order a newer one pushed down: each order is listed once.
      const seen = new Set(next === 1 ? [] : $orders.get().map((order) => order.id));
      $orders.set([...(next === 1 ? [] : $orders.get()), ...result.orders.filter((order) => !seen.has(order.id))]);
      $hasMore.set(result.hasMore);
      $status.set('ready');
    } catch (error) {
      if (isCancellation(error)) return;
      if (next === 1) $status.set('failed');
      else throw error;
    }
  };
  return {
    $orders,
    $status,
    $loadingMore,
    $hasMore,
    async reload() {
      $status.set('loading');
      await load(1);
    },
    async loadMore() {
      if (!$hasMore.get() || $loadingMore.get() || $status.get() !== 'ready') return;
      $loadingMore.set(true);
      try {
        await load(page + 1);
      } catch {
        // The list already shown stays; the next scroll or press asks again.
      } finally {
        $loadingMore.set(false);
      }
    },
  };
}

/** One past order and its "Email me a receipt". */
export interface PastOrderStore {
  readonly $order: ReadableAtom<PastOrder | null>;
  readonly $status: ReadableAtom<HistoryStatus>;
  readonly $receipt: ReadableAtom<ReceiptStatus>;
  /** Whether the receipt may be emailed: a CLOSED order with an OK wallet payment. */
  canEmailReceipt(): boolean;
  reload(): Promise<void>;
  /** Emails the receipt to the member; only where `canEmailReceipt()`. */
  emailReceipt(): Promise<void>;
}

/** Creates the store of the past order `orderId`. */
export function createPastOrderStore(members: Pick<MemberApi, 'getOrderDetails' | 'sendInvoice'>, orderId: string): PastOrderStore {
  const $order = atom<PastOrder | null>(null);
  const $status = atom<HistoryStatus>('loading');
  const $receipt = atom<ReceiptStatus>('idle');
  const can = () => {
    const order = $order.get();
    return order !== null && canEmailReceipt(order);
  };
  return {
    $order,
    $status,
    $receipt,
    canEmailReceipt: can,
    async reload() {
      $status.set('loading');
      try {
        $order.set(await members.getOrderDetails(orderId));
        $status.set('ready');
      } catch (error) {
        if (!isCancellation(error)) $status.set('failed');
      }
    },
    async emailReceipt() {
      if (!can() || $receipt.get() === 'sending') return;
      $receipt.set('sending');
      try {
        await members.sendInvoice(orderId);
        $receipt.set('sent');
      } catch {
        $receipt.set('failed');
      }
    },
  };
}
