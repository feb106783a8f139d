import { Trans, useLingui } from '@lingui/react/macro';
import { isolateLtr } from '../../domain/bidi';
import { guestLocale } from '../../i18n/element-i18n';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useLocationText } from './use-location-text';

/**
 * The timezone popup: on /location only, when the location's zone differs from the
 * device's, telling the GMT offset the times are shown in. Queued: a "Sorry" notice already open (a menu
 * that failed and sent the guest back here) is read and closed first.
 */
export function TimezoneNotice({ offsetMinutes, onClose }: { offsetMinutes: number; onClose(): void }) {
  const { t, i18n } = useLingui();
  const text = useLocationText();
  // "GMT+03:00" is read left to right even inside Hebrew or Arabic (the sign stays before the digits).
  const offset = isolateLtr(text.gmt(offsetMinutes), guestLocale(i18n));
  return (
    <Modal open onClose={onClose} title={t`Different time zone`} queued>
      <p>
        <Trans>Times are shown in the location's local time, {offset}.</Trans>
      </p>
      <Button block onClick={onClose}>
        <Trans>OK</Trans>
      </Button>
    </Modal>
  );
}
