import { describe, expect, it } from 'vitest';
import { clockHourCycle, formatClockDate, formatClockHm, formatClockRange, formatClockTime } from './clock';

/** Intl's thin and narrow no-break spaces as plain ones, so expectations read as the guest reads them. */
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');
// 21:30 and 22:00 in New York on Friday 27 November 2026.
const AT = new Date('2026-11-28T02:30:00Z');
const HALF_HOUR_LATER = new Date('2026-11-28T03:00:00Z');
const NEW_YORK = { timeZone: 'America/New_York', timeFormat: 'h:mm A' };
const LISBON = { timeZone: 'Europe/Lisbon', timeFormat: 'HH:mm' };

describe('clock: one hour cycle per language for every time the guest reads', () => {
  it('English (US) at a 12-hour location: a single time and a picker range both say PM', () => {
    const style = { ...NEW_YORK, locale: 'en-US' };
    expect(clockHourCycle(style)).toBe('h12');
    expect(plain(formatClockTime(AT, style))).toBe('9:30 PM');
    expect(plain(formatClockRange(AT, HALF_HOUR_LATER, style))).toBe('9:30 – 10:00 PM');
    expect(plain(formatClockHm('17:00', style))).toBe('5:00 PM');
    expect(plain(formatClockHm('24:00', style))).toBe('12:00 AM');
  });

  it('Hebrew: 24 hours everywhere, never a Latin AM/PM, even at a 12-hour location', () => {
    const style = { ...NEW_YORK, locale: 'he' };
    expect(clockHourCycle(style)).toBe('h23');
    expect(formatClockTime(AT, style)).toBe('21:30');
    expect(formatClockRange(AT, HALF_HOUR_LATER, style)).toBe('21:30–22:00');
    expect(formatClockHm('17:00', style)).toBe('17:00');
  });

  it("Arabic: the language's own 12-hour words and Arabic-Indic digits, in the range too", () => {
    const style = { ...NEW_YORK, locale: 'ar-u-nu-arab' };
    expect(plain(formatClockTime(AT, style))).toBe('٩:٣٠ م');
    const range = formatClockRange(AT, HALF_HOUR_LATER, style);
    expect(range).toContain('٩:٣٠');
    expect(range).toContain('١٠:٠٠');
    expect(range).toContain('م');
    expect(range).not.toMatch(/[0-9A-Za-z]/);
  });

  it('German, French, Italian, Spanish, Chinese: 24 hours', () => {
    for (const locale of ['de-DE', 'fr-FR', 'it-IT', 'es-ES', 'zh-CN']) {
      expect(clockHourCycle({ ...NEW_YORK, locale }), locale).toBe('h23');
      expect(formatClockTime(AT, { ...NEW_YORK, locale }), locale).toBe('21:30');
    }
  });

  it("a 24-hour location keeps 24 hours in every language, on its own zone's clock", () => {
    expect(formatClockTime(AT, { ...LISBON, locale: 'en-US' })).toBe('02:30');
    expect(formatClockTime(AT, { ...LISBON, locale: 'he' })).toBe('2:30');
    expect(formatClockRange(AT, HALF_HOUR_LATER, { ...LISBON, locale: 'en-US' })).not.toMatch(/[AP]M/);
  });

  it("without a location's format, the language's own clock", () => {
    expect(clockHourCycle({ locale: 'en-US' })).toBe('h12');
    expect(clockHourCycle({ locale: 'he' })).toBe('h23');
    expect(plain(formatClockTime(AT, { locale: 'en-US', timeZone: 'UTC' }))).toBe('2:30 AM');
  });

  it("dates a time on the zone's calendar: 02:30 UTC on the 28th is still Friday the 27th in New York", () => {
    expect(formatClockDate(AT, { locale: 'en-US', timeZone: 'America/New_York' })).toBe('Fri, Nov 27');
  });

  it('an unknown zone still writes the instant, in the same hour cycle', () => {
    expect(plain(formatClockTime(AT, { locale: 'en-US', timeZone: 'Nowhere/Atlantis', timeFormat: 'h:mm A' }))).toMatch(/^\d{1,2}:30 [AP]M$/);
  });
});
