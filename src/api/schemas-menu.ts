/**
 * Schemas of the menu files and what decorates them (allergens, translations, currency settings,
 * stock): the part of `./schemas.ts` the first menu needs, loaded with the menu calls
 * (`./menu-calls.ts`) without the cart and checkout schemas. See `./schemas.ts`.
 */
import { array, boolean, enums, integer, lazy, nullable, number, optional, record, size, string, type, type Describe, type Struct } from 'superstruct';
import { every } from './validation';
import type {
  WireAllergen,
  WireAllergensResponse,
  WireCategory,
  WireCurrencySettings,
  WireItem,
  WireMenu,
  WireMenuTranslationsResponse,
  WireModifier,
  WireModifierGroup,
  WireOutOfStockResponse,
} from './wire';

// Modifiers nest (a modifier may open its own groups, e.g. "Fiorentina" -> "Doneness"): `lazy()`
// defers the self-reference, so any depth is validated.
export const ModifierSchema: Describe<WireModifier> = type(
  every<WireModifier>()({
    id: number(),
    pos_unique_id: string(),
    name: string(),
    price: number(),
    kcal: nullable(number()),
    allergens: array(number()),
    stock: boolean(),
    modifierGroups: optional(array(lazy((): Struct<WireModifierGroup, unknown> => ModifierGroupSchema))),
  }),
);

export const ModifierGroupSchema: Describe<WireModifierGroup> = type({
  id: number(),
  pos_unique_id: string(),
  name: string(),
  minSelect: number(),
  maxSelect: number(),
  modifiers: array(ModifierSchema),
});

export const ItemSchema: Describe<WireItem> = type(
  every<WireItem>()({
    id: number(),
    pos_unique_id: string(),
    serial_id: number(),
    name: string(),
    description: string(),
    price: number(),
    image: nullable(string()),
    kcal: nullable(number()),
    allergens: array(number()),
    under_18: boolean(),
    is_hidden: boolean(),
    modifierGroups: array(ModifierGroupSchema),
    saleIds: optional(array(number())),
    saleText: optional(nullable(string())),
  }),
);

// Categories nest (sub-categories are categories): `lazy()` defers the self-reference.
export const CategorySchema: Describe<WireCategory> = type({
  id: number(),
  bid: number(),
  serial_id: number(),
  name: string(),
  pos_unique_id: string(),
  type: enums(['category', 'subcategory'] as const),
  under_18: boolean(),
  subcategories: array(lazy((): Struct<WireCategory, unknown> => CategorySchema)),
  items: array(ItemSchema),
});

export const MenuSchema: Describe<WireMenu> = type({
  id: number(),
  name: string(),
  categories: array(CategorySchema),
});

/** The allergens file. */
export const AllergenSchema: Describe<WireAllergen> = type({
  id: number(),
  key: string(),
  name: string(),
  icon: nullable(string()),
  translations: array(type({ language: string(), text: string() })),
});

export const AllergensResponseSchema: Describe<WireAllergensResponse> = type({ allergens: array(AllergenSchema) });

/** One language's menu translation file, keyed by resource_id = pos_unique_id. */
export const MenuTranslationsResponseSchema: Describe<WireMenuTranslationsResponse> = type({
  language: string(),
  data: array(
    type(
      every<WireMenuTranslationsResponse['data'][number]>()({
        resource_id: string(),
        name: optional(nullable(string())),
        description: optional(nullable(string())),
        sale_text: optional(nullable(string())),
      }),
    ),
  ),
  charges: optional(nullable(record(string(), string()))),
});

/**
 * The currency settings file. `minorUnit` must be a whole number 0..4: it
 * scales every price, so a broken value is refused rather than shown as prices off by powers of ten.
 */
export const CurrencySettingsSchema: Describe<WireCurrencySettings> = type({
  currenciesList: array(
    type(
      every<WireCurrencySettings['currenciesList'][number]>()({
        code: string(),
        name: string(),
        minorUnit: size(integer(), 0, 4),
        symbol: string(),
        thousandsSeparator: string(),
        decimalSeparator: optional(string()),
        customSymbol: nullable(string()),
      }),
    ),
  ),
});

export const OutOfStockResponseSchema: Describe<WireOutOfStockResponse> = type({ items: array(number()) });
