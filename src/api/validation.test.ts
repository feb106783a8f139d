import { array, enums, number, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { check, formatPath } from './validation';

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
});

describe('formatPath', () => {
  it('joins keys with dots and indexes with brackets', () => {
    expect(formatPath(['data', 0, 'items', 12, 'price'])).toBe('data[0].items[12].price');
    expect(formatPath([])).toBe('');
  });
});
