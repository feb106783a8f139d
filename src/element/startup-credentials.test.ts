// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { parseStartupParams } from '../domain/startup-params';
import { forgetTakenCredentials, takeStartupCredentials, withTakenCredentials } from './startup-credentials';

afterEach(() => {
  forgetTakenCredentials();
  window.history.replaceState(null, '', '/');
});

describe('start-up credentials', () => {
  it('leave the address at once and reach the runtime that reads it later', () => {
    window.history.replaceState(null, '', '/?restaurant=2003&accessToken=at_1&refreshToken=rt_1');
    // The loader, first.
    takeStartupCredentials(window, parseStartupParams(window.location.search));
    expect(window.location.href).not.toMatch(/accessToken|refreshToken|at_1/);
    expect(window.location.search).toBe('?restaurant=2003');
    // The widget's code, later: the address no longer holds them.
    const later = parseStartupParams(window.location.search);
    expect(later.accessToken).toBeNull();
    expect(withTakenCredentials(later)).toMatchObject({ restaurant: 2003, accessToken: 'at_1', refreshToken: 'rt_1' });
  });

  it('leave parameters without credentials as they are, and never replace credentials the address still holds', () => {
    const plain = parseStartupParams('?restaurant=2003');
    expect(withTakenCredentials(plain)).toBe(plain);
    takeStartupCredentials(window, parseStartupParams('?accessToken=at_1'));
    const own = parseStartupParams('?accessToken=at_2');
    expect(withTakenCredentials(own).accessToken).toBe('at_2');
  });
});
