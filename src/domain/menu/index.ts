/** Menu, item and cart rules: pure, no React, no I/O. */
export * from './selection';
export * from './modifiers';
export * from './show-edit-item';
export * from './cart-lines';
export * from './age-check';
export * from './display';
export * from './translations';
export * from './rows';
