import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { retryableLazy } from '../../ui/retryable-lazy';
import { useApp } from '../app-context';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { RadioGroup } from '../../ui/RadioGroup';
import { Select } from '../../ui/Select';
import { Loading } from '../../ui/Spinner';
import { controlStyles, errorTextStyles, fieldStyles, labelStyles } from '../../ui/styles';
import { dayLabel, timeLabel } from '../../ui/time-picker/labels';
import { formatLocalDate, localDateOf } from '../../domain/time/zoned';
import { usePlatformTexts } from '../shared/use-platform-texts';
import { Screen } from '../shared/Screen';
import { useFirstScreenShown } from '../shared/use-first-screen-shown';
import { LocationChoice } from './LocationChoice';
import { isolate } from '../../domain/bidi';
import { guestLocale } from '../../i18n/element-i18n';

const timeFieldStyles = css`
  text-align: start;
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
`;
const whenStyles = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
`;

// The time picker is a lazy chunk: the restaurant first screen carries only the two fields.
const TimePickerModal = retryableLazy(() => import('./TimePickerModal'));
// The hotel flow's home (LOCATIONS) is its own chunk, so the restaurant first screen never carries it.
const HotelHome = retryableLazy(() => import('./HotelHome').then((module) => ({ default: module.HotelHome })));

/**
 * Home, restaurant flow: location (with status and address, searchable), experience (radios for two, a dropdown for more), date
 * and time, then "Start order" goes to /menu. The date and time fields open the time picker
 * (`TimePickerModal`, lazy); an ASAP-only experience fixes them to Today / Now and disables both.
 * Submit needs a location and, for scheduled experiences, a date and time (Home).
 */
export function HomeScreen() {
  const { stores } = useApp();
  const { t, i18n } = useLingui();
  const names = usePlatformTexts();
  const status = useStore(stores.business.$status);
  const error = useStore(stores.business.$error);
  const configuration = useStore(stores.business.$configuration);
  const locationId = useStore(stores.selection.$locationId);
  const experiences = useStore(stores.selection.$experiences);
  const experienceId = useStore(stores.selection.$experienceId);
  const [attempted, setAttempted] = useState(false);
  const picker = useStore(stores.time.$picker);
  const asapOnly = useStore(stores.time.$asapOnly);
  const shown = useStore(stores.time.$shown);
  const now = useStore(stores.time.$now);
  const location = useStore(stores.selection.$location);
  // Today's date on the LOCATION's calendar, for the Today / Tomorrow labels.
  const todayKey = formatLocalDate(localDateOf(now, location?.timeZone ?? 'UTC'));
  const [pickerOpen, setPickerOpen] = useState<null | 'day' | 'time'>(null);
  const [pickerUsed, setPickerUsed] = useState(false);
  const ids = useId();
  const flow = useStore(stores.business.$flow);
  // The home screen (or its error) is the first screen of a plain visit.
  useFirstScreenShown(status === 'ready' || status === 'error');

  if (status === 'error') {
    return (
      <Screen title={t`Order online`}>
        <ErrorNotice onRetry={() => stores.start()}>{error ? i18n._(error) : null}</ErrorNotice>
      </Screen>
    );
  }
  if (status !== 'ready') return <Loading />;
  // In the hotel flow only the location (hotel) choice is shown.
  if (flow === 'HOTEL') {
    return (
      <Suspense fallback={<Loading />}>
        <HotelHome />
      </Suspense>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (locationId === null || experienceId === null || noTimes) return;
    stores.selection.openMenu();
  };
  // A scheduled experience needs a date and time; with no slot at all there is none.
  const noTimes = picker !== null && !picker.asapOnly && shown === null;
  const experienceOptions = experiences.map((experience) => ({ value: experience.id, label: names.experience(experience) }));
  const locationError = attempted && locationId === null ? t`Please choose a location` : null;
  const experienceError = attempted && locationId !== null && experienceId === null ? t`Please choose how you want your order` : null;

  return (
    <Screen title={configuration?.name ? t`Order from ${isolate(configuration.name, guestLocale(i18n))}` : t`Order online`}>
      <form onSubmit={onSubmit} noValidate>
        <LocationChoice error={locationError} />
        {experienceOptions.length > 2 ? (
          <Select
            label={t`Experience`}
            options={experienceOptions}
            value={experienceId}
            onValueChange={(id) => stores.selection.selectExperience(id)}
            error={experienceError}
          />
        ) : experienceOptions.length > 0 ? (
          <RadioGroup
            legend={t`Experience`}
            options={experienceOptions}
            value={experienceId}
            onValueChange={(id) => stores.selection.selectExperience(id)}
            error={experienceError}
          />
        ) : null}
        {locationId !== null && experienceId !== null ? (
          <div className={whenStyles}>
            <WhenField
              id={`${ids}-date`}
              label={t`Date`}
              value={
                asapOnly
                  ? t`Today`
                  : shown
                    ? dayLabel(picker!.days.find((day) => day.dateKey === shown.dateKey) ?? picker!.days[0]!, i18n, todayKey)
                    : picker
                      ? t`None available`
                      : t`Loading…`
              }
              disabled={asapOnly || !picker || noTimes}
              onOpen={() => {
                setPickerUsed(true);
                setPickerOpen('day');
              }}
            />
            <WhenField
              id={`${ids}-time`}
              label={t`Time`}
              value={
                asapOnly
                  ? t`Now`
                  : shown
                    ? timeLabel(shown, i18n, { timeZone: location?.timeZone ?? 'UTC', timeFormat: location?.timeFormat })
                    : picker
                      ? t`None available`
                      : t`Loading…`
              }
              disabled={asapOnly || !picker || noTimes}
              onOpen={() => {
                setPickerUsed(true);
                setPickerOpen('time');
              }}
            />
          </div>
        ) : null}
        {attempted && noTimes ? (
          <p className={errorTextStyles} role="alert">
            <Trans>No times are available for this experience. Please choose another.</Trans>
          </p>
        ) : null}
        <Button type="submit" block>
          <Trans>Start order</Trans>
        </Button>
      </form>
      {pickerUsed ? (
        <Suspense fallback={null}>
          <TimePickerModal open={pickerOpen !== null} startOnTime={pickerOpen === 'time'} onClose={() => setPickerOpen(null)} />
        </Suspense>
      ) : null}
    </Screen>
  );
}

/**
 * A date or time field of the home screen: a button named "<label> <value>" (e.g. "Time 12:00-12:30")
 * that opens the picker; disabled for ASAP-only experiences.
 */
function WhenField({ id, label, value, disabled, onOpen }: { id: string; label: string; value: string; disabled: boolean; onOpen(): void }) {
  return (
    <div className={fieldStyles}>
      <span className={labelStyles} id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        id={id}
        className={`${controlStyles} ${timeFieldStyles}`}
        aria-labelledby={`${id}-label ${id}`}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={onOpen}
      >
        {value}
      </button>
    </div>
  );
}
