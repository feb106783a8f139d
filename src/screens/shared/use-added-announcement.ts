import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { CartLine } from '../../domain/types';
import { useAnnounce } from '../../ui/announcer';
import { useApp } from '../app-context';
import { isolate } from '../../domain/bidi';
import { guestLocale } from '../../i18n/element-i18n';

/**
 * The name of what the guest just put in the order, comparing the order's lines before and after a
 * change: a new line, or more of an existing one. Null when nothing was added (a removal, an edit
 * that lowered a quantity, the order restored or emptied).
 */
export function addedItemName(before: readonly CartLine[], after: readonly CartLine[]): string | null {
  const previous = new Map(before.map((line) => [line.editId, line.quantity]));
  for (const line of after) {
    const had = previous.get(line.editId) ?? 0;
    if (line.quantity > had) return line.name;
  }
  return null;
}

/**
 * Says "{item} added to your order" and how many items it now holds whenever the guest adds to the
 * order while this screen is shown (the focus stays where it was, so nothing else tells them).
 */
export function useAddedAnnouncement(): void {
  const { stores } = useApp();
  const { t, i18n } = useLingui();
  const announce = useAnnounce();
  useEffect(() => {
    let lines: readonly CartLine[] = stores.cart.$lines.get();
    return stores.cart.$lines.listen((next) => {
      const added = addedItemName(lines, next);
      lines = next;
      if (added === null) return;
      // The item's name in its own direction inside the sentence (an English name in Hebrew).
      const name = isolate(added, guestLocale(i18n));
      const count = next.reduce((sum, line) => sum + line.quantity, 0);
      announce(t`${name} added to your order. ${plural(count, { one: 'Your order has # item.', other: 'Your order has # items.' })}`);
    });
  }, [stores, announce, t, i18n]);
}
