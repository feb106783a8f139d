import { languageOf } from '../../src/domain/locale';
import type { WireBusinessTranslationsResponse, WireExperienceTranslationsResponse } from '../../src/api/wire';
import { SEED_ALLERGENS } from './seed-allergens';
import { DEMO } from './seed';
import { MENU_DEMO } from './seed-outlets';
import { HEBREW_CHARGES } from './seed-translations';

/**
 * The sandbox translation host: business and experience translation files ("business, experience
 * and restaurant-product translations per language, keyed by resource_id") for the demo
 * businesses, in Hebrew and Spanish. Served at
 * `/translations/{businessId}/{language}/business.json` and `.../experience.json`, where
 * `translations_url` of every business configuration points; any locale of those languages
 * (`he`, `he_IL`, `es`, `es_ES`) gets its language's file, others a 404 (English is the platform's own).
 * Resource ids are location and hotel ids (business file) and experience ids (experience file).
 */

/** Where `translations_url` points (relative to the sandbox origin). */
export const TRANSLATIONS_PATH = '/translations';

/** The languages the translation host serves. */
export const PLATFORM_TEXT_LANGUAGES = ['he', 'es'] as const;
type Language = (typeof PLATFORM_TEXT_LANGUAGES)[number];

type Place = { name: string; short?: string; long?: string };
type ExperienceText = { name?: string; disclaimer?: string };

const l = { ...DEMO.locations, ...DEMO.timeLocations };
const m = MENU_DEMO.locations;
const e = DEMO.experiences;

/** Location and hotel texts by id. Every location of business 1001's home page has a name. */
const PLACES: Record<Language, Record<number, Place>> = {
  he: {
    [l.trattoria]: {
      name: 'טרטוריה לומן',
      short: 'פיצה מתנור עצים ופסטה טרייה בווסט וילג׳.',
      long: 'טרטוריה שכונתית: אנטיפסטי, פיצה נפוליטנית, פסטה בעבודת יד ורשימת יינות איטלקיים קצרה.',
    },
    [l.cornerDeli]: { name: 'קורנר דלי 24/7', short: 'בייגלס, כריכים וקפה מסביב לשעון.' },
    [l.nightOwl]: { name: 'מאפיית ינשוף הלילה', short: 'לחם טרי ממשמרת הלילה.' },
    [l.smokehouse]: { name: 'מעשנת ברוקלין', short: 'בריסקט וצלעות, בערב בלבד.' },
    [l.lisbon]: { name: 'טאשקה דו ריו', short: 'פטיסקוש על גדות הטאז׳ו, בליסבון.' },
    [l.oysterBar]: { name: 'בר הצדפות פייר 17', short: 'צדפות וצ׳אודר על המזח.' },
    [l.wineBar]: { name: 'בר היין לומן', short: 'עיינו ברשימת היינות; מזמינים בבר.' },
    [l.ramen]: { name: 'ראמן חצות', short: 'טונקוטסו עד 22:00, עם זמן חסד.' },
    [m.lumenCafe]: { name: 'קפה לומן', short: 'ארוחת בוקר, מנות לאורך היום ותפריט לילה.' },
    [m.grandBuffet]: { name: 'המזנון הגדול', short: 'אלפיים מנות, דלפק אחד.' },
    [l.inRoomDining]: { name: 'הרבור גרנד – ארוחות בחדר', short: 'עד החדר, 6:30 עד 23:00.' },
    [l.poolBar]: { name: 'בר הבריכה', short: 'נשנושים ומשקאות קרים ליד הבריכה.' },
    [DEMO.hotelId]: { name: 'מלון הרבור גרנד' },
  },
  es: {
    [l.trattoria]: {
      name: 'Trattoria Lumen',
      short: 'Pizza al horno de leña y pasta fresca en el West Village.',
      long: 'Una trattoria de barrio: antipasti, pizza napolitana, pasta hecha a mano y una breve carta de vinos italianos.',
    },
    [l.cornerDeli]: { name: 'Corner Deli 24/7', short: 'Bagels, bocadillos y café a todas horas.' },
    [l.nightOwl]: { name: 'Panadería Búho Nocturno', short: 'Pan recién hecho del turno de noche.' },
    [l.smokehouse]: { name: 'Ahumadero de Brooklyn', short: 'Brisket y costillas, solo cenas.' },
    [l.lisbon]: { name: 'Tasca do Rio', short: 'Petiscos junto al Tajo, en Lisboa.' },
    [l.oysterBar]: { name: 'Ostrería Pier 17', short: 'Ostras y chowder en el muelle.' },
    [l.wineBar]: { name: 'Vinoteca Lumen', short: 'Consulta la carta de vinos; se pide en la barra.' },
    [l.ramen]: { name: 'Ramen de Medianoche', short: 'Tonkotsu hasta las 22:00, con margen de cortesía.' },
    [m.lumenCafe]: { name: 'Café Lumen', short: 'Desayunos, platos todo el día y una carta nocturna.' },
    [m.grandBuffet]: { name: 'Gran Bufé', short: 'Dos mil platos, un solo mostrador.' },
    [l.inRoomDining]: { name: 'Harbor Grand – Servicio en la habitación', short: 'En tu habitación, de 6:30 a 23:00.' },
    [l.poolBar]: { name: 'Bar de la piscina', short: 'Picoteo y bebidas frías junto a la piscina.' },
    [DEMO.hotelId]: { name: 'Hotel Harbor Grand' },
  },
};

/** Experience texts by id: the Trattoria's experiences carry their own names. */
const EXPERIENCES: Record<Language, Record<number, ExperienceText>> = {
  he: {
    [e.trattoriaPickup]: { name: 'איסוף מהדלפק' },
    [e.trattoriaDineIn]: { name: 'ישיבה בטרטוריה' },
    [e.trattoriaDelivery]: { name: 'משלוח מהטרטוריה' },
  },
  es: {
    [e.trattoriaPickup]: { name: 'Recogida en el mostrador' },
    [e.trattoriaDineIn]: { name: 'Comer en la trattoria' },
    [e.trattoriaDelivery]: { name: 'Envío desde la trattoria' },
  },
};

/** Tax and service-charge names by the platform's name. */
const CHARGES: Record<Language, Record<string, string>> = {
  he: { ...HEBREW_CHARGES },
  es: {
    'NY Sales Tax': 'Impuesto sobre las ventas de Nueva York',
    'Service charge 3%': 'Cargo por servicio 3%',
    'In-room dining service charge': 'Cargo por servicio en la habitación',
    'Poolside service charge': 'Cargo por servicio en la piscina',
    'Resort levy': 'Tasa del complejo',
    'VAT 10%': 'IVA 10%',
    'TVA 10 %': 'IVA 10 %',
    'Consumption tax 10%': 'Impuesto al consumo 10%',
    IVA: 'IVA',
  },
};

/** Spanish allergen names by key (the allergens file itself names them in Hebrew only). */
const SPANISH_ALLERGENS: Record<string, string> = {
  gluten: 'Gluten',
  dairy: 'Lácteos',
  egg: 'Huevo',
  nuts: 'Frutos de cáscara',
  fish: 'Pescado',
  crustaceans: 'Crustáceos',
  molluscs: 'Moluscos',
  soy: 'Soja',
  sesame: 'Sésamo',
  celery: 'Apio',
  mustard: 'Mostaza',
  sulphurDioxide: 'Sulfitos',
  peanuts: 'Cacahuetes',
  lupin: 'Altramuces',
  vegetarian: 'Vegetariano',
  vegan: 'Vegano',
  glutenWheat: 'Trigo',
};

/** Promotion texts by sale id (the Diavola's sale 901). */
const SALES: Record<Language, Record<string, string>> = {
  he: { '901': 'בחירת השף השבוע' },
  es: { '901': 'La elección del chef esta semana' },
};

/** The served language of a requested locale, or null (404). */
function served(language: string): Language | null {
  const bare = languageOf(language);
  return (PLATFORM_TEXT_LANGUAGES as readonly string[]).includes(bare) ? (bare as Language) : null;
}

/** What one business owns: its locations and hotels, and their experiences (a file names only these). */
export interface OwnedResources {
  places: ReadonlySet<number>;
  experiences: ReadonlySet<number>;
}

/** GET /translations/{businessId}/{language}/business.json for the business owning `owned`, or null (404) for another language. */
export function businessTranslationsFile(owned: OwnedResources, language: string): WireBusinessTranslationsResponse | null {
  const lang = served(language);
  if (!lang) return null;
  return {
    language,
    data: Object.entries(PLACES[lang])
      .filter(([id]) => owned.places.has(Number(id)))
      .map(([id, place]) => ({
        resource_id: id,
        name: place.name,
        ...(place.short ? { short_description: place.short } : {}),
        ...(place.long ? { long_description: place.long } : {}),
      })),
    charges: { ...CHARGES[lang] },
    allergens: lang === 'he' ? Object.fromEntries(SEED_ALLERGENS.map((allergen) => [allergen.key, allergen.he])) : { ...SPANISH_ALLERGENS },
    sales: { ...SALES[lang] },
  };
}

/** GET /translations/{businessId}/{language}/experience.json for the business owning `owned`, or null (404) for another language. */
export function experienceTranslationsFile(owned: OwnedResources, language: string): WireExperienceTranslationsResponse | null {
  const lang = served(language);
  if (!lang) return null;
  return {
    language,
    data: Object.entries(EXPERIENCES[lang])
      .filter(([id]) => owned.experiences.has(Number(id)))
      .map(([id, texts]) => ({ resource_id: id, ...texts })),
  };
}
