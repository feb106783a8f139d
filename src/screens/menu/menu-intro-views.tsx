/**
 * What the menu says under its title, written once: the subtitle (experience, menu, place) and the note
 * that the menu is in the venue's language. Views (plain functions of their props, no hooks), so React
 * renders them (MenuScreen) and the loader's first paint draws the same markup (src/ui/dom-render.ts).
 */
import { msg } from '@lingui/core/macro';
import { PlatformText } from '../../ui/PlatformText';
import type { Say } from '../../ui/say';
import { subtleStyles } from './menu-screen.styles';

/** The intro's words. */
export const MENU_INTRO_WORDS = {
  /** Said when the platform has no translation of the menu for the guest's language. */
  venueLanguage: msg`This menu is shown in the venue's language.`,
};

/**
 * The subtitle's parts (`menuSubtitleParts`), each the venue's text in its own direction: "Pickup ·
 * Trattoria Lumen" never reorders inside Hebrew. Nothing without parts.
 */
export function MenuSubtitleView({ parts }: { parts: readonly string[] }) {
  if (!parts.length) return null;
  return (
    <p className={subtleStyles}>
      {/* No keyed Fragment: that is React's own export, which the paint must not carry. */}
      {parts.flatMap((part, index) => [index > 0 ? ' · ' : null, <PlatformText key={part}>{part}</PlatformText>])}
    </p>
  );
}

/** One polite status, where the menu starts: its names stay as the venue wrote them. */
export function VenueLanguageNoteView({ say }: { say: Say }) {
  return (
    <p className={subtleStyles} role="status" data-go-venue-language="">
      {say(MENU_INTRO_WORDS.venueLanguage)}
    </p>
  );
}
