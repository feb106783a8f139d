import { describe, expect, it, vi } from 'vitest';
import { wireTableOrder } from '../api/test-support';
import type { TableOrder } from '../domain/table-order/types';
import { createTableOrderSnapshotHandler, parseTableOrderSnapshot, tableOrderPath, withDroppedValues } from './table-order-snapshot';

/** What the Realtime Database gives back: no nulls, no empty arrays. */
function asStored(value: unknown): unknown {
  if (Array.isArray(value)) {
    const kept = value.map(asStored);
    return kept.length ? kept : undefined;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) {
      const stored = asStored(entry);
      if (stored !== null && stored !== undefined) out[key] = stored;
    }
    return out;
  }
  return value;
}

describe('table order snapshots', () => {
  it('lives at table_orders/{id}, or nowhere for an id that is no database key', () => {
    expect(tableOrderPath('tor_1')).toBe('table_orders/tor_1');
    expect(tableOrderPath('a/b')).toBeNull();
    expect(tableOrderPath('')).toBeNull();
  });

  it('reads back what the database stored without its nulls and empty lists', () => {
    const wire = wireTableOrder();
    const stored = asStored(wire);
    expect(withDroppedValues(stored)).toEqual(wire);
    expect(parseTableOrderSnapshot(stored, 'tor_1')).toMatchObject({ id: 'tor_1', version: 3, bill: { total: 2124, payments: [], even: null } });
  });

  it('reads an array the database turned into an object keyed by index', () => {
    const wire = wireTableOrder();
    const stored = asStored(wire) as Record<string, unknown>;
    stored.guests = { 0: (stored.guests as unknown[])[0], 1: (stored.guests as unknown[])[1] };
    expect(parseTableOrderSnapshot(stored, 'tor_1')?.guests.map((guest) => guest.id)).toEqual(['tg_ada', 'tg_ben']);
  });

  it('reports and ignores a broken order; nothing written yet is silently null', () => {
    const onInvalid = vi.fn();
    expect(parseTableOrderSnapshot(null, 'tor_1', onInvalid)).toBeNull();
    expect(parseTableOrderSnapshot({ id: 'tor_1' }, 'tor_1', onInvalid)).toBeNull();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid.mock.calls[0]?.[0]).toContain('table_orders/tor_1');
  });

  it('delivers only newer versions', () => {
    const heard: TableOrder[] = [];
    const handle = createTableOrderSnapshotHandler('tor_1', (order) => heard.push(order));
    handle(wireTableOrder({ version: 3 }));
    handle(wireTableOrder({ version: 3 }));
    handle(wireTableOrder({ version: 2 }));
    handle(wireTableOrder({ version: 5 }));
    expect(heard.map((order) => order.version)).toEqual([3, 5]);
  });
});
