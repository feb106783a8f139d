import { css } from '@linaria/core';
import { useLingui } from '@lingui/react/macro';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useArrival } from './use-arrival';
import { useBlockSize } from './use-block-size';

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
  /*
   * A control that gets the keyboard focus is scrolled clear of the sticky bars over the screen
   * (the footer's actions at the bottom, the menu's category tabs at the top), never under them.
   * Controls inside a sticky bar set their own margin back to 0 (:where keeps this rule weak).
   */
  & :where(a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])) {
    scroll-margin-block: calc(var(--go-sticky-start, 0px) + 8px) calc(var(--go-sticky-end, 0px) + 8px);
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
  /* Sticky itself: its controls need no clearance from it. */
  & a,
  & button,
  & input,
  & select {
    scroll-margin: 0;
  }
`;

/** Props of {@link Screen}. */
export interface ScreenProps {
  title: ReactNode;
  /** Shows a back button that calls this. */
  onBack?: () => void;
  backLabel?: string;
  /** Primary actions kept in view at the bottom. */
  footer?: ReactNode;
  /** Height in px of a sticky bar the screen keeps at its top (the menu's category tabs); focus is kept below it. */
  stickyTop?: number;
  children?: ReactNode;
}

/**
 * The frame of every screen: optional back button, the one `<h1>`, content and a sticky footer. A guest
 * arriving from another screen of the widget finds the focus on the `<h1>`, in view.
 */
export function Screen({ title, onBack, backLabel, footer, stickyTop = 0, children }: ScreenProps) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  useArrival(heading);
  const footerHeight = useBlockSize(footerRef, Boolean(footer));
  const clearance = { '--go-sticky-start': `${stickyTop}px`, '--go-sticky-end': `${footerHeight}px` } as CSSProperties;
  return (
    <section className={screenStyles} style={clearance}>
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
      {footer ? <div ref={footerRef} className={footerStyles}>{footer}</div> : null}
    </section>
  );
}
