import { FALLBACK_TIME_ZONE, isValidTimeZone } from '../domain/time/zoned';
import type { Location } from '../domain/types';
import { createUrlGuard, type UrlGuard } from './client';
import type { WireLocation } from './wire';

/** Reports a zone name `Intl` does not know on the console: the platform's data needs fixing, the guest can go on. */
function warnInvalidZone(problem: string): void {
  console.warn(`<guest-ordering>: ${problem} Fix the time zone in the platform's location settings.`);
}

/**
 * The location's zone when `Intl` knows it, else {@link FALLBACK_TIME_ZONE} with a reported problem: one bad
 * zone must not break opening hours, slots and the menu for the whole widget.
 */
export function locationTimeZone(wire: WireLocation, report: (problem: string) => void = warnInvalidZone): string {
  const zone = wire.timezone.name;
  if (isValidTimeZone(zone)) return zone;
  report(`The platform's time zone "${zone}" of location ${wire.id} is not a known IANA zone; using ${FALLBACK_TIME_ZONE} instead.`);
  return FALLBACK_TIME_ZONE;
}

/**
 * Wire location or restaurant -> domain; the image passes the URL allow-list (`allowUrl`) or is
 * left out, and an unknown time zone becomes {@link FALLBACK_TIME_ZONE} with a warning through `reportZone`.
 */
export function mapLocation(wire: WireLocation, allowUrl: UrlGuard = createUrlGuard(''), reportZone: (problem: string) => void = warnInvalidZone): Location {
  return {
    id: wire.id,
    name: wire.name,
    image: allowUrl(wire.image, `image of location ${wire.id}`),
    shortDescription: wire.short_description,
    longDescription: wire.long_description,
    currencyCode: wire.currency.code,
    phone: wire.phone,
    // Checked on first read, not here: checking builds an `Intl` formatter for the zone (the first
    // one costs a phone a noticeable moment), and most locations of a list never have their zone read.
    get timeZone() {
      const zone = locationTimeZone(wire, reportZone);
      Object.defineProperty(this, 'timeZone', { value: zone, enumerable: true, writable: false, configurable: false });
      return zone;
    },
    dateFormat: wire.localization.date.default_format,
    timeFormat: wire.localization.time.default_format,
    address: wire.place.data.formatted_address,
    experiences: wire.experiences.map((e) => ({ id: e.id, type: e.type, active: e.status === 'ACTIVE' })),
    hotelId: wire.hotel_id,
    locationGroupId: wire.location_group_id,
    uiConfigurationId: wire.ui_configuration_id ?? null,
  };
}
