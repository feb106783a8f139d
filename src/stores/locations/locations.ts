/**
 * The hotel flow and the location list (`/location`): hotels, the locations of
 * the chosen hotel or location group, the experience each card offers, its opening status and
 * availability label, the order they are listed in (open first, see `domain/location-sort.ts`), and location search.
 *
 * A lazy chunk: `stores.locations()` in `./index.ts` creates it on demand, so the restaurant flow's
 * first screen never carries the time rules it pulls in.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import { isCancellation } from '../../api/errors';
import type { StartupParams } from '../../domain/startup-params';
import type { OrderingDeps } from '../deps';
import { acceptingOrders, availabilityLabel, type AvailabilityInput, type AvailabilityLabel } from '../../domain/availability';
import { keepShownOrder, sortLocations } from '../../domain/location-sort';
import { checkNamedSelection, type NotFoundReason } from '../../domain/not-found';
import { isOpenAt, openingStatus, type OpeningStatus } from '../../domain/time';
import type { Experience, ExperienceRef, Hotel, Location } from '../../domain/types';
import type { BusinessStore, LoadStatus } from '../first-screen/business';
import type { SelectionStore } from '../first-screen/selection';

/** "Location search default locationLimit 5 (configurable)". */
export const DEFAULT_SEARCH_LIMIT = 5;

/** One card of the location list. */
export interface LocationCard {
  location: Location;
  /** Active experiences the card offers (only the chosen type when a type filter is set). */
  experiences: ExperienceRef[];
  /** The experience the card's status, label and "Start order" are for. */
  experienceId: number | null;
  /** Its details (open hours, next available); null while loading or when the request failed. */
  details: Experience | null;
  detailsStatus: LoadStatus;
  /** Status message at `$now`, in the location's zone; null until the details arrive. */
  status: OpeningStatus | null;
  /** Availability label at `$now`; null until the details arrive. */
  label: AvailabilityLabel | null;
}

/** The location search box's state ("location search"). */
export interface LocationSearch {
  query: string;
  status: LoadStatus;
  /** Ids of matching locations of the current list, in the platform's order. */
  resultIds: number[];
}

/** What scopes the list: the hotel, the location group and the experience type (options page). */
export interface LocationScope {
  hotelId: number | null;
  locationGroupId: number | null;
  experienceType: string | null;
  /** A location named in the URL (`restaurant`): it sorts first. */
  urlLocationId: number | null;
}

/** The store of the hotel flow and the location list. */
export interface LocationsStore {
  readonly $hotels: ReadableAtom<Hotel[]>;
  readonly $hotelsStatus: ReadableAtom<LoadStatus>;
  readonly $scope: ReadableAtom<LocationScope>;
  /** The clock the labels are computed at; `tick()` moves it. */
  readonly $now: ReadableAtom<Date>;
  /** The cards in list order (`domain/location-sort.ts`), limited to the search results while a search has answered. */
  readonly $cards: ReadableAtom<LocationCard[]>;
  /** Every card of the scope in list order, regardless of search. */
  readonly $allCards: ReadableAtom<LocationCard[]>;
  /** Distinct experience types offered by the scope's locations (hotel and group, type filter ignored). */
  readonly $experienceTypes: ReadableAtom<string[]>;
  readonly $search: ReadableAtom<LocationSearch>;
  /** True while the hotel-flow home's submit loads the business configuration. */
  readonly $submitting: ReadableAtom<boolean>;
  readonly $submitError: ReadableAtom<boolean>;
  /** Loads the hotels list once (again after a failure); resolves true when it arrived. */
  loadHotels(): Promise<boolean>;
  /** Sets what the list shows and loads the details its cards need. */
  setScope(scope: Partial<LocationScope>): void;
  /** Chooses the experience a card is for (loads its details). */
  chooseExperience(locationId: number, experienceId: number): void;
  /** Searches locations; an empty query clears the search. */
  search(query: string): Promise<void>;
  /** Moves `$now` to the injected clock and refetches experiences whose next available time passed. */
  tick(): void;
  /**
   * Picks the card's location and experience in the selection store and goes to /menu.
   * Returns false when the card has no experience to order.
   */
  startOrder(locationId: number): boolean;
  /**
   * Hotel-flow home submit: selects the hotel, loads the business configuration and goes
   * to /location. Resolves false (and sets `$submitError`) when the configuration could not load.
   */
  submitHotel(hotelId: number): Promise<boolean>;
  /**
   * The not-found reason for a hotel, restaurant or experience the start-up URL names
   * that is missing from the fetched lists (hotels are fetched first when a hotel is named), with
   * `loadFailed` when a list could not be loaded at all (nothing is known to be missing then), or
   * null when everything named exists.
   */
  checkStartup(
    startup: Pick<StartupParams, 'hotel' | 'restaurant' | 'experience' | 'experienceId'>,
  ): Promise<{ reason: NotFoundReason; loadFailed: boolean } | null>;
  /** The locations of a hotel (by the hotel's `locationIds` or the location's `hotelId`). */
  hotelLocations(hotelId: number): Location[];
}

/** Options of {@link createLocationsStore}. */
export interface LocationsStoreOptions {
  /** `locationLimit`: how many search results to ask for. */
  searchLimit?: number;
}

const belongsTo = (hotel: Hotel | undefined, location: Location, hotelId: number) =>
  location.hotelId === hotelId || (hotel?.locationIds.includes(location.id) ?? false);

/** Creates the locations store over the business and selection stores of the same element. */
export function createLocationsStore(
  deps: OrderingDeps,
  business: BusinessStore,
  selection: SelectionStore,
  options: LocationsStoreOptions = {},
): LocationsStore {
  // The business configuration's locationLimit unless the caller fixes one (tests).
  const searchLimit = () => options.searchLimit ?? business.$configuration.get()?.locationLimit ?? DEFAULT_SEARCH_LIMIT;
  const $hotels = atom<Hotel[]>([]);
  const $hotelsStatus = atom<LoadStatus>('idle');
  const $scope = atom<LocationScope>({
    hotelId: deps.startup.hotel,
    locationGroupId: deps.startup.locationGroupId,
    experienceType: deps.startup.experience,
    urlLocationId: deps.startup.restaurant,
  });
  const $now = atom(deps.now());
  const $chosen = atom<Record<number, number>>({});
  const $details = atom<Record<number, { status: LoadStatus; experience: Experience | null }>>({});
  const $search = atom<LocationSearch>({ query: '', status: 'idle', resultIds: [] });
  const $submitting = atom(false);
  const $submitError = atom(false);
  let hotelsLoading: Promise<boolean> | null = null;

  function hotelLocations(hotelId: number): Location[] {
    const hotel = $hotels.get().find((candidate) => candidate.id === hotelId);
    return business.$locations.get().filter((location) => belongsTo(hotel, location, hotelId));
  }

  // The scope's locations before the experience-type filter (the options page lists their types).
  const $scoped = computed([business.$locations, $hotels, $scope], (locations, hotels, scope) => {
    const hotel = scope.hotelId === null ? undefined : hotels.find((candidate) => candidate.id === scope.hotelId);
    return locations.filter(
      (location) =>
        (scope.hotelId === null || belongsTo(hotel, location, scope.hotelId)) &&
        (scope.locationGroupId === null || location.locationGroupId === scope.locationGroupId),
    );
  });

  const $experienceTypes = computed($scoped, (locations) => {
    const types: string[] = [];
    for (const location of locations) {
      for (const experience of location.experiences) {
        if (experience.active && !types.includes(experience.type)) types.push(experience.type);
      }
    }
    return types;
  });

  const offered = (location: Location, type: string | null) =>
    location.experiences.filter((experience) => experience.active && (type === null || experience.type === type));

  const chosenFor = (location: Location, experiences: ExperienceRef[], chosen: Record<number, number>) => {
    const id = chosen[location.id];
    return experiences.find((experience) => experience.id === id)?.id ?? experiences[0]?.id ?? null;
  };

  /** The ids of the cards in the order last listed (see `$allCards`). */
  let shownOrder: number[] | null = null;
  const $allCards = computed([$scoped, $scope, $chosen, $details, $now], (locations, scope, chosen, details, now) => {
    const cards = locations
      .map((location): LocationCard | null => {
        const experiences = offered(location, scope.experienceType);
        if (experiences.length === 0) return null;
        const experienceId = chosenFor(location, experiences, chosen);
        const entry = experienceId === null ? undefined : details[experienceId];
        const experience = entry?.experience ?? null;
        let status: OpeningStatus | null = null;
        let label: AvailabilityLabel | null = null;
        if (experience) {
          // Times in the location's zone, never the device's.
          const zone = location.timeZone;
          const facts: AvailabilityInput = {
            checkoutActive: experience.checkoutActive,
            experienceActive: experience.active,
            nextAvailable: experience.nextAvailable,
            now,
            isOpenNow: isOpenAt(experience.openHours, zone, now),
            asapOnly: experience.isAsapOnly,
          };
          status = openingStatus({
            openHours: experience.openHours,
            timeZone: zone,
            now,
            isAsapOnly: experience.isAsapOnly,
            acceptingOrders: acceptingOrders(facts),
          });
          label = availabilityLabel(facts);
        }
        return { location, experiences, experienceId, details: experience, detailsStatus: entry?.status ?? 'idle', status, label };
      })
      .filter((card): card is LocationCard => card !== null);
    const sortable = cards.map((card) => ({ id: card.location.id, name: card.location.name, label: card.label ?? { kind: 'closed' as const }, card }));
    // Sorted once every status is in; until then the order last shown stays (at first the platform's,
    // the URL's location first), so no card moves under the guest's finger or focus as each one lands.
    const settled = cards.every((card) => card.experienceId === null || card.detailsStatus === 'ready' || card.detailsStatus === 'error');
    const ordered = settled
      ? sortLocations(sortable, { urlLocationId: scope.urlLocationId, locale: deps.scope.locale() })
      : keepShownOrder(sortable, shownOrder ?? (scope.urlLocationId === null ? [] : [scope.urlLocationId]));
    shownOrder = ordered.map(({ id }) => id);
    return ordered.map(({ card }) => card);
  });

  const $cards = computed([$allCards, $search], (cards, search) => {
    if (search.query.trim() === '' || search.status !== 'ready') return cards;
    // Search results keep the list's order so labels read the same as without search.
    return cards.filter((card) => search.resultIds.includes(card.location.id));
  });

  // The selection store fetches the chosen experience itself, under the same request key: a second
  // request would cancel the first and leave one of the two stores waiting forever. So the chosen
  // experience is never fetched here; its answer fills the card when it arrives.
  const share = (experience: Experience | null) => {
    if (experience) $details.set({ ...$details.get(), [experience.id]: { status: 'ready', experience } });
  };
  share(selection.$experience.get());
  selection.$experience.listen(share);

  function loadDetails(experienceId: number, force = false): void {
    const current = $details.get()[experienceId];
    if (!force && selection.$experienceId.get() === experienceId) {
      share(selection.$experience.get());
      return;
    }
    if (current && !force && current.status !== 'error' && current.status !== 'idle') return;
    if (current?.status === 'loading') return;
    $details.set({ ...$details.get(), [experienceId]: { status: 'loading', experience: current?.experience ?? null } });
    deps.api.getExperience(experienceId).then(
      (experience) => {
        $details.set({ ...$details.get(), [experienceId]: { status: 'ready', experience } });
      },
      (error: unknown) => {
        const previous = $details.get()[experienceId]?.experience ?? null;
        $details.set({ ...$details.get(), [experienceId]: { status: isCancellation(error) ? 'idle' : 'error', experience: previous } });
      },
    );
  }

  /** Whether a schedule request is out: the minute ticks do not stack a second one. */
  let scheduleAsked = false;
  /**
   * New next available times for the list, from one call however many locations it shows (the locations
   * schedule), rather than one experience call per card. An experience the schedule does not list
   * (`passed`), or every one when the call fails, is asked on its own as before.
   */
  function refreshNextTimes(passed: number[]): void {
    if (scheduleAsked) return;
    scheduleAsked = true;
    const experienceType = $scope.get().experienceType ?? undefined;
    deps.api.getSchedule(experienceType ? { experienceType } : {}).then(
      (entries) => {
        scheduleAsked = false;
        const next = new Map(entries.map((entry) => [entry.experienceId, entry.nextAvailable]));
        const details = { ...$details.get() };
        for (const [id, entry] of Object.entries(details)) {
          const experienceId = Number(id);
          if (entry.experience && next.has(experienceId)) {
            details[experienceId] = { ...entry, experience: { ...entry.experience, nextAvailable: next.get(experienceId) ?? null } };
          }
        }
        $details.set(details);
        for (const experienceId of passed) if (!next.has(experienceId)) loadDetails(experienceId, true);
      },
      () => {
        scheduleAsked = false;
        for (const experienceId of passed) loadDetails(experienceId, true);
      },
    );
  }

  function loadVisibleDetails(): void {
    for (const card of $allCards.get()) if (card.experienceId !== null) loadDetails(card.experienceId);
  }

  function loadHotels(): Promise<boolean> {
    if ($hotelsStatus.get() === 'ready') return Promise.resolve(true);
    hotelsLoading ??= (async () => {
      $hotelsStatus.set('loading');
      try {
        $hotels.set(await deps.api.getHotels());
        $hotelsStatus.set('ready');
        return true;
      } catch {
        $hotelsStatus.set('error');
        return false;
      } finally {
        hotelsLoading = null;
      }
    })();
    return hotelsLoading;
  }

  let searchTicket = 0;
  async function search(query: string): Promise<void> {
    const ticket = ++searchTicket;
    if (query.trim() === '') {
      $search.set({ query, status: 'idle', resultIds: [] });
      return;
    }
    $search.set({ query, status: 'loading', resultIds: $search.get().resultIds });
    try {
      const found = await deps.api.searchLocations(query.trim(), { limit: searchLimit() });
      if (ticket !== searchTicket) return;
      $search.set({ query, status: 'ready', resultIds: found.map((location) => location.id) });
    } catch (error) {
      if (ticket !== searchTicket || isCancellation(error)) return;
      $search.set({ query, status: 'error', resultIds: [] });
    }
  }

  return {
    $hotels,
    $hotelsStatus,
    $scope,
    $now,
    $cards,
    $allCards,
    $experienceTypes,
    $search,
    $submitting,
    $submitError,
    loadHotels,
    hotelLocations,
    setScope(scope) {
      const next = { ...$scope.get(), ...scope };
      const current = $scope.get();
      if (
        next.hotelId !== current.hotelId ||
        next.locationGroupId !== current.locationGroupId ||
        next.experienceType !== current.experienceType ||
        next.urlLocationId !== current.urlLocationId
      ) {
        $scope.set(next);
      }
      $now.set(deps.now());
      loadVisibleDetails();
    },
    chooseExperience(locationId, experienceId) {
      $chosen.set({ ...$chosen.get(), [locationId]: experienceId });
      loadDetails(experienceId);
    },
    search,
    tick() {
      const now = deps.now();
      $now.set(now);
      // "Locations are refetched when the nearest time changes": once an experience's next available
      // time has passed, the new next times are asked for.
      const passed = $allCards
        .get()
        .filter((card) => card.experienceId !== null && card.details?.nextAvailable && Date.parse(card.details.nextAvailable) <= now.getTime())
        .map((card) => card.experienceId as number);
      if (passed.length) refreshNextTimes(passed);
    },
    startOrder(locationId) {
      const card = $allCards.get().find((candidate) => candidate.location.id === locationId);
      if (!card || card.experienceId === null) return false;
      selection.selectLocation(locationId);
      selection.selectExperience(card.experienceId);
      deps.emit('analytics', { category: 'Ordering - Location', action: 'Menu', label: card.location.name });
      deps.router.navigate('/menu');
      return true;
    },
    async submitHotel(hotelId) {
      selection.selectHotel(hotelId);
      $submitting.set(true);
      $submitError.set(false);
      try {
        // "Hotel flow submit: loads the business configuration and goes to /location".
        await deps.api.getBusinessConfiguration();
      } catch {
        $submitError.set(true);
        return false;
      } finally {
        $submitting.set(false);
      }
      $scope.set({ ...$scope.get(), hotelId });
      deps.router.navigate('/location', { query: { hotel: String(hotelId) } });
      return true;
    },
    async checkStartup(startup) {
      const hotelsOk = startup.hotel === null ? true : await loadHotels();
      const check = checkNamedSelection(startup, {
        ...(startup.hotel === null ? {} : { hotels: hotelsOk ? { status: 'ok' as const, items: $hotels.get() } : { status: 'failed' as const } }),
        locations: business.$locationsFailed.get() ? { status: 'failed' } : { status: 'ok', items: business.$locations.get() },
      });
      if (check.kind === 'not-found') return { reason: check.reason, loadFailed: false };
      if (check.kind === 'load-failed') return { reason: check.reason, loadFailed: true };
      return null;
    },
  };
}
