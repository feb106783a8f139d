/** Request keys of the menu and cart calls: a newer request under the same key cancels the older one. */
export const ORDER_KEYS = {
  menu: 'menu',
  /** Cart create and update share one key: a newer save of the cart cancels an older one. */
  cart: 'cart',
  /** The allergens file goes with the menu: a newer menu's allergens cancel an older one's. */
  allergens: 'allergens',
} as const;
