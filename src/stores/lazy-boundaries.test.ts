import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticClosure } from '../../build/first-screen-messages-plugin';
import { createOrderingStores } from './index';
import { createFakeWorld, locations, MemoryStorage } from './test-support';

const src = path.resolve(import.meta.dirname, '..');
const firstScreen = [...staticClosure([path.join(src, 'register.ts')])].map((file) => path.relative(src, file).split(path.sep).join('/'));

describe('first-screen lazy boundaries (issue 2: first screen <= 85 KB gz)', () => {
  it('the script-tag entry does not statically import what the home screen does not need', () => {
    expect(firstScreen).toContain('stores/index.ts');
    expect(firstScreen).toContain('screens/home/HomeScreen.tsx');
    for (const lazy of [
      'stores/ordering.ts', 'stores/cart.ts', 'stores/calculation.ts', 'stores/checkout.ts', 'stores/menu.ts', 'stores/messages.ts',
      'stores/age-check.ts', 'stores/menu-actions.ts', 'domain/menu/index.ts', 'domain/menu/modifiers.ts',
      'domain/error-catalogue.ts', 'realtime/index.ts', 'ui/Modal.tsx', 'screens/shared/NoticeModal.tsx',
      'i18n/locales/en_US/messages.ts',
      // Issue 5: checkout, payments and the phone rules stay lazy.
      'stores/coupon.ts', 'stores/checkout-form.ts', 'stores/checkout-payment.ts', 'stores/pending-checkout.ts',
      'payments/wallet.ts', 'payments/wallet-adapter.ts', 'payments/iframe-wallet.ts', 'domain/checkout/index.ts', 'domain/checkout/phone.ts',
      // Rich text (and DOMPurify with it) is shown only on lazy screens: location cards and details, my order.
      'ui/RichText.tsx', 'ui/rich-text.ts',
    ]) {
      expect(firstScreen, lazy).not.toContain(lazy);
    }
  });

  it('creates the ordering stores only on demand and answers snapshotCart() from storage before that', async () => {
    const storage = new MemoryStorage();
    const line = { editId: 'e1', itemId: 1, posUniqueId: 'p', serialId: 1, name: 'Margherita', quantity: 2, comment: '', unitPrice: 1250, modifiers: {}, modifierPuis: [] };
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
    await stores.ordering();
    expect(stores.cart.snapshot()).toEqual(before);
  });
});
