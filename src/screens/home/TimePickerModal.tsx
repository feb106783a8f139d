import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useApp } from '../app-context';
import { formatLocalDate, localDateOf } from '../../domain/time/zoned';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TimePicker } from '../../ui/time-picker/TimePicker';

/** Props of {@link TimePickerModal}. */
export interface TimePickerModalProps {
  open: boolean;
  onClose(): void;
  /** Open on the time step (the home screen's time field) rather than the day step. */
  startOnTime?: boolean;
}

/**
 * The time selection popup (a day, then a time among the experience's slots), opened from the home
 * screen's date and time fields: the picker of the selected experience (`stores.time`); each change
 * is the selection at once, Done (or Enter on a time) closes. A lazy chunk: the home screen imports
 * it with `React.lazy`. It reads the stores, so it lives with the screens; `ui/time-picker` keeps the
 * store-free picker.
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
          clock={{ timeZone: location?.timeZone ?? 'UTC', timeFormat: location?.timeFormat }}
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
