import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useLocationText } from './use-location-text';

/**
 * The timezone popup: on /location only, when the location's zone differs from the
 * device's, telling the GMT offset the times are shown in.
 */
export function TimezoneNotice({ offsetMinutes, onClose }: { offsetMinutes: number; onClose(): void }) {
  const { t } = useLingui();
  const text = useLocationText();
  const offset = text.gmt(offsetMinutes);
  return (
    <Modal open onClose={onClose} title={t`Different time zone`}>
      <p>
        <Trans>Times are shown in the location's local time, {offset}.</Trans>
      </p>
      <Button block onClick={onClose}>
        <Trans>OK</Trans>
      </Button>
    </Modal>
  );
}
