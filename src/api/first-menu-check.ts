/**
 * Whether the preloaded answers of a deep link (src/api/preload.ts) say that the React app's first
 * screen is the menu the loader would paint (src/element/static-menu.ts), and that the paint can be
 * drawn from them. Each answer is validated with the very schema the API client validates it with:
 * an answer the client refuses makes the app show its own recoverable error (or go elsewhere), so the
 * loader must not paint a menu from it.
 *
 * Answers the app does without are tolerated the way the app tolerates them: a malformed currency
 * settings file means the built-in currency table, a malformed translation the menu's own words, a
 * malformed UI configuration the next one (the restaurant's, then the business's, then the default look).
 */
import type { Struct } from 'superstruct';
import { normalizeLocale } from '../domain/locale';
import type { FirstMenuAnswers } from './preload';
import type { WireExperience } from './wire';
import { BusinessConfigurationResponseSchema, ExperienceResponseSchema, LocationsResponseSchema, UiConfigurationResponseSchema } from './schemas-home';
import { CurrencySettingsSchema, MenuSchema, MenuTranslationsResponseSchema, OutOfStockResponseSchema } from './schemas-menu';
import { check } from './validation';

/** Why the answers do not allow a paint. */
export type FirstMenuProblem =
  /** The business configuration is malformed: the app shows its "could not load" message. */
  | 'configuration'
  /** The locations answer is malformed: the app shows not-found with a retry. */
  | 'locations'
  /** The restaurant is not in the locations: not-found. */
  | 'restaurant'
  /** No active experience of the restaurant matches the address, or its answer is malformed or another's. */
  | 'experience'
  /** The menu file or the stock answer is malformed: the app tells the guest and leaves the menu. */
  | 'menu'
  /** The page names no language and the business's default is not the one the answers were fetched in. */
  | 'language';

/**
 * The outcome: the answers to paint from (tolerated parts replaced) with the experience as the client's
 * schema accepted it (typed, so its settings are read without guessing), or why not.
 */
export type FirstMenuCheck = { ok: true; answers: FirstMenuAnswers; experience: WireExperience } | { ok: false; problem: FirstMenuProblem; detail: string };

const refuse = (problem: FirstMenuProblem, detail: string): FirstMenuCheck => ({ ok: false, problem, detail });

/** Checks the preloaded answers of a deep-linked menu (see the module comment). Never throws. */
export function checkFirstMenuAnswers(answers: FirstMenuAnswers): FirstMenuCheck {
  try {
    const configuration = check({ data: answers.configuration }, BusinessConfigurationResponseSchema);
    if (!configuration.ok) return refuse('configuration', configuration.problem);
    const locations = check(answers.locations, LocationsResponseSchema);
    if (!locations.ok) return refuse('locations', locations.problem);
    const { restaurant, experienceId, experienceType, languageNamed } = answers.request;
    // As the selection store restores an address: the restaurant, then its active experience of the
    // address's id (else of its type).
    const location = locations.value.data.find((candidate) => candidate.id === restaurant);
    if (!location) return refuse('restaurant', `restaurant ${String(restaurant)} is not among the locations`);
    const match = location.experiences.find(
      (candidate) => candidate.status === 'ACTIVE' && (experienceId !== null ? candidate.id === experienceId : candidate.type === experienceType),
    );
    if (!match) return refuse('experience', `restaurant ${location.id} has no active experience ${experienceId ?? experienceType ?? ''}`);
    const experience = check({ data: answers.experience }, ExperienceResponseSchema);
    if (!experience.ok) return refuse('experience', experience.problem);
    if (experience.value.data.id !== match.id || experience.value.data.status !== 'ACTIVE') {
      return refuse('experience', `the experience answer is ${experience.value.data.id} (${experience.value.data.status}), not the active ${match.id}`);
    }
    const menu = check(answers.menu, MenuSchema);
    if (!menu.ok) return refuse('menu', menu.problem);
    const stock = check(answers.outOfStock, OutOfStockResponseSchema);
    if (!stock.ok) return refuse('menu', `stock: ${stock.problem}`);
    // The business's default language applies when the page names none: the answers must be in it (the
    // preload waits for the configuration to ask for the menu's translation in it).
    const fallback = normalizeLocale(configuration.value.data.default_language);
    if (!languageNamed && fallback !== normalizeLocale(answers.language)) {
      return refuse('language', `the business shows ${fallback} by default, the answers are in ${answers.language}`);
    }
    const valid = <T>(value: unknown, schema: Struct<T, unknown>) => (value != null && check(value, schema).ok ? value : null);
    return {
      ok: true,
      answers: {
        ...answers,
        currencySettings: valid(answers.currencySettings, CurrencySettingsSchema),
        translation: valid(answers.translation, MenuTranslationsResponseSchema),
        uiConfiguration: answers.uiConfigurations.find((candidate) => valid(candidate, UiConfigurationResponseSchema) !== null) ?? null,
      },
      experience: experience.value.data,
    };
  } catch (error) {
    return refuse('configuration', String(error));
  }
}
