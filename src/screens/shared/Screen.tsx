import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useArrival } from './use-arrival';
import { useStickyBarSize } from './use-sticky-bar-size';
import { screenStyles, footerStyles } from './screen.styles';
import { useSay } from '../../ui/use-say';
import { ScreenHeadView } from './screen-head-view';

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
  const say = useSay();
  const heading = useRef<HTMLHeadingElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  useArrival(heading);
  const footerHeight = useStickyBarSize(footerRef, Boolean(footer), 'end');
  const clearance = { '--go-sticky-start': `${stickyTop}px`, '--go-sticky-end': `${footerHeight}px` } as CSSProperties;
  return (
    <section className={screenStyles} style={clearance}>
      {ScreenHeadView({ title, hasBack: Boolean(onBack), onBack, backLabel, say, headingRef: heading })}
      {children}
      {footer ? (
        <div ref={footerRef} className={footerStyles}>
          {footer}
        </div>
      ) : null}
    </section>
  );
}
