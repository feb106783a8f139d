/**
 * Start-up parameters: the query parameters, the base64 JSON `state` parameter, the
 * per-path omissions when the state is written back, and the start-up redirect rules.
 * Pure: no `location`, no storage; callers pass `location.search` and the route path.
 */
/** Start-up values read from the URL query and the base64 `state` parameter. */
export interface StartupParams {
  isNative: boolean;
  isIframe: boolean;
  hotel: number | null;
  locationGroupId: number | null;
  restaurant: number | null;
  experience: string | null;
  experienceId: number | null;
  date: string | null;
  time: string | null;
  checkoutTime: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  room: string | null;
  table: string | null;
  grace: boolean;
  deviceId: string | null;
  language: string | null;
}

/** The decoded `state` parameter, with the `urlrestaurant` marker the contract type lacks. */
export interface StateParam {
  isNative?: boolean;
  isIframe?: boolean;
  date?: string;
  checkoutTime?: string;
  hotel?: number;
  location_group_id?: number;
  restaurant?: number;
  /** The experience type, e.g. `PICKUP`. */
  experience?: string;
  experienceId?: number;
  /** True when the restaurant was named in the URL (it then sorts first). */
  urlrestaurant?: boolean;
  room?: string;
  table?: string;
  deviceId?: string;
}

/** Start-up parameters with nothing set. */
export const EMPTY_STARTUP_PARAMS: Readonly<StartupParams> = Object.freeze({
  isNative: false,
  isIframe: false,
  hotel: null,
  locationGroupId: null,
  restaurant: null,
  experience: null,
  experienceId: null,
  date: null,
  time: null,
  checkoutTime: null,
  accessToken: null,
  refreshToken: null,
  room: null,
  table: null,
  grace: false,
  deviceId: null,
  language: null,
});

const text = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'null' || trimmed === 'undefined' ? null : trimmed;
};
const integer = (value: unknown): number | null => {
  const t = text(value);
  return t !== null && /^\d+$/.test(t) ? Number(t) : null;
};
const flag = (value: unknown): boolean | null => {
  if (typeof value === 'boolean') return value;
  const t = text(value)?.toLowerCase();
  if (t === 'true' || t === '1' || t === 'yes') return true;
  if (t === 'false' || t === '0' || t === 'no') return false;
  return null;
};

/** Decodes base64 (standard or URL-safe, padded or not) to UTF-8 text; null when it is not base64. */
export function decodeBase64Utf8(input: string): string | null {
  // A `+` left unencoded in a query string arrives as a space.
  let b64 = input.replace(/ /g, '+').trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) return null;
  b64 = b64.replace(/=+$/, '');
  if (b64.length % 4 === 1) return null;
  b64 += '='.repeat((4 - (b64.length % 4)) % 4);
  try {
    const binary = atob(b64);
    // ASCII decodes to itself: no decoder for the common case (a decoder's first use costs a slow phone milliseconds).
    if (!/\P{ASCII}/u.test(binary)) return binary;
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Encodes UTF-8 text as standard base64. */
export function encodeBase64Utf8(input: string): string {
  const bytes = new TextEncoder().encode(input);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Reads the `state` parameter: base64 of a JSON object. Anything else (missing, not
 * base64, not JSON, not an object) gives an empty state; it never throws. Fields of the wrong type
 * are dropped.
 */
export function readStateParam(encoded: string | null | undefined): StateParam {
  if (!encoded) return {};
  const json = decodeBase64Utf8(encoded);
  if (json === null) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const r = raw as Record<string, unknown>;
  const state: StateParam = {};
  const setFlag = (key: 'isNative' | 'isIframe' | 'urlrestaurant') => {
    const v = flag(r[key]);
    if (v !== null) state[key] = v;
  };
  const setText = (key: 'date' | 'checkoutTime' | 'experience' | 'room' | 'table' | 'deviceId', value: unknown = r[key]) => {
    const v = text(value);
    if (v !== null) state[key] = v;
  };
  const setInt = (key: 'hotel' | 'location_group_id' | 'restaurant' | 'experienceId') => {
    const v = integer(r[key]);
    if (v !== null) state[key] = v;
  };
  setFlag('isNative');
  setFlag('isIframe');
  setFlag('urlrestaurant');
  setText('date');
  setText('checkoutTime');
  // The experience type has been written as `experience` and as `experienceType`.
  setText('experience', r.experience ?? r.experienceType);
  setText('room');
  setText('table');
  setText('deviceId');
  setInt('hotel');
  setInt('location_group_id');
  setInt('restaurant');
  setInt('experienceId');
  return state;
}

/**
 * Reads start-up values from a query string (`location.search`, with or without `?`).
 *
 * Precedence: a value given as its own query parameter wins over the same value inside `state`.
 * The explicit parameter is what a link or QR code says now; `state` is page state carried over
 * from an earlier visit. `checkoutTime` and `experienceId` exist only in `state`; `time`,
 * `accessToken`, `refreshToken`, `grace` and `language` only as parameters. Malformed values are
 * ignored (never throws).
 */
export function parseStartupParams(search: string): StartupParams {
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  } catch {
    return { ...EMPTY_STARTUP_PARAMS };
  }
  const q = (name: string) => query.get(name);
  const state = readStateParam(q('state'));
  return {
    isNative: flag(q('isNative')) ?? state.isNative ?? false,
    isIframe: flag(q('isIframe')) ?? state.isIframe ?? false,
    hotel: integer(q('hotel')) ?? state.hotel ?? null,
    locationGroupId: integer(q('location_group_id')) ?? state.location_group_id ?? null,
    restaurant: integer(q('restaurant')) ?? state.restaurant ?? null,
    experience: text(q('experience')) ?? state.experience ?? null,
    experienceId: state.experienceId ?? null,
    date: text(q('date')) ?? state.date ?? null,
    time: text(q('time')),
    checkoutTime: state.checkoutTime ?? null,
    accessToken: text(q('accessToken')),
    refreshToken: text(q('refreshToken')),
    room: text(q('room')) ?? state.room ?? null,
    table: text(q('table')) ?? state.table ?? null,
    grace: flag(q('grace')) ?? false,
    deviceId: text(q('deviceId')) ?? state.deviceId ?? null,
    language: text(q('language')),
  };
}

/**
 * Start-up parameters that are credentials. They are read once at start, then taken out of the page's
 * address: left there they stay in the address bar, in every history entry, in the `Referer` of
 * requests the page makes, and a reload after the guest logged out would sign them back in.
 */
const CREDENTIAL_PARAMS = new Set(['accesstoken', 'refreshtoken']);

/** Removes credential parameters (any letter case) from `params`, also inside `state`; true when any was there. */
function dropCredentials(params: URLSearchParams): boolean {
  let changed = false;
  for (const name of [...new Set(params.keys())]) {
    if (CREDENTIAL_PARAMS.has(name.toLowerCase())) {
      params.delete(name);
      changed = true;
    }
  }
  const encoded = params.get('state');
  const json = encoded ? decodeBase64Utf8(encoded) : null;
  if (json !== null) {
    let state: unknown;
    try {
      state = JSON.parse(json);
    } catch {
      state = null;
    }
    if (typeof state === 'object' && state !== null && !Array.isArray(state)) {
      const record = state as Record<string, unknown>;
      const names = Object.keys(record).filter((key) => CREDENTIAL_PARAMS.has(key.toLowerCase()));
      if (names.length > 0) {
        for (const key of names) delete record[key];
        params.set('state', encodeBase64Utf8(JSON.stringify(record)));
        changed = true;
      }
    }
  }
  return changed;
}

/**
 * The page address without start-up credentials (`accessToken`, `refreshToken`, in any letter case):
 * taken out of the query, out of a query inside the hash (`#/menu?accessToken=…` or
 * `#accessToken=…`), and out of the base64 JSON `state` parameter in either place. Every other
 * parameter, the path and the hash route stay. Returns null when there was nothing to remove (or the
 * address cannot be parsed), so the caller leaves history alone.
 */
export function withoutStartupCredentials(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  let changed = false;
  const query = new URLSearchParams(url.search);
  if (dropCredentials(query)) {
    const search = query.toString();
    url.search = search ? `?${search}` : '';
    changed = true;
  }
  const hash = url.hash.replace(/^#/, '');
  const mark = hash.indexOf('?');
  // A hash route carries its own query after `?`; a hash with no route (`#a=1&b=2`) is all parameters.
  const [route, paramText] = mark >= 0 ? [hash.slice(0, mark), hash.slice(mark + 1)] : hash.includes('=') && !hash.startsWith('/') ? ['', hash] : [hash, null];
  if (paramText !== null) {
    const hashParams = new URLSearchParams(paramText);
    if (dropCredentials(hashParams)) {
      const rest = hashParams.toString();
      const next = rest ? (mark >= 0 ? `${route}?${rest}` : rest) : route;
      url.hash = next ? `#${next}` : '';
      changed = true;
    }
  }
  if (!changed) return null;
  // Setting an empty hash leaves a trailing `#`: drop it so the address reads as it did.
  return url.href.endsWith('#') ? url.href.slice(0, -1) : url.href;
}

/** Home paths. */
const HOME_PATHS = new Set(['/', '/index', '/index.html']);

function normalizePath(path: string): string {
  const p = `/${path.split(/[?#]/)[0]?.replace(/^\/+/, '') ?? ''}`.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/** True on an order's own page (`/order/{id}`). */
const isOrderPath = (path: string): boolean => /^\/order\/[^/]+$/.test(path);

/** True on `/location` and its sub-paths (`/location/12/info`). */
export function isLocationPath(path: string): boolean {
  const p = normalizePath(path);
  return p === '/location' || p.startsWith('/location/');
}

/**
 * Where to go at start-up, or null to stay. Applies only when the URL names a hotel,
 * restaurant or experience (a plain visit or deep link is left alone):
 * - experience, restaurant and hotel all present: `/menu`;
 * - a hotel present but not on a location path: `/location`;
 * - otherwise: `/` (home, with the named values preselected).
 */
export function startupRedirect(params: Pick<StartupParams, 'hotel' | 'restaurant' | 'experience' | 'experienceId'>, path: string): string | null {
  const hasExperience = params.experience !== null || params.experienceId !== null;
  if (params.hotel === null && params.restaurant === null && !hasExperience) return null;
  const current = normalizePath(path);
  // An order's own page stands on its own: whatever the address names, the guest came to follow that order.
  if (isOrderPath(current)) return null;
  let target: string;
  if (hasExperience && params.restaurant !== null && params.hotel !== null) target = '/menu';
  else if (params.hotel !== null) {
    if (isLocationPath(current)) return null;
    target = '/location';
  } else target = '/';
  const same = target === '/' ? HOME_PATHS.has(current) : current === target;
  return same ? null : target;
}

/**
 * The page state for `path`, with what the path must not carry left out: home and not-found forget the
 * date, hotel and restaurant (a shared home link starts afresh); the location list forgets the
 * restaurant, experience id and checkout time (the guest is choosing again); the confirmation and an
 * order's own page forget the room and table (the order is placed, the next one starts without them).
 */
export function stateForPath(state: StateParam, path: string): StateParam {
  const p = normalizePath(path);
  const out: StateParam = { ...state };
  if (HOME_PATHS.has(p) || p === '/not-found') {
    delete out.date;
    delete out.hotel;
    delete out.restaurant;
  } else if (isLocationPath(p)) {
    delete out.restaurant;
    delete out.experienceId;
    delete out.checkoutTime;
  } else if (p === '/menu/confirm' || isOrderPath(p)) {
    delete out.room;
    delete out.table;
  }
  for (const key of Object.keys(out) as (keyof StateParam)[]) if (out[key] === undefined) delete out[key];
  return out;
}

/** The query parameters a written-back `state` stands for: left in the address they would win over it. */
const STATE_CARRIED_PARAMS = ['isNative', 'isIframe', 'hotel', 'location_group_id', 'restaurant', 'experience', 'date', 'room', 'table', 'deviceId'];

/**
 * The page address with `state` written back: the base64 JSON `state` parameter set, the start-up
 * parameters it carries removed (a parameter of its own wins over `state` at the next start, so a stale
 * `?restaurant=` would undo the guest's later choice), every other parameter and the hash kept. An empty
 * state removes the parameter. Returns null when the address would not change (or cannot be parsed).
 */
export function withStateParam(href: string, state: StateParam): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const query = new URLSearchParams(url.search);
  for (const name of STATE_CARRIED_PARAMS) query.delete(name);
  if (Object.keys(state).length > 0) query.set('state', encodeBase64Utf8(JSON.stringify(state)));
  else query.delete('state');
  const search = query.toString();
  url.search = search ? `?${search}` : '';
  return url.href === href ? null : url.href;
}
