/**
 * The place calls no first screen makes (hotels, location search, schedule, slots), loaded lazily by
 * `./index.ts`: the hotel flow's list, the search box and the checkout's slot check ask for them, so
 * their schemas and mappers stay out of the widget code every first screen waits for.
 */
import type { Hotel, Location, Slots } from '../domain/types';
import type { HttpClient, UrlGuard } from './client';
import { mapLocation } from './map-locations';
import type { ScheduleEntry } from './platform';
import { HotelsResponseSchema, LocationSearchResponseSchema, ScheduleResponseSchema, SlotsResponseSchema } from './schemas-places';
import type { WireHotel, WireScheduleEntry, WireSlotsResponse } from './wire';

/** Wire hotel -> domain; the image passes the URL allow-list (`allowUrl`) or is left out. */
export function mapHotel(wire: WireHotel, allowUrl: UrlGuard): Hotel {
  return {
    id: wire.id,
    name: wire.name,
    image: allowUrl(wire.image, `image of hotel ${wire.id}`),
    locationIds: [...wire.location_ids],
    uiConfigurationId: wire.ui_configuration_id ?? null,
  };
}

/** Wire schedule row (locations schedule) -> `ScheduleEntry`. */
export function mapScheduleEntry(wire: WireScheduleEntry): ScheduleEntry {
  return { locationId: wire.location_id, experienceId: wire.experience_id, nextAvailable: wire.next_available };
}

/** Wire slots -> domain. */
export function mapSlots(wire: WireSlotsResponse): Slots {
  return {
    nextAvailable: wire.next_available,
    nextAvailableWithGrace: wire.next_available_with_grace,
    timeSlots: [...wire.data.time_slots],
  };
}

/** GET the business's hotels (`key` cancels an older call). */
export async function getHotels(http: HttpClient, businessId: number, key: string): Promise<Hotel[]> {
  const wire = await http.request({
    path: '/hotels/api/v1/hotels/properties',
    query: { business_id: businessId },
    schema: HotelsResponseSchema,
    key,
  });
  return wire.data.hotelsList.map((hotel) => mapHotel(hotel, http.allowUrl));
}

/** GET an experience's time slots from `from` (`key` cancels an older call for the same experience). */
export async function getSlots(http: HttpClient, experienceId: number, from: Date, key: string): Promise<Slots> {
  const wire = await http.request({
    path: `/restaurants/api/v3/experiences/${encodeURIComponent(experienceId)}/slots`,
    query: { from: from.toISOString() },
    schema: SlotsResponseSchema,
    key,
  });
  return mapSlots(wire);
}

/** GET the locations matching `q`, at most `limit` of them, whatever the platform sends. */
export async function searchLocations(http: HttpClient, q: string, businessId: number, limit: number, key: string): Promise<Location[]> {
  const wire = await http.request({
    path: '/api/v1/business/search',
    query: { q, business_id: businessId, limit },
    schema: LocationSearchResponseSchema,
    key,
  });
  return wire.data.slice(0, limit).map((location) => mapLocation(location, http.allowUrl));
}

/** GET the locations schedule: the next available time per experience. */
export async function getSchedule(http: HttpClient, businessId: number, experienceType: string | null, key: string): Promise<ScheduleEntry[]> {
  const wire = await http.request({
    path: '/restaurants/api/v3/locations/schedule',
    query: {
      business_id: businessId,
      'experience[type]': experienceType,
      'experience[status]': 'ACTIVE',
    },
    schema: ScheduleResponseSchema,
    key,
  });
  return wire.data.map(mapScheduleEntry);
}
