import { css } from '@linaria/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { useApp } from '../app-context';
import { listTimeZone, zoneOffsetMinutes } from '../../domain/time';
import type { LocationsStore } from '../../stores';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Select } from '../../ui/Select';
import { Loading } from '../../ui/Spinner';
import { controlStyles, fieldStyles, labelStyles } from '../../ui/styles';
import { experienceLabel } from '../shared/experience-labels';
import { Screen } from '../shared/Screen';
import { LocationCardView } from './LocationCardView';
import { TimezoneNotice } from './TimezoneNotice';
import { useLargeScreen } from '../../ui/use-large-screen';
import { useLocationsStore } from './use-locations-store';
import { useMinuteTicks } from './use-minute-ticks';
import { isolate } from '../../domain/bidi';
import { guestLocale } from '../../i18n/element-i18n';

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  &[data-layout='desktop'] {
    grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  }
`;
const toolbarStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px 16px;
  margin-block-end: 8px;
  & > * {
    flex: 1 1 220px;
  }
`;
const statusStyles = css`
  margin-block: 0 8px;
  color: var(--go-muted);
  font-size: 0.9375em;
`;

/** Query values of /location as numbers, or null. */
const idOf = (value: string | undefined): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

/** Location list (`/location`): desktop and mobile variants of one screen. */
export function LocationsScreen() {
  const store = useLocationsStore();
  return store ? <LocationList store={store} /> : <Loading />;
}

// One timezone popup per element: not again after the guest closed it.
const timezoneSeen = new WeakSet<LocationsStore>();

function LocationList({ store }: { store: LocationsStore }) {
  const { deps, stores } = useApp();
  const { t, i18n } = useLingui();
  const large = useLargeScreen();
  const route = useStore(deps.router.$route);
  const status = useStore(stores.business.$status);
  const ui = useStore(stores.business.$uiConfiguration);
  const selectedHotel = useStore(stores.selection.$hotelId);
  const selectedLocation = useStore(stores.selection.$locationId);
  const hotels = useStore(store.$hotels);
  const hotelsStatus = useStore(store.$hotelsStatus);
  const cards = useStore(store.$cards);
  const all = useStore(store.$allCards);
  const types = useStore(store.$experienceTypes);
  const search = useStore(store.$search);
  const now = useStore(store.$now);
  const scope = useStore(store.$scope);
  const [expanded, setExpanded] = useState<number | null>(idOf(route.query.info));
  const [query, setQuery] = useState(search.query);
  const [timezoneOpen, setTimezoneOpen] = useState(false);
  const searchId = useId();

  // The URL's query values win, then start-up values, then the hotel chosen on the home screen.
  const hotelId = idOf(route.query.hotel) ?? deps.startup.hotel ?? selectedHotel;
  const groupId = idOf(route.query.location_group_id) ?? deps.startup.locationGroupId;
  const experienceType = route.query.experience ?? deps.startup.experience ?? null;
  const urlLocationId = idOf(route.query.restaurant) ?? deps.startup.restaurant;

  useEffect(() => {
    if (status !== 'ready') return;
    store.setScope({ hotelId, locationGroupId: groupId, experienceType, urlLocationId });
  }, [store, status, hotelId, groupId, experienceType, urlLocationId]);

  // A hotel named in the URL must exist. A failed hotels fetch is not a missing hotel: it
  // goes to the same page marked `failed=load`, which says the hotels could not be loaded, with a retry.
  useEffect(() => {
    if (hotelId === null) return;
    void store.loadHotels();
  }, [store, hotelId]);
  const hotelsFailed = hotelId !== null && hotelsStatus === 'error';
  const hotelMissing = hotelId !== null && hotelsStatus === 'ready' && !hotels.some((h) => h.id === hotelId);
  useEffect(() => {
    if (hotelsFailed) deps.router.navigate('/not-found', { replace: true, query: { reason: 'HOTEL_ERROR', failed: 'load' } });
    else if (hotelMissing) deps.router.navigate('/not-found', { replace: true, query: { reason: 'HOTEL_ERROR' } });
  }, [hotelsFailed, hotelMissing, deps]);

  useMinuteTicks(store);

  // Search as the guest types, after a short pause.
  useEffect(() => {
    if (query === store.$search.get().query) return;
    const timer = setTimeout(() => void store.search(query), 250);
    return () => clearTimeout(timer);
  }, [store, query]);

  // Timezone popup on /location when the list's zone (the one most of its locations share, never the
  // first card's: open locations sort first) differs from the device's.
  const zone = listTimeZone(all.map((card) => card.location.timeZone));
  const zoneOffset = zone ? zoneOffsetMinutes(now, zone) : null;
  const deviceOffset = -now.getTimezoneOffset();
  const zoneDiffers = zoneOffset !== null && zoneOffset !== deviceOffset;
  useEffect(() => {
    if (zoneDiffers && !timezoneSeen.has(store)) {
      timezoneSeen.add(store);
      setTimezoneOpen(true);
    }
  }, [zoneDiffers, store]);

  if (status === 'error') {
    return (
      <Screen title={t`Locations`}>
        <ErrorNotice onRetry={() => stores.start()}>{t`We couldn't load this ordering page. Please try again.`}</ErrorNotice>
      </Screen>
    );
  }
  if (status !== 'ready' || (hotelId !== null && hotelsStatus !== 'ready')) return <Loading />;

  const hotel = hotels.find((candidate) => candidate.id === hotelId);
  const hotelName = hotel?.name ?? null;
  const title = hotelName ? t`Order at ${isolate(hotelName, guestLocale(i18n))}` : t`Choose a location`;
  const typeOptions = types.map((type) => ({ value: type, label: experienceLabel(type, (d) => i18n._(d)) }));
  const listQuery = (extra: Record<string, string>) => {
    const values: Record<string, string> = { ...extra };
    if (hotelId !== null) values.hotel = String(hotelId);
    if (groupId !== null) values.location_group_id = String(groupId);
    return values;
  };
  const typeName = scope.experienceType ? experienceLabel(scope.experienceType, (d) => i18n._(d)) : null;
  const searching = search.query.trim() !== '';
  const count = cards.length;

  // Inside a native wrapper the location list is the app's entry to the widget: Back returns to the app.
  const native = deps.startup.isNative;
  const onBack = native
    ? () => deps.emit('close', { reason: 'back' })
    : deps.scope.$flow.get() === 'HOTEL' || hotelId !== null
      ? () => deps.router.navigate('/')
      : undefined;
  return (
    <Screen title={title} onBack={onBack}>
      <div className={toolbarStyles}>
        <div className={fieldStyles}>
          <label htmlFor={searchId} className={labelStyles}>
            <Trans>Search locations</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            className={controlStyles}
            value={query}
            autoComplete="off"
            placeholder={t`Name or address`}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </div>
        {typeOptions.length > 1 ? (
          large ? (
            <Select
              label={t`Experience type`}
              options={[{ value: '', label: t`All experiences` }, ...typeOptions]}
              value={scope.experienceType ?? ''}
              onValueChange={(type) => deps.router.navigate('/location', { replace: true, query: listQuery(type ? { experience: type } : {}) })}
            />
          ) : (
            <Button
              variant="secondary"
              onClick={() => deps.router.navigate('/options', { query: listQuery(scope.experienceType ? { experience: scope.experienceType } : {}) })}
            >
              {typeName ? t`Experience: ${typeName}` : t`All experiences`}
            </Button>
          )
        ) : null}
      </div>
      <p className={statusStyles} role="status" aria-live="polite">
        {searching && search.status === 'loading'
          ? t`Searching…`
          : searching && search.status === 'error'
            ? t`Search is unavailable right now.`
            : searching && search.status === 'ready'
              ? count === 0
                ? t`No locations match your search.`
                : t({ message: plural(count, { one: '# location found', other: '# locations found' }) })
              : null}
      </p>
      {!searching && cards.length === 0 ? (
        <p>
          <Trans>No locations are available.</Trans>
        </p>
      ) : null}
      <ul className={listStyles} data-layout={large ? 'desktop' : 'mobile'} aria-label={t`Locations`}>
        {cards.map((card) => (
          <li key={card.location.id}>
            <LocationCardView
              card={card}
              now={now}
              large={large}
              expanded={expanded === card.location.id}
              hideBanner={ui?.hideAvailabilityBanner ?? false}
              highlighted={selectedLocation === card.location.id}
              onToggleInfo={() => setExpanded(expanded === card.location.id ? null : card.location.id)}
              onOpenInfo={() => deps.router.navigate(`/location/${card.location.id}/info`, { query: listQuery({}) })}
              onChooseExperience={(experienceId) => store.chooseExperience(card.location.id, experienceId)}
              onStartOrder={() => store.startOrder(card.location.id)}
            />
          </li>
        ))}
      </ul>
      {timezoneOpen && zoneOffset !== null ? <TimezoneNotice offsetMinutes={zoneOffset} onClose={() => setTimezoneOpen(false)} /> : null}
    </Screen>
  );
}
