import { describe, expect, it } from 'vitest';
import { deviceSupports, supportedExpressMethods } from './express-support';

const chromium = {
  navigator: { userAgentData: { brands: [{ brand: 'Chromium' }, { brand: 'Google Chrome' }] } },
  PaymentRequest: function PaymentRequest() {},
};

describe('express methods the device supports', () => {
  it('Google Pay: the Payment Request API in a Chromium browser', () => {
    expect(deviceSupports('google_pay', chromium)).toBe(true);
    expect(deviceSupports('google_pay', { ...chromium, PaymentRequest: undefined })).toBe(false);
    expect(deviceSupports('google_pay', { PaymentRequest: chromium.PaymentRequest, navigator: { userAgentData: { brands: [{ brand: 'Firefox' }] } } })).toBe(
      false,
    );
    expect(deviceSupports('google_pay', { PaymentRequest: chromium.PaymentRequest })).toBe(false);
  });

  it('Apple Pay: only where the browser has Apple Pay and can make payments', () => {
    expect(deviceSupports('apple_pay', chromium)).toBe(false);
    expect(deviceSupports('apple_pay', { ApplePaySession: { canMakePayments: () => true } })).toBe(true);
    expect(deviceSupports('apple_pay', { ApplePaySession: { canMakePayments: () => false } })).toBe(false);
    const throwing = {
      ApplePaySession: {
        canMakePayments: () => {
          throw new Error('insecure');
        },
      },
    };
    expect(deviceSupports('apple_pay', throwing)).toBe(false);
  });

  it("keeps the wallet's order and drops what the device cannot show", () => {
    const both = { ...chromium, ApplePaySession: { canMakePayments: () => true } };
    expect(supportedExpressMethods(['google_pay', 'apple_pay'], both)).toEqual(['google_pay', 'apple_pay']);
    expect(supportedExpressMethods(['google_pay', 'apple_pay'], chromium)).toEqual(['google_pay']);
    expect(supportedExpressMethods([], both)).toEqual([]);
  });
});
