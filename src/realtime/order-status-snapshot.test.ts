import { describe, expect, it, vi } from 'vitest';
import { orderStatusPath, parseOrderStatusSnapshot } from './order-status-snapshot';

describe('orderStatusPath', () => {
  it('is order_statuses/{orderId}, or null for an id that is no database key', () => {
    expect(orderStatusPath('ord_1')).toBe('order_statuses/ord_1');
    for (const bad of ['', 'a/b', 'a.b', 'a#b', 'a$b', 'a[b', 'a]b']) expect(orderStatusPath(bad), bad).toBeNull();
  });
});

describe('parseOrderStatusSnapshot', () => {
  it('reads what the database stores: the nulls it dropped come back', () => {
    expect(parseOrderStatusSnapshot({ status: 'RECEIVED', updated_at: '2026-11-29T17:00:00Z', delayed: false }, 'o1')).toEqual({
      status: 'RECEIVED',
      eta: null,
      message: null,
      updatedAt: '2026-11-29T17:00:00Z',
      delayed: false,
      charge: null,
      facts: { checkNumber: null, locationName: null, timeZone: null, experienceType: null },
    });
  });
  it('reads nothing written yet as null, silently', () => {
    const onInvalid = vi.fn();
    expect(parseOrderStatusSnapshot(null, 'o1', onInvalid)).toBeNull();
    expect(parseOrderStatusSnapshot(undefined, 'o1', onInvalid)).toBeNull();
    expect(onInvalid).not.toHaveBeenCalled();
  });
  it('reports and ignores a value that breaks the contract', () => {
    const onInvalid = vi.fn();
    expect(parseOrderStatusSnapshot({ status: 'COOKING', updated_at: 'now' }, 'o1', onInvalid)).toBeNull();
    expect(parseOrderStatusSnapshot('READY', 'o1', onInvalid)).toBeNull();
    expect(onInvalid).toHaveBeenCalledTimes(2);
    expect(onInvalid.mock.calls[0]?.[0]).toContain('order_statuses/o1');
  });
});
