// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { browserOffline } from '../first-screen/connection-messages';
import { describeError, reportUntranslated } from './error-messages';
import { messages } from './messages';

const noAnswer = () => new ApiError({ kind: 'network', message: 'no answer' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('describeError: a request with no answer', () => {
  it('says the connection is lost only when the browser reports offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(browserOffline()).toBe(true);
    expect(describeError(noAnswer())).toBe(messages.offline);
  });

  it('online (an aborted or refused request, a timeout): says the ordering service could not be reached', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(browserOffline()).toBe(false);
    expect(describeError(noAnswer())).toBe(messages.unreachable);
    expect(describeError(noAnswer(), 'checkout')).toBe(messages.unreachable);
  });

  it('a platform error body is not a connection problem', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(describeError(new ApiError({ kind: 'http', code: 500, message: 'GENERAL_ERROR', status: 500 }))).not.toBe(messages.offline);
  });
});

describe('reportUntranslated', () => {
  const api = () => ({ reportMissedTranslation: vi.fn() });

  it('reports a platform message the catalogue does not know, with its context', () => {
    const fake = api();
    reportUntranslated(fake, new ApiError({ kind: 'http', code: 7781, message: 'SOMETHING_NEW' }), 'checkout');
    reportUntranslated(fake, { code: 6300, message: 'Terminal exploded' }, 'transaction');
    reportUntranslated(fake, 'BRAND_NEW_REASON');
    expect(fake.reportMissedTranslation.mock.calls.map(([missed]) => missed)).toEqual([
      { message: 'SOMETHING_NEW', code: 7781, info: 'checkout' },
      { message: 'Terminal exploded', code: 6300, info: 'transaction' },
      { message: 'BRAND_NEW_REASON', code: null, info: 'general' },
    ]);
  });

  it('reports nothing the catalogue translates, nor failures that are not platform messages', () => {
    const fake = api();
    reportUntranslated(fake, new ApiError({ kind: 'http', code: 4700, message: 'CART_ITEM_NOT_VALID' }), 'checkout');
    reportUntranslated(fake, noAnswer());
    reportUntranslated(fake, new ApiError({ kind: 'invalid-response', message: 'data: expected a string' }));
    reportUntranslated(fake, new Error('boom'));
    reportUntranslated(fake, { code: null, message: null }, 'transaction');
    reportUntranslated(fake, '');
    expect(fake.reportMissedTranslation).not.toHaveBeenCalled();
  });

  it('never throws, even when reporting does', () => {
    const fake = {
      reportMissedTranslation: vi.fn(() => {
        throw new Error('down');
      }),
    };
    expect(() => reportUntranslated(fake, 'BRAND_NEW_REASON')).not.toThrow();
  });
});
