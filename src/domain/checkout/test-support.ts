import type { CheckoutFieldSetting, Experience } from '../types';

/** A test experience: PICKUP paying in person with no field settings, overridable per test. */
export function experience(over: Partial<Experience> = {}): Experience {
  return {
    id: 3004,
    type: 'PICKUP',
    active: true,
    locationId: 1,
    isAsapOnly: false,
    displayOrderTime: true,
    openHours: {},
    availableDays: 7,
    frameTime: 15,
    interval: 15,
    nextAvailable: null,
    nextAvailableWithGrace: null,
    payments: { default: 'PAY_IN_PERSON', allowed: [{ type: 'PAY_IN_PERSON', validation: null }] },
    isRoomValidation: false,
    checkoutActive: true,
    deliveries: [],
    menuFiles: [],
    menuTranslationFiles: [],
    allergensUrl: null,
    tip: null,
    hideTipForPaymentTypes: [],
    checkoutFields: {},
    showCalories: false,
    showItemComments: false,
    itemCommentMax: 80,
    myOrderDisclaimer: null,
    ...over,
  };
}

/** A field setting: editable text, overridable. */
export function setting(over: Partial<CheckoutFieldSetting> = {}): CheckoutFieldSetting {
  return { required: false, editable: true, type: 'text', min: null, max: null, label: null, showWithPaymentTypes: null, ...over };
}
