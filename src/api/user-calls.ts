/**
 * The user and login calls, loaded lazily by `./index.ts`: only the checkout and
 * a token refresh need them, never the first screen.
 */
import type { Coordinates } from './granted-position';
import { unknown } from 'superstruct';
import type { SessionTokens } from '../domain/session';
import type { User, UserMetadata } from '../domain/types';
import type { HttpClient } from './client';
import { ApiError } from './errors';
import { GeocodingResponseSchema, GuestRefreshTokenResponseSchema, LoginResponseSchema, UserMetadataSchema, UserResponseSchema } from './schemas-user';
import { check } from './validation';
import type { WireUserMetadata, WireUserResponse } from './wire';

const USER_PATH = '/users/api/v1/user';
const LOGIN_PATH = '/users/api/v1/login';

/** Request keys: a newer user fetch cancels an older one. */
export const USER_KEYS = { user: 'user' } as const;

/** Reads the metadata of either reading (object or JSON string); a string that is not valid metadata is refused. */
function readMetadata(metadata: WireUserResponse['metadata'], url: string): WireUserMetadata {
  if (metadata === null || metadata === undefined) return {};
  if (typeof metadata !== 'string') return metadata;
  let parsed: unknown;
  try {
    parsed = metadata.trim() ? JSON.parse(metadata) : {};
  } catch (cause) {
    throw invalid(`the metadata string is not JSON`, url, cause);
  }
  const checked = check(parsed, UserMetadataSchema);
  if (!checked.ok) throw invalid(`the metadata string does not hold user metadata: ${checked.problem}`, url, checked.error);
  return checked.value;
}

function invalid(problem: string, url: string, cause: unknown): ApiError {
  return new ApiError({
    kind: 'invalid-response',
    message: `GET ${USER_PATH} returned a response that does not match the platform contract: ${problem}.`,
    details: { url, problem },
    cause,
  });
}

/** Maps the wire user to the domain's, with empty strings for profile fields not set. */
export function mapUser(wire: WireUserResponse, url = USER_PATH): User {
  const metadata = readMetadata(wire.metadata, url);
  const text = (value: string | undefined) => (typeof value === 'string' ? value : '');
  return {
    id: String(wire.id),
    isGuest: wire.is_guest,
    firstName: text(metadata.firstName),
    lastName: text(metadata.lastName),
    email: text(metadata.email),
    phone: text(metadata.phone),
    country: metadata.country ? metadata.country.toLowerCase() : null,
    language: metadata.language || null,
    ...(metadata.birth_date ? { birthDate: metadata.birth_date } : {}),
    ...(metadata.optin ? { optin: metadata.optin } : {}),
    ...(metadata.optin_marketing ? { optinMarketing: metadata.optin_marketing } : {}),
  };
}

/** GET /users/api/v1/user with the bearer token. */
export async function getUser(http: HttpClient): Promise<User> {
  const wire = await http.request({ path: USER_PATH, schema: UserResponseSchema, key: USER_KEYS.user });
  return mapUser(wire, http.resolveUrl(USER_PATH));
}

/**
 * Guest login: a guest refresh token (POST /users/api/v1/refresh_token), then
 * POST /users/api/v1/login with it. Sent without a bearer token: there is no session yet.
 */
export async function loginAsGuest(http: HttpClient, publishableKey: string): Promise<SessionTokens> {
  const { refreshToken } = await http.request({
    method: 'POST',
    path: '/users/api/v1/refresh_token',
    body: { publishableKey },
    schema: GuestRefreshTokenResponseSchema,
    anonymous: true,
  });
  const login = await http.request({
    method: 'POST',
    path: LOGIN_PATH,
    body: { publishableKey, refreshToken },
    schema: LoginResponseSchema,
    anonymous: true,
  });
  return { accessToken: login.accessToken, refreshToken: login.refreshToken ?? refreshToken };
}

/** A new access token for `refreshToken` (`POST /users/api/v1/login?refreshToken=&publishableKey=`, 8.1 code 121). */
export async function refreshSession(http: HttpClient, publishableKey: string, refreshToken: string): Promise<SessionTokens> {
  const login = await http.request({
    method: 'POST',
    path: LOGIN_PATH,
    query: { refreshToken, publishableKey },
    schema: LoginResponseSchema,
    anonymous: true,
  });
  return { accessToken: login.accessToken, refreshToken: login.refreshToken ?? refreshToken };
}

/**
 * POST /users/api/v1/user/metadata: the whole metadata as a JSON string; empty fields are left out.
 * `accessToken` is the session whose metadata this is (see `HttpRequest.accessToken`): the call
 * replaces all of a user's metadata, so it must reach that user or none.
 */
export async function setUserMetadata(http: HttpClient, metadata: UserMetadata, accessToken: string | null): Promise<void> {
  // Domain names -> the metadata's own (a member's registration fields keep their wire spelling).
  const wireNames: Record<string, string> = { birthDate: 'birth_date', optinMarketing: 'optin_marketing' };
  const kept = Object.fromEntries(
    Object.entries(metadata)
      .filter(([, value]) => typeof value === 'string' && value !== '')
      .map(([key, value]) => [wireNames[key] ?? key, value]),
  );
  // The answer's body is not read: any JSON the platform sends back acknowledges the save.
  await http.request({ method: 'POST', path: `${USER_PATH}/metadata`, body: { metadata: JSON.stringify(kept) }, schema: unknown(), accessToken });
}

/** What places the guest: coordinates the page may read, or the public address the host told. */
export interface GuestWhereabouts {
  position: Coordinates | null;
  ip: string | null;
}

/**
 * The guest's country from the business's geocoding service: `GET {url}?key=&lat=&lng=` with the
 * coordinates where the page may read them, else `GET {url}?key=&ip=` with the address the host gave
 * (`client-ip`), else `GET {url}?key=` (the browser cannot know its public address: the service sees
 * the caller's). Resolves the lower-case ISO code, or null for an answer that is no country code.
 */
export async function detectCountry(http: HttpClient, settings: { url: string; key: string }, where: GuestWhereabouts): Promise<string | null> {
  const query: Record<string, string> = { key: settings.key };
  if (where.position) {
    // Four decimals (about 11 m) place a country; the service is told no more than it needs.
    query.lat = where.position.latitude.toFixed(4);
    query.lng = where.position.longitude.toFixed(4);
  } else if (where.ip) query.ip = where.ip;
  const wire = await http.request({ path: settings.url, query, schema: GeocodingResponseSchema, anonymous: true });
  const code = wire.country_code.trim().toLowerCase();
  return /^[a-z]{2}$/.test(code) ? code : null;
}
