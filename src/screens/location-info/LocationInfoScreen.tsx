import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isCancellation } from '../../api/errors';
import { useApp } from '../app-context';
import type { Experience } from '../../domain/types';
import type { LocationsStore } from '../../stores';
import { Loading } from '../../ui/Spinner';
import { useLargeScreen } from '../../ui/use-large-screen';
import { useLocationsStore } from '../locations/use-locations-store';
import { Screen } from '../shared/Screen';
import { usePlatformTexts } from '../shared/use-platform-texts';
import { LocationInfo } from './LocationInfo';

/**
 * Location info (`/location/{id}/info`): opening hours, address, phone, long description.
 * On desktop the separate page redirects to /location, which shows the same details inline.
 */
export function LocationInfoScreen({ locationId }: { locationId: number }) {
  const store = useLocationsStore();
  return store ? <InfoPage store={store} locationId={locationId} /> : <Loading />;
}

function InfoPage({ store, locationId }: { store: LocationsStore; locationId: number }) {
  const { deps, stores } = useApp();
  const { t } = useLingui();
  const names = usePlatformTexts();
  const large = useLargeScreen();
  const route = useStore(deps.router.$route);
  const status = useStore(stores.business.$status);
  const locations = useStore(stores.business.$locations);
  const cards = useStore(store.$allCards);
  const location = locations.find((candidate) => candidate.id === locationId) ?? null;
  const card = cards.find((candidate) => candidate.location.id === locationId);
  const [fetched, setFetched] = useState<Experience | null>(null);
  const back = () => {
    const { info: _info, ...query } = route.query;
    deps.router.navigate('/location', { query });
  };

  // "On desktop the separate more-info page redirects to /location" (expanded there).
  useEffect(() => {
    if (large) deps.router.navigate('/location', { replace: true, query: { ...route.query, info: String(locationId) } });
  }, [large, deps, route.query, locationId]);
  useEffect(() => {
    if (status === 'ready' && !location) deps.router.navigate('/not-found', { replace: true, query: { reason: 'RESTAURANT_ERROR' } });
  }, [status, location, deps]);

  // Open hours come with an experience: the card's (when the list knows it), else the first active one.
  const experienceId = card?.experienceId ?? location?.experiences.find((experience) => experience.active)?.id ?? null;
  const known = card?.details ?? null;
  useEffect(() => {
    if (known || experienceId === null) return;
    let live = true;
    deps.api.getExperience(experienceId).then(
      (experience) => live && setFetched(experience),
      (error: unknown) => {
        if (!isCancellation(error)) live && setFetched(null);
      },
    );
    return () => {
      live = false;
    };
  }, [deps, experienceId, known]);

  if (status !== 'ready' || !location || large) return <Loading />;
  const name = names.place(location).name;
  return (
    <Screen title={name} onBack={back} backLabel={t`Back to locations`}>
      <LocationInfo location={location} experience={known ?? fetched} headingLevel={2} />
    </Screen>
  );
}
