// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTimePicker, type TimePicker as TimePickerData } from '../../domain/time/slots';
import { WHEEL_COLUMN_HEIGHT, WHEEL_ITEM_HEIGHT } from './OptionList';
import { TimePicker } from './TimePicker';

afterEach(cleanup);
const i18n = setupI18n({ locale: 'en_US', locales: ['en-US'], messages: { en_US: {} } });

const windows = [
  { from: '11:30', to: '14:30' },
  { from: '17:00', to: '22:00' },
];
// Friday 07:00 in New York: today, Saturday, Sunday, Tuesday... (closed on Mondays).
const picker = buildTimePicker({
  openHours: { tue: windows, wed: windows, thu: windows, fri: windows, sat: windows, sun: windows },
  timeZone: 'America/New_York',
  now: new Date('2026-11-20T12:00:00Z'),
  leadMinutes: 15,
  interval: 15,
  availableDays: 7,
  isAsapOnly: false,
  frameTime: 15,
});

function Harness({ data, variant, onDone }: { data: TimePickerData; variant: 'wheel' | 'list'; onDone?: () => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <I18nProvider i18n={i18n}>
      <TimePicker
        picker={data}
        value={value}
        onChange={setValue}
        onDone={onDone}
        variant={variant}
        todayKey="2026-11-20"
        clock={{ timeZone: 'America/New_York', timeFormat: 'h:mm A' }}
      />
      <div data-testid="value">{value ?? ''}</div>
    </I18nProvider>
  );
}

/** Intl's thin and narrow no-break spaces as plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2009\u202f]/g, ' ');
const value = () => screen.getByTestId('value').textContent;
const selectedOption = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .find((option) => option.getAttribute('aria-selected') === 'true');
const key = (element: HTMLElement, name: string) => act(() => void fireEvent.keyDown(element, { key: name }));

describe('TimePicker', () => {
  it('uses the linear layout past 15 times and labels slots with 30-minute ranges', () => {
    expect(picker.layout).toBe('linear');
    expect(picker.days[0]!.times[0]!.rangeLabel).toBe('11:30-12:00');
  });

  it('desktop: day list, then time list, driven by the keyboard alone', () => {
    const done = vi.fn();
    render(<Harness data={picker} variant="list" onDone={done} />);
    const days = screen.getByRole('listbox', { name: 'Day' });
    expect(document.activeElement).toBe(days);
    expect(selectedOption(days)?.textContent).toBe('Today');
    key(days, 'ArrowDown');
    expect(selectedOption(days)?.textContent).toBe('Tomorrow');
    expect(days.getAttribute('aria-activedescendant')).toBe(selectedOption(days)?.id);
    key(days, 'End');
    key(days, 'Home');
    key(days, 'ArrowDown');
    key(days, 'Enter');

    const times = screen.getByRole('listbox', { name: 'Time' });
    expect(screen.getByRole('heading', { name: 'Times on Tomorrow' })).toBeTruthy();
    expect(document.activeElement).toBe(times);
    key(times, 'ArrowDown');
    expect(value()).toBe('2026-11-21T11:45:00-05:00');
    key(times, 'PageDown');
    expect(value()).toBe('2026-11-21T13:00:00-05:00');
    key(times, 'End');
    expect(value()).toBe('2026-11-21T21:45:00-05:00');
    expect(plain(selectedOption(times)?.textContent)).toBe('9:45 – 10:15 PM');
    key(times, 'PageUp');
    key(times, 'Home');
    expect(value()).toBe('2026-11-21T11:30:00-05:00');
    key(times, 'Enter');
    expect(done).toHaveBeenCalledTimes(1);
    expect(plain(screen.getByRole('status').textContent)).toBe('Selected Tomorrow, 11:30 AM – 12:00 PM');
  });

  it('mobile: a day wheel and a time wheel with sizes; a new day moves to its first time', () => {
    render(<Harness data={picker} variant="wheel" />);
    const days = screen.getByRole('listbox', { name: 'Day' });
    const times = screen.getByRole('listbox', { name: 'Time' });
    expect(WHEEL_ITEM_HEIGHT).toBe(40);
    expect(WHEEL_COLUMN_HEIGHT).toBe(250);
    key(days, 'ArrowDown');
    expect(value()).toBe('2026-11-21T11:30:00-05:00');
    key(times, 'ArrowDown');
    key(times, 'ArrowDown');
    expect(value()).toBe('2026-11-21T12:00:00-05:00');
    expect(selectedOption(times)?.getAttribute('aria-selected')).toBe('true');
  });

  it('mobile: the first swipe of a wheel selects the time that stops in its centre', () => {
    vi.useFakeTimers();
    try {
      render(<Harness data={picker} variant="wheel" />);
      const times = screen.getByRole('listbox', { name: 'Time' });
      // The wheel opened on its first time, already in place: the guest's swipe is not ours to skip.
      times.scrollTop = 3 * WHEEL_ITEM_HEIGHT;
      fireEvent.scroll(times);
      act(() => void vi.advanceTimersByTime(200));
      expect(value()).toBe('2026-11-20T12:15:00-05:00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ASAP-only: Today and Now, disabled, keys change nothing', () => {
    const asap = buildTimePicker({
      openHours: { fri: [{ from: '00:00', to: '00:00' }] },
      timeZone: 'America/New_York',
      now: new Date('2026-11-20T12:00:00Z'),
      leadMinutes: 15,
      isAsapOnly: true,
      frameTime: 15,
    });
    render(<Harness data={asap} variant="wheel" />);
    const days = screen.getByRole('listbox', { name: 'Day' });
    const times = screen.getByRole('listbox', { name: 'Time' });
    expect(days.getAttribute('aria-disabled')).toBe('true');
    expect(times.getAttribute('aria-disabled')).toBe('true');
    expect(within(days).getByRole('option').textContent).toBe('Today');
    expect(within(times).getByRole('option').textContent).toBe('Now');
    key(times, 'ArrowDown');
    expect(value()).toBe('');
  });
});
