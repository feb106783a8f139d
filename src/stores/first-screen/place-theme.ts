import { atom, computed, type ReadableAtom } from 'nanostores';
import { isCancellation } from '../../api/errors';
import type { Hotel, UiConfiguration } from '../../domain/types';
import { layerUiConfigurations, placeUiConfigurationIds } from '../../domain/ui-place';
import type { OrderingDeps } from '../deps';
import type { BusinessStore } from './business';
import type { SelectionStore } from './selection';

/**
 * The look of where the guest is: the business's UI configuration, with the own configuration of the
 * hotel and of the restaurant the guest is in layered over it (`src/domain/ui-place.ts` says where
 * which applies). The theme, the logo and the favicon follow it; the frame's texts and links stay the
 * business's.
 */
export interface PlaceThemeStore {
  /** The UI configuration that applies here; null until the business's (or a layer) arrived. */
  readonly $uiConfiguration: ReadableAtom<UiConfiguration | null>;
  /** Tells the store the hotels and their own UI configuration ids (once the hotel list arrived). */
  learnHotels(hotels: readonly Hotel[]): void;
  /** Stops following the selection and the route. */
  dispose(): void;
}

const idOf = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/**
 * Creates the place theme store. A location's own configuration is asked for the moment the location
 * is selected, alongside its experience (so it is usually in before the menu is), never after the menu;
 * each id is asked once per element (again only after a failure). A configuration that cannot be loaded
 * leaves the look beneath it: theming never stops the guest.
 */
export function createPlaceThemeStore(deps: OrderingDeps, business: BusinessStore, selection: SelectionStore): PlaceThemeStore {
  const $loaded = atom<ReadonlyMap<number, UiConfiguration>>(new Map());
  const $hotelUiIds = atom<ReadonlyMap<number, number>>(new Map());
  const requested = new Set<number>();

  function request(id: number): void {
    if (requested.has(id)) return;
    requested.add(id);
    deps.api.getUiConfiguration(id).then(
      (ui) => $loaded.set(new Map($loaded.get()).set(id, ui)),
      (error: unknown) => {
        // Asked again the next time the place needs it (a cancelled call was not an answer either).
        requested.delete(id);
        if (!isCancellation(error)) console.warn(`<guest-ordering>: UI configuration ${id} could not be loaded; the business's look stays.`, error);
      },
    );
  }

  const hotelUiId = (hotelId: number): number | null => $hotelUiIds.get().get(hotelId) ?? null;
  const $ids = computed([deps.router.$route, selection.$location, selection.$hotelId, $hotelUiIds], (route, location, selectedHotelId) =>
    placeUiConfigurationIds(
      { path: route.path, routeHotelId: idOf(route.query.hotel), selectedHotelId, location, startupHotelId: deps.startup.hotel },
      hotelUiId,
    ),
  );

  const stops = [
    // Started with the location's experience, before the guest reaches the menu.
    selection.$location.subscribe((location) => {
      if (!location) return;
      const hotelId = location.hotelId ?? selection.$hotelId.get();
      const hotelLayer = hotelId === null ? null : hotelUiId(hotelId);
      if (hotelLayer !== null) request(hotelLayer);
      if (location.uiConfigurationId !== null) request(location.uiConfigurationId);
    }),
    selection.$hotelId.subscribe((hotelId) => {
      const id = hotelId === null ? null : hotelUiId(hotelId);
      if (id !== null) request(id);
    }),
    $ids.subscribe((ids) => {
      for (const id of ids) request(id);
    }),
  ];

  const $uiConfiguration = computed([business.$uiConfiguration, $ids, $loaded], (base, ids, loaded) =>
    layerUiConfigurations(
      base,
      ids.map((id) => loaded.get(id) ?? null),
    ),
  );

  return {
    $uiConfiguration,
    learnHotels(hotels) {
      const ids = new Map<number, number>();
      for (const hotel of hotels) if (hotel.uiConfigurationId !== null) ids.set(hotel.id, hotel.uiConfigurationId);
      $hotelUiIds.set(ids);
      const selected = selection.$hotelId.get();
      const id = selected === null ? null : (ids.get(selected) ?? null);
      if (id !== null) request(id);
    },
    dispose() {
      for (const stop of stops) stop();
    },
  };
}
