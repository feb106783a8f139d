import { describe, expect, it, vi } from 'vitest';
import { wireRealtimeTransaction } from '../api/test-support';
import type { TransactionEvent } from '../domain/types';
import { createTransactionSnapshotHandler, normalizeRealtimeTransaction, parseTransactionSnapshot, transactionPath } from './transaction-snapshot';

describe('transactionPath', () => {
  it('is transactions/{orderId}/{paymentId}, or null for ids that are not database keys', () => {
    expect(transactionPath('o1', 'p1')).toBe('transactions/o1/p1');
    expect(transactionPath('', 'p1')).toBeNull();
    expect(transactionPath('o1', '')).toBeNull();
    for (const bad of ['a/b', 'a.b', 'a#b', 'a$b', 'a[b', 'a]b']) expect(transactionPath(bad, 'p1'), bad).toBeNull();
  });
});

describe('parseTransactionSnapshot', () => {
  it('maps SUCCESS and FAILURE with its exception info', () => {
    expect(parseTransactionSnapshot(wireRealtimeTransaction(), 'o1', 'p1')).toEqual({
      orderId: 'o1',
      paymentId: 'p1',
      status: 'SUCCESS',
      code: null,
      message: null,
      timestamp: 2000,
    });
    const failure = wireRealtimeTransaction({
      eventHandlingStatus: 'FAILURE',
      exceptionInfo: { code: 4244, message: 'CHALLENGE_DECLINED_BY_USER' },
      timestamp: 3,
    });
    expect(parseTransactionSnapshot(failure, 'o1', 'p1')).toEqual({
      orderId: 'o1',
      paymentId: 'p1',
      status: 'FAILURE',
      code: 4244,
      message: 'CHALLENGE_DECLINED_BY_USER',
      timestamp: 3,
    });
  });

  it('accepts what the database stores: a null exceptionInfo is dropped', () => {
    expect(normalizeRealtimeTransaction({ eventHandlingStatus: 'SUCCESS', timestamp: 1 })).toEqual({
      eventHandlingStatus: 'SUCCESS',
      timestamp: 1,
      exceptionInfo: null,
    });
    expect(parseTransactionSnapshot({ eventHandlingStatus: 'SUCCESS', timestamp: 1 }, 'o1', 'p1')).toMatchObject({ status: 'SUCCESS', code: null });
  });

  it('ignores empty snapshots silently and malformed ones with a report naming the field', () => {
    const onInvalid = vi.fn();
    expect(parseTransactionSnapshot(null, 'o1', 'p1', onInvalid)).toBeNull();
    expect(parseTransactionSnapshot(undefined, 'o1', 'p1', onInvalid)).toBeNull();
    expect(onInvalid).not.toHaveBeenCalled();
    const malformed: unknown[] = [
      'SUCCESS',
      [1, 2],
      { eventHandlingStatus: 'DONE', timestamp: 1 },
      { eventHandlingStatus: 'SUCCESS' },
      { eventHandlingStatus: 'FAILURE', timestamp: 1, exceptionInfo: { code: '4236', message: 'x' } },
      { eventHandlingStatus: 'FAILURE', timestamp: 1, exceptionInfo: { message: 'x' } },
    ];
    for (const value of malformed) expect(parseTransactionSnapshot(value, 'o1', 'p1', onInvalid), JSON.stringify(value)).toBeNull();
    expect(onInvalid).toHaveBeenCalledTimes(malformed.length);
    expect(onInvalid.mock.calls[3]?.[0]).toContain('transactions/o1/p1');
    expect(onInvalid.mock.calls[3]?.[0]).toContain('timestamp');
    expect(onInvalid.mock.calls[4]?.[0]).toContain('exceptionInfo.code');
  });
});

describe('createTransactionSnapshotHandler', () => {
  it('delivers each valid event once, newer timestamps only', () => {
    const seen: TransactionEvent[] = [];
    const onInvalid = vi.fn();
    const handle = createTransactionSnapshotHandler('o1', 'p1', (event) => seen.push(event), onInvalid);
    handle(null);
    handle({ eventHandlingStatus: 'nope' });
    handle(wireRealtimeTransaction({ timestamp: 5 }));
    handle(wireRealtimeTransaction({ timestamp: 5 }));
    handle(wireRealtimeTransaction({ timestamp: 4, eventHandlingStatus: 'FAILURE' }));
    handle(wireRealtimeTransaction({ timestamp: 6, eventHandlingStatus: 'FAILURE', exceptionInfo: { code: 4236, message: 'X' } }));
    expect(seen.map((event) => [event.status, event.timestamp])).toEqual([
      ['SUCCESS', 5],
      ['FAILURE', 6],
    ]);
    expect(onInvalid).toHaveBeenCalledOnce();
  });
});
