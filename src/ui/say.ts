import type { MessageDescriptor } from '@lingui/core';

/**
 * How a view says its words: one message (a `msg` descriptor, so its Lingui id is the one React's
 * screens use) in the language shown, its `{name}` arguments filled in from `values`. React passes
 * the element i18n's (`useSay`); the loader's first paint passes its own, which looks the same
 * message up in the catalog it fetched (src/element/paint-texts.ts). Views never call a Lingui hook,
 * so both can draw them.
 */
export type Say = (descriptor: MessageDescriptor, values?: Record<string, string>) => string;
