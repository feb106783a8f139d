import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../app-context';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Modal } from '../../ui/Modal';

const actionsStyles = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-block-start: 16px;
`;

/**
 * The alcohol age check ("alcohol age check (with a 'do not ask again' option)"): shown
 * while `stores.age.$request` is set, before the first under-18 item opens or is added. Confirm runs
 * the pending action; 'do not ask again' stores IS_ADULT (the age store decides where).
 */
export function AgeCheckModal() {
  const { stores } = useApp();
  const { t } = useLingui();
  const request = useStore(stores.age.$request);
  const itemName = request?.itemName ?? null;
  const [dontAsk, setDontAsk] = useState(false);
  const actionsRef = useRef<HTMLDivElement>(null);

  // Each request starts unchecked; the confirm button takes the focus (the safe default is not to
  // agree by accident, but the dialog's purpose is the answer, and Escape cancels).
  useEffect(() => {
    if (!request) return;
    setDontAsk(false);
    const frame = requestAnimationFrame(() => actionsRef.current?.querySelector('button')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [request]);

  return (
    <Modal open={request !== null} onClose={() => stores.age.cancel()} title={t`Are you over 18?`}>
      <p>{itemName ? <Trans>{itemName} contains alcohol. You must be 18 or older to order it.</Trans> : null}</p>
      <Checkbox checked={dontAsk} onCheckedChange={setDontAsk} label={t`Do not ask again`} />
      <div ref={actionsRef} className={actionsStyles}>
        <Button block onClick={() => stores.age.confirm(dontAsk)}>
          <Trans>Yes, I am 18 or older</Trans>
        </Button>
        <Button block variant="secondary" onClick={() => stores.age.cancel()}>
          <Trans>No</Trans>
        </Button>
      </div>
    </Modal>
  );
}
