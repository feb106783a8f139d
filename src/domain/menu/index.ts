/** Menu, item and cart rules (spec 2.3, 3, 4.3, 5.2, 7.4, 9): pure, no React, no I/O. */
export * from './selection';
export * from './modifiers';
export * from './show-edit-item';
export * from './cart-lines';
export * from './age-check';
export * from './display';
export * from './translations';
export * from './rows';
