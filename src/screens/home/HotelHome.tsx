import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useApp } from '../app-context';
import type { LocationsStore } from '../../stores';
import { browserOffline, connectionMessages } from '../../stores/first-screen/connection-messages';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Select } from '../../ui/Select';
import { Loading } from '../../ui/Spinner';
import { useLocationsStore } from '../locations/use-locations-store';
import { Screen } from '../shared/Screen';
import { usePlatformTexts } from '../shared/use-platform-texts';
import { isolate } from '../../domain/bidi';
import { guestLocale } from '../../i18n/element-i18n';

/**
 * Home in the HOTEL flow: the hotel choice only, then "Continue" loads the business
 * configuration and goes to /location. Rendered by the home screen when the flow is HOTEL; the
 * hotels list and the rules behind it come with the lazy locations store.
 */
export function HotelHome() {
  const store = useLocationsStore();
  return store ? <HotelForm store={store} /> : <Loading />;
}

function HotelForm({ store }: { store: LocationsStore }) {
  const { stores } = useApp();
  const { t, i18n } = useLingui();
  const names = usePlatformTexts();
  const configuration = useStore(stores.business.$configuration);
  const hotels = useStore(store.$hotels);
  const hotelsStatus = useStore(store.$hotelsStatus);
  const submitting = useStore(store.$submitting);
  const submitError = useStore(store.$submitError);
  const selected = useStore(stores.selection.$hotelId);
  const [choice, setChoice] = useState<number | null>(selected);
  const [attempted, setAttempted] = useState(false);

  useEffect(() => {
    void store.loadHotels();
  }, [store]);
  // One hotel: nothing to choose.
  const only = hotels.length === 1 ? hotels[0]!.id : null;
  const value = choice ?? only;

  if (hotelsStatus === 'error') {
    return (
      <Screen title={t`Order online`}>
        {/* Offline is said as such: the guest's connection, not the platform, is what to fix. */}
        <ErrorNotice onRetry={() => void store.loadHotels()}>
          {browserOffline() ? i18n._(connectionMessages.offline) : t`We couldn't load the hotels. Please try again.`}
        </ErrorNotice>
      </Screen>
    );
  }
  if (hotelsStatus !== 'ready') return <Loading />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (value === null || submitting) return;
    void store.submitHotel(value);
  };
  return (
    <Screen title={configuration?.name ? t`Order from ${isolate(configuration.name, guestLocale(i18n))}` : t`Order online`}>
      <form onSubmit={onSubmit} noValidate>
        <Select
          label={t`Hotel`}
          placeholder={t`Choose a hotel`}
          options={hotels.map((hotel) => ({ value: hotel.id, label: names.place(hotel).name }))}
          value={value}
          onValueChange={(id: number) => setChoice(id)}
          error={attempted && value === null ? t`Please choose a hotel` : null}
        />
        {submitError ? <ErrorNotice>{t`We couldn't load this ordering page. Please try again.`}</ErrorNotice> : null}
        <Button type="submit" block busy={submitting}>
          <Trans>Continue</Trans>
        </Button>
      </form>
    </Screen>
  );
}
