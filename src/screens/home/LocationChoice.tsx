import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect } from 'react';
import { useApp } from '../app-context';
import { usePlatformTexts } from '../shared/use-platform-texts';
import type { LocationCard } from '../../stores';
import { SearchableListbox, type ListboxChoice } from '../../ui/SearchableListbox';
import { useLocationText } from '../locations/use-location-text';
import { useLocationsStore } from '../locations/use-locations-store';
import { useMinuteTicks } from '../locations/use-minute-ticks';

// Until the locations chunk is there, the choice shows names and addresses only.
const NO_CARDS = atom<LocationCard[]>([]);

/**
 * The home screen's location choice: every location of the business with its opening status (the
 * location list's status message, with "View menu" or "Not available" in front when that is what the
 * guest can do) and its address, searchable by name or address once the list is long. The statuses
 * come from the locations store (a lazy chunk), computed for the experience the guest has chosen at
 * that location, else its first one, and re-read on each minute.
 */
export function LocationChoice({ error }: { error: string | null }) {
  const { stores } = useApp();
  const { t } = useLingui();
  const text = useLocationText();
  const names = usePlatformTexts();
  const locations = useStore(stores.business.$locations);
  const locationId = useStore(stores.selection.$locationId);
  const experienceId = useStore(stores.selection.$experienceId);
  const store = useLocationsStore(false);
  const cards = useStore(store ? store.$allCards : NO_CARDS);
  const now = useStore(store ? store.$now : stores.time.$now);

  useEffect(() => {
    store?.setScope({});
  }, [store]);
  useMinuteTicks(store);

  // The chosen location's status follows the experience chosen below it.
  useEffect(() => {
    if (!store || locationId === null || experienceId === null) return;
    const card = store.$allCards.get().find((candidate) => candidate.location.id === locationId);
    if (card?.experiences.some((experience) => experience.id === experienceId)) store.chooseExperience(locationId, experienceId);
  }, [store, locationId, experienceId]);

  const statusOf = (card: LocationCard | undefined): string | null => {
    // Until the locations chunk is in, a placeholder holds the status line's place: the options keep
    // their height when the statuses arrive, so none moves under a guest's finger mid-tap.
    if (!card) return store ? null : t`Checking opening hours…`;
    if (!card.status || !card.label) return card.detailsStatus === 'error' ? t`Opening hours unavailable` : t`Checking opening hours…`;
    const status = text.status(card.status, card.location, now);
    return card.label.kind === 'view-menu' || card.label.kind === 'not-available' ? `${text.label(card.label)} · ${status}` : status;
  };

  const choices: ListboxChoice<number>[] = locations.map((location) => {
    const status = statusOf(cards.find((card) => card.location.id === location.id));
    return {
      value: location.id,
      label: names.place(location).name,
      details: [status, location.address || null].filter((line): line is string => Boolean(line)),
      // The platform's own name stays searchable beside the translated one.
      searchText: `${location.name} ${location.address}`,
    };
  });

  return (
    <SearchableListbox
      label={t`Location`}
      choices={choices}
      value={locationId}
      onValueChange={(id) => stores.selection.selectLocation(id)}
      searchLabel={t`Search by name or address`}
      noMatches={t`No locations match your search.`}
      error={error}
    />
  );
}
