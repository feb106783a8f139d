import type { Hotel, Location } from '../domain/types';
import { createUrlGuard, type UrlGuard } from './client';
import type { ScheduleEntry } from './platform';
import type { WireHotel, WireLocation, WireScheduleEntry } from './wire';

/** Wire hotel (spec 3, 7.4) -> domain; the image passes the URL allow-list (`allowUrl`) or is left out. */
export function mapHotel(wire: WireHotel, allowUrl: UrlGuard = createUrlGuard('')): Hotel {
  return { id: wire.id, name: wire.name, image: allowUrl(wire.image, `image of hotel ${wire.id}`), locationIds: [...wire.location_ids] };
}

/** Wire location or restaurant (spec 3) -> domain; the image passes the URL allow-list (`allowUrl`) or is left out. */
export function mapLocation(wire: WireLocation, allowUrl: UrlGuard = createUrlGuard('')): Location {
  return {
    id: wire.id,
    name: wire.name,
    image: allowUrl(wire.image, `image of location ${wire.id}`),
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
