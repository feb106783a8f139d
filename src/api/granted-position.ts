/**
 * The guest's position, only where the page already holds the permission to read it: the widget never
 * asks for it (a permission prompt to guess a phone's country would be out of all proportion). Used to
 * place the guest's country by coordinates rather than by the request's address.
 */

/** Latitude and longitude in degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** How long a position may be old, and how long reading one may take, before the widget goes without. */
const MAX_AGE_MS = 10 * 60_000;
const TIMEOUT_MS = 3_000;

/**
 * The position when the Permissions API says geolocation is `granted`, else null (not granted, asked
 * but undecided, no Permissions API, no geolocation, an error or a slow answer). Never throws.
 */
export async function grantedPosition(nav: Navigator | undefined = globalThis.navigator): Promise<Coordinates | null> {
  try {
    if (!nav?.permissions?.query || !nav.geolocation) return null;
    const status = await nav.permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return null;
    return await new Promise<Coordinates | null>((resolve) => {
      // A position that never comes is given up on, so the country is asked for without it.
      const timer = setTimeout(() => resolve(null), TIMEOUT_MS + 500);
      nav.geolocation.getCurrentPosition(
        (position) => {
          clearTimeout(timer);
          const { latitude, longitude } = position.coords;
          resolve(Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : null);
        },
        () => {
          clearTimeout(timer);
          resolve(null);
        },
        { maximumAge: MAX_AGE_MS, timeout: TIMEOUT_MS, enableHighAccuracy: false },
      );
    });
  } catch {
    return null;
  }
}
