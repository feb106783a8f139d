import { fileURLToPath } from 'node:url';

const fromRoot = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

/**
 * The modules whose static closure every first screen runs (the frame, the router, the element): their
 * en_US messages ride in the widget code. So do the messages of the frame's end (cookie notice,
 * footer), whose code comes right after the first screen: they show at once when it arrives.
 */
export const FIRST_SCREEN_ENTRIES = ['src/element/boot.ts', 'src/index.ts', 'src/screens/frame/frame-end.ts'].map(fromRoot);

/**
 * The home screen (its search, experience choice and opening statuses): its en_US messages, less the
 * widget code's, ride in the home chunk, so a deep link to the menu never downloads them.
 */
export const HOME_ENTRIES = ['src/screens/home/HomeScreen.tsx'].map(fromRoot);

/**
 * What the first menu can show (the menu, notices, the menu side of the stores and the menu calls):
 * their en_US messages, less the first screen's, ride in the menu's chunk.
 */
export const MENU_ROUTE_ENTRIES = [
  'src/screens/menu/MenuScreen.tsx',
  'src/screens/shared/NoticeModal.tsx',
  'src/stores/ordering/menu-part.ts',
  'src/api/menu-calls.ts',
].map(fromRoot);

/**
 * What the menu opens over or beside its list (the item detail, the age check, the wide screens'
 * order panel): their en_US messages, less the first screen's and the menu's, are a chunk of their
 * own that downloads with those screens' code, after the first menu is on screen.
 */
export const MENU_DETAIL_ENTRIES = ['src/screens/menu/ItemDetail.tsx', 'src/screens/menu/AgeCheckModal.tsx', 'src/screens/order/OrderPanel.tsx'].map(fromRoot);

/** The source catalog: its `.po` file (which file uses which message) and its compiled messages. */
export const SOURCE_CATALOG = { po: fromRoot('src/i18n/locales/en_US/messages.po'), compiled: fromRoot('src/i18n/locales/en_US/messages.ts') };

/**
 * The loader's first paint of a deep-linked menu (its words are the React menu's own messages): its
 * en_US messages ride in the first-paint chunk, each other catalog's in a small chunk of its own.
 */
export const FIRST_PAINT_ENTRIES = ['src/element/paint-texts.ts'].map(fromRoot);

/** The catalogs other than the source, each with its compiled messages (`lingui compile --typescript`). */
export const TRANSLATED_CATALOGS = ['es_ES', 'fr_FR', 'de_DE', 'it_IT', 'he', 'ar', 'zh_CN'].map((locale) => ({
  locale,
  compiled: fromRoot(`src/i18n/locales/${locale}/messages.ts`),
}));
