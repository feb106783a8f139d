import { describe, expect, it } from 'vitest';
import { createCheckoutDraftStore, DRAFT_MAX_AGE_MS, readDraft } from './draft';
import { MemoryStorage } from '../../test-support';

describe('checkout draft', () => {
  it('keeps only well-formed values from storage', () => {
    expect(readDraft(null)).toBeNull();
    expect(
      readDraft({
        values: { firstName: 'Dana', phone: 42, terms: true, deliveryOption: 'ROOF', comments: 'Ring twice' },
        payment: 'CASH',
        tip: { kind: 'percent', percent: 'lots' },
        customTip: 5,
        coupon: { code: ' ', name: 'x' },
      }),
    ).toEqual({ values: { firstName: 'Dana', terms: true, comments: 'Ring twice' }, payment: 'CASH', tip: null, customTip: '', coupon: null });
    expect(readDraft({ values: { deliveryOption: 'PICK_UP' }, tip: { kind: 'custom', amount: 3 }, coupon: { code: 'SAVE10' } })).toEqual({
      values: { deliveryOption: 'PICK_UP' },
      payment: null,
      tip: { kind: 'custom', amount: 3 },
      customTip: '',
      coupon: { code: 'SAVE10', name: 'SAVE10' },
    });
  });

  it('is kept per selection scope, for an hour at most', () => {
    const storage = new MemoryStorage();
    let now = new Date('2026-11-20T12:00:00Z');
    const drafts = createCheckoutDraftStore(storage, () => now);
    const draft = { values: { firstName: 'Dana' }, payment: null, tip: { kind: 'none' as const }, customTip: '', coupon: null };
    drafts.write('cart:7:0:11:101', draft);
    expect(drafts.read('cart:7:0:11:101')).toEqual(draft);
    expect(drafts.read('cart:7:0:11:102')).toBeNull();
    now = new Date(now.getTime() + DRAFT_MAX_AGE_MS + 1);
    expect(drafts.read('cart:7:0:11:101')).toBeNull();
    drafts.write('cart:7:0:11:101', draft);
    drafts.clear('cart:7:0:11:101');
    expect(drafts.read('cart:7:0:11:101')).toBeNull();
    expect(createCheckoutDraftStore(null, () => now).read('cart:7:0:11:101')).toBeNull();
  });
});
