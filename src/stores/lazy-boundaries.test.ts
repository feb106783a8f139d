import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticClosure } from '../../build/first-screen-messages-plugin';
import { createOrderingStores } from './index';
import { createFakeWorld, locations, MemoryStorage } from './test-support';

const src = path.resolve(import.meta.dirname, '..');
const closure = (entry: string) => [...staticClosure([path.join(src, entry)])].map((file) => path.relative(src, file).split(path.sep).join('/')).sort();
// The widget code the script-tag loader imports (one chunk, `app` in vite.config.ts).
const firstScreen = closure('element/boot.ts');

describe('first-screen lazy boundaries', () => {
  it('the script-tag loader carries only the start-up preload, never React, the stores or the schemas', () => {
    // The loader starts the platform calls before the widget code arrives: it must stay a few KB. On a
    // deep link it also attaches the shadow root the painter (a chunk of its own) draws into, once the
    // page rules (the route, a kiosk, a table…) say the first screen is that menu, and decides the
    // paint's language (and asks for its words) by the element's own start-up rule (domain/element-start.ts).
    expect(closure('register.ts')).toEqual([
      'api/preload.ts',
      'api/request-url.ts',
      'domain/element-attributes.ts',
      'domain/element-config.ts',
      'domain/element-start.ts',
      'domain/kiosk/mode.ts',
      'domain/locale.ts',
      'domain/platform-url.ts',
      'domain/route-path.ts',
      'domain/startup-params.ts',
      'element/early-root.ts',
      'element/loader.ts',
      'element/paint-messages.ts',
      'element/paint-plan.ts',
      'element/safe-storage.ts',
      'element/startup-credentials.ts',
      'i18n/shown-locale.ts',
      'register.ts',
      'theme/shadow-stylesheet.ts',
      'ui/after-next-paint.ts',
    ]);
  });

  it("the loader's paint, and the views it draws, import nothing of React at run time (only its JSX runtime)", () => {
    // The views are React's own (src/ui/dom-render.ts draws them without React): a hook, `memo` or a keyed
    // `Fragment` imported from React there would bring React itself onto the paint's path.
    const painter = closure('element/static-menu.ts');
    expect(painter).toContain('screens/menu/menu-row-views.tsx');
    const runtimeReact = /^import\s+(?!type\s)[^;]*?from\s+'(react|react-dom(\/[^']*)?|@lingui\/react(\/[^']*)?|@nanostores\/react)'/m;
    for (const file of painter) expect(readFileSync(path.join(src, file), 'utf8'), file).not.toMatch(runtimeReact);
  });

  it('the widget code does not statically import what the first screen does not need', () => {
    expect(firstScreen).toContain('stores/index.ts');
    expect(firstScreen).toContain('api/preload.ts');
    // The home screen is its own chunk: a deep link to the menu never downloads it.
    expect(firstScreen).not.toContain('screens/home/HomeScreen.tsx');
    for (const lazy of [
      'stores/ordering/menu-part.ts',
      'stores/ordering/checkout-part.ts',
      'stores/ordering/cart.ts',
      'stores/ordering/calculation.ts',
      'stores/ordering/checkout/checkout.ts',
      'stores/ordering/menu.ts',
      'stores/ordering/messages.ts',
      'stores/ordering/age-check.ts',
      'stores/ordering/menu-actions.ts',
      'domain/menu/index.ts',
      'domain/menu/modifiers.ts',
      'domain/error-catalogue.ts',
      'realtime/index.ts',
      'ui/Modal.tsx',
      'screens/shared/NoticeModal.tsx',
      'i18n/locales/en_US/messages.ts',
      // Checkout, payments and the phone rules stay lazy.
      'stores/ordering/checkout/coupon.ts',
      'stores/ordering/checkout/form.ts',
      'stores/ordering/checkout/payment.ts',
      'stores/ordering/checkout/pending.ts',
      'payments/wallet.ts',
      'payments/wallet-adapter.ts',
      'payments/iframe-wallet.ts',
      'domain/checkout/index.ts',
      'domain/checkout/phone.ts',
      // Rich text (and DOMPurify with it) is shown only on lazy screens: location cards and details, my order.
      'ui/RichText.tsx',
      'ui/rich-text.ts',
      // Member screens, stores and calls are lazy chunks of their own.
      'screens/member/ProfileMenu.tsx',
      'screens/member/RegistrationModal.tsx',
      'screens/member/HistoryScreen.tsx',
      'screens/member/ProfileScreen.tsx',
      'screens/member/PaymentMethodsScreen.tsx',
      'screens/member/BirthDateField.tsx',
      'stores/members/registration.ts',
      'stores/members/history.ts',
      'stores/members/profile.ts',
      'stores/members/saved-cards.ts',
      'api/member-calls.ts',
      'api/schemas-member.ts',
      'domain/member/profile.ts',
      // The place calls no first screen makes (hotels, search, schedule, slots), the checks of a
      // named hotel or location (the stores that load those lists run them), the frame's end (cookie
      // notice, footer: after the first screen) and what only a page the widget owns gets (its
      // favicon, its accessibility widget).
      'api/place-calls.ts',
      'api/schemas-places.ts',
      'domain/not-found.ts',
      'screens/frame/CookieNotice.tsx',
      'screens/frame/FrameFooter.tsx',
      'theme/owned-page.ts',
      'theme/favicon.ts',
      'theme/accessibility-widget.ts',
    ]) {
      expect(firstScreen, lazy).not.toContain(lazy);
    }
  });

  it('the first menu path (menu screen, menu side of the stores, menu calls) leaves out the cart, order and payment modules', () => {
    const menuPath = new Set([...closure('screens/menu/MenuScreen.tsx'), ...closure('stores/ordering/menu-part.ts'), ...closure('api/menu-calls.ts')]);
    expect(menuPath).toContain('screens/menu/MenuList.tsx');
    expect(menuPath).toContain('api/schemas-menu.ts');
    expect(menuPath).toContain('stores/ordering/cart.ts');
    expect(menuPath).toContain('stores/ordering/lazy-calculation.ts');
    for (const lazy of [
      // What prices the cart (the calculation's engine, the coupon) and the error catalogue its
      // refusals are worded from load once there is something to calculate (stores/ordering/pricing-part.ts).
      'stores/ordering/pricing-part.ts',
      'stores/ordering/calculation.ts',
      'stores/ordering/checkout/coupon.ts',
      'stores/ordering/error-messages.ts',
      'domain/error-catalogue.ts',
      // The checkout side of the stores is a later chunk (stores/ordering/checkout-part.ts).
      'stores/ordering/checkout-part.ts',
      'stores/ordering/checkout/checkout.ts',
      'stores/ordering/checkout/form.ts',
      'stores/ordering/checkout/payment.ts',
      'stores/ordering/checkout/draft.ts',
      'stores/ordering/checkout/pending.ts',
      'stores/ordering/checkout/confirmation.ts',
      'stores/ordering/checkout/room-check.ts',
      'stores/ordering/checkout/wallet-card.ts',
      'stores/ordering/order.ts',
      'stores/ordering/slot-confirmation.ts',
      'stores/ordering/user-session.ts',
      'stores/ordering/member-gate.ts',
      'payments/wallet.ts',
      'domain/checkout/fields.ts',
      'domain/checkout/payments.ts',
      // Cart and checkout calls, their schemas and mappers.
      'api/order-calls.ts',
      'api/map-cart.ts',
      'api/schemas-order.ts',
      // What a tap opens (item detail, age check) and the wide screens' order panel.
      'screens/menu/ItemDetail.tsx',
      'screens/menu/AgeCheckModal.tsx',
      'screens/order/OrderPanel.tsx',
      'screens/order/OrderLines.tsx',
      'ui/Modal.tsx',
      'ui/Checkbox.tsx',
      'domain/checkout/tip.ts',
      'screens/home/HomeScreen.tsx',
      // The member screens and calls, whatever the business.
      'screens/member/ProfileScreen.tsx',
      'screens/member/PaymentMethodsScreen.tsx',
      'screens/member/HistoryScreen.tsx',
      'stores/members/profile.ts',
      'stores/members/saved-cards.ts',
      'api/member-calls.ts',
    ]) {
      expect(menuPath.has(lazy), lazy).toBe(false);
    }
  });

  it('keeps every store of a lazy folder out of the entry and every first-screen store in it', () => {
    expect(firstScreen.filter((file) => file.startsWith('stores/ordering/') || file.startsWith('stores/locations/'))).toEqual([]);
    const firstScreenStores = readdirSync(path.join(src, 'stores/first-screen')).filter((name) => !name.includes('.test.'));
    for (const name of firstScreenStores) expect(firstScreen, name).toContain(`stores/first-screen/${name}`);
  });

  it('creates the ordering stores only on demand and answers snapshotCart() from storage before that', async () => {
    const storage = new MemoryStorage();
    const line = {
      editId: 'e1',
      itemId: 1,
      posUniqueId: 'p',
      serialId: 1,
      name: 'Margherita',
      quantity: 2,
      comment: '',
      unitPrice: 1250,
      modifiers: {},
      modifierPuis: [],
    };
    const world = createFakeWorld({ storage });
    storage.setItem(`cart:7:0:${locations[0]!.id}:101`, JSON.stringify({ timestamp: world.clock.now.getTime(), value: [line] }));
    const stores = createOrderingStores(world.deps);
    expect(() => stores.cart).toThrow(/ordering\(\)/);
    expect(() => stores.age).toThrow(/ordering\(\)/);
    expect(() => stores.menuActions).toThrow(/ordering\(\)/);
    stores.start();
    await stores.started();
    stores.selection.selectLocation(locations[0]!.id);
    const before = stores.snapshotCart();
    expect(before).toMatchObject({ quantity: 2, subtotal: 2500 });
    // The menu side alone: the menu screen's stores, not yet the checkout side.
    const menuSide = await stores.menuSide();
    expect(menuSide.cart).toBe(stores.cart);
    expect(stores.cart.snapshot()).toEqual(before);
    expect(() => stores.checkout).toThrow(/ordering\(\)/);
    expect(() => stores.userSession).toThrow(/ordering\(\)/);
    const part = await stores.ordering();
    expect(part.cart).toBe(stores.cart);
    expect(part.checkout).toBe(stores.checkout);
    expect(await stores.ordering()).toBe(part);
    expect(await stores.menuSide()).toBe(menuSide);
    // The first import() of the ordering chunk transforms it cold: slow on a busy machine.
  }, 30_000);
});
