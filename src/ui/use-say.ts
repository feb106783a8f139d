import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import type { Say } from './say';

/** The element i18n's {@link Say}, a new one when the language changes (so memoized views draw again). */
export function useSay(): Say {
  // `_` is a new function whenever the language or its messages change.
  const { _ } = useLingui();
  return useMemo<Say>(() => (descriptor, values) => _({ id: descriptor.id, message: descriptor.message, values }), [_]);
}
