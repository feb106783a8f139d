/**
 * The frame's top, written once: the logo of where the guest is (the way home, unless there is none)
 * and the language picker when the business offers a choice. A view (a plain function of its props, no
 * hooks), so React renders it (FrameHeader) and the loader's first paint draws the same markup before
 * React is in (src/ui/dom-render.ts).
 */
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { ownLanguageName } from '../../domain/language-names';
import type { Say } from '../../ui/say';
import { headerStyles, logoButtonStyles, logoStyles, pickerStyles } from './frame-header.styles';

/** The frame top's words. */
export const FRAME_HEADER_WORDS = {
  /** The language picker's label. */
  language: msg`Language`,
  /** The logo button's accessible name (`name`: the place's). */
  home: msg({ message: '{name} home' }),
};

/** Props of {@link FrameHeaderView}. */
export interface FrameHeaderViewProps {
  /** The logo's address (null: no logo); `shown` false keeps only its box (it loads after the first screen). */
  logo: { url: string; shown: boolean } | null;
  /** The place's name: names the way home, or the logo itself when it is no button. */
  name: string;
  /** The logo is the way home (not on a kiosk, nor when the business blocks its home page). */
  goesHome: boolean;
  /** The languages the business offers; the picker shows from two on. */
  languages: readonly string[];
  /** The one the guest reads, among `languages`. */
  current: string;
  /** The picker's id (its label points at it). */
  pickerId: string;
  say: Say;
  onHome?: () => void;
  onChooseLanguage?: (language: string) => void;
  /** At the inline end: the profile button of a business with members. */
  children?: ReactNode;
}

/** The frame's top, null when it would be empty (the paint draws nothing then). */
export function FrameHeaderView({ logo, name, goesHome, languages, current, pickerId, say, onHome, onChooseLanguage, children }: FrameHeaderViewProps) {
  const picture = !logo ? null : logo.shown ? (
    <img className={logoStyles} src={logo.url} alt={goesHome ? '' : name} />
  ) : (
    <span className={logoStyles} data-go-logo-pending="" />
  );
  return (
    <div className={headerStyles} data-go-frame="header">
      {picture && goesHome ? (
        <button type="button" className={logoButtonStyles} aria-label={say(FRAME_HEADER_WORDS.home, { name })} onClick={onHome}>
          {picture}
        </button>
      ) : (
        picture
      )}
      {languages.length > 1 ? (
        <div className={pickerStyles}>
          <label htmlFor={pickerId}>{say(FRAME_HEADER_WORDS.language)}</label>
          <select id={pickerId} value={current} onChange={onChooseLanguage && ((event) => onChooseLanguage(event.currentTarget.value))}>
            {languages.map((language) => (
              <option key={language} value={language} lang={language.replace(/_/g, '-')}>
                {ownLanguageName(language)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {children}
    </div>
  );
}
