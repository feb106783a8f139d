/**
 * Schemas for the place calls no first screen makes (hotels, location search, schedule, slots):
 * a lazy chunk with `./place-calls.ts`. See `./schemas.ts`.
 */
import { array, nullable, number, optional, string, type, type Describe } from 'superstruct';
import { LocationSchema } from './schemas-home';
import type { WireHotel, WireHotelsResponse, WireLocationSearchResponse, WireScheduleEntry, WireScheduleResponse, WireSlotsResponse } from './wire';

export const HotelSchema: Describe<WireHotel> = type({
  id: number(),
  name: string(),
  image: nullable(string()),
  location_ids: array(number()),
  ui_configuration_id: optional(nullable(number())),
});

export const HotelsResponseSchema: Describe<WireHotelsResponse> = type({
  data: type({ hotelsList: array(HotelSchema), restaurantList: array(LocationSchema) }),
});

/** Location search: locations in the `/locations` shape. */
export const LocationSearchResponseSchema: Describe<WireLocationSearchResponse> = type({ data: array(LocationSchema) });

export const ScheduleEntrySchema: Describe<WireScheduleEntry> = type({
  location_id: number(),
  experience_id: number(),
  experience_type: string(),
  next_available: nullable(string()),
});

/** Locations schedule: the next available time per experience. */
export const ScheduleResponseSchema: Describe<WireScheduleResponse> = type({ data: array(ScheduleEntrySchema) });

export const SlotsResponseSchema: Describe<WireSlotsResponse> = type({
  next_available: nullable(string()),
  next_available_with_grace: nullable(string()),
  data: type({ time_slots: array(string()) }),
});
