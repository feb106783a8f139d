/**
 * The top of every screen, written once: the back button (when there is a way back) and the screen's
 * one `<h1>`. A view (a plain function of its props, no hooks), so React renders it (Screen) and the
 * loader's first paint draws the same markup (src/ui/dom-render.ts).
 */
import { msg } from '@lingui/core/macro';
import type { ReactNode, Ref } from 'react';
import { PlatformText } from '../../ui/PlatformText';
import type { Say } from '../../ui/say';
import { backStyles, headerStyles } from './screen.styles';

/** The screen top's words. */
export const SCREEN_HEAD_WORDS = {
  /** The back button's text, unless the screen names its own. */
  back: msg`Back`,
};

/** Props of {@link ScreenHeadView}. */
export interface ScreenHeadViewProps {
  title: ReactNode;
  /** Whether there is a back button; `onBack` is what it does (the paint draws it without). */
  hasBack: boolean;
  onBack?: () => void;
  backLabel?: string;
  say: Say;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The back button and the `<h1>` (focusable from script only: a screen's arrival moves focus there). */
export function ScreenHeadView({ title, hasBack, onBack, backLabel, say, headingRef }: ScreenHeadViewProps) {
  return (
    <>
      {hasBack ? (
        <div className={headerStyles}>
          <button type="button" className={backStyles} onClick={onBack}>
            <span data-arrow="" aria-hidden="true">
              ←
            </span>
            {backLabel ?? say(SCREEN_HEAD_WORDS.back)}
          </button>
        </div>
      ) : null}
      <h1 ref={headingRef} tabIndex={-1}>
        {/* A venue's name as the title keeps its own direction; the widget's own titles read the same either way. */}
        <PlatformText>{title}</PlatformText>
      </h1>
    </>
  );
}
