import type { CheckoutFieldName, CheckoutFieldSetting, Experience, MenuFile } from '../domain/types';
import type { UrlGuard } from './client';
import type { WireCheckoutFieldSetting, WireExperience } from './wire';

type WireFieldName = keyof WireExperience['settings']['ui']['checkout']['fields'];

const FIELD_NAMES: Record<WireFieldName, CheckoutFieldName> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  email: 'email',
  room_number: 'roomNumber',
  table_number: 'tableNumber',
  guest_count: 'guestCount',
  comments: 'comments',
  coupons: 'coupons',
  tip: 'tip',
};

function mapField(wire: WireCheckoutFieldSetting): CheckoutFieldSetting {
  return {
    required: wire.required,
    editable: wire.editable,
    type: wire.type,
    min: wire.min ?? null,
    max: wire.max ?? null,
    label: wire.label ?? null,
    showWithPaymentTypes: wire.show_with_payment_type ? [...wire.show_with_payment_type] : null,
  };
}

/**
 * Wire experience -> domain. Menu, translation and allergen file URLs pass the allow-list
 * (`allowUrl`), which makes the relative ones experience settings may give absolute against the API
 * base; a refused file is left out (the menu then falls back to another file or says it has none).
 */
export function mapExperience(wire: WireExperience, allowUrl: UrlGuard): Experience {
  const s = wire.settings;
  const checkoutFields: Experience['checkoutFields'] = {};
  for (const [name, setting] of Object.entries(s.ui.checkout.fields) as [WireFieldName, WireCheckoutFieldSetting | undefined][]) {
    const domainName = FIELD_NAMES[name];
    if (setting && domainName) checkoutFields[domainName] = mapField(setting);
  }
  const menuFiles: MenuFile[] = s.menus.files.flatMap((file) => {
    const url = allowUrl(file.url, 'menu file url');
    return url ? [{ url, isDefault: file.is_default, days: file.days ? [...file.days] : null, from: file.from ?? null, to: file.to ?? null }] : [];
  });
  return {
    id: wire.id,
    type: wire.type,
    active: wire.status === 'ACTIVE',
    locationId: wire.restaurant_id,
    isAsapOnly: s.is_asap_only,
    displayOrderTime: s.display_order_time,
    openHours: Object.fromEntries(Object.entries(s.open_hours).map(([day, windows]) => [day, (windows ?? []).map((w) => ({ from: w.from, to: w.to }))])),
    availableDays: s.available_days,
    frameTime: s.frame_time,
    interval: s.interval,
    nextAvailable: s.slots.next_available,
    nextAvailableWithGrace: s.slots.next_available_with_grace,
    payments: {
      default: s.payments.default,
      allowed: s.payments.allowed.map((p) => ({ type: p.type, validation: p.validation ?? null })),
    },
    isRoomValidation: s.is_room_validation,
    checkoutActive: s.checkout.is_active,
    deliveries: s.deliveries.map((d) => d.type),
    menuFiles,
    menuTranslationFiles: s.menus.translations.files.flatMap((f) => {
      const url = allowUrl(f.url, 'menu translation file url');
      return url ? [{ language: f.language, url }] : [];
    }),
    allergensUrl: allowUrl(s.menus.allergens.url, 'allergens file url'),
    tip: s.ui.checkout.tip ? { options: [...s.ui.checkout.tip.options], selected: s.ui.checkout.tip.selected } : null,
    hideTipForPaymentTypes: [...s.hide_tip.payment_types],
    checkoutFields,
    showCalories: s.ui.menu.show_calories,
    showItemComments: s.ui.menu.items.show_comments,
    itemCommentMax: s.ui.menu.items.comments.max,
    myOrderDisclaimer: s.ui.my_order.disclaimer,
  };
}
