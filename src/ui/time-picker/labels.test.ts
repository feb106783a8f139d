import { describe, expect, it } from 'vitest';
import type { OpenDay, PickerTime } from '../../domain/time/slots';
import { createElementI18n, createLocaleSwitcher } from '../../i18n/element-i18n';
import { dayLabel, timeLabel } from './labels';

// Noon in New York, a 12-hour location.
const time = { isNow: false, start: new Date('2026-11-30T17:00:00Z') } as PickerTime;
const clock = { timeZone: 'America/New_York', timeFormat: 'h:mm A' };
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');
const day: OpenDay = { date: { year: 2026, month: 11, day: 30 }, dateKey: '2026-11-30', weekday: 'mon', isToday: false };

describe('time picker labels', () => {
  it('write times and dates in the shown language and its clock: 12-hour English and Arabic (Arabic-Indic digits), 24-hour Hebrew, Chinese dates for zh_CN', async () => {
    const i18n = createElementI18n();
    const switchLocale = createLocaleSwitcher(i18n);
    // The 12-hour clock every other English (US) time is written in, never "12:00-12:30".
    expect(plain(timeLabel(time, i18n, clock))).toBe('12:00 – 12:30 PM');
    expect(dayLabel(day, i18n, '2026-11-27')).toBe('Mon, Nov 30');
    await switchLocale('ar');
    expect(timeLabel(time, i18n, clock)).toMatch(/^١٢:٠٠\s*[–-]\s*١٢:٣٠\s*م$/);
    expect(dayLabel(day, i18n, '2026-11-27')).toContain('٣٠');
    // Moroccan Arabic: Latin digits and a 24-hour clock, as the language writes them.
    await switchLocale('ar_MA');
    expect(timeLabel(time, i18n, clock)).toBe('12:00–12:30');
    await switchLocale('he');
    expect(timeLabel(time, i18n, clock)).toBe('12:00–12:30');
    await switchLocale('zh_CN');
    expect(dayLabel(day, i18n, '2026-11-27')).toBe('11月30日周一');
    expect(dayLabel(day, i18n, '2026-11-29')).toBe('明天');
  });
});
