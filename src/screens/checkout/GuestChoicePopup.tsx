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

const actionsStyles = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-block-start: 16px;
  padding-block-start: 16px;
  border-block-start: 1px solid var(--go-border);
`;

/** Props of {@link GuestChoicePopup}. */
export interface GuestChoicePopupProps {
  /** The guests the room validation matched (room validation result). */
  guests: readonly { token: string; firstName: string }[] | null;
  onChoose(token: string): void;
  /** Closes the popup (Close, Cancel, Escape): nothing is posted, the checkout stays as it was. */
  onCancel(): void;
  /** "I'm not listed": nothing is posted, and the checkout says that only the room's guests can charge it. */
  onNotListed(): void;
  /** The control the focus goes back to once the popup closes (Place order, which its press disabled). */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * The guest-selection popup (step 4): several guests match the room and last name, the
 * guest says who they are, and the order goes on with that guest's room token. A guest whose name is
 * not there says so ("I'm not listed"); Close, Cancel and Escape leave the checkout as it was (nothing
 * is posted).
 */
export function GuestChoicePopup({ guests, onChoose, onCancel, onNotListed, returnFocusTo }: GuestChoicePopupProps) {
  const { t } = useLingui();
  return (
    <Modal open={guests !== null && guests.length > 0} onClose={onCancel} title={t`Who is ordering?`} size={{ inline: 358 }} returnFocusTo={returnFocusTo}>
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
      <div className={actionsStyles}>
        <Button block variant="secondary" onClick={onNotListed}>
          <Trans>I'm not listed</Trans>
        </Button>
        <Button block variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </Modal>
  );
}
