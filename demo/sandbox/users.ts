import { validate } from 'superstruct';
import { UserMetadataSchema } from '../../src/api/schemas-user';
import { validateBirthDate, validateEmail, validateName } from '../../src/domain/member/registration';
import type {
  WireGeocodingResponse,
  WireGuestRefreshTokenResponse,
  WireLoginResponse,
  WireUserMetadata,
  WireUserMetadataRequest,
  WireUserResponse,
} from '../../src/api/wire';
import { HttpError } from './http';
import type { SandboxStore } from './store';

/**
 * Users and login: guest refresh tokens, login, the user and its metadata.
 * Tokens are opaque random strings kept in the sandbox database; an access token can be expired on
 * purpose (`POST /__sandbox/expire-tokens`) so the widget's refresh on code 121 can be seen working.
 * The demo users of `DEMO_USERS` (store.ts) have fixed tokens a host page can pass to `signIn()`.
 */
/** Rough boxes (degrees) the sandbox geocoding places coordinates in: enough for the demo's countries. */
export const SANDBOX_COUNTRY_BOXES: readonly { country: string; south: number; north: number; west: number; east: number }[] = [
  { country: 'IL', south: 29.4, north: 33.4, west: 34.2, east: 35.9 },
  { country: 'FR', south: 41.3, north: 51.1, west: -5.2, east: 9.6 },
  { country: 'GB', south: 49.9, north: 58.7, west: -8.2, east: 1.8 },
  { country: 'DE', south: 47.3, north: 55.1, west: 5.9, east: 15.1 },
  // North of the 49th parallel is Canada here; the lower Great Lakes' Canadian shore reads as the US.
  { country: 'CA', south: 49, north: 70, west: -141, east: -52.6 },
  { country: 'US', south: 24.5, north: 49, west: -125, east: -66.9 },
];

/** The documentation address ranges (RFC 5737) the sandbox geocoding places by `ip`. */
export const SANDBOX_IP_COUNTRIES: readonly { prefix: string; country: string }[] = [
  { prefix: '192.0.2.', country: 'GB' },
  { prefix: '198.51.100.', country: 'IL' },
  { prefix: '203.0.113.', country: 'FR' },
];

export class SandboxUsers {
  /** What the geocoding service answers (`POST /__sandbox/geo`); a reset brings back 'US'. */
  private country = 'US';

  constructor(
    private readonly store: SandboxStore,
    private readonly options: { isKnownKey: (publishableKey: string) => boolean; now: () => Date; log: (message: string) => void },
  ) {}

  /** POST /users/api/v1/refresh_token `{ publishableKey }`: a new guest user and its refresh token. */
  guestRefreshToken(body: unknown): WireGuestRefreshTokenResponse {
    const publishableKey = this.knownKey(field(body, 'publishableKey'));
    const user = this.store.createUser(true, {}, this.options.now());
    const refreshToken = newToken('rt');
    this.store.saveUserToken(refreshToken, 'refresh', user.id, this.options.now());
    this.options.log(`guest ${user.id} created for ${publishableKey}`);
    return { refreshToken };
  }

  /**
   * POST /users/api/v1/login with `{ publishableKey, refreshToken }` in the body (guest login) or the
   * query (token refresh): a new access token for the refresh token's user.
   */
  login(body: unknown, query: URLSearchParams): WireLoginResponse {
    const refreshToken = field(body, 'refreshToken') ?? query.get('refreshToken');
    this.knownKey(field(body, 'publishableKey') ?? query.get('publishableKey'));
    if (!refreshToken) throw HttpError.of('MISSING_PARAMETERS', { message: 'MISSING_REFRESH_TOKEN' });
    const found = this.store.findUserToken(refreshToken, 'refresh');
    // An expired refresh token renews nothing: the widget must log out (a refresh failure ends the session).
    if (!found || found.expired) throw HttpError.of('INVALID_REFRESH_TOKEN');
    const accessToken = newToken('at');
    this.store.saveUserToken(accessToken, 'access', found.userId, this.options.now());
    return { accessToken, refreshToken };
  }

  /** GET /users/api/v1/user: the bearer's user; the metadata travels as the JSON string it is saved as. */
  user(authorization: string | undefined): WireUserResponse {
    const user = this.store.getUser(this.requireUserId(authorization))!;
    return { id: user.id, is_guest: user.is_guest, metadata: JSON.stringify(user.metadata) };
  }

  /**
   * POST /users/api/v1/user/metadata `{ metadata: '<json>' }`: replaces the bearer's metadata. A
   * member's profile is checked as the edit-profile form checks it (names of letters and spaces, the
   * one email pattern, an email no other member has, a real birth date from 1920, a marketing choice
   * of '1' or '0'), and the member's phone stays the one verified by SMS whatever is sent.
   */
  setMetadata(authorization: string | undefined, body: unknown): { ok: true } {
    const userId = this.requireUserId(authorization);
    const raw = (body as Partial<WireUserMetadataRequest> | null)?.metadata;
    const metadata = parseUserMetadata(raw);
    const user = this.store.getUser(userId)!;
    if (user.is_guest) {
      this.store.setUserMetadata(userId, metadata);
      return { ok: true };
    }
    checkMemberProfile(metadata, this.options.now());
    const email = metadata.email?.trim().toLowerCase();
    const taken = email && this.store.listUsers().some((other) => !other.is_guest && other.id !== userId && other.metadata.email?.toLowerCase() === email);
    if (taken) throw HttpError.of('EMAIL_ALREADY_EXISTS').withField('email');
    const phone = user.metadata.phone;
    this.store.setUserMetadata(userId, { ...metadata, ...(phone ? { phone } : {}) });
    this.options.log(`member ${userId} saved their profile`);
    return { ok: true };
  }

  /** The user of a valid bearer token, or null (orders of nobody: other tokens are not refused at checkout). */
  userIdOf(authorization: string | undefined): string | null {
    const token = bearer(authorization);
    const found = token ? this.store.findUserToken(token, 'access') : null;
    return found && !found.expired ? found.userId : null;
  }

  /**
   * POST /__sandbox/expire-tokens `{ accessToken?, refreshToken? }`: expires one access token, or all
   * of them; with `refreshToken`, that refresh token instead (its session can then not be renewed).
   */
  expire(body: unknown): { expired: number } {
    const refreshToken = field(body, 'refreshToken');
    if (refreshToken) {
      const expired = this.store.expireRefreshToken(refreshToken);
      this.options.log(`expired ${expired} refresh token(s)`);
      return { expired };
    }
    const token = field(body, 'accessToken');
    const expired = this.store.expireAccessTokens(token);
    this.options.log(`expired ${expired} access token(s)`);
    return { expired };
  }

  /**
   * GET /geo/api/v1/country?key=[&lat=&lng=][&ip=]: the guest's country. Coordinates are placed in the
   * sandbox's few countries (`SANDBOX_COUNTRY_BOXES`), an `ip` in the documentation ranges of
   * `SANDBOX_IP_COUNTRIES`; the sandbox cannot place 127.0.0.1, so anything else answers the country
   * set with `POST /__sandbox/geo { country }` ('US' at first). Bad coordinates are a 400.
   */
  geocode(query: { key: string | null; lat: string | null; lng: string | null; ip: string | null }, expectedKey: string): WireGeocodingResponse {
    if (query.key !== expectedKey) throw HttpError.of('UNAUTHORIZED', { message: 'INVALID_GEOCODING_KEY' });
    if (query.lat !== null || query.lng !== null) {
      const lat = Number(query.lat);
      const lng = Number(query.lng);
      if (query.lat === null || query.lng === null || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_COORDINATES' });
      }
      const box = SANDBOX_COUNTRY_BOXES.find((candidate) => lat >= candidate.south && lat <= candidate.north && lng >= candidate.west && lng <= candidate.east);
      return { country_code: box?.country ?? this.country };
    }
    const byAddress = query.ip ? SANDBOX_IP_COUNTRIES.find((range) => query.ip!.startsWith(range.prefix)) : undefined;
    return { country_code: byAddress?.country ?? this.country };
  }

  /** POST /__sandbox/geo `{ country }` (ISO alpha-2) or `{ country: null }` for the default 'US'. */
  setCountry(body: unknown): { country: string } {
    const country = field(body, 'country');
    if (country !== null && !/^[A-Za-z]{2}$/.test(country)) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_COUNTRY' });
    this.country = (country ?? 'US').toUpperCase();
    return { country: this.country };
  }

  /** A new access and refresh token for a user (a member who verified the phone). */
  issueTokens(userId: string): { accessToken: string; refreshToken: string } {
    const accessToken = newToken('at');
    const refreshToken = newToken('rt');
    this.store.saveUserToken(accessToken, 'access', userId, this.options.now());
    this.store.saveUserToken(refreshToken, 'refresh', userId, this.options.now());
    return { accessToken, refreshToken };
  }

  /** The user of a valid bearer token; 121 for an expired or unknown one, 401 for none. */
  requireUserId(authorization: string | undefined): string {
    const token = bearer(authorization);
    if (!token) throw HttpError.of('UNAUTHORIZED');
    const found = this.store.findUserToken(token, 'access');
    // An expired (or unknown) access token is code 121; the client refreshes and retries once.
    if (!found || found.expired) throw HttpError.of('TOKEN_EXPIRED');
    return found.userId;
  }

  private knownKey(publishableKey: string | null): string {
    if (!publishableKey) throw HttpError.of('MISSING_PARAMETERS', { message: 'MISSING_PUBLISHABLE_KEY' });
    if (!this.options.isKnownKey(publishableKey)) throw HttpError.of('BUSINESS_NOT_FOUND');
    return publishableKey;
  }
}

/**
 * User metadata as the platform receives it: a JSON string of the metadata object. A missing string,
 * bad JSON or a wrong shape is refused as MISSING_PARAMETERS, naming the field when one is wrong.
 */
export function parseUserMetadata(raw: unknown): WireUserMetadata {
  if (typeof raw !== 'string') throw HttpError.of('MISSING_PARAMETERS', { message: 'MISSING_METADATA' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_METADATA' });
  }
  const [error, metadata] = validate(parsed, UserMetadataSchema);
  if (error) throw HttpError.of('MISSING_PARAMETERS', { message: 'INVALID_METADATA' }).withField(error.path.join('.'));
  return metadata as WireUserMetadata;
}

/** A member's profile fields, each checked when present (a save may carry only some of them). */
function checkMemberProfile(m: WireUserMetadata, now: Date): void {
  const refuse = (field: string, message: string) => HttpError.of('MISSING_PARAMETERS', { message }).withField(field);
  for (const name of ['firstName', 'lastName'] as const) {
    if (m[name] !== undefined && validateName(m[name]) !== null) throw refuse(name, 'INVALID_NAME');
  }
  if (m.email !== undefined && validateEmail(m.email) !== null) throw refuse('email', 'INVALID_EMAIL');
  if (m.birth_date !== undefined && m.birth_date !== '') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(m.birth_date);
    const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
    if (!match || validateBirthDate(`${match[3]}/${match[2]}/${match[1]}`, today) !== null) throw refuse('birth_date', 'INVALID_BIRTH_DATE');
  }
  if (m.optin_marketing !== undefined && m.optin_marketing !== '1' && m.optin_marketing !== '0') throw refuse('optin_marketing', 'INVALID_MARKETING_CHOICE');
}

function field(body: unknown, name: string): string | null {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value ? value : null;
}

function bearer(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? match[1]! : null;
}

const newToken = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, '')}`;
