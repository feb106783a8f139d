/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { firstScreenMessages, staticClosure } from './build/first-screen-messages-plugin';
import { linguiMacro } from './build/lingui-macro-plugin';
import {
  FIRST_PAINT_ENTRIES,
  FIRST_SCREEN_ENTRIES,
  HOME_ENTRIES,
  MENU_DETAIL_ENTRIES,
  MENU_ROUTE_ENTRIES,
  SOURCE_CATALOG,
  TRANSLATED_CATALOGS,
} from './build/message-subsets';
import { shadowCss } from './build/shadow-css-plugin';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const wywPlugin = wyw({
  include: ['src/**/*.{ts,tsx}'],
  babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
});

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));
// The widget code ships only the en_US messages its own modules use (the frame, the router); the home
// chunk carries the home screen's, and the menu's chunk the messages of what the first menu can show
// (the menu, notices), each less the widget code's; what the menu opens (the item detail, the age
// check, the order panel) has its own messages chunk; the rest (checkout, order, members, errors of
// later screens) load lazily.
const firstScreenCatalog = firstScreenMessages({ entries: FIRST_SCREEN_ENTRIES, ...SOURCE_CATALOG });
const homeCatalog = firstScreenMessages({ id: 'virtual:go-home-messages', entries: HOME_ENTRIES, without: FIRST_SCREEN_ENTRIES, ...SOURCE_CATALOG });
const menuCatalog = firstScreenMessages({ id: 'virtual:go-menu-messages', entries: MENU_ROUTE_ENTRIES, without: FIRST_SCREEN_ENTRIES, ...SOURCE_CATALOG });
const menuDetailCatalog = firstScreenMessages({
  id: 'virtual:go-menu-detail-messages',
  entries: MENU_DETAIL_ENTRIES,
  without: [...FIRST_SCREEN_ENTRIES, ...MENU_ROUTE_ENTRIES],
  ...SOURCE_CATALOG,
});
// The loader's first paint shows the React menu's own words: their en_US messages ride in the
// first-paint chunk, and each other catalog's are a small chunk the loader asks for with the start-up
// calls (src/element/paint-messages.ts). Their `.po` origins are the source catalog's (the ids are the same).
const firstPaintCatalogs = [
  firstScreenMessages({ id: 'virtual:go-first-paint-messages', entries: FIRST_PAINT_ENTRIES, ...SOURCE_CATALOG }),
  ...TRANSLATED_CATALOGS.map(({ locale, compiled }) =>
    firstScreenMessages({ id: `virtual:go-first-paint-messages/${locale}`, entries: FIRST_PAINT_ENTRIES, po: SOURCE_CATALOG.po, compiled }),
  ),
];

/**
 * Two builds share this config (scripts/build.mjs runs both):
 * - `script` (default): `src/register.ts` -> dist/guest-ordering.js + dist/chunks/, the script-tag build.
 *   Built alone so that its first screen is one file: with a second entry, the code both entries share
 *   would move into a chunk the browser only discovers after downloading the entry (an extra round trip).
 * - `esm` (GO_BUILD=esm): `src/index.ts` -> dist/index.js + dist/esm/, the side-effect-free entry for bundlers,
 *   and `src/register.ts` -> dist/register.js (`guest-ordering/register`), so an app importing both gets one
 *   copy of the widget. No module-preload helper here: the host's bundler re-chunks these files, and
 *   preload links computed from our chunk names would point at files its output does not have.
 */
/** The modules whose static closures make the `menu` chunk of the script build. */
const MENU_PATH =
  /([\\/]src[\\/](screens[\\/]menu[\\/]MenuScreen\.tsx|stores[\\/]ordering[\\/]menu-part\.ts|api[\\/]menu-calls\.ts)|^\0virtual:go-menu-messages)$/;

const target = process.env.GO_BUILD === 'esm' ? 'esm' : 'script';

/**
 * What the `app` chunk captures (with everything those modules import): the widget code
 * (src/element/boot.ts), rolldown's runtime helpers (every chunk uses them; on their own they were one
 * more request before the first paint) and the few modules both the home screen and the first menu
 * import (labels, time status, bidi). Those used to live in the `home` chunk, which made a deep link to
 * the menu download the home screen's chunk too: one request more for ~1 KB that the widget code now
 * carries instead. Computed from the static imports, so a module the two screens start to share
 * follows by itself.
 */
function appChunkModules(): (id: string) => boolean {
  const closureOf = (...files: string[]) => staticClosure(files.map(fromRoot));
  const boot = fromRoot('./src/element/boot.ts');
  const bootClosure = closureOf('./src/element/boot.ts');
  const home = closureOf('./src/screens/home/HomeScreen.tsx');
  const menu = closureOf('./src/screens/menu/MenuScreen.tsx', './src/stores/ordering/menu-part.ts', './src/api/menu-calls.ts');
  const shared = new Set([...home].filter((file) => menu.has(file) && !bootClosure.has(file)));
  return (id) => id === boot || id === '\0rolldown/runtime.js' || shared.has(id);
}

/**
 * The loader's first paint of a deep-linked menu (src/element/static-menu.ts) in two parts: what only
 * the paint and the menu use (`paint`: the painter, the menu's rules and styles), and what the first
 * screen of any visit uses (`shared`: the screen frame, buttons, theme, locale), which the loader
 * itself carries so a plain visit downloads nothing it would not have needed anyway.
 */
function firstPaintModules(): { paint: (id: string) => boolean; shared: (id: string) => boolean } {
  const closure = staticClosure([fromRoot('./src/element/static-menu.ts')]);
  const plainVisit = staticClosure([fromRoot('./src/element/boot.ts'), fromRoot('./src/screens/home/HomeScreen.tsx')]);
  return {
    // The paint's own en_US words (src/element/paint-texts.ts) ride with the painter.
    paint: (id) => (closure.has(id) && !plainVisit.has(id)) || id === '\0virtual:go-first-paint-messages',
    shared: (id) => closure.has(id) && plainVisit.has(id),
  };
}
const firstPaint = firstPaintModules();

/**
 * What the item detail (the first tap on a menu) needs past the app and menu chunks, with its words:
 * one chunk, fetched with the widget's code on a deep link. Split into the modules it shares with later
 * screens (the dialog, the quantity stepper, the field label), it was a second round trip, found only
 * once the detail's own chunk had arrived.
 */
function menuDetailModules(): (id: string) => boolean {
  const detail = staticClosure([fromRoot('./src/screens/menu/ItemDetail.tsx')]);
  return (id) => detail.has(id) || id === '\0virtual:go-menu-detail-messages';
}

export default defineConfig({
  // Relative: lazy chunks resolve against the script's own URL, wherever a host or CDN serves it.
  base: './',
  plugins: [firstScreenCatalog, homeCatalog, menuCatalog, menuDetailCatalog, ...firstPaintCatalogs, linguiMacro(), react(), wywPlugin, shadowCss(wywPlugin)],
  // Without this the bundle throws in browsers (no `process`) and ships React's dev build too.
  define: {
    'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV === 'test' ? 'test' : 'production'),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: target === 'script',
    target: 'es2022',
    sourcemap: true,
    // Not Vite's library mode: for ES output it keeps whitespace (about 10 KB gzipped more on the
    // first screen). A plain multi-entry build minifies fully and keeps the entries' exports.
    minify: true,
    copyPublicDir: false,
    // The loader starts every chunk a first screen needs side by side itself (src/element/loader.ts):
    // Vite's preload links for its dynamic imports would only repeat those requests, and appending
    // them to the host page's <head> cost a throttled phone ~8 ms before the first paint. The other
    // chunks keep them (a lazy screen's shared chunks start with it, not after it).
    modulePreload:
      target === 'esm'
        ? false
        : {
            resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && hostId === 'guest-ordering.js' ? [] : deps),
          },
    rollupOptions: {
      input: target === 'script' ? { 'guest-ordering': 'src/register.ts' } : { index: 'src/index.ts', register: 'src/register.ts' },
      preserveEntrySignatures: 'exports-only',
      // The Babel-based Lingui and wyw transforms are slow by design; the timing report is noise.
      checks: { bundlerTimings: false },
      output: {
        format: 'es',
        chunkFileNames: target === 'script' ? 'chunks/[name]-[hash].js' : 'esm/[name]-[hash].js',
        entryFileNames: '[name].js',
        // The script build's first screen is ONE file: every module the entry imports statically
        // (`$initial`) goes into one group, and rolldown folds that group into the entry chunk (the
        // entry is left empty). Without it, rolldown's redundant-chunk-load pass decides module group
        // by module group in execution order: React's group (shared by the entry and every lazy
        // screen) comes first, is refused because modules shared by the entry and only SOME screens
        // (Button, ui/styles) import React and are not yet decided, and is never reconsidered, so
        // React, AppContext and Spinner landed in a shared chunk the entry imports (issue 3's screens
        // created those "some screens" groups). Lazy chunks import what they share from the entry.
        //
        // The entry is a small loader (src/register.ts) that starts the start-up calls and then imports
        // the widget's code (src/element/boot.ts). That code is ONE chunk too (`app`: boot.ts and every
        // module it imports statically): split into the modules it shares with lazy screens, it would
        // cost a dozen requests before the first paint. The loader's own modules stay in the loader
        // (higher priority), which the app chunk imports from.
        ...(target === 'script'
          ? {
              codeSplitting: {
                groups: [
                  { name: 'first-screen', tags: ['$initial' as const], priority: 3 },
                  // Experiment: the loader's first paint of a deep-linked menu, fetched with the start-up
                  // calls on a deep link only; the app and menu chunks import the style and menu-rule
                  // modules they share with it from here.
                  { name: 'first-screen', test: firstPaint.shared, priority: 3 },
                  { name: 'first-paint', test: firstPaint.paint, priority: 2.5 },
                  { name: 'app', test: appChunkModules(), priority: 2 },
                  // What the first menu needs past the app chunk, as one chunk (one request, not a
                  // dozen): the menu screen, the menu side of the stores, the menu calls and the menu
                  // route's messages (the full source catalog is a later chunk of its own).
                  // The home screen's closure before the menu's: what both use lives here, so a plain
                  // visit never downloads the menu chunk for a label helper (a deep link pays ~5 KB).
                  { name: 'home', test: /([\\/]src[\\/]screens[\\/]home[\\/]HomeScreen\.tsx|^\0virtual:go-home-messages)$/, priority: 1.5 },
                  { name: 'menu', test: MENU_PATH, priority: 1 },
                  { name: 'menu-detail', test: menuDetailModules(), priority: 0.5 },
                ],
              },
            }
          : {}),
        postBanner: (chunk) => (chunk.isEntry ? `/*! guest-ordering v${version} | MIT */` : ''),
      },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'demo/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
  },
});
