import { describe, expect, it } from 'vitest';
import { testPlatformApi } from './test-support';
import { wireBusinessConfiguration } from './test-support';

// The user and login calls, their exact requests and both readings of the metadata.

describe('user and login calls', () => {
  it('guest login: a guest refresh token, then a login with it, both without a bearer token', async () => {
    const { api, calls } = testPlatformApi([{ json: { refreshToken: 'rt_1' } }, { json: { accessToken: 'at_1' } }], { getAccessToken: () => 'stale-token' });
    expect(await api.loginAsGuest()).toEqual({ accessToken: 'at_1', refreshToken: 'rt_1' });
    expect(calls.map((call) => [call.method, call.url, call.body, call.headers.authorization])).toEqual([
      ['POST', 'https://p.test/users/api/v1/refresh_token', { publishableKey: 'pk_1' }, undefined],
      ['POST', 'https://p.test/users/api/v1/login', { publishableKey: 'pk_1', refreshToken: 'rt_1' }, undefined],
    ]);
  });

  it('a token refresh sends the refresh token and key in the query and keeps a rotated refresh token', async () => {
    const { api, calls } = testPlatformApi([{ json: { accessToken: 'at_2', refreshToken: 'rt_2' } }]);
    expect(await api.refreshSession('rt 1')).toEqual({ accessToken: 'at_2', refreshToken: 'rt_2' });
    expect(calls[0]?.url).toBe('https://p.test/users/api/v1/login?refreshToken=rt+1&publishableKey=pk_1');
  });

  it('a refresh that itself gets code 121 fails instead of refreshing again', async () => {
    let refreshes = 0;
    const { api } = testPlatformApi([{ status: 401, json: { code: 121, message: 'TOKEN_EXPIRED' } }], {
      refreshAccessToken: async () => {
        refreshes += 1;
        return 'again';
      },
    });
    await expect(api.refreshSession('rt')).rejects.toMatchObject({ kind: 'http', code: 121 });
    expect(refreshes).toBe(0);
  });

  it('reads the user with the bearer token; metadata as an object or as a JSON string', async () => {
    const profile = { firstName: 'Dana', lastName: 'Cohen', email: 'd@example.com', phone: '2125550142', country: 'US', language: 'he' };
    const { api, calls } = testPlatformApi(
      [
        { json: { id: 42, is_guest: true, metadata: profile } },
        { json: { id: 'u2', is_guest: false, metadata: JSON.stringify({ firstName: 'Ava' }) } },
        { json: { id: 'u3', is_guest: true, metadata: null } },
      ],
      { getAccessToken: () => 'at_1' },
    );
    expect(await api.getUser()).toEqual({
      id: '42',
      isGuest: true,
      firstName: 'Dana',
      lastName: 'Cohen',
      email: 'd@example.com',
      phone: '2125550142',
      country: 'us',
      language: 'he',
    });
    expect(calls[0]?.headers.authorization).toBe('Bearer at_1');
    expect(await api.getUser()).toMatchObject({ id: 'u2', isGuest: false, firstName: 'Ava', lastName: '', country: null, language: null });
    expect(await api.getUser()).toMatchObject({ id: 'u3', firstName: '' });
  });

  it('a user without is_guest, or with a metadata string that is not profile JSON, is an invalid response', async () => {
    const { api } = testPlatformApi([
      { json: { id: 1, metadata: {} } },
      { json: { id: 1, is_guest: true, metadata: '{not json' } },
      { json: { id: 1, is_guest: true, metadata: '{"firstName": 7}' } },
    ]);
    await expect(api.getUser()).rejects.toMatchObject({ kind: 'invalid-response' });
    await expect(api.getUser()).rejects.toMatchObject({ kind: 'invalid-response', message: expect.stringMatching(/not JSON/) });
    await expect(api.getUser()).rejects.toMatchObject({ kind: 'invalid-response', message: expect.stringMatching(/firstName/) });
  });

  it('saves metadata as a JSON string, leaving empty fields out', async () => {
    const { api, calls } = testPlatformApi([{ json: { ok: true } }]);
    await api.setUserMetadata({ firstName: 'Noa', lastName: '', language: 'he' });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://p.test/users/api/v1/user/metadata' });
    expect(JSON.parse((calls[0]!.body as { metadata: string }).metadata)).toEqual({ firstName: 'Noa', language: 'he' });
  });

  it('saves the metadata to the session of the moment of the call, even when another signs in while its code loads', async () => {
    let token: string | null = 'at_guest';
    const { api, calls } = testPlatformApi([{ json: { ok: true } }, { json: { ok: true } }], { getAccessToken: () => token });
    const saved = api.setUserMetadata({ language: 'he' });
    // The host signs Dana in before the call's code has loaded (a dynamic import takes a task at least).
    token = 'at_dana';
    await saved;
    expect(calls[0]?.headers.authorization).toBe('Bearer at_guest');
    await api.setUserMetadata({ firstName: 'Dana' });
    expect(calls[1]?.headers.authorization).toBe('Bearer at_dana');
  });

  it("asks the business's geocoding service for the country with its key, without a bearer token", async () => {
    const { api, calls } = testPlatformApi(
      (call) =>
        call.url.includes('configurations') ? { json: wireBusinessConfiguration() } : { json: { country_code: call.url.includes('n=2') ? 'ZZZ' : 'IL' } },
      { getAccessToken: () => 'at_1' },
    );
    expect(await api.detectCountry()).toBeNull();
    expect(calls).toHaveLength(0);
    await api.getBusinessConfiguration();
    expect(await api.detectCountry()).toBe('il');
    expect(calls[1]).toMatchObject({ method: 'GET', url: 'https://p.test/geo/api/v1/country?key=geo_test' });
    expect(calls[1]?.headers.authorization).toBeUndefined();
  });

  it('places the guest by coordinates the page may read, else by the address the host gave, else by the request', async () => {
    const geo = () => ({ json: { country_code: 'IL' } });
    const answer = (call: { url: string }) => (call.url.includes('configurations') ? { json: wireBusinessConfiguration() } : geo());
    const located = testPlatformApi(answer, { clientIp: '203.0.113.7', locate: async () => ({ latitude: 32.08531, longitude: 34.781768 }) });
    await located.api.getBusinessConfiguration();
    expect(await located.api.detectCountry()).toBe('il');
    expect(located.calls[1]?.url).toBe('https://p.test/geo/api/v1/country?key=geo_test&lat=32.0853&lng=34.7818');
    const byAddress = testPlatformApi(answer, { clientIp: '203.0.113.7', locate: async () => null });
    await byAddress.api.getBusinessConfiguration();
    await byAddress.api.detectCountry();
    expect(byAddress.calls[1]?.url).toBe('https://p.test/geo/api/v1/country?key=geo_test&ip=203.0.113.7');
    const plain = testPlatformApi(answer, { locate: async () => null });
    await plain.api.getBusinessConfiguration();
    await plain.api.detectCountry();
    expect(plain.calls[1]?.url).toBe('https://p.test/geo/api/v1/country?key=geo_test');
  });

  it('an answer that is no country code is null; an answer without one is an invalid response', async () => {
    const { api } = testPlatformApi([{ json: wireBusinessConfiguration() }, { json: { country_code: 'ZZZ' } }, { json: { country: 'IL' } }]);
    await api.getBusinessConfiguration();
    expect(await api.detectCountry()).toBeNull();
    await expect(api.detectCountry()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});
