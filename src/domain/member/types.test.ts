import { describe, expect, it } from 'vitest';
import { wasPaidOnOrder } from './types';

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
