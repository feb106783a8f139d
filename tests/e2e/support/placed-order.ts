import { expect, type Page } from '@playwright/test';
import { checkoutBody } from '../../../demo/sandbox/test-support';
import { DEMO } from '../../../demo/sandbox/seed';
import type { WireCartRequest, WireCheckoutRequest, WireCheckoutResponse } from '../../../src/api/wire';

/**
 * Places an order with the platform's own calls (a Margherita to pick up at Trattoria Lumen), as another
 * device would: for the tests of what happens after an order, which need one but not its checkout.
 * `card` pays with the sandbox's test card (tokenized as the card-fields page does); otherwise in person.
 */
export async function placeOrderDirectly(page: Page, options: { card?: boolean } = {}): Promise<{ id: string; checkNumber: string }> {
  const cart: WireCartRequest = {
    id: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    experience_id: DEMO.experiences.trattoriaPickup,
    business_id: DEMO.businessId,
    items: [{ pui: DEMO.items.margherita, quantity: 1, comment: '', modifiers: [] }],
    comment: '',
    total_calculations: true,
    coupon_code: null,
    checkout_at: null,
  };
  const saved = await page.request.post('/restaurants/api/v3/cart', { data: cart });
  expect(saved.ok()).toBe(true);
  let payment: WireCheckoutRequest['payment'] = { type: 'PAY_IN_PERSON' };
  if (options.card) {
    const token = await page.request.post('/__sandbox/wallet/tokens', { data: { number: '4242424242424242', expiry: '12/39', cvc: '123' } });
    expect(token.ok()).toBe(true);
    const card = (await token.json()) as { payment_method_id: string; issuer_name: string; fingerprint: string; encrypted_cvv: string };
    payment = {
      type: 'WALLET',
      payment_method_id: card.payment_method_id,
      issuer_name: card.issuer_name,
      fingerprint: card.fingerprint,
      encrypted_cvv: card.encrypted_cvv,
    };
  }
  const placed = await page.request.post(`/restaurants/api/v3/cart/${cart.id}/checkout`, { data: checkoutBody(cart, payment) });
  expect(placed.ok()).toBe(true);
  const { order } = (await placed.json()) as WireCheckoutResponse;
  return { id: order.id, checkNumber: order.check_number };
}
