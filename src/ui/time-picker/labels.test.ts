import { describe, expect, it } from 'vitest';
import type { OpenDay, PickerTime } from '../../domain/time/slots';
import { createElementI18n, createLocaleSwitcher } from '../../i18n/element-i18n';
import { dayLabel, timeLabel } from './labels';

const time = { isNow: false, rangeLabel: '12:00-12:30' } as PickerTime;
const day: OpenDay = { date: { year: 2026, month: 11, day: 30 }, dateKey: '2026-11-30', weekday: 'mon', isToday: false };

describe('time picker labels', () => {
  it('write times and dates in the shown language: Arabic-Indic digits for Arabic, Chinese dates for zh_CN', async () => {
    const i18n = createElementI18n();
    const switchLocale = createLocaleSwitcher(i18n);
    expect(timeLabel(time, i18n)).toBe('12:00-12:30');
    expect(dayLabel(day, i18n, '2026-11-27')).toBe('Mon, Nov 30');
    await switchLocale('ar');
    expect(timeLabel(time, i18n)).toBe('١٢:٠٠-١٢:٣٠');
    expect(dayLabel(day, i18n, '2026-11-27')).toContain('٣٠');
    await switchLocale('ar_MA');
    expect(timeLabel(time, i18n)).toBe('12:00-12:30');
    await switchLocale('zh_CN');
    expect(dayLabel(day, i18n, '2026-11-27')).toBe('11月30日周一');
    expect(dayLabel(day, i18n, '2026-11-29')).toBe('明天');
  });
});
