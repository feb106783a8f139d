import { describe, expect, it } from 'vitest';
import { kioskPaymentStep } from './KioskPayment';

describe('kioskPaymentStep', () => {
  it('reads the payment step from the checkout path', () => {
    expect(kioskPaymentStep('/menu/checkout')).toBe('form');
    expect(kioskPaymentStep('/menu/checkout/')).toBe('form');
    expect(kioskPaymentStep('/menu/checkout/loading')).toBe('loading');
    expect(kioskPaymentStep('/menu/checkout/tapCard')).toBe('tapCard');
    expect(kioskPaymentStep('/menu/checkout/wentWrong/')).toBe('wentWrong');
    expect(kioskPaymentStep('/menu/checkout/elsewhere')).toBe('form');
  });
});
