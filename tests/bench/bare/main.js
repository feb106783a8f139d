// The bare React baseline of tests/bench/first-paint.mjs: what any React page pays to fetch a menu
// file and render it. No router, no state library, no i18n: react + react-dom/client only.
// The menu URL comes from `?menu=` (the bench reads it from the experience settings), so both
// pages fetch the very same file. A tap on an item's name shows its details, as the widget's item
// dialog does, so the bench can time the guest's first tap on both pages.
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const menuUrl = new URLSearchParams(location.search).get('menu') ?? '/menus/files/4003.json';
const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function Category({ category, onOpen }) {
  const items = category.items.filter((item) => !item.is_hidden);
  if (!items.length && !category.subcategories.length) return null;
  return h(
    'section',
    null,
    h('h2', null, category.name),
    h(
      'ul',
      null,
      items.map((item) =>
        h(
          'li',
          { key: item.id },
          h('button', { type: 'button', onClick: () => onOpen(item) }, item.name),
          h('span', null, price.format(item.price)),
          h('p', null, item.description),
        ),
      ),
    ),
    category.subcategories.map((sub) => h(Category, { key: sub.id, category: sub, onOpen })),
  );
}

function ItemDetails({ item, onClose }) {
  return h(
    'dialog',
    { open: true, 'aria-label': item.name },
    h('h2', null, item.name),
    h('p', null, item.description),
    h('button', { type: 'button', onClick: onClose }, `Add to order ${price.format(item.price)}`),
  );
}

function Menu() {
  const [menu, setMenu] = useState(null);
  const [error, setError] = useState(null);
  const [open, setOpen] = useState(null);
  useEffect(() => {
    fetch(menuUrl)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then(setMenu, (e) => setError(String(e)));
  }, []);
  if (error) return h('p', { role: 'alert' }, error);
  if (!menu) return h('p', null, 'Loading…');
  return h(
    'div',
    null,
    h('h1', null, menu.name),
    menu.categories.map((category) => h(Category, { key: category.id, category, onOpen: setOpen })),
    open ? h(ItemDetails, { item: open, onClose: () => setOpen(null) }) : null,
  );
}

createRoot(document.getElementById('root')).render(h(Menu));
