import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useAnnounce } from '../../ui/announcer';
import { useApp } from '../app-context';

/**
 * Warns, assertively and once, when a table or room session is about to end (its last two minutes),
 * so a guest who needs more time to read or type knows to finish the order now.
 */
export function useSessionEndingAnnouncement(): void {
  const { stores } = useApp();
  const { t } = useLingui();
  const announce = useAnnounce();
  useEffect(() => {
    let warned = false;
    return stores.orderSession.$minutesLeft.subscribe((minutes) => {
      if (minutes === null) {
        warned = false;
        return;
      }
      if (warned) return;
      warned = true;
      announce(
        t`${plural(minutes, { one: 'Your ordering time ends in # minute.', other: 'Your ordering time ends in # minutes.' })} Place your order now, or scan the code again afterwards.`,
        'assertive',
      );
    });
  }, [stores, announce, t]);
}
