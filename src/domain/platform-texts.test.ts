import { describe, expect, it } from 'vitest';
import { allergenName } from './menu';
import {
  experienceDisclaimer,
  experienceName,
  linkLabel,
  mergeChargeNames,
  needsPlatformTexts,
  platformTextUrls,
  translatePlace,
  withBusinessAllergenName,
} from './platform-texts';
import type { Allergen, PlatformTexts } from './types';

const he: PlatformTexts = {
  language: 'he',
  places: { '2003': { name: 'טרטוריה לומן', shortDescription: 'איטלקית' }, '1001': { name: 'מלון' } },
  experiences: { '4003': { name: 'איסוף מהדלפק', disclaimer: 'שימו לב' } },
  charges: { 'NY Sales Tax': 'מס מכירה', 'Service charge 3%': 'דמי שירות' },
  allergens: { dairy: 'חלב', egg: 'ביצים' },
  sales: {},
  links: { 'Legal notice': 'הודעה משפטית', Terms: ' ' },
};

const dairy: Allergen = { id: 2, key: 'dairy', name: 'Dairy', icon: null, translations: {} };

describe('needsPlatformTexts', () => {
  it('is false in the business default language (its texts are the platform own), true in any other', () => {
    expect(needsPlatformTexts('en_US', 'en_US')).toBe(false);
    expect(needsPlatformTexts('en', 'en_US')).toBe(false);
    expect(needsPlatformTexts('he', 'en_US')).toBe(true);
    expect(needsPlatformTexts('es_ES', 'en_US')).toBe(true);
    expect(needsPlatformTexts('en_US', 'he_IL')).toBe(true);
  });
});

describe('platformTextUrls', () => {
  it('names the business and experience files of a business and language under the host', () => {
    expect(platformTextUrls('https://tr.test/files/', 12, 'es_ES')).toEqual({
      business: 'https://tr.test/files/12/es_ES/business.json',
      experience: 'https://tr.test/files/12/es_ES/experience.json',
    });
  });
});

describe('translatePlace', () => {
  const place = { id: 2003, name: 'Trattoria Lumen', shortDescription: 'Italian', longDescription: 'Long', address: '1 Main' };
  it('translates the name and descriptions it has, keeping the rest', () => {
    expect(translatePlace(place, he)).toEqual({ ...place, name: 'טרטוריה לומן', shortDescription: 'איטלקית' });
  });
  it('returns the same place without texts or without an entry, and translates a hotel by name only', () => {
    expect(translatePlace(place, null)).toBe(place);
    expect(translatePlace({ ...place, id: 9 }, he)).toEqual({ ...place, id: 9 });
    expect(translatePlace({ id: 1001, name: 'Hotel' }, he)).toEqual({ id: 1001, name: 'מלון' });
  });
});

describe('experience texts', () => {
  it('names an experience only when the file does, and translates a disclaimer the experience has', () => {
    expect(experienceName(4003, he)).toBe('איסוף מהדלפק');
    expect(experienceName(4004, he)).toBeNull();
    expect(experienceName(4003, null)).toBeNull();
    expect(experienceDisclaimer(4003, 'Note', he)).toBe('שימו לב');
    expect(experienceDisclaimer(4003, null, he)).toBeNull();
    expect(experienceDisclaimer(4004, 'Note', he)).toBe('Note');
  });
});

describe('linkLabel', () => {
  it("names a footer link in the guest's language by the platform's label, else keeps the platform's", () => {
    expect(linkLabel('Legal notice', he)).toBe('הודעה משפטית');
    expect(linkLabel('Terms', he)).toBe('Terms');
    expect(linkLabel('Imprint', he)).toBe('Imprint');
    expect(linkLabel('Legal notice', null)).toBe('Legal notice');
  });
});

describe('mergeChargeNames', () => {
  it('lets the menu file win and the business file fill in; null when neither names a charge', () => {
    expect(mergeChargeNames({ 'NY Sales Tax': 'מס' }, he)).toEqual({ 'NY Sales Tax': 'מס', 'Service charge 3%': 'דמי שירות' });
    expect(mergeChargeNames(null, he)).toEqual(he.charges);
    expect(mergeChargeNames(null, null)).toBeNull();
    expect(mergeChargeNames(null, { ...he, charges: {} })).toBeNull();
  });
});

describe('withBusinessAllergenName', () => {
  it('adds the business name in the file language, which allergenName then shows', () => {
    const named = withBusinessAllergenName(dairy, he);
    expect(allergenName(named, 'he')).toBe('חלב');
    expect(allergenName(named, 'he_IL')).toBe('חלב');
    expect(allergenName(named, 'en_US')).toBe('Dairy');
  });
  it('never overrides the allergens file own translation for that language, and changes nothing without a name', () => {
    const own = { ...dairy, translations: { he_IL: 'מוצרי חלב' } };
    expect(withBusinessAllergenName(own, he)).toBe(own);
    expect(withBusinessAllergenName({ ...dairy, key: 'fish' }, he).translations).toEqual({});
    expect(withBusinessAllergenName(dairy, null)).toBe(dairy);
  });
});
