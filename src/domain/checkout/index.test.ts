import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticClosure } from '../../../build/first-screen-messages-plugin';
import * as checkout from './index';

describe('domain/checkout index', () => {
  it('exports the rules the stores and screens code against', () => {
    for (const name of [
      'checkoutFields',
      'validateCheckoutForm',
      'guestCountChoices',
      'paymentOptions',
      'chooserDisabled',
      'defaultPayment',
      'normalizePaymentType',
      'tipAvailable',
      'tipAmount',
      'parseDecimalInput',
      'customTipValue',
      'summaryLines',
      'encodeLineComment',
      'commentCounter',
      'truncateComment',
      'cleanPhone',
      'checkoutPhone',
      'basicPhoneCheck',
      'loadPhoneRules',
    ]) {
      expect(typeof (checkout as Record<string, unknown>)[name], name).toBe('function');
    }
  });

  it('keeps libphonenumber-js out of its static imports (the phone rules are a lazy chunk)', () => {
    const closure = [...staticClosure([path.join(import.meta.dirname, 'index.ts')])].map((file) => file.split(path.sep).join('/'));
    expect(closure.some((file) => file.endsWith('domain/checkout/fields.ts'))).toBe(true);
    expect(closure.some((file) => file.endsWith('domain/checkout/phone.ts'))).toBe(false);
    expect(closure.some((file) => file.includes('libphonenumber-js'))).toBe(false);
  });

  it('loadPhoneRules loads the country-aware validator', async () => {
    const phone = await checkout.loadPhoneRules();
    expect(phone.validatePhone('212-555-0100', 'us', true)).toBe('ok');
    expect(phone.dialCode('il')).toBe('+972');
    const fields = checkout.checkoutFields((await import('./test-support')).experience(), 'CASH');
    const values = { firstName: 'Dana', lastName: 'Levi', phone: '050-123-4567', terms: true };
    expect(checkout.validateCheckoutForm(values, fields, { country: 'us', validatePhone: phone.validatePhone })).toEqual({ phone: 'phone' });
    expect(checkout.validateCheckoutForm(values, fields, { country: 'il', validatePhone: phone.validatePhone })).toEqual({});
  });
});
