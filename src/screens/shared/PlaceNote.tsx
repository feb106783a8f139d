import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useApp } from '../app-context';
import { isolate } from '../../domain/bidi';
import { guestLocale } from '../../i18n/element-i18n';

const placeStyles = css`
  margin-block: 0 8px;
  font-weight: 600;
`;

/**
 * The table or room a QR code named ("Table 12", "Room 301"), shown where the guest orders. It is
 * text, not a field: where the order goes is fixed by the code.
 */
export function PlaceNote() {
  const { stores } = useApp();
  const { t, i18n } = useLingui();
  const place = useStore(stores.orderSession.$place);
  if (!place) return null;
  // A room like "12B" or "B-12" keeps its order inside right-to-left text.
  const locale = guestLocale(i18n);
  const parts = [place.table ? t`Table ${isolate(place.table, locale)}` : null, place.room ? t`Room ${isolate(place.room, locale)}` : null].filter(Boolean);
  return parts.length ? (
    <p className={placeStyles} data-go-place="">
      {parts.join(' · ')}
    </p>
  ) : null;
}
