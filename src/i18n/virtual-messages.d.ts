/**
 * The en_US messages the first screen uses, served by build/first-screen-messages-plugin.ts (the full
 * catalog under Vitest). The rest of the catalog is merged in by `loadAllMessages()`.
 */
declare module 'virtual:go-first-screen-messages' {
  export const messages: import('@lingui/core').Messages;
}

/**
 * The en_US messages the first menu's modules use (the menu screen, the ordering stores, the menu
 * calls), served by the same plugin (the full catalog under Vitest). `loadMenuMessages()` merges it.
 */
declare module 'virtual:go-menu-messages' {
  export const messages: import('@lingui/core').Messages;
}
