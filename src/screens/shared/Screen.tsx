import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { useArrival } from './use-arrival';

const screenStyles = css`
  display: flex;
  flex-direction: column;
  min-block-size: 320px;
  padding-block: 16px;
  padding-inline: 16px;
  max-inline-size: 720px;
  margin-inline: auto;
  & h1 {
    font-size: 1.5em;
    line-height: 1.25;
    margin-block: 0 12px;
  }
  & h2 {
    font-size: 1.125em;
    margin-block: 16px 8px;
  }
`;
const headerStyles = css`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-block-end: 8px;
`;
const backStyles = css`
  font: inherit;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-block-size: 44px;
  padding-inline: 8px;
  border: 0;
  border-radius: var(--go-radius);
  background: transparent;
  color: var(--go-accent);
  cursor: pointer;
  & [data-arrow] {
    display: inline-block;
  }
  &:dir(rtl) [data-arrow] {
    transform: scaleX(-1);
  }
`;
const footerStyles = css`
  position: sticky;
  inset-block-end: 0;
  padding-block: 12px;
  margin-block-start: 16px;
  background: var(--go-surface);
  border-block-start: 1px solid var(--go-border);
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** Props of {@link Screen}. */
export interface ScreenProps {
  title: ReactNode;
  /** Shows a back button that calls this. */
  onBack?: () => void;
  backLabel?: string;
  /** Primary actions kept in view at the bottom. */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every screen: optional back button, the one `<h1>`, content and a sticky footer. A guest
 * arriving from another screen of the widget finds the focus on the `<h1>`, in view.
 */
export function Screen({ title, onBack, backLabel, footer, children }: ScreenProps) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useArrival(heading);
  return (
    <section className={screenStyles}>
      {onBack ? (
        <div className={headerStyles}>
          <button type="button" className={backStyles} onClick={onBack}>
            <span data-arrow="" aria-hidden="true">←</span>
            {backLabel ?? t`Back`}
          </button>
        </div>
      ) : null}
      {/* Focusable from script only: the screen's arrival moves focus here (see useArrival). */}
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children}
      {footer ? <div className={footerStyles}>{footer}</div> : null}
    </section>
  );
}
