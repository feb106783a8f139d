import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { experienceDisclaimer, experienceName, linkLabel, translatePlace } from '../../domain/platform-texts';
import type { PlatformTexts } from '../../domain/types';
import { useApp } from '../app-context';
import { experienceLabel } from './experience-labels';

/** The business's own names in the guest's language, as the screens show them. */
export interface PlatformTextsView {
  /** The loaded texts (null: the platform's own names show); for `allergenName` and the like. */
  texts: PlatformTexts | null;
  /** A location or hotel with its name and descriptions translated (`translatePlace`). */
  place<T extends { id: number; name: string; shortDescription?: string; longDescription?: string }>(place: T): T;
  /** An experience's name: the business's translated name, else the widget's label for its type. */
  experience(experience: { id: number; type: string }): string;
  /** An experience's my-order disclaimer in the guest's language (null stays null). */
  disclaimer(experience: { id: number; myOrderDisclaimer: string | null }): string | null;
  /** A footer link label of the UI configuration in the guest's language (`linkLabel`). */
  link(label: string): string;
}

/**
 * Reads the business and experience translation files of the guest's language
 * (`stores.platformTexts`); every function falls back to the platform's own text while they load,
 * when they failed, or where they say nothing.
 */
export function usePlatformTexts(): PlatformTextsView {
  const { stores } = useApp();
  const { i18n } = useLingui();
  const texts = useStore(stores.platformTexts.$texts);
  return {
    texts,
    place: (place) => translatePlace(place, texts),
    experience: (experience) => experienceName(experience.id, texts) ?? experienceLabel(experience.type, (d) => i18n._(d)),
    disclaimer: (experience) => experienceDisclaimer(experience.id, experience.myOrderDisclaimer, texts),
    link: (label) => linkLabel(label, texts),
  };
}
