/**
 * Pure handling of the shared table order the platform writes at `table_orders/{id}` after every
 * change (the optional capability), apart from Firebase so it is unit tested without it: validated
 * against `WireTableOrder`, mapped to the domain's `TableOrder`, and only a newer version is delivered.
 */
import { toTableOrder } from '../api/map-table-order';
import { TableOrderSchema } from '../api/schemas-table-order';
import { check } from '../api/validation';
import { getCurrency } from '../domain/currency';
import type { TableOrder } from '../domain/table-order/types';
import { isDatabaseKey } from './database-key';

/** The realtime path of a table's order, or null when the id cannot be a database key. */
export function tableOrderPath(tableOrderId: string): string | null {
  return isDatabaseKey(tableOrderId) ? `table_orders/${tableOrderId}` : null;
}

/**
 * The Realtime Database stores neither `null` nor empty arrays: what was written as `left_at: null`,
 * `round: null`, `lines: []` comes back without the key. This puts them back, so validation judges the
 * platform's data and not the database's habit.
 */
export function withDroppedValues(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const order = { ...(value as Record<string, unknown>) };
  const list = (key: string, from: Record<string, unknown>) => {
    const raw = from[key];
    // An array written with holes may come back as an object keyed by index.
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) from[key] = Object.values(raw);
    from[key] ??= [];
    return from[key] as unknown[];
  };
  const records = (key: string, from: Record<string, unknown>) =>
    (from[key] = list(key, from).map((entry) => (entry && typeof entry === 'object' ? { ...(entry as Record<string, unknown>) } : entry)) as unknown[]);
  for (const guest of records('guests', order) as Record<string, unknown>[]) guest.left_at ??= null;
  for (const line of records('lines', order) as Record<string, unknown>[]) {
    line.round ??= null;
    list('modifiers', line);
    line.comment ??= '';
  }
  records('rounds', order);
  if (order.bill && typeof order.bill === 'object') {
    const bill = { ...(order.bill as Record<string, unknown>) };
    order.bill = bill;
    records('service_charges', bill);
    records('taxes', bill);
    bill.even ??= null;
    for (const line of records('lines', bill) as Record<string, unknown>[]) {
      if (line.split && typeof line.split === 'object') {
        const split = { ...(line.split as Record<string, unknown>) };
        list('paid', split);
        line.split = split;
      } else line.split ??= null;
    }
    for (const payment of records('payments', bill) as Record<string, unknown>[]) list('parts', payment);
  }
  return order;
}

/** Parses one snapshot: null when empty or malformed (reported through `onInvalid`, never shown). */
export function parseTableOrderSnapshot(value: unknown, tableOrderId: string, onInvalid?: (problem: string) => void): TableOrder | null {
  if (value === null || value === undefined) return null;
  const checked = check(withDroppedValues(value), TableOrderSchema);
  if (!checked.ok) {
    onInvalid?.(`The table order at table_orders/${tableOrderId} does not match the platform contract (WireTableOrder): ${checked.problem}. It was ignored.`);
    return null;
  }
  return toTableOrder(checked.value, getCurrency(checked.value.bill.currency).minorUnit);
}

/** A snapshot handler for one table: delivers each valid order whose version is newer than the last delivered. */
export function createTableOrderSnapshotHandler(
  tableOrderId: string,
  onOrder: (order: TableOrder) => void,
  onInvalid?: (problem: string) => void,
): (value: unknown) => void {
  let lastVersion = Number.NEGATIVE_INFINITY;
  return (value) => {
    const order = parseTableOrderSnapshot(value, tableOrderId, onInvalid);
    if (!order || order.version <= lastVersion) return;
    lastVersion = order.version;
    onOrder(order);
  };
}
