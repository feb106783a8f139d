import type { Hotel, Location } from '../domain/types';
import type { ScheduleEntry } from './platform';
import type { WireHotel, WireLocation, WireScheduleEntry } from './wire';

/** Wire hotel (spec 3, 7.4) -> domain. */
export function mapHotel(wire: WireHotel): Hotel {
  return { id: wire.id, name: wire.name, image: wire.image, locationIds: [...wire.location_ids] };
}

/** Wire location or restaurant (spec 3) -> domain. */
export function mapLocation(wire: WireLocation): Location {
  return {
    id: wire.id,
    name: wire.name,
    image: wire.image,
    shortDescription: wire.short_description,
    longDescription: wire.long_description,
    currencyCode: wire.currency.code,
    phone: wire.phone,
    timeZone: wire.timezone.name,
    dateFormat: wire.localization.date.default_format,
    timeFormat: wire.localization.time.default_format,
    address: wire.place.data.formatted_address,
    experiences: wire.experiences.map((e) => ({ id: e.id, type: e.type, active: e.status === 'ACTIVE' })),
    hotelId: wire.hotel_id,
    locationGroupId: wire.location_group_id,
  };
}

/** Wire schedule row (spec 7.4 locations schedule) -> `ScheduleEntry`. */
export function mapScheduleEntry(wire: WireScheduleEntry): ScheduleEntry {
  return { locationId: wire.location_id, experienceId: wire.experience_id, nextAvailable: wire.next_available };
}
