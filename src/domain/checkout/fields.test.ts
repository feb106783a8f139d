import { describe, expect, it } from 'vitest';
import type { Experience } from '../types';
import { checkoutFields, guestCountChoices, validateCheckoutForm, type CheckoutFormValues, type FieldSpec } from './fields';
import { validatePhone } from './phone';
import { experience, setting } from './test-support';

/** Trattoria Lumen PICKUP 3004 as the sandbox serves it (wave 4 brief). */
const pickup = experience({
  checkoutFields: {
    firstName: setting({ required: true, max: 50 }),
    lastName: setting({ required: true, max: 50 }),
    phone: setting({ required: true, type: 'phone' }),
    email: setting({ type: 'email' }),
    comments: setting({ max: 120 }),
    coupons: setting(),
  },
});
/** Hotel in-room dining: the room number only for ROOM. */
const hotel = experience({
  checkoutFields: {
    firstName: setting({ required: true }),
    lastName: setting({ required: true }),
    roomNumber: setting({ required: true, max: 6, showWithPaymentTypes: ['ROOM'] }),
  },
});
/** Dine in 3005: table and guest count. */
const dineIn = experience({
  checkoutFields: {
    tableNumber: setting({ required: true, type: 'number', min: 1, max: 40 }),
    guestCount: setting({ required: true, type: 'number', min: 1, max: 10 }),
  },
});

const names = (fields: FieldSpec[]) => fields.map((field) => field.name);
const field = (fields: FieldSpec[], name: string) => fields.find((f) => f.name === name)!;

describe('checkoutFields (per-field settings)', () => {
  it('builds the fields in form order from the settings', () => {
    const fields = checkoutFields(pickup, 'WALLET');
    expect(names(fields)).toEqual(['firstName', 'lastName', 'phone', 'email', 'comments', 'coupons']);
    expect(field(fields, 'firstName')).toEqual({ name: 'firstName', required: true, readOnly: false, type: 'text', min: null, max: 50, label: null });
    expect(field(fields, 'email')).toMatchObject({ required: false, type: 'email' });
    expect(field(fields, 'comments')).toMatchObject({ max: 120, required: false });
  });
  it('always asks the guest details, with the skeleton defaults when unset', () => {
    const fields = checkoutFields(experience(), 'PAY_IN_PERSON');
    expect(fields).toEqual([
      { name: 'firstName', required: true, readOnly: false, type: 'text', min: null, max: null, label: null },
      { name: 'lastName', required: true, readOnly: false, type: 'text', min: null, max: null, label: null },
      { name: 'phone', required: true, readOnly: false, type: 'phone', min: null, max: null, label: null },
      { name: 'email', required: false, readOnly: false, type: 'email', min: null, max: null, label: null },
    ]);
  });
  it('keeps settings order independent of the settings object key order', () => {
    const shuffled = experience({ checkoutFields: { comments: setting(), tableNumber: setting({ type: 'number' }), email: setting({ type: 'email' }) } });
    expect(names(checkoutFields(shuffled, null))).toEqual(['firstName', 'lastName', 'phone', 'email', 'tableNumber', 'comments']);
  });
  it('read-only when not editable; keeps the business label, drops a blank one', () => {
    const exp = experience({
      checkoutFields: { roomNumber: setting({ editable: false, label: 'Cabin' }), comments: setting({ label: '  ' }) },
    });
    const fields = checkoutFields(exp, 'CASH');
    expect(field(fields, 'roomNumber')).toMatchObject({ readOnly: true, label: 'Cabin' });
    expect(field(fields, 'comments').label).toBeNull();
  });
  it('shows a field limited by show_with_payment_type only for those types', () => {
    expect(names(checkoutFields(hotel, 'WALLET'))).not.toContain('roomNumber');
    expect(names(checkoutFields(hotel, 'EMV'))).not.toContain('roomNumber');
    expect(names(checkoutFields(hotel, null))).not.toContain('roomNumber');
    expect(field(checkoutFields(hotel, 'ROOM'), 'roomNumber')).toMatchObject({ required: true, max: 6 });
  });
  it('matches payment types across readings and case', () => {
    const exp = experience({ checkoutFields: { coupons: setting({ showWithPaymentTypes: ['credit_card', 'cash'] }) } });
    expect(names(checkoutFields(exp, 'WALLET'))).toContain('coupons');
    expect(names(checkoutFields(exp, 'CASH'))).toContain('coupons');
    expect(names(checkoutFields(exp, 'PAY_IN_PERSON'))).not.toContain('coupons');
  });
  it('a delivery to the room asks the room number and last name, required, with any payment', () => {
    const delivering = { ...hotel, deliveries: ['ROOM', 'PICK_UP'] as Experience['deliveries'] };
    expect(field(checkoutFields(delivering, 'WALLET', 'ROOM'), 'roomNumber').required).toBe(true);
    expect(field(checkoutFields(delivering, 'WALLET', 'ROOM'), 'lastName').required).toBe(true);
    expect(names(checkoutFields(delivering, 'WALLET', 'PICK_UP'))).not.toContain('roomNumber');
    // Only where the experience offers room delivery.
    expect(names(checkoutFields(hotel, 'WALLET', 'ROOM'))).not.toContain('roomNumber');
  });
  it('an empty show_with_payment_type list shows for every type', () => {
    const exp = experience({ checkoutFields: { coupons: setting({ showWithPaymentTypes: [] }) } });
    expect(names(checkoutFields(exp, 'CASH'))).toContain('coupons');
  });
  it('a room charge always asks the room number and last name, required', () => {
    const optional = experience({
      checkoutFields: { lastName: setting({ required: false }), roomNumber: setting({ required: false, showWithPaymentTypes: ['WALLET'] }) },
    });
    const fields = checkoutFields(optional, 'ROOM');
    expect(field(fields, 'lastName').required).toBe(true);
    expect(field(fields, 'roomNumber').required).toBe(true);
    expect(field(checkoutFields(optional, 'CASH'), 'lastName').required).toBe(false);
    expect(field(checkoutFields(experience(), 'ROOM'), 'roomNumber')).toEqual({
      name: 'roomNumber',
      required: true,
      readOnly: false,
      type: 'text',
      min: null,
      max: null,
      label: null,
    });
    expect(names(checkoutFields(experience(), 'PAY_IN_PERSON'))).not.toContain('roomNumber');
  });
  it('a read-only room number stays read-only for a room charge', () => {
    const exp = experience({ checkoutFields: { roomNumber: setting({ editable: false }) } });
    expect(field(checkoutFields(exp, 'ROOM'), 'roomNumber')).toMatchObject({ readOnly: true, required: true });
  });
  it('includes table and guest count for dine in', () => {
    const fields = checkoutFields(dineIn, 'PAY_IN_PERSON');
    expect(names(fields)).toEqual(['firstName', 'lastName', 'phone', 'email', 'tableNumber', 'guestCount']);
    expect(field(fields, 'tableNumber')).toMatchObject({ type: 'number', min: 1, max: 40, required: true });
  });
});

const good: CheckoutFormValues = { firstName: 'Dana', lastName: 'Levi', phone: '212-555-0100', email: '', terms: true };
const validate = (exp: Experience, values: CheckoutFormValues, payment: string | null = 'PAY_IN_PERSON', country = 'us') =>
  validateCheckoutForm(values, checkoutFields(exp, payment), { country, validatePhone });

describe('validateCheckoutForm', () => {
  it('accepts a complete form', () => {
    expect(validate(pickup, good)).toEqual({});
  });
  it('flags every empty required field and the terms', () => {
    expect(validate(pickup, {})).toEqual({ firstName: 'required', lastName: 'required', phone: 'required', terms: 'terms' });
  });
  it('trims text: only spaces is empty', () => {
    expect(validate(pickup, { ...good, firstName: '   ', lastName: ' Levi ' })).toEqual({ firstName: 'required' });
  });
  it('leaves empty optional fields alone', () => {
    expect(validate(pickup, { ...good, email: '   ', comments: '' })).toEqual({});
  });
  it('terms must be exactly true', () => {
    expect(validate(pickup, { ...good, terms: false })).toEqual({ terms: 'terms' });
    expect(validate(pickup, { ...good, terms: undefined })).toEqual({ terms: 'terms' });
  });

  describe('names', () => {
    it.each(['R2D2', 'Dana!', 'a@b'])('%j is not a name', (name) => {
      expect(validate(pickup, { ...good, firstName: name })).toEqual({ firstName: 'invalidName' });
      expect(validate(pickup, { ...good, lastName: name })).toEqual({ lastName: 'invalidName' });
    });
    it.each(["O'Brien", 'Jean-Luc', 'St. John', 'דנה', 'José María', 'Zoë'])('%j is a name', (name) => {
      expect(validate(pickup, { ...good, firstName: name, lastName: name })).toEqual({});
    });
    it('applies the max length', () => {
      expect(validate(pickup, { ...good, firstName: 'a'.repeat(51) })).toEqual({ firstName: 'tooLong' });
      expect(validate(pickup, { ...good, firstName: 'a'.repeat(50) })).toEqual({});
    });
  });

  describe('email', () => {
    it.each(['dana@example.com', 'dana.levi+food@mail.example.co', 'd-l@ex-ample.info'])('%j is valid', (email) => {
      expect(validate(pickup, { ...good, email })).toEqual({});
    });
    it.each(['not-an-email', 'dana@', '@example.com', 'dana@example', 'dana@example.toolong', 'da na@example.com'])('%j is not', (email) => {
      expect(validate(pickup, { ...good, email })).toEqual({ email: 'email' });
    });
    it('required email', () => {
      const exp = experience({ checkoutFields: { email: setting({ type: 'email', required: true }) } });
      expect(validate(exp, { ...good, email: '' })).toEqual({ email: 'required' });
    });
    it('any email-typed field is checked as an email', () => {
      const exp = experience({ checkoutFields: { comments: setting({ type: 'email' }) } });
      expect(validate(exp, { ...good, comments: 'nope' })).toEqual({ comments: 'email' });
    });
  });

  describe('phone', () => {
    it('must be valid for the selected country', () => {
      expect(validate(pickup, { ...good, phone: '050-123-4567' })).toEqual({ phone: 'phone' });
      expect(validate(pickup, { ...good, phone: '050-123-4567' }, 'WALLET', 'il')).toEqual({});
      expect(validate(pickup, { ...good, phone: '123' })).toEqual({ phone: 'phone' });
    });
    it('a bare dial code is missing when required, fine when optional', () => {
      expect(validate(pickup, { ...good, phone: '+1' })).toEqual({ phone: 'required' });
      const optional = experience({ checkoutFields: { phone: setting({ type: 'phone' }) } });
      expect(validate(optional, { ...good, phone: '+1' })).toEqual({});
      expect(validate(optional, { ...good, phone: '' })).toEqual({});
      expect(validate(optional, { ...good, phone: '12' })).toEqual({ phone: 'phone' });
    });
    it('without the phone rules loaded, the basic check stands in', () => {
      const fields = checkoutFields(pickup, 'WALLET');
      expect(validateCheckoutForm({ ...good, phone: '555-123 4567' }, fields, { country: 'us' })).toEqual({});
      expect(validateCheckoutForm({ ...good, phone: '555' }, fields, { country: 'us' })).toEqual({ phone: 'phone' });
      expect(validateCheckoutForm({ ...good, phone: '' }, fields, { country: 'us' })).toEqual({ phone: 'required' });
    });
    it('hands the validator the trimmed value, the country and whether it is required', () => {
      const calls: unknown[] = [];
      validateCheckoutForm({ ...good, phone: ' 12 ' }, checkoutFields(pickup, 'WALLET'), {
        country: 'gb',
        validatePhone: (...args) => {
          calls.push(args);
          return 'ok';
        },
      });
      expect(calls).toEqual([['12', 'gb', true]]);
    });
  });

  describe('room number', () => {
    it('must contain a digit (room number disclaimer)', () => {
      expect(validate(hotel, { ...good, roomNumber: 'Suite' }, 'ROOM')).toEqual({ roomNumber: 'roomNumber' });
      expect(validate(hotel, { ...good, roomNumber: 'B12' }, 'ROOM')).toEqual({});
      expect(validate(hotel, { ...good, roomNumber: ' 101 ' }, 'ROOM')).toEqual({});
    });
    it('required for a room charge, along with the last name', () => {
      expect(validate(hotel, { ...good, roomNumber: '', lastName: '' }, 'ROOM')).toEqual({ roomNumber: 'required', lastName: 'required' });
    });
    it('not checked when hidden for the payment type', () => {
      expect(validate(hotel, { ...good, roomNumber: '' }, 'WALLET')).toEqual({});
    });
    it('checked when optional but filled', () => {
      const exp = experience({ checkoutFields: { roomNumber: setting() } });
      expect(validate(exp, { ...good, roomNumber: 'Pool' })).toEqual({ roomNumber: 'roomNumber' });
      expect(validate(exp, { ...good, roomNumber: '' })).toEqual({});
    });
    it('applies the max length after the digit rule', () => {
      expect(validate(hotel, { ...good, roomNumber: '1234567' }, 'ROOM')).toEqual({ roomNumber: 'tooLong' });
    });
  });

  describe('table number', () => {
    it('must be greater than 0', () => {
      expect(validate(dineIn, { ...good, tableNumber: '0', guestCount: '2' })).toEqual({ tableNumber: 'greaterThanZero' });
      expect(validate(dineIn, { ...good, tableNumber: '-3', guestCount: '2' })).toEqual({ tableNumber: 'greaterThanZero' });
      expect(validate(dineIn, { ...good, tableNumber: '12', guestCount: '2' })).toEqual({});
    });
    it('a number field must be a number, within min and max', () => {
      expect(validate(dineIn, { ...good, tableNumber: 'A1', guestCount: '2' })).toEqual({ tableNumber: 'number' });
      expect(validate(dineIn, { ...good, tableNumber: '41', guestCount: '2' })).toEqual({ tableNumber: 'aboveMax' });
      const min5 = experience({ checkoutFields: { tableNumber: setting({ type: 'number', min: 5 }) } });
      expect(validate(min5, { ...good, tableNumber: '3' })).toEqual({ tableNumber: 'belowMin' });
    });
    it('a text table number is only checked when numeric', () => {
      const text = experience({ checkoutFields: { tableNumber: setting() } });
      expect(validate(text, { ...good, tableNumber: 'Patio 4' })).toEqual({});
      expect(validate(text, { ...good, tableNumber: '0' })).toEqual({ tableNumber: 'greaterThanZero' });
    });
    it('required when flagged', () => {
      expect(validate(dineIn, { ...good, tableNumber: ' ', guestCount: '2' })).toEqual({ tableNumber: 'required' });
    });
  });

  describe('guest count', () => {
    it.each(['1', '5', '10'])('%s is fine', (guestCount) => {
      expect(validate(dineIn, { ...good, tableNumber: '4', guestCount })).toEqual({});
    });
    it.each(['0', '11', '2.5', 'two', '-1'])('%j is not 1-10', (guestCount) => {
      expect(validate(dineIn, { ...good, tableNumber: '4', guestCount })).toEqual({ guestCount: 'guestCount' });
    });
    it('required when flagged, optional otherwise', () => {
      expect(validate(dineIn, { ...good, tableNumber: '4' })).toEqual({ guestCount: 'required' });
      const optional = experience({ checkoutFields: { guestCount: setting({ type: 'number' }) } });
      expect(validate(optional, good)).toEqual({});
    });
    it('a narrower max in the settings applies', () => {
      const six = experience({ checkoutFields: { guestCount: setting({ type: 'number', max: 6 }) } });
      expect(validate(six, { ...good, guestCount: '8' })).toEqual({ guestCount: 'aboveMax' });
    });
  });

  describe('comments and text lengths', () => {
    it('over the max is too long, at the max is fine', () => {
      expect(validate(pickup, { ...good, comments: 'x'.repeat(121) })).toEqual({ comments: 'tooLong' });
      expect(validate(pickup, { ...good, comments: `  ${'x'.repeat(120)}  ` })).toEqual({});
    });
    it('under a text min is too short', () => {
      const exp = experience({ checkoutFields: { comments: setting({ min: 3 }) } });
      expect(validate(exp, { ...good, comments: 'ab' })).toEqual({ comments: 'tooShort' });
    });
  });

  it('skips coupons and tip: their own flows check them', () => {
    const exp = experience({ checkoutFields: { coupons: setting({ required: true }), tip: setting({ required: true, type: 'number' }) } });
    expect(validate(exp, good)).toEqual({});
  });
  it('reports only fields that are shown', () => {
    expect(validateCheckoutForm({ terms: true }, [], { country: 'us' })).toEqual({});
  });
  it('reports one problem per field, the first that applies', () => {
    expect(validate(pickup, { ...good, firstName: `R2${'a'.repeat(60)}` })).toEqual({ firstName: 'invalidName' });
  });
  it('accepts the store values type with extra keys', () => {
    const values = { ...good, country: 'us', deliveryOption: null, roomNumber: '', tableNumber: '', guestCount: '', comments: '' };
    expect(validateCheckoutForm(values, checkoutFields(pickup, 'WALLET'), { country: values.country, validatePhone })).toEqual({});
  });
});

describe('guestCountChoices', () => {
  it('is 1 to 10 by default', () => {
    expect(guestCountChoices()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(guestCountChoices(null)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(guestCountChoices({ min: null, max: null })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('narrows to the setting but never beyond 1-10', () => {
    expect(guestCountChoices({ min: 2, max: 4 })).toEqual([2, 3, 4]);
    expect(guestCountChoices({ min: 0, max: 20 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(guestCountChoices({ min: 5, max: 3 })).toEqual([]);
  });
});
