import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { issuerName, paymentMethodText } from './labels';

const translate = (descriptor: MessageDescriptor) => descriptor.message ?? descriptor.id;

describe('how a payment is said', () => {
  it('an issuer as guests know it; one the table lacks as the wallet wrote it', () => {
    expect(issuerName('VISA')).toBe('Visa');
    expect(issuerName('american-express')).toBe('American Express');
    expect(issuerName('Google Pay')).toBe('Google Pay');
  });

  it('a WALLET payment by its issuer where one is named, anything else by its method', () => {
    expect(paymentMethodText('WALLET', 'Google Pay', translate)).toBe('Google Pay');
    expect(paymentMethodText('WALLET', 'MASTERCARD', translate)).toBe('Mastercard');
    expect(paymentMethodText('WALLET', null, translate)).toBe('Credit card');
    expect(paymentMethodText('PAY_IN_PERSON', 'VISA', translate)).toBe('Pay in person');
    expect(paymentMethodText('CRYPTO', null, translate)).toBe('CRYPTO');
  });
});
