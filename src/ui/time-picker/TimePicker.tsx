import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { PickerDay, TimePicker as TimePickerData } from '../../domain/time/slots';
import { Button } from '../Button';
import { visuallyHidden } from '../styles';
import type { ClockStyle } from '../../domain/time/clock';
import { dayLabel, timeLabel } from './labels';
import { OptionList } from './OptionList';
import { useLargeScreen } from '../use-large-screen';

const wheelsStyles = css`
  display: flex;
  gap: 8px;
`;
const stepStyles = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  & h3 {
    margin: 0;
    font-size: 1em;
  }
`;
const stepHeaderStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;
const emptyStyles = css`
  margin: 0;
`;

/** Props of {@link TimePicker}. */
export interface TimePickerProps {
  picker: TimePickerData;
  /** The selected slot (ISO); null shows the first slot as selected. */
  value: string | null;
  /** A slot was chosen (selection follows focus, so every step calls this). */
  onChange(iso: string): void;
  /** The guest finished (Enter or a click on a time in the list view). */
  onDone?(): void;
  /** `wheel` (mobile) or `list` (desktop: day list, then time list). Default: by screen size. */
  variant?: 'wheel' | 'list';
  /** Start the list view on the time step (the home screen's time field). */
  startOnTime?: boolean;
  /** Today's `YYYY-MM-DD` in the location's zone (for the Today / Tomorrow labels). */
  todayKey: string;
  /** The location's zone and time format: times read as on every other screen. */
  clock: Omit<ClockStyle, 'locale'>;
}

function indexOfValue(days: PickerDay[], value: string | null): { day: number; time: number } {
  if (value !== null) {
    const at = Date.parse(value);
    for (let d = 0; d < days.length; d += 1) {
      const t = days[d]!.times.findIndex((time) => time.iso === value || Date.parse(time.iso) === at);
      if (t >= 0) return { day: d, time: t };
    }
  }
  return { day: 0, time: 0 };
}

/**
 * The time picker over `buildTimePicker()`: day step then time step. Mobile
 * shows two wheels (day, time; sizes); desktop a day list, then that day's times. More than
 * 4 dates or 15 times (layout `linear`) list the options one per line instead of a grid of chips.
 * ASAP-only experiences show Today and Now, disabled. Each list is a keyboard listbox and every
 * change is announced in a polite live region.
 */
export function TimePicker({ picker, value, onChange, onDone, variant, startOnTime = false, todayKey, clock }: TimePickerProps) {
  const { t, i18n } = useLingui();
  const large = useLargeScreen();
  const look = variant ?? (large ? 'list' : 'wheel');
  const selected = indexOfValue(picker.days, value);
  const [dayIndex, setDayIndex] = useState(selected.day);
  const [step, setStep] = useState<'day' | 'time'>(startOnTime ? 'time' : 'day');
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  const disabled = picker.asapOnly;

  const day = picker.days[Math.min(dayIndex, picker.days.length - 1)];
  const timeIndex = day && selected.day === dayIndex ? selected.time : -1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value is announced: a new picker or language says nothing
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const current = indexOfValue(picker.days, value);
    const chosenDay = picker.days[current.day];
    const chosenTime = chosenDay?.times[current.time];
    if (chosenDay && chosenTime) setAnnouncement(t`Selected ${dayLabel(chosenDay, i18n, todayKey)}, ${timeLabel(chosenTime, i18n, clock)}`);
  }, [value]);

  if (!picker.days.length || !day) {
    return (
      <p className={emptyStyles}>
        <Trans>No times are available for this experience.</Trans>
      </p>
    );
  }

  const dayOptions = picker.days.map((candidate) => ({ key: candidate.dateKey, label: dayLabel(candidate, i18n, todayKey) }));
  const timeOptions = day.times.map((time) => ({ key: time.iso, label: timeLabel(time, i18n, clock) }));
  const listLook = picker.layout === 'linear' ? 'list' : 'grid';

  const chooseDay = (index: number) => {
    setDayIndex(index);
    // On the wheel both columns show: a new day moves the time to that day's first slot.
    const firstTime = picker.days[index]?.times[0];
    if (look === 'wheel' && firstTime) onChange(firstTime.iso);
  };
  const chooseTime = (index: number) => {
    const time = day.times[index];
    if (time) onChange(time.iso);
  };
  const live = (
    <p role="status" aria-live="polite" className={visuallyHidden}>
      {announcement}
    </p>
  );

  if (look === 'wheel') {
    return (
      <div>
        <div className={wheelsStyles}>
          <OptionList
            label={t`Day`}
            options={dayOptions}
            selectedIndex={dayIndex}
            onSelect={chooseDay}
            look="wheel"
            disabled={disabled}
            autoFocus={!disabled && !startOnTime}
          />
          <OptionList
            label={t`Time`}
            options={timeOptions}
            selectedIndex={Math.max(timeIndex, 0)}
            onSelect={chooseTime}
            onActivate={() => onDone?.()}
            look="wheel"
            disabled={disabled}
            autoFocus={!disabled && startOnTime}
          />
        </div>
        {live}
      </div>
    );
  }

  if (step === 'day') {
    return (
      <div className={stepStyles}>
        <h3>
          <Trans>Choose a day</Trans>
        </h3>
        <OptionList
          label={t`Day`}
          options={dayOptions}
          selectedIndex={dayIndex}
          onSelect={chooseDay}
          onActivate={(index) => {
            chooseDay(index);
            setStep('time');
          }}
          look={listLook}
          disabled={disabled}
          autoFocus={!disabled}
        />
        {live}
      </div>
    );
  }

  return (
    <div className={stepStyles}>
      <div className={stepHeaderStyles}>
        <h3>
          <Trans>Times on {dayOptions[dayIndex]?.label}</Trans>
        </h3>
        {!disabled && picker.days.length > 1 ? (
          <Button variant="secondary" onClick={() => setStep('day')}>
            <Trans>Change day</Trans>
          </Button>
        ) : null}
      </div>
      <OptionList
        label={t`Time`}
        options={timeOptions}
        selectedIndex={Math.max(timeIndex, 0)}
        onSelect={chooseTime}
        onActivate={(index) => {
          chooseTime(index);
          onDone?.();
        }}
        look={listLook}
        disabled={disabled}
        autoFocus={!disabled}
      />
      {live}
    </div>
  );
}
