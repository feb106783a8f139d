// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { browserOffline } from '../first-screen/connection-messages';
import { describeError, messages } from './messages';

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
