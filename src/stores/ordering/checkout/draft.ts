import type { TipChoice } from '../../../domain/checkout';
import type { CheckoutForm, CheckoutValues } from './form';
import type { CheckoutPayment } from './payment';
import type { CouponStore } from './coupon';
import type { CalculationStore } from '../calculation';
import type { SelectionStore } from '../../first-screen/selection';
import { createPersisted } from '../../first-screen/persisted';

/**
 * The checkout in progress, before it is posted: what the guest typed and chose on this checkout
 * (fields, delivery, payment method, tip, coupon). Kept in the tab's session storage under the
 * selection's storage scope, so a reload (or a phone browser discarding the tab) brings every choice
 * back, and typed fields win over the values this device or the guest's profile remembers. It is
 * never kept longer than the tab, and never in `localStorage`.
 */
export interface CheckoutDraft {
  /** Only the fields the guest typed or chose in this checkout. */
  values: Partial<CheckoutValues>;
  /** The payment type the guest picked; null when they kept the default. */
  payment: string | null;
  /** The tip choice; null when the guest kept the default. */
  tip: TipChoice | null;
  /** The custom tip as typed (decimal text). */
  customTip: string;
  /** The coupon applied to the cart. */
  coupon: { code: string; name: string } | null;
  /** "Remember me on this device" as the guest left it; absent when they did not touch it. */
  remember?: boolean;
}

/** Reads, writes and clears the draft of one selection scope. */
export interface CheckoutDraftStore {
  read(scope: string): CheckoutDraft | null;
  write(scope: string, draft: CheckoutDraft): void;
  clear(scope: string): void;
}

/** A draft older than this is forgotten: a guest coming back hours later starts a fresh checkout. */
export const DRAFT_MAX_AGE_MS = 60 * 60 * 1000;

const TEXT_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'roomNumber', 'tableNumber', 'guestCount', 'comments', 'country'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Reads a tip choice back, or null when it is not one (storage is outside our control). */
function readTip(value: unknown): TipChoice | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'none') return { kind: 'none' };
  if (value.kind === 'percent' && typeof value.percent === 'number' && Number.isFinite(value.percent)) return { kind: 'percent', percent: value.percent };
  if ((value.kind === 'custom' || value.kind === 'fixed') && typeof value.amount === 'number' && Number.isFinite(value.amount)) {
    return { kind: value.kind, amount: value.amount };
  }
  return null;
}

/**
 * Checks a stored draft field by field and keeps what is well formed: the storage is shared with
 * the host page, so nothing read from it is trusted as is.
 */
export function readDraft(raw: unknown): CheckoutDraft | null {
  if (!isRecord(raw)) return null;
  const values: Partial<CheckoutValues> = {};
  const storedValues = isRecord(raw.values) ? raw.values : {};
  for (const field of TEXT_FIELDS) {
    const value = storedValues[field];
    if (typeof value === 'string') values[field] = value;
  }
  if (typeof storedValues.terms === 'boolean') values.terms = storedValues.terms;
  if (storedValues.deliveryOption === 'ROOM' || storedValues.deliveryOption === 'PICK_UP') values.deliveryOption = storedValues.deliveryOption;
  const coupon =
    isRecord(raw.coupon) && typeof raw.coupon.code === 'string' && raw.coupon.code.trim()
      ? { code: raw.coupon.code, name: typeof raw.coupon.name === 'string' ? raw.coupon.name : raw.coupon.code }
      : null;
  return {
    values,
    payment: typeof raw.payment === 'string' && raw.payment ? raw.payment : null,
    tip: readTip(raw.tip),
    customTip: typeof raw.customTip === 'string' ? raw.customTip : '',
    coupon,
    ...(typeof raw.remember === 'boolean' ? { remember: raw.remember } : {}),
  };
}

/** Creates the draft store over the tab's session storage (null: drafts live for the page view only). */
export function createCheckoutDraftStore(session: Storage | null, now: () => Date): CheckoutDraftStore {
  const persisted = createPersisted<unknown>(session, now, DRAFT_MAX_AGE_MS);
  const key = (scope: string) => `checkout-draft:${scope}`;
  return {
    read: (scope) => readDraft(persisted.read(key(scope))),
    write: (scope, draft) => persisted.write(key(scope), draft),
    clear: (scope) => persisted.remove(key(scope)),
  };
}

/** What the draft is made of and where it goes back. */
export interface CheckoutDraftParts {
  drafts: CheckoutDraftStore;
  selection: SelectionStore;
  form: CheckoutForm;
  payment: CheckoutPayment;
  coupon: CouponStore;
  calculation: CalculationStore;
}

/** The checkout's draft kept in step with what the guest typed and chose. */
export interface CheckoutDraftSync {
  /** Runs `clear` (which empties the form, payment, coupon…) without saving, then forgets the draft. */
  drop(clear: () => void): void;
  dispose(): void;
}

/**
 * Keeps the checkout in progress across a reload: saved per selection scope (the saved order's key)
 * on every change, and put back once the experience (its fields, payments and tips) is known.
 */
export function syncCheckoutDraft({ drafts, selection, form, payment, coupon, calculation }: CheckoutDraftParts): CheckoutDraftSync {
  let draftScope: string | null = null;
  let paused = false;
  function save(): void {
    if (paused || !draftScope) return;
    drafts.write(draftScope, {
      values: form.typedValues(),
      ...payment.choices(),
      coupon: coupon.$applied.get(),
      ...(form.rememberTouched() ? { remember: form.$remember.get() } : {}),
    });
  }
  function restore(): void {
    const scope = selection.$experience.get() ? selection.scopeKey() : null;
    if (scope === draftScope) return;
    draftScope = scope;
    const draft = scope ? drafts.read(scope) : null;
    if (!draft) return;
    paused = true;
    try {
      form.restoreTyped(draft.values);
      payment.restore(draft);
      if (draft.remember !== undefined) form.setRemember(draft.remember);
      if (draft.coupon && !coupon.$applied.get()) {
        coupon.restore(draft.coupon);
        // A cart already sent without the coupon is sent again with it.
        if (calculation.$state.get().status !== 'idle') void calculation.calculate();
      }
    } finally {
      paused = false;
    }
  }
  restore();
  const unlisten = [
    selection.$experience.listen(restore),
    form.$values.listen(save),
    form.$remember.listen(save),
    payment.$payment.listen(save),
    payment.$tipChoice.listen(save),
    payment.$customTipText.listen(save),
    coupon.$applied.listen(save),
  ];
  return {
    drop(clear) {
      paused = true;
      try {
        clear();
      } finally {
        paused = false;
      }
      if (draftScope) drafts.clear(draftScope);
    },
    dispose() {
      for (const stop of unlisten) stop();
    },
  };
}
