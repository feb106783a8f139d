import { useLingui } from '@lingui/react/macro';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useArrival } from './use-arrival';
import { useBlockSize } from './use-block-size';
import { screenStyles, headerStyles, backStyles, footerStyles } from './screen.styles';
import { PlatformText } from '../../ui/PlatformText';

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
            <span data-arrow="" aria-hidden="true">
              ←
            </span>
            {backLabel ?? t`Back`}
          </button>
        </div>
      ) : null}
      {/* Focusable from script only: the screen's arrival moves focus here (see useArrival). */}
      <h1 ref={heading} tabIndex={-1}>
        {/* A venue's name as the title keeps its own direction; the widget's own titles read the same either way. */}
        <PlatformText>{title}</PlatformText>
      </h1>
      {children}
      {footer ? (
        <div ref={footerRef} className={footerStyles}>
          {footer}
        </div>
      ) : null}
    </section>
  );
}
