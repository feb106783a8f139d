// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { zonedTimeToInstant } from '../time';
import type { MenuFile } from '../types';
import { menuFileWithoutTimeZone, menuSelectionKey, nextMenuSwitch, selectMenuFile } from './selection';

const NY = 'America/New_York';

/** The instant the location clock in `zone` reads `hm` on `ymd`. */
function at(ymd: string, hm: string, zone = NY): Date {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  const [h, m] = hm.split(':').map(Number) as [number, number];
  return zonedTimeToInstant({ year, month, day }, h * 60 + m, zone);
}

const file = (url: string, extra: Partial<MenuFile> = {}): MenuFile => ({ url, isDefault: false, days: null, from: null, to: null, ...extra });
const breakfast = file('breakfast', { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from: '07:00', to: '11:00' });
const late = file('late', { from: '22:00', to: '02:00' });
const allDay = file('all-day', { isDefault: true });
/** The sandbox's Lumen Café (2011/3011): times on the location's clock. */
const cafe = [breakfast, late, allDay];

const pick = (files: readonly MenuFile[], instant: Date, zone = NY) => selectMenuFile(files, instant, zone)?.url ?? null;

describe('selectMenuFile', () => {
  it('picks the window containing the time, from inclusive and to exclusive', () => {
    // 2026-11-23 is a Monday.
    expect(pick(cafe, at('2026-11-23', '06:59'))).toBe('all-day');
    expect(pick(cafe, at('2026-11-23', '07:00'))).toBe('breakfast');
    expect(pick(cafe, at('2026-11-23', '10:59'))).toBe('breakfast');
    expect(pick(cafe, at('2026-11-23', '11:00'))).toBe('all-day');
    expect(pick(cafe, at('2026-11-23', '21:59'))).toBe('all-day');
    expect(pick(cafe, at('2026-11-23', '22:00'))).toBe('late');
  });

  it('runs a window whose to is before its from past midnight', () => {
    expect(pick(cafe, at('2026-11-23', '23:59'))).toBe('late');
    expect(pick(cafe, at('2026-11-24', '00:00'))).toBe('late');
    expect(pick(cafe, at('2026-11-24', '01:59'))).toBe('late');
    expect(pick(cafe, at('2026-11-24', '02:00'))).toBe('all-day');
  });

  it('gives a crossing window to the day it starts', () => {
    const fridayLate = file('fri-late', { days: ['fri'], from: '22:00', to: '02:00' });
    const files = [fridayLate, allDay];
    // 2026-11-27 is a Friday.
    expect(pick(files, at('2026-11-27', '22:30'))).toBe('fri-late');
    expect(pick(files, at('2026-11-28', '01:00'))).toBe('fri-late'); // Saturday, Friday's window
    expect(pick(files, at('2026-11-28', '22:30'))).toBe('all-day'); // Saturday's own evening
    expect(pick(files, at('2026-11-27', '01:00'))).toBe('all-day'); // Thursday's window does not exist
  });

  it('reads "00:00" as to as midnight at the end of the day', () => {
    const evening = file('evening', { from: '18:00', to: '00:00' });
    expect(pick([evening, allDay], at('2026-11-23', '23:59'))).toBe('evening');
    expect(pick([evening, allDay], at('2026-11-24', '00:00'))).toBe('all-day');
    expect(pick([evening, allDay], at('2026-11-24', '17:59'))).toBe('all-day');
    const whole = file('whole', { days: ['tue'], from: '00:00', to: '00:00' });
    expect(pick([whole, allDay], at('2026-11-24', '00:00'))).toBe('whole');
    expect(pick([whole, allDay], at('2026-11-24', '23:59'))).toBe('whole');
    expect(pick([whole, allDay], at('2026-11-25', '00:00'))).toBe('all-day');
  });

  it('treats days null as every day and honours listed weekdays', () => {
    const weekend = file('weekend', { days: ['sat', 'sun'] });
    expect(pick([weekend, allDay], at('2026-11-28', '00:00'))).toBe('weekend');
    expect(pick([weekend, allDay], at('2026-11-29', '23:59'))).toBe('weekend');
    expect(pick([weekend, allDay], at('2026-11-30', '00:00'))).toBe('all-day');
    const brunch = file('brunch', { days: ['sun'], from: '10:00', to: '14:00' });
    expect(pick([brunch, allDay], at('2026-11-29', '12:00'))).toBe('brunch');
    expect(pick([brunch, allDay], at('2026-11-28', '12:00'))).toBe('all-day');
    for (const day of ['2026-11-23', '2026-11-25', '2026-11-28']) expect(pick([late, allDay], at(day, '23:00'))).toBe('late');
  });

  it('takes the first matching file in list order', () => {
    const a = file('a', { from: '08:00', to: '12:00' });
    const b = file('b', { from: '10:00', to: '14:00' });
    expect(pick([a, b, allDay], at('2026-11-23', '11:00'))).toBe('a');
    expect(pick([b, a, allDay], at('2026-11-23', '11:00'))).toBe('b');
    expect(pick([a, b, allDay], at('2026-11-23', '13:00'))).toBe('b');
  });

  it('falls back to the default file, then the first file, then null', () => {
    const timed = file('timed', { from: '07:00', to: '08:00' });
    const noon = at('2026-11-23', '12:00');
    expect(pick([timed, allDay], noon)).toBe('all-day');
    expect(pick([timed, file('plain')], noon)).toBe('timed');
    expect(selectMenuFile([], noon, NY)).toBeNull();
  });

  it('never picks an untimed non-default file by the clock (the default wins)', () => {
    // As in the store fixtures: a plain file listed before the default.
    expect(pick([file('other'), allDay], at('2026-11-23', '12:00'))).toBe('all-day');
  });

  it('lets a default file with its own window win inside it, and still be the fallback', () => {
    const defaultBreakfast = file('default-breakfast', { isDefault: true, from: '07:00', to: '11:00' });
    const lunch = file('lunch', { from: '11:00', to: '15:00' });
    expect(pick([lunch, defaultBreakfast], at('2026-11-23', '08:00'))).toBe('default-breakfast');
    expect(pick([lunch, defaultBreakfast], at('2026-11-23', '12:00'))).toBe('lunch');
    expect(pick([lunch, defaultBreakfast], at('2026-11-23', '20:00'))).toBe('default-breakfast');
  });

  it('reads a missing from as 00:00 and a missing to as midnight', () => {
    const untilTen = file('until-ten', { to: '10:00' });
    const fromSix = file('from-six', { from: '18:00' });
    expect(pick([untilTen, fromSix, allDay], at('2026-11-23', '00:00'))).toBe('until-ten');
    expect(pick([untilTen, fromSix, allDay], at('2026-11-23', '10:00'))).toBe('all-day');
    expect(pick([untilTen, fromSix, allDay], at('2026-11-23', '23:59'))).toBe('from-six');
  });

  it('ignores a file with a malformed time', () => {
    const broken = file('broken', { from: '7am', to: '11:00' });
    expect(pick([broken, allDay], at('2026-11-23', '08:00'))).toBe('all-day');
    expect(pick([file('bad-to', { from: '07:00', to: '25:00' }), allDay], at('2026-11-23', '08:00'))).toBe('all-day');
  });

  it('reads the LOCATION clock, not the device or UTC one', () => {
    // 2026-11-23T23:30Z: Tuesday 08:30 in Tokyo, Monday 18:30 in New York, Monday 15:30 in Los Angeles.
    const instant = new Date(Date.UTC(2026, 10, 23, 23, 30));
    expect(pick(cafe, instant, 'Asia/Tokyo')).toBe('breakfast');
    expect(pick(cafe, instant, NY)).toBe('all-day');
    const tuesdayOnly = file('tuesday', { days: ['tue'] });
    expect(pick([tuesdayOnly, allDay], instant, 'Asia/Tokyo')).toBe('tuesday');
    expect(pick([tuesdayOnly, allDay], instant, 'America/Los_Angeles')).toBe('all-day');
    // Kiritimati (UTC+14) is a calendar day ahead of most of the world.
    expect(pick(cafe, new Date(Date.UTC(2026, 10, 23, 9, 0)), 'Pacific/Kiritimati')).toBe('late'); // 23:00 there
  });

  describe('DST nights (America/New_York)', () => {
    it('ends a late window at the end of the spring-forward gap', () => {
      // 2026-03-08: 02:00 EST jumps to 03:00 EDT. Saturday's 22:00-02:00 ends when the gap ends (07:00Z).
      expect(pick(cafe, new Date(Date.UTC(2026, 2, 8, 6, 59)))).toBe('late'); // 01:59 EST
      expect(pick(cafe, new Date(Date.UTC(2026, 2, 8, 7, 0)))).toBe('all-day'); // 03:00 EDT
      const gap = file('gap', { from: '02:30', to: '04:00' });
      expect(pick([gap, allDay], new Date(Date.UTC(2026, 2, 8, 7, 0)))).toBe('gap'); // opens when the gap ends
      expect(pick([gap, allDay], new Date(Date.UTC(2026, 2, 8, 6, 59)))).toBe('all-day');
      expect(pick(cafe, at('2026-03-08', '07:00'))).toBe('breakfast');
      expect(at('2026-03-08', '07:00').toISOString()).toBe('2026-03-08T11:00:00.000Z');
    });

    it('keeps a late window over both 01:xx hours of the fall-back night', () => {
      // 2026-11-01: 02:00 EDT falls back to 01:00 EST. Saturday's 22:00 (02:00Z) to 02:00 EST (07:00Z): 5 hours.
      expect(pick(cafe, new Date(Date.UTC(2026, 10, 1, 5, 30)))).toBe('late'); // 01:30 EDT
      expect(pick(cafe, new Date(Date.UTC(2026, 10, 1, 6, 30)))).toBe('late'); // 01:30 EST
      expect(pick(cafe, new Date(Date.UTC(2026, 10, 1, 7, 0)))).toBe('all-day'); // 02:00 EST
      const early = file('early', { from: '01:00', to: '01:30' });
      // An ambiguous wall time means its first occurrence: 01:00 EDT to 01:30 EDT only.
      expect(pick([early, allDay], new Date(Date.UTC(2026, 10, 1, 5, 15)))).toBe('early');
      expect(pick([early, allDay], new Date(Date.UTC(2026, 10, 1, 6, 15)))).toBe('all-day');
    });
  });
});

describe('menuSelectionKey', () => {
  it('changes only with the experience or the file', () => {
    expect(menuSelectionKey(3004, allDay)).toBe('3004|all-day');
    expect(menuSelectionKey(3004, { ...allDay })).toBe(menuSelectionKey(3004, allDay));
    expect(menuSelectionKey(3011, allDay)).not.toBe(menuSelectionKey(3004, allDay));
    expect(menuSelectionKey(3004, breakfast)).not.toBe(menuSelectionKey(3004, allDay));
    expect(menuSelectionKey(3004, null)).toBe('3004|none');
  });

  it('stays the same while the time moves inside one window', () => {
    const key = (hm: string) => menuSelectionKey(3011, selectMenuFile(cafe, at('2026-11-23', hm), NY));
    expect(key('12:00')).toBe(key('20:00'));
    expect(key('07:30')).not.toBe(key('12:00'));
  });
});

describe('nextMenuSwitch', () => {
  const next = (files: readonly MenuFile[], instant: Date, zone = NY) => nextMenuSwitch(files, instant, zone)?.toISOString() ?? null;

  it('finds the next window edge on the location clock', () => {
    expect(next(cafe, at('2026-11-23', '06:00'))).toBe(at('2026-11-23', '07:00').toISOString());
    expect(next(cafe, at('2026-11-23', '07:00'))).toBe(at('2026-11-23', '11:00').toISOString());
    expect(next(cafe, at('2026-11-23', '12:00'))).toBe(at('2026-11-23', '22:00').toISOString());
    expect(next(cafe, at('2026-11-23', '23:00'))).toBe(at('2026-11-24', '02:00').toISOString());
    expect(next(cafe, at('2026-11-24', '01:00'))).toBe(at('2026-11-24', '02:00').toISOString());
  });

  it('is strictly after the given instant', () => {
    const seven = at('2026-11-23', '07:00');
    expect(nextMenuSwitch(cafe, seven, NY)!.getTime()).toBeGreaterThan(seven.getTime());
  });

  it('skips edges that do not change the choice', () => {
    const wide = file('wide', { from: '08:00', to: '12:00' });
    const shadowed = file('shadowed', { from: '10:00', to: '11:00' });
    expect(next([wide, shadowed, allDay], at('2026-11-23', '09:00'))).toBe(at('2026-11-23', '12:00').toISOString());
    // Touching windows of the same file (23:00-00:00 then 00:00-01:00 the next day) do not switch at midnight.
    const night = file('night', { from: '23:00', to: '01:00' });
    expect(next([night, allDay], at('2026-11-23', '23:30'))).toBe(at('2026-11-24', '01:00').toISOString());
  });

  it('returns null when the choice never changes', () => {
    expect(nextMenuSwitch([allDay], at('2026-11-23', '12:00'), NY)).toBeNull();
    expect(nextMenuSwitch([file('plain'), allDay], at('2026-11-23', '12:00'), NY)).toBeNull();
    expect(nextMenuSwitch([], at('2026-11-23', '12:00'), NY)).toBeNull();
    const always = file('always', { from: '00:00', to: '00:00' });
    expect(nextMenuSwitch([always, allDay], at('2026-11-23', '12:00'), NY)).toBeNull();
  });

  it('looks up to a week ahead for weekday files', () => {
    const monday = file('monday-lunch', { days: ['mon'], from: '11:00', to: '14:00' });
    // Monday 15:00: the next Monday lunch is 7 days away (within the 8-day horizon).
    expect(next([monday, allDay], at('2026-11-23', '15:00'))).toBe(at('2026-11-30', '11:00').toISOString());
    const weekend = file('weekend', { days: ['sat', 'sun'] });
    expect(next([weekend, allDay], at('2026-11-23', '15:00'))).toBe(at('2026-11-28', '00:00').toISOString());
    expect(next([weekend, allDay], at('2026-11-28', '15:00'))).toBe(at('2026-11-30', '00:00').toISOString());
  });

  it('follows DST: the spring-forward night ends the late menu when the gap ends', () => {
    expect(next(cafe, at('2026-03-07', '23:00'))).toBe('2026-03-08T07:00:00.000Z');
    // Fall back: 22:00 EDT to 02:00 EST is five real hours.
    expect(next(cafe, at('2026-10-31', '23:00'))).toBe('2026-11-01T07:00:00.000Z');
  });

  it('uses the location zone', () => {
    const instant = new Date(Date.UTC(2026, 10, 23, 21, 0)); // Tokyo Tue 06:00, New York Mon 16:00
    expect(next(cafe, instant, 'Asia/Tokyo')).toBe('2026-11-23T22:00:00.000Z'); // Tokyo 07:00
    expect(next(cafe, instant, NY)).toBe('2026-11-24T03:00:00.000Z'); // New York 22:00
  });
});

describe('device zone independence', () => {
  const moduleUrl = new URL('./selection.ts', import.meta.url).href;
  const instants = [0, 6, 7, 11, 21, 22, 23].flatMap((h) => [Date.UTC(2026, 10, 23, h, 59), Date.UTC(2026, 10, 24, h, 0)]);
  const zones = [NY, 'Asia/Tokyo', 'Pacific/Kiritimati', 'Europe/Athens'];
  const script = (files: MenuFile[]) => `const s = await import(${JSON.stringify(moduleUrl)});
const files = ${JSON.stringify(files)};
const rows = [];
for (const t of ${JSON.stringify(instants)}) for (const z of ${JSON.stringify(zones)}) {
  rows.push([s.selectMenuFile(files, new Date(t), z)?.url ?? null, s.nextMenuSwitch(files, new Date(t), z)?.toISOString() ?? null]);
}
process.stdout.write(JSON.stringify(rows));`;

  it('gives the same choices on a device in Kiritimati and in Los Angeles', () => {
    const files = [...cafe];
    const here = instants.flatMap((t) =>
      zones.map((z) => [selectMenuFile(files, new Date(t), z)?.url ?? null, nextMenuSwitch(files, new Date(t), z)?.toISOString() ?? null]),
    );
    for (const deviceZone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script(files)], {
        env: { ...process.env, TZ: deviceZone },
        encoding: 'utf8',
        cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      });
      expect(JSON.parse(out)).toEqual(here);
    }
  }, 30_000);
});

describe('menuFileWithoutTimeZone', () => {
  it('is the file selectMenuFile picks at any time when no file is time-bound', () => {
    const other = file('other');
    expect(menuFileWithoutTimeZone([other, allDay])?.url).toBe('all-day');
    expect(menuFileWithoutTimeZone([other])?.url).toBe('other');
    for (const instant of [at('2026-11-23', '03:00'), at('2026-11-23', '15:00', 'Asia/Tokyo')]) {
      expect(pick([other, allDay], instant, 'Asia/Tokyo')).toBe(menuFileWithoutTimeZone([other, allDay])?.url);
    }
  });

  it('is null when the choice depends on the time and zone, or there is no file', () => {
    expect(menuFileWithoutTimeZone(cafe)).toBeNull();
    expect(menuFileWithoutTimeZone([])).toBeNull();
  });
});
