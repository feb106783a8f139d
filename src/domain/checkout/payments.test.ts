import { describe, expect, it } from 'vitest';
import { chooserDisabled, defaultPayment, normalizePaymentType, payInPersonType, paymentOptions } from './payments';
import { experience } from './test-support';

const WALLET = { version: 'v3' as const, frameUrl: '/wallet/card-fields.html' };
/** A kiosk or staff device: a card terminal stands by it. */
const KIOSK = { hasTerminal: true };
const allowed = (...types: string[]) => types.map((type) => ({ type, validation: null }));

describe('normalizePaymentType (readings A/B/C)', () => {
  it.each([
    ['WALLET', 'WALLET'],
    ['wallet', 'WALLET'],
    ['Credit Card', 'WALLET'],
    ['CREDIT_CARD', 'WALLET'],
    ['CASH', 'CASH'],
    [' cash ', 'CASH'],
    ['PAY_IN_PERSON', 'PAY_IN_PERSON'],
    ['pay-in-person', 'PAY_IN_PERSON'],
    ['ROOM', 'ROOM'],
    ['ROOM_CHARGE', 'ROOM'],
    ['charge to room', 'ROOM'],
    ['EMV', 'EMV'],
    ['card terminal', 'EMV'],
  ])('%s -> %s', (code, type) => {
    expect(normalizePaymentType(code)).toBe(type);
  });
  it.each(['', 'BITCOIN', 'constructor', '__proto__'])('unknown %j -> null', (code) => {
    expect(normalizePaymentType(code)).toBeNull();
  });
  it('null and undefined -> null', () => {
    expect(normalizePaymentType(null)).toBeNull();
    expect(normalizePaymentType(undefined)).toBeNull();
  });
});

describe('paymentOptions', () => {
  it('reading A: WALLET, CASH, ROOM in the platform order with their flags', () => {
    const options = paymentOptions(experience({ payments: { default: 'WALLET', allowed: allowed('WALLET', 'CASH', 'ROOM') } }), WALLET, KIOSK);
    expect(options).toEqual([
      { type: 'WALLET', validation: null, needsRoomValidation: false, needsCard: true, usesTerminal: false },
      { type: 'CASH', validation: null, needsRoomValidation: false, needsCard: false, usesTerminal: false },
      { type: 'ROOM', validation: null, needsRoomValidation: false, needsCard: false, usesTerminal: false },
    ]);
  });
  it('reading B/C: PAY_IN_PERSON, ROOM, EMV (card terminal)', () => {
    const options = paymentOptions(experience({ payments: { default: 'ROOM', allowed: allowed('PAY_IN_PERSON', 'ROOM', 'EMV') } }), null, KIOSK);
    expect(options.map((o) => o.type)).toEqual(['PAY_IN_PERSON', 'ROOM', 'EMV']);
    expect(options[2]).toMatchObject({ usesTerminal: true, needsCard: false });
  });
  it('ROOM needs room validation when the experience has is_room_validation; validation is passed through', () => {
    const hotel = experience({
      isRoomValidation: true,
      payments: {
        default: 'ROOM',
        allowed: [
          { type: 'ROOM', validation: 'ROOM_AND_NAME' },
          { type: 'WALLET', validation: null },
          { type: 'EMV', validation: null },
        ],
      },
    });
    const options = paymentOptions(hotel, WALLET, KIOSK);
    expect(options[0]).toEqual({ type: 'ROOM', validation: 'ROOM_AND_NAME', needsRoomValidation: true, needsCard: false, usesTerminal: false });
    expect(options.filter((o) => o.needsRoomValidation).map((o) => o.type)).toEqual(['ROOM']);
  });
  it("offers the card terminal only where one stands (a kiosk or staff device), never on a guest's own phone", () => {
    const hotel = experience({ payments: { default: 'ROOM', allowed: allowed('ROOM', 'WALLET', 'EMV') } });
    expect(paymentOptions(hotel, WALLET, KIOSK).map((o) => o.type)).toEqual(['ROOM', 'WALLET', 'EMV']);
    expect(paymentOptions(hotel, WALLET, { hasTerminal: false }).map((o) => o.type)).toEqual(['ROOM', 'WALLET']);
  });
  it('drops WALLET when the business has no card wallet', () => {
    const options = paymentOptions(experience({ payments: { default: 'WALLET', allowed: allowed('WALLET', 'CASH') } }), null, KIOSK);
    expect(options.map((o) => o.type)).toEqual(['CASH']);
  });
  it('normalizes spellings, drops unknown codes and repeats', () => {
    const options = paymentOptions(
      experience({ payments: { default: 'cash', allowed: allowed('cash', 'BITCOIN', 'CASH', 'credit_card', 'WALLET') } }),
      WALLET,
      KIOSK,
    );
    expect(options.map((o) => o.type)).toEqual(['CASH', 'WALLET']);
  });
  it('gives no options when nothing usable is allowed', () => {
    expect(paymentOptions(experience({ payments: { default: 'X', allowed: [] } }), WALLET, KIOSK)).toEqual([]);
  });
});

describe('chooserDisabled (disabled with a single option)', () => {
  const options = (...types: string[]) => paymentOptions(experience({ payments: { default: types[0] ?? '', allowed: allowed(...types) } }), WALLET, KIOSK);
  it('is disabled with one option and with none', () => {
    expect(chooserDisabled(options('PAY_IN_PERSON'))).toBe(true);
    expect(chooserDisabled([])).toBe(true);
  });
  it('is enabled with two or more', () => {
    expect(chooserDisabled(options('WALLET', 'CASH'))).toBe(false);
    expect(chooserDisabled(options('WALLET', 'PAY_IN_PERSON', 'CASH'))).toBe(false);
  });
});

describe('defaultPayment', () => {
  const make = (defaultType: string, ...types: string[]) => {
    const exp = experience({ payments: { default: defaultType, allowed: allowed(...types) } });
    return defaultPayment(exp, paymentOptions(exp, WALLET, KIOSK));
  };
  it('takes the experience default when offered', () => {
    expect(make('CASH', 'WALLET', 'PAY_IN_PERSON', 'CASH')).toBe('CASH');
  });
  it('normalizes the default', () => {
    expect(make('room_charge', 'WALLET', 'ROOM')).toBe('ROOM');
  });
  it('falls back to the first option when the default is not offered', () => {
    expect(make('ROOM', 'PAY_IN_PERSON', 'CASH')).toBe('PAY_IN_PERSON');
  });
  it('falls back when the default WALLET was dropped for lack of a wallet', () => {
    const exp = experience({ payments: { default: 'WALLET', allowed: allowed('WALLET', 'CASH') } });
    expect(defaultPayment(exp, paymentOptions(exp, null, KIOSK))).toBe('CASH');
  });
  it('is null without options', () => {
    expect(make('CASH')).toBeNull();
  });
});

describe('payInPersonType', () => {
  const withPayments = (defaultType: string, types: string[]) => experience({ payments: { default: defaultType, allowed: allowed(...types) } });
  it('uses the allowed pay-in-person code of each platform reading', () => {
    expect(payInPersonType(withPayments('PAY_IN_PERSON', ['PAY_IN_PERSON', 'ROOM']))).toBe('PAY_IN_PERSON');
    expect(payInPersonType(withPayments('WALLET', ['WALLET', 'CASH', 'ROOM']))).toBe('CASH');
    expect(payInPersonType(withPayments('ROOM', []))).toBe('PAY_IN_PERSON');
  });
  it('reads the codes like every other payment code', () => {
    expect(payInPersonType(withPayments('wallet', ['wallet', 'cash']))).toBe('CASH');
    expect(payInPersonType(withPayments('pay-in-person', ['Pay In Person']))).toBe('PAY_IN_PERSON');
  });
  it('returns null when paying in person is not allowed', () => {
    expect(payInPersonType(withPayments('WALLET', ['WALLET', 'ROOM']))).toBeNull();
  });
});
