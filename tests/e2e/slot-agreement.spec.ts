import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sandboxSlots, setBothClocks } from './support/clock';
import { OrderingWidget } from './support/ordering-widget';

/**
 * "the sandbox's seed data and the widget agree on every slot shown": at a fixed clock
 * (browser and sandbox), every time the picker lists for every day it lists is compared with the
 * sandbox's GET /restaurants/api/v3/experiences/{id}/slots?from= answer for that day, formatted as
 * the picker labels it (30-minute range on the location's clock, "Now" within the 15-minute frame
 * time). All seed locations here are in New York, as is the device.
 */
test.use({ timezoneId: 'America/New_York', viewport: { width: 1280, height: 800 } });

const ZONE = 'America/New_York';
const FRAME_TIME_MINUTES = 15; // every seed experience's frame_time

/** YYYY-MM-DD of an instant on the location's clock. */
function localDateKey(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The picker's day label for a location date (`todayKey` is today there). */
function dayLabel(dateKey: string, todayKey: string): string {
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = todayKey.split('-').map(Number) as [number, number, number];
  const diff = (Date.UTC(y, m - 1, d) - Date.UTC(ty, tm - 1, td)) / 86_400_000;
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Tomorrow';
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}

/** The instant of local midnight starting `dateKey` (New York offset of that day, no DST change late in November). */
function localMidnight(dateKey: string): Date {
  const probe = new Date(`${dateKey}T12:00:00Z`);
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
      .formatToParts(probe)
      .find((p) => p.type === 'timeZoneName')
      ?.value.replace('GMT', '') || '+00:00';
  return new Date(`${dateKey}T00:00:00${offset}`);
}

/** The picker's label of a sandbox slot (an ISO with the location's offset, e.g. 2026-11-24T17:00:00-05:00). */
function pickerLabel(slotIso: string, now: Date): string {
  const start = new Date(slotIso);
  if (start.getTime() - now.getTime() <= FRAME_TIME_MINUTES * 60_000) return 'Now';
  // The seed's locations name no time format: the picker speaks English (US)'s own 12-hour clock, as a range.
  return new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).formatRange(
    start,
    new Date(start.getTime() + 30 * 60_000),
  );
}

/** Every day label and its time labels, as the sandbox answers day by day. */
async function sandboxPicker(page: Page, experienceId: number, now: Date, days: number): Promise<Map<string, string[]>> {
  const todayKey = localDateKey(now);
  const result = new Map<string, string[]>();
  for (let i = 0; i < days; i += 1) {
    const dateKey = localDateKey(new Date(localMidnight(todayKey).getTime() + (i * 24 + 12) * 3_600_000));
    const from = i === 0 ? now : localMidnight(dateKey);
    const answer = await sandboxSlots(page, experienceId, from.toISOString());
    const times = answer.data.time_slots.filter((slot) => slot.slice(0, 10) === dateKey).map((slot) => pickerLabel(slot, now));
    if (times.length > 0) result.set(dayLabel(dateKey, todayKey), times);
  }
  return result;
}

/** Opens the picker and reads every listed day with every time listed for it (large screen: day list, then time list). */
async function widgetPicker(widget: OrderingWidget): Promise<Map<string, string[]>> {
  await widget.root.getByRole('button', { name: /^Date / }).click();
  const dialog = widget.root.getByRole('dialog', { name: 'Choose a date and time' });
  await expect(dialog).toBeVisible();
  const dayList = dialog.getByRole('listbox', { name: 'Day' });
  const days = await dayList.getByRole('option').allTextContents();
  const result = new Map<string, string[]>();
  for (const [index, day] of days.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Change day' }).click();
    await dialog.getByRole('listbox', { name: 'Day' }).getByRole('option').nth(index).click();
    await expect(dialog.getByRole('heading', { name: `Times on ${day}` })).toBeVisible();
    result.set(
      day.trim(),
      (await dialog.getByRole('listbox', { name: 'Time' }).getByRole('option').allTextContents()).map((t) => t.trim()),
    );
  }
  await page(widget).keyboard.press('Escape');
  return result;
}
const page = (widget: OrderingWidget) => widget.page;

async function expectAgreement(widget: OrderingWidget, experienceId: number, now: Date, searchDays: number): Promise<void> {
  const shown = await widgetPicker(widget);
  const served = await sandboxPicker(widget.page, experienceId, now, searchDays);
  expect(shown.size).toBeGreaterThan(0);
  // Day by day, then as a whole, so a failure names the first day that differs.
  // Node's ICU and the browser's may space a range differently (thin or plain spaces): the words compared.
  const spaced = (labels: string[]) => labels.map((label) => label.replace(/[\s\u2009\u202f]+/g, ' '));
  for (const [day, times] of shown) expect.soft(spaced(times), `times on ${day}`).toEqual(spaced(served.get(day) ?? []));
  expect([...shown.keys()]).toEqual([...served.keys()].slice(0, shown.size));
  expect(Object.fromEntries([...shown].map(([day, times]) => [day, spaced(times)]))).toEqual(
    Object.fromEntries([...served].slice(0, shown.size).map(([day, times]) => [day, spaced(times)])),
  );
}

async function chooseTrattoriaDineIn(widget: OrderingWidget): Promise<void> {
  await widget.chooseLocation('Trattoria Lumen');
  await widget.root.getByRole('combobox', { name: 'Experience' }).selectOption({ label: 'Dine in' });
}

async function chooseSmokehouse(widget: OrderingWidget, experience: 'Dine in' | 'Pickup'): Promise<void> {
  await widget.chooseLocation('Brooklyn Smokehouse');
  await widget.root.getByRole('radio', { name: experience }).check();
}

const cases: { title: string; clock: string; experienceId: number; days: number; choose: (w: OrderingWidget) => Promise<void> }[] = [
  {
    title: 'Trattoria Lumen dine-in (3005), Friday 10:00, before lunch',
    clock: '2026-11-20T15:00:00Z',
    experienceId: 3005,
    days: 8,
    choose: chooseTrattoriaDineIn,
  },
  {
    title: 'Trattoria Lumen dine-in (3005), Friday 12:42, during lunch',
    clock: '2026-11-20T17:42:00Z',
    experienceId: 3005,
    days: 8,
    choose: chooseTrattoriaDineIn,
  },
  {
    title: 'Trattoria Lumen dine-in (3005), Monday 10:00, closed all day',
    clock: '2026-11-23T15:00:00Z',
    experienceId: 3005,
    days: 8,
    choose: chooseTrattoriaDineIn,
  },
  {
    title: 'Brooklyn Smokehouse dine-in (3009), Tuesday 10:00, opens at 17:00',
    clock: '2026-11-24T15:00:00Z',
    experienceId: 3009,
    days: 8,
    choose: (w) => chooseSmokehouse(w, 'Dine in'),
  },
  {
    title: 'Brooklyn Smokehouse dine-in (3009), Tuesday 18:42, open',
    clock: '2026-11-24T23:42:00Z',
    experienceId: 3009,
    days: 8,
    choose: (w) => chooseSmokehouse(w, 'Dine in'),
  },
  {
    title: 'Brooklyn Smokehouse pickup (3010), Tuesday 18:42, open (today only)',
    clock: '2026-11-24T23:42:00Z',
    experienceId: 3010,
    days: 1,
    choose: (w) => chooseSmokehouse(w, 'Pickup'),
  },
];

for (const c of cases) {
  test(`the widget's picker and the sandbox's slots agree: ${c.title}`, async ({ page: p }) => {
    await setBothClocks(p, c.clock);
    const widget = new OrderingWidget(p);
    await widget.openDemo();
    await c.choose(widget);
    await expectAgreement(widget, c.experienceId, new Date(c.clock), c.days);
  });
}
