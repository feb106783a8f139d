import fc from 'fast-check';
import { is, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import * as schemas from './schemas';
import {
  wireBusinessConfiguration,
  wireCartResponse,
  wireCheckoutResponse,
  wireExperience,
  wireLocation,
  wireMenu,
  wireRealtimeCart,
  wireSummary,
} from './test-support';
import { check } from './validation';
import type { WireLocation, WireSummary } from './wire';

/** Any schema of the barrel, whatever wire type it describes. */
// biome-ignore lint/suspicious/noExplicitAny: schemas of different wire types in one list; Struct is invariant in its type, so only `any` holds them all
type AnyStruct = Struct<any, unknown>;

// Modest run counts: every schema is tried on each generated value, so the products stay small.
const RUNS = { numRuns: 60 };

const allSchemas = Object.entries(schemas).filter(([name]) => name.endsWith('Schema')) as [string, AnyStruct][];

/** Any JSON a broken or hostile platform might answer with, nested objects and arrays included. */
const anyJson = fc.jsonValue({ maxDepth: 4 });

describe('schema properties', () => {
  it('checks every schema (and there are many)', () => {
    expect(allSchemas.length).toBeGreaterThan(30);
  });

  it('checking arbitrary JSON never throws: it is always a value or a sentence saying what was wrong', () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        for (const [, schema] of allSchemas) {
          const result = check(value, schema);
          if (!result.ok) expect(result.problem).toMatch(/\S/);
        }
      }),
      RUNS,
    );
  });

  it('a valid wire object with arbitrary extra fields still passes (the platform may add fields)', () => {
    const valid: [AnyStruct, () => object][] = [
      [schemas.BusinessConfigurationResponseSchema, wireBusinessConfiguration],
      [schemas.LocationSchema, wireLocation],
      [schemas.ExperienceSchema, wireExperience],
      [schemas.MenuSchema, wireMenu],
      [schemas.CheckoutResponseSchema, wireCheckoutResponse],
      [schemas.RealtimeCartSchema, wireRealtimeCart],
      [schemas.CartResponseSchema, wireCartResponse],
      [schemas.SummarySchema, wireSummary],
    ];
    const extra = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).map((key) => `x_${key}`),
      anyJson,
      { maxKeys: 4 },
    );
    fc.assert(
      fc.property(extra, (fields) => {
        for (const [schema, make] of valid) expect(check({ ...make(), ...fields }, schema).ok).toBe(true);
      }),
      RUNS,
    );
  });

  it('a field replaced by a value of another JSON type is refused with a problem naming that field', () => {
    const location = wireLocation() as unknown as Record<string, unknown>;
    const key = fc.constantFrom('id', 'name', 'short_description', 'timezone', 'experiences', 'place', 'localization');
    fc.assert(
      fc.property(key, anyJson, (field, value) => {
        const sameType =
          typeof value === typeof location[field] && Array.isArray(value) === Array.isArray(location[field]) && (value === null) === (location[field] === null);
        fc.pre(!sameType);
        const result = check({ ...location, [field]: value }, schemas.LocationSchema);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.problem).toContain(field);
      }),
      RUNS,
    );
  });
});

const money = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });
const text = fc.string({ maxLength: 30 });
const wireSummaryArb: fc.Arbitrary<WireSummary> = fc.record({
  subtotal: money,
  tip: money,
  discount: money,
  total: money,
  service_charges: fc.array(fc.record({ name: text, amount: money }), { maxLength: 3 }),
  taxes: fc.array(fc.record({ name: text, amount: money, is_inclusive: fc.boolean() }), { maxLength: 3 }),
});
const wireLocationArb: fc.Arbitrary<WireLocation> = fc.record({
  id: fc.integer(),
  name: text,
  image: fc.option(fc.webUrl(), { nil: null }),
  short_description: text,
  long_description: text,
  currency: fc.record({ code: fc.constantFrom('USD', 'EUR', 'ILS', 'JPY', 'KWD') }),
  phone: fc.option(text, { nil: null }),
  timezone: fc.record({ name: fc.constantFrom('America/New_York', 'Asia/Jerusalem', 'UTC') }),
  localization: fc.record({ date: fc.record({ default_format: text }), time: fc.record({ default_format: text }) }),
  place: fc.record({
    data: fc.record({
      formatted_address: text,
      address_components: fc.array(fc.record({ long_name: text, short_name: text, types: fc.array(text, { maxLength: 3 }) }), { maxLength: 3 }),
    }),
  }),
  experiences: fc.array(
    fc.record({ id: fc.integer(), type: fc.constantFrom('PICKUP', 'DELIVERY', 'DINE_IN'), status: fc.constantFrom('ACTIVE' as const, 'INACTIVE' as const) }),
    { maxLength: 3 },
  ),
  hotel_id: fc.option(fc.integer(), { nil: null }),
  location_group_id: fc.option(fc.integer(), { nil: null }),
});

describe('generated wire objects', () => {
  it('every generated summary passes', () => {
    fc.assert(
      fc.property(wireSummaryArb, (summary) => {
        expect(is(summary, schemas.SummarySchema)).toBe(true);
      }),
      RUNS,
    );
  });

  it('every generated location passes, alone and in a locations answer', () => {
    fc.assert(
      fc.property(fc.array(wireLocationArb, { maxLength: 3 }), (locations) => {
        for (const location of locations) expect(is(location, schemas.LocationSchema)).toBe(true);
        expect(is({ data: locations }, schemas.LocationsResponseSchema)).toBe(true);
      }),
      RUNS,
    );
  });
});
