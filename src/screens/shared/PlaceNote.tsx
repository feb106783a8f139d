import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useApp } from '../app-context';

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
  const { t } = useLingui();
  const place = useStore(stores.orderSession.$place);
  if (!place) return null;
  const parts = [place.table ? t`Table ${place.table}` : null, place.room ? t`Room ${place.room}` : null].filter(Boolean);
  return parts.length ? (
    <p className={placeStyles} data-go-place="">
      {parts.join(' · ')}
    </p>
  ) : null;
}
