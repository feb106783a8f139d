import { describe, expect, it } from 'vitest';
import { experienceFor } from '../stores/test-support';
import { payInPersonType } from './pay-in-person';

describe('payInPersonType', () => {
  const withPayments = (defaultType: string, allowed: string[]) => ({
    ...experienceFor(1),
    payments: { default: defaultType, allowed: allowed.map((type) => ({ type, validation: null })) },
  });
  it('uses the allowed pay-in-person code of each platform reading', () => {
    expect(payInPersonType(withPayments('PAY_IN_PERSON', ['PAY_IN_PERSON', 'ROOM']))).toBe('PAY_IN_PERSON');
    expect(payInPersonType(withPayments('WALLET', ['WALLET', 'CASH', 'ROOM']))).toBe('CASH');
    expect(payInPersonType(withPayments('ROOM', []))).toBe('PAY_IN_PERSON');
  });
  it('returns null when paying in person is not allowed', () => {
    expect(payInPersonType(withPayments('WALLET', ['WALLET', 'ROOM']))).toBeNull();
  });
});
