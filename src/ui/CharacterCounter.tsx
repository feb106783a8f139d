import { css } from '@linaria/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

const counterStyles = css`
  color: var(--go-muted);
  font-size: 0.875em;
  margin: 0;
`;

/** Props of {@link CharacterCounter}. */
export interface CharacterCounterProps {
  /** The counter's id: give the text control `aria-describedby` with it, so the limit is read with the control. */
  id: string;
  /** The character limit. */
  max: number;
  /** Characters still allowed (the caller counts them by its own rule). */
  left: number;
}

/**
 * 'Limit {max} characters, left {remaining}' under a text control with a character limit (a checkout
 * or an item comment). A polite live region: the characters left are said as the guest types, after
 * what they typed.
 */
export function CharacterCounter({ id, max, left }: CharacterCounterProps) {
  const { i18n } = useLingui();
  const remaining = i18n.number(left);
  return (
    <p id={id} className={counterStyles} aria-live="polite">
      <Trans>
        Limit <Plural value={max} one="# character" other="# characters" />, left {remaining}
      </Trans>
    </p>
  );
}
