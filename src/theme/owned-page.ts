/**
 * What the widget does only to a page it owns (`owns-page`): the UI configuration's favicon and
 * accessibility widget. One lazy chunk, loaded by `app/ThemeSync.tsx` only for such a page, so an
 * embedded widget never downloads it and an owned page gets it after the first screen's code.
 */
export { applyFavicon } from './favicon';
export { loadAccessibilityWidget } from './accessibility-widget';
