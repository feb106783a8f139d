import { describe, expect, it } from 'vitest';
import { isTwelveHourFormat, locationHourCycle } from './hour-cycle';

/** 17:00 UTC written as a location's time, the way the location screens format it. */
const fivePm = (timeFormat: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: locationHourCycle(timeFormat, locale),
  }).format(new Date(Date.UTC(2024, 0, 1, 17, 0)));

describe('isTwelveHourFormat', () => {
  it('reads a 12-hour clock from an am/pm marker in the time format', () => {
    expect(isTwelveHourFormat('hh:mm a')).toBe(true);
    expect(isTwelveHourFormat('h:mm A')).toBe(true);
    expect(isTwelveHourFormat('HH:mm')).toBe(false);
  });
});

describe('locationHourCycle', () => {
  it("keeps a 12-hour location's clock in languages that write 12-hour times themselves", () => {
    expect(locationHourCycle('hh:mm a', 'en-US')).toBe('h12');
    expect(locationHourCycle('hh:mm a', 'ar-u-nu-arab')).toBe('h12');
    expect(fivePm('hh:mm a', 'en-US')).toBe('5:00 PM');
    expect(fivePm('hh:mm a', 'ar-u-nu-arab')).toBe('٥:٠٠ م');
  });

  it('writes a 12-hour location in 24 hours for languages whose clock is 24-hour, never a Latin AM/PM', () => {
    for (const locale of ['he', 'he-IL', 'de-DE', 'fr-FR', 'it-IT', 'es-ES', 'zh-CN']) {
      expect(locationHourCycle('hh:mm a', locale), locale).toBe('h23');
      expect(fivePm('hh:mm a', locale), locale).toBe('17:00');
    }
  });

  it('keeps a 24-hour location on 24 hours in every language', () => {
    for (const locale of ['en-US', 'ar-u-nu-arab', 'he']) expect(locationHourCycle('HH:mm', locale), locale).toBe('h23');
    expect(fivePm('HH:mm', 'en-US')).toBe('17:00');
  });
});
