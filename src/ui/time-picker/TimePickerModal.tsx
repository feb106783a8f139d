import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useApp } from '../../app/AppContext';
import { formatLocalDate, localDateOf } from '../../domain/time/zoned';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { TimePicker } from './TimePicker';

/** Props of {@link TimePickerModal}. */
export interface TimePickerModalProps {
  open: boolean;
  onClose(): void;
  /** Open on the time step (the home screen's time field) rather than the day step. */
  startOnTime?: boolean;
}

/**
 * The time selection popup of spec 2.3, opened from the home screen's date and time fields: the
 * picker of the selected experience (`stores.time`); each change is the selection at once, Done
 * (or Enter on a time) closes. A lazy chunk: the home screen imports it with `React.lazy`.
 */
export function TimePickerModal({ open, onClose, startOnTime }: TimePickerModalProps) {
  const { stores } = useApp();
  const { t } = useLingui();
  const picker = useStore(stores.time.$picker);
  const shown = useStore(stores.time.$shown);
  const now = useStore(stores.time.$now);
  const location = useStore(stores.selection.$location);
  const todayKey = formatLocalDate(localDateOf(now, location?.timeZone ?? 'UTC'));
  return (
    <Modal open={open} onClose={onClose} title={t`Choose a date and time`}>
      {picker ? (
        <TimePicker
          picker={picker}
          value={shown?.iso ?? null}
          onChange={(iso) => stores.time.select(iso)}
          onDone={onClose}
          startOnTime={startOnTime}
          todayKey={todayKey}
        />
      ) : null}
      <p />
      <Button block onClick={onClose}>
        <Trans>Done</Trans>
      </Button>
    </Modal>
  );
}

export default TimePickerModal;
