// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrency } from '../../domain/currency';
import type { Allergen, MenuItem } from '../../domain/types';
import { allergenInitials } from '../../ui/AllergenIcons';
import { MenuItemRow, type MenuItemRowProps } from './MenuItemRow';
import { intlTag } from '../../domain/locale';

afterEach(cleanup);
const i18n = setupI18n({ locale: 'en_US', locales: ['en-US'], messages: { en_US: {} } });

const item = (patch: Partial<MenuItem> = {}): MenuItem => ({
  id: 1,
  posUniqueId: 'P-1',
  serialId: 101,
  name: 'Margherita',
  description: 'Tomato, mozzarella, basil.',
  price: 1600,
  image: null,
  kcal: 860.4,
  allergens: [],
  under18: false,
  hidden: false,
  modifierGroups: [],
  saleText: null,
  ...patch,
});
const allergen = (id: number, key: string, name: string, he?: string): Allergen => ({
  id,
  key,
  name,
  icon: key === 'gluten' ? 'https://example.test/gluten.svg' : null,
  translations: he ? { he } : {},
});
const ALLERGENS = new Map<number, Allergen>(
  [
    allergen(1, 'gluten', 'Gluten', 'גלוטן'),
    allergen(2, 'dairy', 'Dairy', 'חלב'),
    allergen(3, 'egg', 'Egg'),
    allergen(4, 'soy', 'Soy'),
    allergen(5, 'fish', 'Fish'),
    allergen(6, 'sulphurDioxide', 'Sulphur dioxide'),
  ].map((a) => [a.id, a]),
);

function renderRow(patch: Partial<MenuItemRowProps> = {}) {
  const props: MenuItemRowProps = {
    item: item(),
    currency: getCurrency('USD'),
    locale: 'en_US',
    allergens: ALLERGENS,
    allergensPending: false,
    showCalories: true,
    available: true,
    adult: false,
    desktop: false,
    onTap: vi.fn(),
    onOpen: vi.fn(),
    ...patch,
  };
  // The row speaks its i18n's language: a `locale` other than en_US gets an i18n of its own.
  const rowI18n = props.locale === 'en_US' ? i18n : setupI18n({ locale: props.locale, locales: [intlTag(props.locale)], messages: { [props.locale]: {} } });
  render(
    <I18nProvider i18n={rowI18n}>
      <MenuItemRow {...props} />
    </I18nProvider>,
  );
  return props;
}

describe('MenuItemRow', () => {
  it('shows name, description, price and rounded calories; Add taps and the name opens details', () => {
    const props = renderRow();
    expect(screen.getByText('Tomato, mozzarella, basil.')).toBeTruthy();
    expect(screen.getByText('$16.00')).toBeTruthy();
    expect(screen.getByText('860 kcal')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Margherita' }));
    expect(props.onTap).toHaveBeenCalledWith(props.item);
    fireEvent.click(screen.getByRole('button', { name: 'Margherita, details' }));
    expect(props.onOpen).toHaveBeenCalledWith(props.item);
  });

  it('hides calories unless the experience shows them, and shows sale text and the 18+ mark', () => {
    renderRow({ showCalories: false, adult: true, item: item({ saleText: '10% off' }) });
    expect(screen.queryByText(/kcal/)).toBeNull();
    expect(screen.getByText('10% off')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Over 18 only' })).toBeTruthy();
  });

  it('lists at most five allergen icons, named in the guest language', () => {
    renderRow({ locale: 'he', item: item({ allergens: [1, 2, 3, 4, 5, 6] }) });
    const list = screen.getByRole('list', { name: 'Allergens' });
    const icons = within(list).getAllByRole('img');
    expect(icons).toHaveLength(5);
    expect(icons.map((icon) => icon.getAttribute('alt') ?? icon.getAttribute('aria-label'))).toEqual(['גלוטן', 'חלב', 'Egg', 'Soy', 'Fish']);
    // Prices in a right-to-left language keep the symbol before the digits (an LTR isolate).
    expect(screen.getByText('\u2066$16.00\u2069')).toBeTruthy();
  });

  it('keeps the room of up to five icons while the allergens file loads, hidden from assistive technology', () => {
    renderRow({ allergensPending: true, allergens: new Map(), item: item({ allergens: [1, 2, 3, 4, 5, 6] }) });
    expect(screen.queryByRole('list', { name: 'Allergens' })).toBeNull();
    const slots = document.querySelector('[data-allergen-slots]');
    expect(slots?.getAttribute('aria-hidden')).toBe('true');
    expect(slots?.children).toHaveLength(5);
    cleanup();
    renderRow({ allergensPending: true, allergens: new Map(), item: item({ allergens: [3, 4] }) });
    expect(document.querySelector('[data-allergen-slots]')?.children).toHaveLength(2);
    cleanup();
    // An item without allergens keeps no room.
    renderRow({ allergensPending: true, allergens: new Map() });
    expect(document.querySelector('[data-allergen-slots]')).toBeNull();
  });

  it('an Arabic row writes its price and calories in Arabic-Indic digits, and isolates a Latin name', () => {
    renderRow({ locale: 'ar', item: item({ name: 'Margherita (large)' }) });
    expect(screen.getByText('\u2066$١٦٫٠٠\u2069')).toBeTruthy();
    expect(screen.getByText(/^٨٦٠ /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Margherita (large), details' }).querySelector('bdi')?.textContent).toBe('Margherita (large)');
  });

  it('an unavailable item has no Add button and says so', () => {
    renderRow({ available: false });
    expect(screen.queryByRole('button', { name: 'Add Margherita' })).toBeNull();
    expect(screen.getByText('Unavailable')).toBeTruthy();
  });

  it('prices follow the currency: JPY without decimals, KWD with three', () => {
    renderRow({ item: item({ price: 1200 }), currency: getCurrency('JPY') });
    expect(screen.getByText('¥1,200')).toBeTruthy();
    cleanup();
    renderRow({ item: item({ price: 4250 }), currency: getCurrency('KWD') });
    expect(screen.getByText('KD4.250')).toBeTruthy();
  });
});

describe('menu helpers', () => {
  it('allergens without an icon show two initials', () => {
    expect(allergenInitials('sulphurDioxide')).toBe('SD');
    expect(allergenInitials('egg')).toBe('EG');
    expect(allergenInitials('glutenWheat')).toBe('GW');
  });

  it("the initials come from the name in the guest's language", () => {
    expect(allergenInitials('Sulphur dioxide')).toBe('SD');
    expect(allergenInitials('גלוטן')).toBe('גל');
    expect(allergenInitials('חלב ומוצריו')).toBe('חו');
  });
});
