import { css } from '@linaria/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** Props of {@link GuestChoicePopup}. */
export interface GuestChoicePopupProps {
  /** The guests the room validation matched (room validation result). */
  guests: readonly { token: string; firstName: string }[] | null;
  onChoose(token: string): void;
  onCancel(): void;
}

/**
 * The guest-selection popup (step 4): several guests match the room and last name, the
 * guest says who they are, and the order goes on with that guest's room token. The only buttons are
 * the guests' names; Escape cancels (nothing is posted).
 */
export function GuestChoicePopup({ guests, onChoose, onCancel }: GuestChoicePopupProps) {
  const { t } = useLingui();
  return (
    <Modal open={guests !== null && guests.length > 0} onClose={onCancel} title={t`Who is ordering?`} size={{ inline: 358 }} closable={false}>
      <p>
        <Trans>Several guests are registered in this room. Please choose your name.</Trans>
      </p>
      <ul className={listStyles}>
        {(guests ?? []).map((guest) => (
          <li key={guest.token}>
            <Button block variant="secondary" onClick={() => onChoose(guest.token)}>
              {guest.firstName}
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
