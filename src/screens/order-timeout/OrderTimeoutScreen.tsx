import { useLingui } from '@lingui/react/macro';
import { Screen } from '../shared/Screen';

/**
 * `/order-timeout`: a table or room session has expired. There is no way on from here but a new scan
 * of the table's or room's code, which starts a new session.
 */
export function OrderTimeoutScreen() {
  const { t } = useLingui();
  return (
    <Screen title={t`Session expired`}>
      <p role="status">{t`The menu page has expired. Please rescan your QR code to continue ordering.`}</p>
    </Screen>
  );
}
