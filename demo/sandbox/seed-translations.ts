import { languageOf } from '../../src/domain/locale';
import type { WireCategory, WireMenu, WireMenuTranslationsResponse, WireModifierGroup } from '../../src/api/wire';
import { CHARGE_NAMES, column, MENU_DESCRIPTIONS, MENU_NAMES, MENU_SALE_TEXTS, MENU_TEXT_LANGUAGES, type MenuTextLanguage } from './seed-menu-texts';

/**
 * Menu translation files ("restaurant-product translations per language, keyed by
 * resource_id"): the resource id is the `pos_unique_id` of a category, item, modifier group or
 * modifier. Served per experience and language at `/menus/translations/{experienceId}/{language}.json`
 * for every menu of the experience that is translated: Trattoria Lumen (4003) and the Lumen Café
 * menus (4011-4013), in every language the widget ships: `he` comes from the table below, `ar`,
 * `de_DE`, `es_ES`, `fr_FR`, `it_IT` and `zh_CN` from `./seed-menu-texts.ts`, and `en_US` restates
 * the menus' own English texts. Every resource has a name and every described item a description in
 * each of them. Any locale of a served language (`ar_SA`, `de`) gets its language's file.
 */

/** Menus with translation files; an experience using any of them lists a file per served language. */
export const TRANSLATED_MENU_IDS: readonly number[] = [4003, 4011, 4012, 4013];

/** The languages served, as named in `menus.translations.files[].language`. */
export const TRANSLATION_LANGUAGES = ['ar', 'de_DE', 'en_US', 'es_ES', 'fr_FR', 'he', 'it_IT', 'zh_CN'] as const;

/** Whether a menu has translation files. */
export function hasMenuTranslations(menuId: number): boolean {
  return TRANSLATED_MENU_IDS.includes(menuId);
}

/** Path of one experience's translation file for a language (relative to the API base). */
export const translationUrl = (experienceId: number, language: string): string => `/menus/translations/${experienceId}/${language}.json`;

/** `settings.menus.translations.files` of an experience with translated menus. */
export function translationFiles(experienceId: number): { language: string; url: string }[] {
  return TRANSLATION_LANGUAGES.map((language) => ({ language, url: translationUrl(experienceId, language) }));
}

type Text = { name: string; description?: string; saleText?: string };

/**
 * Hebrew names of the demo's taxes and service charges, keyed by the name the platform gives them
 * (the `charges` of a translation file). The business names them once, so every Hebrew file carries
 * them all; the totals lines look a name up and show the platform's own where there is none.
 */
export const HEBREW_CHARGES: Readonly<Record<string, string>> = {
  'NY Sales Tax': 'מס מכירה של ניו יורק',
  'Service charge 3%': 'דמי שירות 3%',
  'In-room dining service charge': 'דמי שירות לחדר',
  'Poolside service charge': 'דמי שירות ליד הבריכה',
  'Resort levy': 'היטל אתר נופש',
  'VAT 10%': 'מע״מ 10%',
  'TVA 10 %': 'מע״מ 10%',
  'Consumption tax 10%': 'מס צריכה 10%',
  IVA: 'מע״מ',
};

/** Hebrew texts by pos_unique_id. Every category and item of the translated menus has a name. */
export const HEBREW: Readonly<Record<string, Text>> = {
  // Trattoria Lumen (menu 4003): categories
  'CAT-101': { name: 'מנות פתיחה' },
  'CAT-102': { name: 'פיצה' },
  'CAT-103': { name: 'פסטה' },
  'CAT-104': { name: 'קינוחים' },
  'CAT-105': { name: 'משקאות' },
  'CAT-106': { name: 'יין' },
  'CAT-107': { name: 'מנות עיקריות' },
  'CAT-108': { name: 'סלטים' },
  'CAT-109': { name: 'קוקטיילים' },
  // items
  'TL-BRUSCHETTA': { name: 'ברוסקטה עגבניות', description: 'לחם מחמצת קלוי, עגבניות, בזיליקום ושום.' },
  'TL-BURRATA': { name: 'בורטה ועגבניות', description: 'בורטה קרמית, עגבניות ירושה, חומץ בלסמי מיושן.' },
  'TL-CALAMARI': { name: 'קלמרי מטוגן', description: 'קלמרי פריך עם איולי לימון.' },
  'TL-ANTIPASTO': { name: 'מגש אנטיפסטי', description: 'בחרו 2 עד 4 נקניקים וגבינות, עם פוקאצ׳ה.' },
  'TL-MARGHERITA': { name: 'מרגריטה', description: 'עגבניות סן מרצאנו, מוצרלה, בזיליקום, שמן זית.' },
  'TL-DIAVOLA': { name: 'דיאבולה', description: 'סלמי חריף, עגבניות, מוצרלה, דבש צ׳ילי.', saleText: 'בחירת השף השבוע' },
  'TL-RIGATONI': { name: 'ריגטוני אלה וודקה', description: 'רוטב עגבניות, שמנת ווודקה, פרמיג׳אנו, צ׳ילי.' },
  'TL-CARBONARA': { name: 'ספגטי קרבונרה', description: 'גואנצ׳לה, חלמון, פקורינו, פלפל שחור.' },
  'TL-BISTECCA': { name: 'ביסטקה', description: 'בקר מרעה על אש עצים, תפוחי אדמה ברוזמרין.' },
  'TL-SALAD': { name: 'סלט בהרכבה אישית', description: 'בחרו בסיס ואת כל התוספות שתרצו.' },
  'TL-TIRAMISU': { name: 'טירמיסו', description: 'בישקוטים טבולים באספרסו, מסקרפונה, קקאו.' },
  'TL-STAFF-MEAL': { name: 'ארוחת צוות', description: 'לא מופיעה בתפריט הציבורי.' },
  'TL-PELLEGRINO': { name: 'סן פלגרינו 500 מ״ל', description: 'מים מינרליים מוגזים.' },
  'TL-PERONI': { name: 'פרוני', description: 'לאגר נסטרו אצורו, 330 מ״ל. מגיל 18 ומעלה.' },
  'TL-CHIANTI': { name: 'קיאנטי קלאסיקו (כוס)', description: 'קסטלו די אמה, טוסקנה. מגיל 18 ומעלה.' },
  'TL-NEGRONI': { name: 'נגרוני', description: 'ג׳ין, קמפרי, ורמוט מתוק.' },
  'TL-SPRITZ': { name: 'אפרול שפריץ', description: 'אפרול, פרוסקו, סודה, תפוז.' },
  // modifier groups
  'MG-PASTA-SHAPE': { name: 'צורת פסטה' },
  'MG-PIZZA-EXTRAS': { name: 'תוספות לפיצה' },
  'MG-BURRATA-ADDONS': { name: 'תוספות' },
  'MG-ANTIPASTO-CHOICE': { name: 'בחרו את המבחר' },
  'MG-SALAD-BASE': { name: 'בסיס' },
  'MG-SALAD-TOPPINGS': { name: 'תוספות לסלט' },
  'MG-BISTECCA-CUT': { name: 'נתח' },
  'MG-DONENESS': { name: 'מידת עשייה' },
  // modifiers
  'MOD-SHAPE-RIGATONI': { name: 'ריגטוני' },
  'MOD-SHAPE-SPAGHETTI': { name: 'ספגטי' },
  'MOD-SHAPE-GF': { name: 'פנה ללא גלוטן' },
  'MOD-EXTRA-PROSCIUTTO': { name: 'פרושוטו די פארמה' },
  'MOD-EXTRA-MUSHROOMS': { name: 'פטריות צלויות' },
  'MOD-EXTRA-NDUJA': { name: 'נדויה' },
  'MOD-EXTRA-BURRATA': { name: 'בורטה' },
  'MOD-BURRATA-BREAD': { name: 'לחם מחמצת קלוי' },
  'MOD-BURRATA-PESTO': { name: 'פסטו בזיליקום' },
  'MOD-BURRATA-PROSCIUTTO': { name: 'פרושוטו די פארמה' },
  'MOD-BURRATA-ANCHOVIES': { name: 'אנשובי' },
  'MOD-BOARD-PROSCIUTTO': { name: 'פרושוטו די פארמה' },
  'MOD-BOARD-SALAME': { name: 'סלמי פינוקיונה' },
  'MOD-BOARD-MORTADELLA': { name: 'מורטדלה עם פיסטוק' },
  'MOD-BOARD-PECORINO': { name: 'פקורינו טוסקנו' },
  'MOD-BOARD-PARMIGIANO': { name: 'פרמיג׳אנו רג׳אנו 24 חודשים' },
  'MOD-BOARD-OLIVES': { name: 'זיתים כבושים' },
  'MOD-BOARD-TRUFFLE': { name: 'פקורינו כמהין' },
  'MOD-SALAD-ROMAINE': { name: 'חסה רומית' },
  'MOD-SALAD-ARUGULA': { name: 'רוקט' },
  'MOD-SALAD-MIXED': { name: 'עלים ירוקים' },
  'MOD-SALAD-TOP-CHICKEN': { name: 'עוף צלוי' },
  'MOD-SALAD-TOP-SHRIMP': { name: 'שרימפס בשום' },
  'MOD-SALAD-TOP-AVOCADO': { name: 'אבוקדו' },
  'MOD-SALAD-TOP-EGG': { name: 'ביצה רכה' },
  'MOD-SALAD-TOP-FETA': { name: 'פטה' },
  'MOD-SALAD-TOP-WALNUTS': { name: 'אגוזי מלך מסוכרים' },
  'MOD-SALAD-TOP-CHICKPEAS': { name: 'חומוס קלוי' },
  'MOD-SALAD-TOP-TOMATO': { name: 'עגבניות שרי' },
  'MOD-SALAD-TOP-CUCUMBER': { name: 'מלפפון' },
  'MOD-SALAD-TOP-ONION': { name: 'בצל סגול כבוש' },
  'MOD-SALAD-TOP-CROUTONS': { name: 'קרוטונים' },
  'MOD-SALAD-TOP-SEEDS': { name: 'גרעינים קלויים' },
  'MOD-CUT-TAGLIATA': { name: 'טליאטה (סינטה פרוסה)' },
  'MOD-CUT-FIORENTINA': { name: 'פיורנטינה (טי-בון לאחד)' },
  'MOD-DONENESS-RARE': { name: 'נא' },
  'MOD-DONENESS-MEDIUM-RARE': { name: 'מדיום רייר' },
  'MOD-DONENESS-MEDIUM': { name: 'מדיום' },
  'MOD-DONENESS-WELL-DONE': { name: 'עשוי היטב' },

  // Lumen Café (menus 4011-4013)
  'CAT-111': { name: 'ארוחת בוקר' },
  'CAT-112': { name: 'לילה מאוחר' },
  'CAT-113': { name: 'כריכים' },
  'CAT-114': { name: 'סלטים' },
  'LC-PANCAKES': { name: 'פנקייקים', description: 'שלושה פנקייקים חמאתיים עם סירופ מייפל.' },
  'LC-BENEDICT': { name: 'ביצים בנדיקט', description: 'ביצים עלומות, רוטב הולנדז, מאפין אנגלי.' },
  'LC-MIDNIGHT-BURGER': { name: 'המבורגר חצות', description: 'קציצה כפולה, צ׳דר, בצל מקורמל, רוטב הבית.' },
  'LC-CLUB': { name: 'קלאב סנדוויץ׳', description: 'הודו, בייקון, חסה ועגבנייה על לחם קלוי.' },
  'LC-CAESAR': { name: 'סלט קיסר', description: 'חסה רומית, פרמז׳ן, קרוטונים, רוטב קיסר.' },
  'MG-LC-PANCAKE-TOPPINGS': { name: 'תוספות' },
  'MG-LC-BENEDICT-STYLE': { name: 'סגנון' },
  'MG-LC-BURGER-ADD': { name: 'להוסיף' },
  'MG-LC-CAESAR-PROTEIN': { name: 'חלבון' },
  'MOD-LC-BLUEBERRIES': { name: 'אוכמניות' },
  'MOD-LC-WHIPPED-CREAM': { name: 'קצפת' },
  'MOD-LC-BACON-SIDE': { name: 'בייקון בצד' },
  'MOD-LC-BENEDICT-HAM': { name: 'קלאסי עם נקניק' },
  'MOD-LC-BENEDICT-SALMON': { name: 'סלמון מעושן' },
  'MOD-LC-BENEDICT-SPINACH': { name: 'פלורנטין (תרד)' },
  'MOD-LC-BURGER-CHEESE': { name: 'עוד צ׳דר' },
  'MOD-LC-BURGER-BACON': { name: 'בייקון' },
  'MOD-LC-CAESAR-CHICKEN': { name: 'עוף צלוי' },
  'MOD-LC-CAESAR-SHRIMP': { name: 'שרימפס' },
};

type Entry = WireMenuTranslationsResponse['data'][number];

/** Every resource (category, item, group, modifier, nested ones too) of some menus, in menu order. */
export function menuResources(menus: readonly WireMenu[]): { pui: string; name: string; description?: string }[] {
  const found: { pui: string; name: string; description?: string }[] = [];
  const visitGroups = (groups: readonly WireModifierGroup[] | undefined) => {
    for (const group of groups ?? []) {
      found.push({ pui: group.pos_unique_id, name: group.name });
      for (const modifier of group.modifiers) {
        found.push({ pui: modifier.pos_unique_id, name: modifier.name });
        visitGroups(modifier.modifierGroups);
      }
    }
  };
  const visit = (categories: readonly WireCategory[]) => {
    for (const category of categories) {
      found.push({ pui: category.pos_unique_id, name: category.name });
      for (const item of category.items) {
        found.push({ pui: item.pos_unique_id, name: item.name, description: item.description });
        visitGroups(item.modifierGroups);
      }
      visit(category.subcategories);
    }
  };
  for (const menu of menus) visit(menu.categories);
  return found;
}

/** The texts of one language other than Hebrew and English, by resource id. */
function otherLanguageTexts(language: MenuTextLanguage): Record<string, Text> {
  const names = column(MENU_NAMES, language);
  const descriptions = column(MENU_DESCRIPTIONS, language);
  const sales = column(MENU_SALE_TEXTS, language);
  return Object.fromEntries(
    Object.entries(names).map(([pui, name]) => {
      const text: Text = { name };
      if (descriptions[pui]) text.description = descriptions[pui];
      if (sales[pui]) text.saleText = sales[pui];
      return [pui, text];
    }),
  );
}

/** Tax and service-charge names of a served language; none for English (the platform's own). */
export function chargeNamesIn(language: string): Record<string, string> | null {
  const bare = languageOf(language);
  if (bare === 'he') return { ...HEBREW_CHARGES };
  return (MENU_TEXT_LANGUAGES as readonly string[]).includes(bare) ? column(CHARGE_NAMES, bare as MenuTextLanguage) : null;
}

/**
 * One language's translation file for the given menus (the translated ones among an experience's
 * menus), or null for a language without a file. Each resource id appears once.
 */
export function menuTranslationsFile(language: string, menus: readonly WireMenu[]): WireMenuTranslationsResponse | null {
  const bare = languageOf(language);
  if (!TRANSLATION_LANGUAGES.some((served) => languageOf(served) === bare)) return null;
  const table: Readonly<Record<string, Text>> | null =
    bare === 'he' ? HEBREW : (MENU_TEXT_LANGUAGES as readonly string[]).includes(bare) ? otherLanguageTexts(bare as MenuTextLanguage) : null;
  const seen = new Set<string>();
  const data: Entry[] = [];
  for (const resource of menuResources(menus.filter((menu) => hasMenuTranslations(menu.id)))) {
    if (seen.has(resource.pui)) continue;
    const text: Text | undefined = table ? table[resource.pui] : { name: resource.name, description: resource.description };
    if (!text) continue;
    seen.add(resource.pui);
    const entry: Entry = { resource_id: resource.pui, name: text.name };
    if (text.description) entry.description = text.description;
    if (text.saleText) entry.sale_text = text.saleText;
    data.push(entry);
  }
  const charges = chargeNamesIn(language);
  return charges ? { language, data, charges } : { language, data };
}
