import { describe, expect, it } from 'vitest';
import { pastOrderState, pastOrderSummary, pastPaymentState, wasPaidOnOrder } from './types';

describe('wasPaidOnOrder', () => {
  it('is true for a card payment that went through, by wallet or at the terminal', () => {
    expect(wasPaidOnOrder({ payments: [{ type: 'WALLET', status: 'OK' }] })).toBe(true);
    expect(wasPaidOnOrder({ payments: [{ type: 'EMV', status: 'OK' }] })).toBe(true);
  });

  it('is false for an order paid in person, in cash or charged to the room, and for a card that failed', () => {
    expect(wasPaidOnOrder({ payments: [{ type: 'PAY_IN_PERSON', status: 'OK' }] })).toBe(false);
    expect(wasPaidOnOrder({ payments: [{ type: 'CASH', status: 'OK' }] })).toBe(false);
    expect(wasPaidOnOrder({ payments: [{ type: 'ROOM', status: 'OK' }] })).toBe(false);
    expect(wasPaidOnOrder({ payments: [{ type: 'WALLET', status: 'FAILED' }] })).toBe(false);
    expect(wasPaidOnOrder({ payments: [] })).toBe(false);
  });
});

describe('pastPaymentState: what a past payment came to', () => {
  it('OK is paid for a card that went through, accepted for one settled later', () => {
    expect(pastPaymentState({ type: 'WALLET', status: 'OK' })).toBe('paid');
    expect(pastPaymentState({ type: 'EMV', status: 'ok' })).toBe('paid');
    expect(pastPaymentState({ type: 'PAY_IN_PERSON', status: 'OK' })).toBe('accepted');
    expect(pastPaymentState({ type: 'ROOM', status: 'OK' })).toBe('accepted');
  });
  it('waiting, failed, cancelled and refunded payments say so; anything else is unknown', () => {
    expect(pastPaymentState({ type: 'WALLET', status: 'AWAITING_CONFIRMATION' })).toBe('pending');
    expect(pastPaymentState({ type: 'WALLET', status: 'FAILED' })).toBe('failed');
    expect(pastPaymentState({ type: 'WALLET', status: 'CANCELED' })).toBe('cancelled');
    expect(pastPaymentState({ type: 'WALLET', status: 'CANCELLED' })).toBe('cancelled');
    expect(pastPaymentState({ type: 'WALLET', status: 'REFUNDED' })).toBe('refunded');
    expect(pastPaymentState({ type: 'WALLET', status: 'CHARGEBACK' })).toBe('unknown');
  });
});

describe('pastOrderState: where a past order ended', () => {
  it('reads each platform status, in any case', () => {
    expect(pastOrderState('CLOSED')).toBe('completed');
    expect(pastOrderState('closed')).toBe('completed');
    expect(pastOrderState('OPEN')).toBe('open');
    expect(pastOrderState('AWAITING_PAYMENT')).toBe('awaiting-payment');
    for (const status of ['VOIDED', 'WITHDRAWN', 'CANCELED', 'CANCELLED', 'REJECTED']) expect(pastOrderState(status)).toBe('cancelled');
    expect(pastOrderState('REFUNDED')).toBe('refunded');
    expect(pastOrderState('ON_HOLD')).toBe('unknown');
  });
});

describe('pastOrderSummary', () => {
  it("is the order's totals as the summary lines show them: charges, taxes with their inclusion, tip, discount, total paid", () => {
    expect(
      pastOrderSummary({
        subtotal: 2900,
        serviceCharges: [{ id: '1', name: 'Service charge', amount: 145 }],
        taxes: [{ name: 'NY Sales Tax', amount: 256, isInclusive: false }],
        tip: 435,
        discount: 200,
        totalPaid: 3536,
      }),
    ).toEqual({
      subtotal: 2900,
      serviceCharges: [{ name: 'Service charge', amount: 145 }],
      taxes: [{ name: 'NY Sales Tax', amount: 256, inclusive: false }],
      tip: 435,
      discount: 200,
      total: 3536,
    });
  });
});
