import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutFields, validateCheckoutForm, type CheckoutFormValues } from './fields';
import { cleanPhone, phoneToE164, validatePhone } from './phone';
import { basicPhoneCheck } from './phone-text';
import { experience, setting } from './test-support';
import { customTipValue, parseDecimalInput, tipAmount, type TipChoice } from './tip';

// Modest run counts: these run with every unit test (libphonenumber parsing is the slow part).
const RUNS = { numRuns: 200 };

// E.164 caps a number at 15 digits and sets no minimum: some numbering plans have very short valid
// numbers (libphonenumber accepts the German +49 1000), so only the country code's first digit and the
// maximum are fixed here.
const E164 = /^\+[1-9]\d{1,14}$/;
const country = fc.oneof(fc.constantFrom('us', 'IL', 'gb', 'de', 'fr', 'jp', 'au', 'in', 'br'), fc.string({ maxLength: 3 }), fc.constant(null));
/** What a guest may type or paste into a phone box: digits, phone punctuation, and anything else. */
const phoneText = fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789+-() #'.split('')), maxLength: 20 }), fc.string({ maxLength: 20 }));

describe('phone properties', () => {
  it('checking and normalising any text for any country never throws', () => {
    fc.assert(
      fc.property(phoneText, country, fc.boolean(), (text, code, required) => {
        expect(['ok', 'required', 'invalid']).toContain(validatePhone(text, code, required));
        expect(['ok', 'required', 'invalid']).toContain(basicPhoneCheck(text, code, required));
        phoneToE164(text, code);
      }),
      RUNS,
    );
  });

  it('a number normalises to valid E.164 that normalises to itself and passes the check for any country', () => {
    fc.assert(
      fc.property(phoneText, country, fc.constantFrom('us', 'gb', 'il', null), (text, code, other) => {
        const e164 = phoneToE164(text, code);
        if (e164 === null) return;
        expect(e164).toMatch(E164);
        expect(phoneToE164(e164, other)).toBe(e164);
        expect(validatePhone(e164, other, true)).toBe('ok');
      }),
      RUNS,
    );
  });

  it('generated national numbers of the US normalise to +1 and ten digits', () => {
    const areaOrExchange = fc.integer({ min: 200, max: 999 }).map(String);
    fc.assert(
      fc.property(areaOrExchange, areaOrExchange, fc.integer({ min: 0, max: 9999 }), (area, exchange, line) => {
        const national = `(${area}) ${exchange}-${String(line).padStart(4, '0')}`;
        const e164 = phoneToE164(national, 'us');
        if (e164 !== null) expect(e164).toBe(`+1${area}${exchange}${String(line).padStart(4, '0')}`);
      }),
      RUNS,
    );
  });

  it('cleaning removes exactly dashes, white space, # and parentheses, and is idempotent', () => {
    fc.assert(
      fc.property(phoneText, (text) => {
        const cleaned = cleanPhone(text);
        expect(cleaned).not.toMatch(/[-\s#()]/);
        expect(cleanPhone(cleaned)).toBe(cleaned);
        expect(cleaned).toBe([...text].filter((c) => !/[-\s#()]/.test(c)).join(''));
      }),
      RUNS,
    );
  });
});

/** The decimal input rule stated independently of the implementation's regular expression. */
function decimalAllowed(text: string): boolean {
  const dots = [...text].filter((c) => c === '.').length;
  return text.length <= 10 && [...text].every((c) => '0123456789.'.includes(c)) && dots <= 1 && !text.startsWith('.') && (text.split('.')[1] ?? '').length <= 2;
}

describe('decimal (tip) input properties', () => {
  it('keeps text exactly when it is digits and one dot, at most 10 characters and 2 decimals, no leading dot', () => {
    const typed = fc.string({ unit: fc.constantFrom(...'0123456789..a-, ٣'.split('')), maxLength: 13 });
    fc.assert(
      fc.property(fc.oneof(typed, fc.string({ maxLength: 12 })), (text) => {
        expect(parseDecimalInput(text)).toBe(decimalAllowed(text) ? text : null);
      }),
      { numRuns: 500 },
    );
  });

  it('every prefix of an accepted text is accepted too, so the guest can type it key by key', () => {
    const amount = fc
      .tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 99 }))
      .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`);
    fc.assert(
      fc.property(amount, (text) => {
        fc.pre(text.length <= 10);
        for (let end = 0; end <= text.length; end += 1) expect(parseDecimalInput(text.slice(0, end))).toBe(text.slice(0, end));
      }),
      RUNS,
    );
  });
});

const pickup = experience({
  checkoutFields: {
    firstName: setting({ required: true, max: 50 }),
    lastName: setting({ required: true, max: 50 }),
    phone: setting({ required: true }),
    email: setting({ required: false }),
    roomNumber: setting({ required: false }),
    tableNumber: setting({ required: false, type: 'number', min: 1, max: 40 }),
    guestCount: setting({ required: false, type: 'number', min: 1, max: 10 }),
  },
});
const fields = checkoutFields(pickup, 'PAY_IN_PERSON');
const anyText = fc.option(fc.string({ maxLength: 60 }), { nil: undefined });
const formValues: fc.Arbitrary<CheckoutFormValues> = fc.record({
  firstName: anyText,
  lastName: anyText,
  phone: anyText,
  email: anyText,
  roomNumber: anyText,
  tableNumber: anyText,
  guestCount: anyText,
  comments: anyText,
  terms: fc.option(fc.boolean(), { nil: undefined }),
});

describe('checkout form properties', () => {
  it('validating any form never throws and only names known fields', () => {
    const known = new Set([...fields.map((field) => field.name), 'terms']);
    fc.assert(
      fc.property(formValues, country, (values, code) => {
        const problems = validateCheckoutForm(values, fields, { country: code, validatePhone });
        for (const name of Object.keys(problems)) expect(known.has(name)).toBe(true);
      }),
      RUNS,
    );
  });

  it('names of letters (any script) and inner spaces are accepted', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'abcXYZéñßדנהЖя'.split('')), minLength: 1, maxLength: 20 });
    const name = fc.array(letters, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(name, name, (first, last) => {
        const problems = validateCheckoutForm({ firstName: first, lastName: last, phone: '212-555-0100', terms: true }, fields, {
          country: 'us',
          validatePhone,
        });
        expect(problems).toEqual({});
      }),
      RUNS,
    );
  });

  it('a name with a digit or symbol is refused', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.constantFrom(...'0123456789@#$%<>/'.split('')), (text, bad) => {
        const problems = validateCheckoutForm({ firstName: `Dana${text}${bad}`, lastName: 'Levi', phone: '212-555-0100', terms: true }, fields, {
          country: 'us',
          validatePhone,
        });
        expect(problems.firstName).toBe('invalidName');
      }),
      RUNS,
    );
  });
});

describe('tip amount properties', () => {
  const unit = fc.record({ minorUnit: fc.integer({ min: 0, max: 3 }) });
  const subtotal = fc.integer({ min: -1_000_000, max: 10_000_000 });
  const choice: fc.Arbitrary<TipChoice> = fc.oneof(
    fc.record({ kind: fc.constant('percent' as const), percent: fc.double({ min: -50, max: 200 }) }),
    fc.record({ kind: fc.constant('fixed' as const), amount: fc.double({ min: -100, max: 10_000 }) }),
    fc.record({ kind: fc.constant('custom' as const), amount: fc.double({ min: -100, max: 10_000 }) }),
    fc.constant({ kind: 'none' as const }),
  );

  it('a tip is a whole, non-negative number of minor units for any choice, NaN and infinities included', () => {
    fc.assert(
      fc.property(choice, subtotal, unit, (tip, amount, currency) => {
        const minor = tipAmount(tip, amount, currency);
        expect(Number.isInteger(minor)).toBe(true);
        expect(minor).toBeGreaterThanOrEqual(0);
      }),
      RUNS,
    );
  });

  it('a percent tip is the percent of the subtotal rounded to the nearest minor unit, and grows with the percent', () => {
    const percent = fc.integer({ min: 1, max: 10_000 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(percent, percent, fc.integer({ min: 1, max: 10_000_000 }), (p, q, amount) => {
        const tip = tipAmount({ kind: 'percent', percent: p }, amount, { minorUnit: 2 });
        expect(Math.abs(tip - (amount * p) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
        if (p <= q) expect(tip).toBeLessThanOrEqual(tipAmount({ kind: 'percent', percent: q }, amount, { minorUnit: 2 }));
      }),
      RUNS,
    );
  });

  it('an accepted custom tip text becomes exactly its amount in cents', () => {
    const text = fc
      .tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 99 }))
      .map(([whole, cents]) => ({ text: `${whole}.${String(cents).padStart(2, '0')}`, cents: whole * 100 + cents }));
    fc.assert(
      fc.property(text, ({ text: typed, cents }) => {
        expect(parseDecimalInput(typed)).toBe(typed);
        expect(tipAmount({ kind: 'custom', amount: customTipValue(typed) }, 0, { minorUnit: 2 })).toBe(cents);
      }),
      RUNS,
    );
  });
});
