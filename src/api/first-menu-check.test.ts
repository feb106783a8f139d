import { describe, expect, it } from 'vitest';
import { checkFirstMenuAnswers } from './first-menu-check';
import type { FirstMenuAnswers } from './preload';
import {
  wireBusinessConfiguration,
  wireCurrencySettings,
  wireExperience,
  wireFirstMenuAnswers,
  wireLocation,
  wireMenu,
  wireMenuTranslations,
  wireUiConfiguration,
} from './test-support';

type Json = Record<string, unknown>;
const answers = wireFirstMenuAnswers;

const problemOf = (value: FirstMenuAnswers) => {
  const outcome = checkFirstMenuAnswers(value);
  return outcome.ok ? null : outcome.problem;
};

describe('whether the preloaded answers allow the first paint (validated as the API client validates them)', () => {
  it('accepts answers the client accepts, for a restaurant’s active experience named by type or id', () => {
    expect(problemOf(answers())).toBeNull();
    expect(problemOf(answers({ request: { restaurant: 1, experienceType: null, experienceId: 10, languageNamed: true } }))).toBeNull();
  });

  it('refuses a malformed business configuration', () => {
    expect(problemOf(answers({ configuration: { ...wireBusinessConfiguration().data, languages: 'en_US' } as unknown as Json }))).toBe('configuration');
  });

  it('refuses a locations answer the client refuses, even when only another location is malformed', () => {
    expect(problemOf(answers({ locations: { data: [{ id: 'two' }, wireLocation(1)] } }))).toBe('locations');
  });

  it('refuses when the restaurant is not among the locations (the app shows not-found)', () => {
    expect(problemOf(answers({ locations: { data: [wireLocation(2)] } }))).toBe('restaurant');
  });

  it('refuses an experience the selection would not choose: inactive, of another type, or another’s answer', () => {
    expect(problemOf(answers({ request: { restaurant: 1, experienceType: 'DELIVERY', experienceId: null, languageNamed: false } }))).toBe('experience');
    expect(problemOf(answers({ request: { restaurant: 1, experienceType: null, experienceId: 11, languageNamed: false } }))).toBe('experience');
    expect(problemOf(answers({ request: { restaurant: 1, experienceType: 'ROOM_SERVICE', experienceId: null, languageNamed: false } }))).toBe('experience');
    expect(problemOf(answers({ experience: { ...wireExperience(), id: 99 } as unknown as Json }))).toBe('experience');
    expect(problemOf(answers({ experience: { ...wireExperience(), status: 'INACTIVE' } as unknown as Json }))).toBe('experience');
  });

  it('refuses an experience without the menu settings the paint reads (whether to show calories)', () => {
    const experience = wireExperience() as unknown as { settings: { ui: { menu: Json } } };
    delete experience.settings.ui.menu.show_calories;
    expect(problemOf(answers({ experience: experience as unknown as Json }))).toBe('experience');
    experience.settings.ui.menu.show_calories = 'yes';
    expect(problemOf(answers({ experience: experience as unknown as Json }))).toBe('experience');
  });

  it('paints a view-only menu (business view mode, VIEW_MENU, checkout off): the React menu looks the same, a tap opens the item', () => {
    const viewMode = { ...wireBusinessConfiguration().data, viewMode: true } as unknown as Json;
    expect(problemOf(answers({ configuration: viewMode }))).toBeNull();
    const checkoutOff = wireExperience();
    checkoutOff.settings.checkout.is_active = false;
    expect(problemOf(answers({ experience: checkoutOff as unknown as Json }))).toBeNull();
  });

  it('paints for a members business: the app asks a member to sign in at checkout, never before the menu', () => {
    const membersOnly = { ...wireBusinessConfiguration().data, supportMembers: true, supportGuests: false } as unknown as Json;
    expect(problemOf(answers({ configuration: membersOnly }))).toBeNull();
  });

  it('refuses a malformed experience answer', () => {
    expect(problemOf(answers({ experience: { ...wireExperience(), settings: { menus: 'none' } } as unknown as Json }))).toBe('experience');
  });

  it('refuses a malformed menu file or stock answer: the app tells the guest and leaves the menu', () => {
    expect(problemOf(answers({ menu: { data: { id: 'one', name: 42, items: 'none' } } }))).toBe('menu');
    expect(problemOf(answers({ menu: { ...wireMenu(), categories: [{ id: 1 }] } }))).toBe('menu');
    expect(problemOf(answers({ outOfStock: { items: ['100'] } }))).toBe('menu');
  });

  it('refuses when no language is named and the business’s default is not the answers’ language', () => {
    const hebrew = { ...wireBusinessConfiguration().data, default_language: 'he' } as unknown as Json;
    expect(problemOf(answers({ configuration: hebrew }))).toBe('language');
    // Named by the page (or kept from the guest's last choice): the business's default does not apply.
    expect(
      problemOf(answers({ configuration: hebrew, request: { restaurant: 1, experienceType: 'PICKUP', experienceId: null, languageNamed: true } })),
    ).toBeNull();
  });

  it('tolerates what the app does without: a malformed currency file, translation or UI configuration', () => {
    const outcome = checkFirstMenuAnswers(
      answers({
        currencySettings: { currenciesList: 'none' },
        translation: { data: 'none' },
        uiConfiguration: { data: 1 },
        uiConfigurations: [{ data: 1 }, wireUiConfiguration({ colors: { primary: '#222222' } })],
      }),
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.answers.currencySettings).toBeNull();
    expect(outcome.answers.translation).toBeNull();
    // The restaurant's own look is malformed: the business's is next, as the app falls back to it.
    expect(outcome.answers.uiConfiguration).toEqual(wireUiConfiguration({ colors: { primary: '#222222' } }));
    expect(checkFirstMenuAnswers(answers({ uiConfigurations: [{ data: 1 }, null] }))).toMatchObject({ ok: true, answers: { uiConfiguration: null } });
  });

  it('keeps valid decorations as they came', () => {
    const outcome = checkFirstMenuAnswers(answers());
    expect(outcome).toMatchObject({
      ok: true,
      answers: { currencySettings: wireCurrencySettings(), translation: wireMenuTranslations(), uiConfiguration: wireUiConfiguration() },
    });
    // The experience as the schema accepted it, typed: its settings are read from it.
    expect(outcome.ok && outcome.experience).toEqual(wireExperience());
    expect(outcome.ok && outcome.experience.settings.ui.menu.show_calories).toBe(true);
  });
});
