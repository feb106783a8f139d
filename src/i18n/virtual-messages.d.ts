/**
 * The en_US messages the first screen uses, served by build/first-screen-messages-plugin.ts (the full
 * catalog under Vitest). The rest of the catalog is merged in by `loadAllMessages()`.
 */
declare module 'virtual:go-first-screen-messages' {
  export const messages: import('@lingui/core').Messages;
}

/**
 * The en_US messages the home screen uses beyond the first screen's, served by
 * build/first-screen-messages-plugin.ts into the home chunk (the full catalog under Vitest).
 */
declare module 'virtual:go-home-messages' {
  export const messages: import('@lingui/core').Messages;
}

/**
 * The en_US messages the first menu uses beyond the first screen's, served by
 * build/first-screen-messages-plugin.ts into the menu's chunk (the full catalog under Vitest).
 */
declare module 'virtual:go-menu-messages' {
  export const messages: import('@lingui/core').Messages;
}

/**
 * The en_US messages of what the menu opens (item detail, age check, order panel) beyond the first
 * screen's and the menu's, served by build/first-screen-messages-plugin.ts as a chunk of their own
 * (the full catalog under Vitest).
 */
declare module 'virtual:go-menu-detail-messages' {
  export const messages: import('@lingui/core').Messages;
}

/**
 * The en_US messages of the loader's first paint (src/element/paint-texts.ts), served by
 * build/first-screen-messages-plugin.ts into the first-paint chunk (the full catalog under Vitest).
 */
declare module 'virtual:go-first-paint-messages' {
  export const messages: Readonly<Record<string, unknown>>;
}

/**
 * One shipped catalog's messages of the loader's first paint, a small chunk per catalog
 * (src/element/paint-messages.ts; the full catalog under Vitest).
 */
declare module 'virtual:go-first-paint-messages/*' {
  export const messages: Readonly<Record<string, unknown>>;
}
