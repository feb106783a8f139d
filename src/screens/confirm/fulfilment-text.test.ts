import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createElementI18n, createLocaleSwitcher } from '../../i18n/element-i18n';
import { orderTimeText, paymentText } from './fulfilment-text';

const i18n = setupI18n({ locale: 'en_US', locales: ['en-US'], messages: { en_US: {} } });
const NOW = new Date('2026-11-20T15:00:00Z'); // 10:00 in New York

describe('orderTimeText', () => {
  const at = (checkoutAt: string | null, timeZone = 'America/New_York') => orderTimeText({ checkoutAt, timeZone }, NOW, i18n);

  it('says as soon as possible without a chosen time', () => {
    expect(at(null)).toBe('As soon as possible');
    expect(at('not a time')).toBe('As soon as possible');
  });

  it("says today or tomorrow in the location's clock, else the date", () => {
    expect(at('2026-11-20T17:30:00Z')).toBe('Today, 12:30 PM');
    expect(at('2026-11-21T14:00:00Z')).toBe('Tomorrow, 9:00 AM');
    expect(at('2026-11-24T14:00:00Z')).toBe('Tue, Nov 24, 9:00 AM');
    // 04:30 UTC on the 21st is still the 20th in New York.
    expect(at('2026-11-21T04:30:00Z')).toBe('Today, 11:30 PM');
    // The same instant in Athens is the 21st: tomorrow there.
    expect(at('2026-11-21T04:30:00Z', 'Europe/Athens')).toBe('Tomorrow, 6:30 AM');
  });

  it('adds when an as-soon-as-possible order should be ready, when the experience said a time still ahead', () => {
    const asap = (readyAt: string | null) => orderTimeText({ checkoutAt: null, readyAt, timeZone: 'America/New_York', timeFormat: 'h:mm A' }, NOW, i18n);
    expect(asap('2026-11-20T15:20:00Z').replace(/\u202f/g, ' ')).toBe('As soon as possible, ready around 10:20 AM');
    expect(asap('2026-11-20T15:00:00Z')).toBe('As soon as possible');
    expect(asap(null)).toBe('As soon as possible');
  });

  it("follows the location's clock in the language: 24 hours at a 24-hour location, and in Hebrew", () => {
    expect(orderTimeText({ checkoutAt: '2026-11-20T17:30:00Z', timeZone: 'America/New_York', timeFormat: 'HH:mm' }, NOW, i18n)).toBe('Today, 12:30');
    const hebrew = setupI18n({ locale: 'he', locales: ['he'], messages: { he: {} } });
    expect(orderTimeText({ checkoutAt: '2026-11-20T22:30:00Z', timeZone: 'America/New_York', timeFormat: 'h:mm A' }, NOW, hebrew)).toBe('Today, 17:30');
  });

  it('writes the time in the shown language: Arabic-Indic digits for Arabic, Chinese formats for zh-CN', async () => {
    const arabic = createElementI18n();
    await createLocaleSwitcher(arabic)('ar');
    const arabicText = orderTimeText({ checkoutAt: '2026-11-24T14:00:00Z', timeZone: 'Asia/Riyadh' }, NOW, arabic);
    expect(arabicText).toContain('٢٤');
    expect(arabicText).toContain('٥:٠٠');
    expect(arabicText).not.toMatch(/[0-9A-Za-z]/);
    const chinese = createElementI18n();
    await createLocaleSwitcher(chinese)('zh_CN');
    expect(orderTimeText({ checkoutAt: '2026-11-24T14:00:00Z', timeZone: 'Asia/Shanghai' }, NOW, chinese)).toBe('11月24日周二 22:00');
    expect(orderTimeText({ checkoutAt: '2026-11-20T17:30:00Z', timeZone: 'Asia/Shanghai' }, NOW, chinese)).toBe('明天 1:30');
  });
});

describe('paymentText', () => {
  const paid = (type: string, cardIssuer: string | null = null, cardLast4: string | null = null, roomNumber: string | null = null) =>
    paymentText({ payment: { type, cardIssuer, cardLast4 }, roomNumber }, i18n);

  it('names the card that paid by issuer and last four digits', () => {
    expect(paid('WALLET', 'VISA', '4242')).toBe('Visa ••4242');
    expect(paid('WALLET', 'MASTERCARD', '4444')).toBe('Mastercard ••4444');
    expect(paid('WALLET', 'Some Bank', null)).toBe('Some Bank');
    expect(paid('WALLET', null, '0005')).toBe('Card ••0005');
    expect(paid('WALLET')).toBe('Credit card');
  });

  it('names the room charged, and the method otherwise', () => {
    expect(paid('ROOM', null, null, '202')).toBe('Charged to room 202');
    // Inside right-to-left text the room keeps its own order ("12B" never reads "B12").
    const hebrew = setupI18n({ locale: 'he', locales: ['he'], messages: { he: {} } });
    expect(paymentText({ payment: { type: 'ROOM', cardIssuer: null, cardLast4: null }, roomNumber: '12B' }, hebrew)).toBe('Charged to room \u206812B\u2069');
    expect(paid('ROOM')).toBe('Charge to room');
    expect(paid('PAY_IN_PERSON')).toBe('Pay in person');
    expect(paid('CASH')).toBe('Cash');
    expect(paid('EMV')).toBe('Card terminal');
  });
});
