import type { Location, UiConfiguration } from './types';

/** Where the guest is, as far as the widget's look is concerned. */
export interface UiPlace {
  /** The route's path (`/menu/order`). */
  path: string;
  /** The hotel the route names (`/location?hotel=512`), or null. */
  routeHotelId: number | null;
  /** The hotel chosen in the hotel flow, or null. */
  selectedHotelId: number | null;
  /** The selected location, or null. */
  location: Location | null;
  /** The hotel the element was started for (`hotel` at start-up), or null. */
  startupHotelId?: number | null;
}

const isRestaurantPath = (path: string) => path === '/menu' || path.startsWith('/menu/') || path.startsWith('/order/');
const isLocationListPath = (path: string) => path === '/location' || path.startsWith('/location/') || path === '/options';

/**
 * The own UI configuration ids that apply at `place`, outermost first (the hotel's, then the
 * location's); the business's configuration lies under them all and is not listed.
 *
 * - On the restaurant's screens (the menu and everything under it: item, my order, checkout, the
 *   confirmation) the selected location's own configuration applies, over its hotel's.
 * - On the location list of a hotel (and its more-info and options pages) the hotel's applies.
 * - Anywhere else (home, not-found, the expired-session page) only the business's: the guest is in no
 *   hotel or restaurant yet, or has left it. Except in a hotel's own widget (started for one hotel):
 *   there the guest never leaves that hotel, so its configuration applies there too.
 *
 * `hotelUiConfigurationId` tells a hotel's own configuration id (null when it has none or is unknown).
 */
export function placeUiConfigurationIds(place: UiPlace, hotelUiConfigurationId: (hotelId: number) => number | null): number[] {
  const ids: number[] = [];
  const hotelLayer = (hotelId: number | null) => {
    const id = hotelId === null ? null : hotelUiConfigurationId(hotelId);
    if (id !== null) ids.push(id);
  };
  if (isRestaurantPath(place.path) && place.location) {
    hotelLayer(place.location.hotelId ?? place.selectedHotelId);
    if (place.location.uiConfigurationId !== null) ids.push(place.location.uiConfigurationId);
  } else if (isLocationListPath(place.path)) {
    hotelLayer(place.routeHotelId ?? place.selectedHotelId);
  } else {
    hotelLayer(place.startupHotelId ?? null);
  }
  return [...new Set(ids)];
}

/**
 * Lays a hotel's or a location's own UI configurations over the business's, outermost first. Only the
 * look is layered, each part on its own: colours one by one, the font, the logo and the favicon; a
 * part a layer leaves out is the one beneath it. The frame's texts and links (name, footer links,
 * cookie policy, availability banner) stay the business's. Layers not loaded (null) are skipped; with
 * no business configuration the first loaded layer is the base.
 */
export function layerUiConfigurations(base: UiConfiguration | null, layers: readonly (UiConfiguration | null)[]): UiConfiguration | null {
  let result = base;
  for (const layer of layers) {
    if (!layer) continue;
    if (!result) {
      result = layer;
      continue;
    }
    result = {
      ...result,
      colors: { ...result.colors, ...definedOnly(layer.colors) },
      fontFamily: layer.fontFamily ?? result.fontFamily,
      logoUrl: layer.logoUrl ?? result.logoUrl,
      faviconUrl: layer.faviconUrl ?? result.faviconUrl,
      accessibilityWidgetUrl: layer.accessibilityWidgetUrl ?? result.accessibilityWidgetUrl,
    };
  }
  return result;
}

function definedOnly(colors: UiConfiguration['colors']): UiConfiguration['colors'] {
  return Object.fromEntries(Object.entries(colors).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));
}
