import { atom, computed, type ReadableAtom } from 'nanostores';
import { isCancellation } from '../../api/errors';
import type { StartupParams } from '../../domain/startup-params';
import type { OrderingDeps } from '../deps';
import type { Experience, ExperienceRef, Location } from '../../domain/types';
import type { BusinessStore, LoadStatus } from './business';
import { createPersisted } from './persisted';

/** Why a start-up selection could not be honoured (not-found reasons). */
export type SelectionProblem = 'RESTAURANT_ERROR' | 'EXPERIENCE_ERROR';

/** The guest's ordering selection: location, experience and time. */
export interface SelectionStore {
  readonly $locationId: ReadableAtom<number | null>;
  readonly $experienceId: ReadableAtom<number | null>;
  readonly $location: ReadableAtom<Location | null>;
  /** Active experiences of the selected location, in the platform's order. */
  readonly $experiences: ReadableAtom<ExperienceRef[]>;
  /** Details of the chosen experience (settings, menus, payments). */
  readonly $experience: ReadableAtom<Experience | null>;
  readonly $experienceStatus: ReadableAtom<LoadStatus>;
  /** Only ASAP ("Now") this round; scheduled times come with the time picker. */
  readonly $asap: ReadableAtom<boolean>;
  /** Picks a location and resets the experience to its first one. */
  selectLocation(locationId: number | null): void;
  selectExperience(experienceId: number | null): void;
  /**
   * The home screen's "Start order": tells the host's analytics ('Ordering - Home' / Menu, labelled
   * with the location's platform name, the same in every language) and opens the menu. Does nothing
   * without a location and an experience.
   */
  openMenu(): void;
  /** The hotel chosen in the hotel flow (hotel, then location, then experience). */
  readonly $hotelId: ReadableAtom<number | null>;
  /** Chooses the hotel; a different hotel clears the selected experience. */
  selectHotel(hotelId: number | null): void;
  /**
   * Applies start-up parameters or the remembered picker; returns the problem when a
   * named restaurant or experience is not in the fetched lists.
   */
  restore(startup: StartupParams): SelectionProblem | null;
  /** Starts fetching an experience the URL already names, before the locations confirm it exists. */
  prefetchExperience(experienceId: number): void;
  /** The experience fetched early by `prefetchExperience` and not yet taken by the selection, or null. */
  prefetched(experienceId: number): Promise<Experience> | null;
  /** Loads the chosen experience's details again (after an error). */
  reloadExperience(): void;
  /** Storage scope of the current selection (business, hotel, restaurant, experience), or null while incomplete. */
  scopeKey(): string | null;
}

const PICKER_KEY = 'EXPERIENCE_PICKER';
const PICKER_MAX_AGE_MS = 60 * 60 * 1000;

/** Creates the selection store; experience details are fetched whenever the experience changes. */
export function createSelectionStore(deps: OrderingDeps, business: BusinessStore): SelectionStore {
  const $locationId = atom<number | null>(null);
  const $experienceId = atom<number | null>(null);
  const $experience = atom<Experience | null>(null);
  const $experienceStatus = atom<LoadStatus>('idle');
  const $asap = atom(true);
  const $hotelId = atom<number | null>(deps.startup.hotel); // Hotel flow
  const picker = createPersisted<{ locationId: number; experienceId: number | null }>(deps.storage, deps.now, PICKER_MAX_AGE_MS);

  const $location = computed([business.$locations, $locationId], (locations, id) =>
    id === null ? null : (locations.find((location) => location.id === id) ?? null),
  );
  const $experiences = computed($location, (location) => location?.experiences.filter((experience) => experience.active) ?? []);

  // Experiences requested before the locations arrived (an `experienceId` in the start-up URL), so the
  // selection reuses the request in flight instead of chaining a second one after the locations.
  const early = new Map<number, Promise<Experience>>();
  function prefetchExperience(experienceId: number): void {
    if (early.has(experienceId)) return;
    const pending = deps.api.getExperience(experienceId);
    pending.catch(() => undefined);
    early.set(experienceId, pending);
  }

  let request = 0;
  function loadExperience(): void {
    const id = $experienceId.get();
    const ticket = ++request;
    $experience.set(null);
    if (id === null) {
      $experienceStatus.set('idle');
      return;
    }
    $experienceStatus.set('loading');
    const pending = early.get(id) ?? deps.api.getExperience(id);
    early.delete(id);
    pending.then(
      (experience) => {
        if (ticket !== request) return;
        $experience.set(experience);
        $experienceStatus.set('ready');
      },
      (error: unknown) => {
        if (ticket !== request || isCancellation(error)) return;
        $experienceStatus.set('error');
      },
    );
  }

  function remember(): void {
    const locationId = $locationId.get();
    if (locationId !== null) picker.write(PICKER_KEY, { locationId, experienceId: $experienceId.get() });
  }

  function selectExperience(experienceId: number | null): void {
    if (experienceId === $experienceId.get() && $experienceStatus.get() !== 'error') return;
    $experienceId.set(experienceId);
    remember();
    loadExperience();
  }

  function selectLocation(locationId: number | null): void {
    if (locationId === $locationId.get()) return;
    $locationId.set(locationId);
    // Picking a location resets the experience to its first one.
    selectExperience($experiences.get()[0]?.id ?? null);
    remember();
  }

  function restore(startup: StartupParams): SelectionProblem | null {
    const locations = business.$locations.get();
    if (startup.restaurant !== null) {
      if (!locations.some((location) => location.id === startup.restaurant)) return 'RESTAURANT_ERROR';
      selectLocation(startup.restaurant);
      if (startup.experienceId !== null || startup.experience !== null) {
        const match = $experiences
          .get()
          .find((experience) => (startup.experienceId !== null ? experience.id === startup.experienceId : experience.type === startup.experience));
        if (!match) return 'EXPERIENCE_ERROR';
        selectExperience(match.id);
      }
      return null;
    }
    const remembered = picker.read(PICKER_KEY);
    const rememberedLocation = remembered && locations.find((location) => location.id === remembered.locationId);
    if (remembered && rememberedLocation) {
      selectLocation(rememberedLocation.id);
      if (rememberedLocation.experiences.some((experience) => experience.active && experience.id === remembered.experienceId)) {
        selectExperience(remembered.experienceId);
      }
    } else if (locations.length === 1 && locations[0]) {
      selectLocation(locations[0].id);
    }
    return null;
  }

  return {
    openMenu() {
      const location = $location.get();
      if (!location || $experienceId.get() === null) return;
      deps.emit('analytics', { category: 'Ordering - Home', action: 'Menu', label: location.name });
      deps.router.navigate('/menu');
    },
    $locationId,
    $experienceId,
    $location,
    $experiences,
    $experience,
    $experienceStatus,
    $asap,
    $hotelId,
    // "Selecting a hotel clears the selected experience."
    selectHotel(hotelId) {
      if (hotelId === $hotelId.get()) return;
      $hotelId.set(hotelId);
      selectExperience(null);
    },
    selectLocation,
    selectExperience,
    restore,
    prefetchExperience,
    prefetched: (experienceId) => early.get(experienceId) ?? null,
    reloadExperience: loadExperience,
    scopeKey() {
      const locationId = $locationId.get();
      const experienceId = $experienceId.get();
      // "saved order store": keyed by hotel, restaurant and experience (hotel 0 outside the hotel flow).
      const hotelId = $location.get()?.hotelId ?? $hotelId.get() ?? 0;
      return locationId === null || experienceId === null ? null : deps.scope.storageKey('cart', hotelId, locationId, experienceId);
    },
  };
}
