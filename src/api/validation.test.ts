import { array, enums, nullable, number, optional, string, type, type Describe } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { check, every, formatPath } from './validation';

describe('check', () => {
  it('returns the value when it matches', () => {
    expect(check({ a: 1 }, type({ a: number() }))).toEqual({ ok: true, value: { a: 1 } });
  });
  it('describes path, expectation and value of the first failure', () => {
    const schema = type({ data: array(type({ timezone: type({ name: string() }), status: enums(['ACTIVE', 'INACTIVE']) })) });
    const missing = check({ data: [{ timezone: {}, status: 'ACTIVE' }] }, schema);
    expect(!missing.ok && missing.problem).toBe('data[0].timezone.name expected a string, got undefined');
    const wrongEnum = check({ data: [{ timezone: { name: 'UTC' }, status: 'GONE' }] }, schema);
    expect(!wrongEnum.ok && wrongEnum.problem).toBe('data[0].status expected one of `"ACTIVE","INACTIVE"`, got "GONE"');
    const notObject = check('html', schema);
    expect(!notObject.ok && notObject.problem).toBe('the body expected an object, got "html"');
  });
  it('describes a value that cannot be printed (an own toString or valueOf that is not a function) instead of throwing', () => {
    const schema = type({ id: number(), place: type({ name: string() }) });
    const wrongType = check(JSON.parse('{"id": {"toString": 0}, "place": {"name": "x"}}'), schema);
    expect(!wrongType.ok && wrongType.problem).toBe('id expected a number, got [object Object]');
    const deeper = check(JSON.parse('{"id": 1, "place": {"name": {"valueOf": 1, "toString": null}}}'), schema);
    expect(!deeper.ok && deeper.problem).toContain('place.name expected a string');
  });
});

describe('formatPath', () => {
  it('joins keys with dots and indexes with brackets', () => {
    expect(formatPath(['data', 0, 'items', 12, 'price'])).toBe('data[0].items[12].price');
    expect(formatPath([])).toBe('');
  });
});

describe('every (compile-time tie of schema shapes to wire types)', () => {
  interface Wire {
    a: number;
    b?: string | null;
  }
  it('returns the shape unchanged when it names every key, optional ones included', () => {
    const shape = every<Wire>()({ a: number(), b: optional(nullable(string())) });
    expect(Object.keys(shape)).toEqual(['a', 'b']);
    expect(check({ a: 1 }, type(shape)).ok).toBe(true);
  });
  it('fails the type check when an optional key is left out or an unknown key is named', () => {
    // Describe<Wire> alone accepts this shape: the reason every() exists.
    const loose: Describe<Wire> = type({ a: number() });
    expect(check({ a: 1, b: 2 }, loose).ok).toBe(true); // b travels unvalidated
    // @ts-expect-error b is missing
    every<Wire>()({ a: number() });
    // @ts-expect-error c is not a key of Wire
    every<Wire>()({ a: number(), b: optional(string()), c: number() });
  });
});
