import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useApp } from '../app-context';
import type { LocationsStore } from '../../stores';
import { Loading } from '../../ui/Spinner';
import { useLocationsStore } from '../locations/use-locations-store';
import { experienceLabel } from '../shared/experience-labels';
import { Screen } from '../shared/layout';

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;
const optionStyles = css`
  font: inherit;
  inline-size: 100%;
  min-block-size: 48px;
  padding-block: 12px;
  padding-inline: 16px;
  text-align: start;
  border: 1px solid var(--go-border);
  border-radius: var(--go-radius);
  background: var(--go-surface);
  color: var(--go-text);
  cursor: pointer;
  &[aria-current='true'] {
    border-color: var(--go-accent);
    box-shadow: inset 0 0 0 1px var(--go-accent);
  }
`;

/**
 * Options page (mobile): the experience types of the selected hotel's locations. Picking
 * one shows the location list of that type.
 */
export function OptionsScreen() {
  const store = useLocationsStore();
  return store ? <Options store={store} /> : <Loading />;
}

const idOf = (value: string | undefined): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

function Options({ store }: { store: LocationsStore }) {
  const { deps, stores } = useApp();
  const { t, i18n } = useLingui();
  const route = useStore(deps.router.$route);
  const status = useStore(stores.business.$status);
  const selectedHotel = useStore(stores.selection.$hotelId);
  const types = useStore(store.$experienceTypes);
  const hotelId = idOf(route.query.hotel) ?? deps.startup.hotel ?? selectedHotel;
  const groupId = idOf(route.query.location_group_id) ?? deps.startup.locationGroupId;
  const current = route.query.experience ?? null;

  useEffect(() => {
    if (status === 'ready') store.setScope({ hotelId, locationGroupId: groupId });
  }, [store, status, hotelId, groupId]);
  if (status !== 'ready') return <Loading />;

  const go = (type: string | null) => {
    const query: Record<string, string> = {};
    if (hotelId !== null) query.hotel = String(hotelId);
    if (groupId !== null) query.location_group_id = String(groupId);
    if (type) query.experience = type;
    deps.router.navigate('/location', { query });
  };
  return (
    <Screen title={t`How would you like to order?`} onBack={() => go(current)}>
      <ul className={listStyles} aria-label={t`Experience types`}>
        <li>
          <button type="button" className={optionStyles} aria-current={current === null} onClick={() => go(null)}>
            <Trans>All experiences</Trans>
          </button>
        </li>
        {types.map((type) => (
          <li key={type}>
            <button type="button" className={optionStyles} aria-current={current === type} onClick={() => go(type)}>
              {experienceLabel(type, (d) => i18n._(d))}
            </button>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
