import type { SeedBusiness, SeedExperience, SeedLocation } from './seed-types';
import { experience, field, hours, location, NY_SALES_TAX, nyPlace, ref } from './seed-build';

/**
 * The self-service kiosk business (1004, restaurant flow): one counter open around the clock whose
 * only experience is a KIOSK order paid at the kiosk's own card terminal (EMV), on the trattoria's
 * menu. The terminal is played by the sandbox's simulator (`/__sandbox/terminal`), per device id.
 */
export const KIOSK_DEMO = {
  businessId: 1004,
  publishableKey: 'pk_kiosk',
  locationId: 2301,
  kioskId: 3301,
  /** The device id the demo page and the tests give the kiosk. */
  deviceId: 'lobby-kiosk-1',
} as const;

/** The kiosk business, its location and experience; `menuId` is the menu it serves. */
export function kioskCatalog(menuId: number, productId: string): { business: SeedBusiness; locations: SeedLocation[]; experiences: SeedExperience[] } {
  const k = KIOSK_DEMO;
  return {
    business: {
      id: k.businessId,
      name: 'Lumen Express',
      publishableKey: k.publishableKey,
      productId,
      flow: 'RESTAURANT',
      timezone: 'America/New_York',
      currency: 'USD',
    },
    locations: [
      {
        businessId: k.businessId,
        location: location({
          id: k.locationId,
          name: 'Lumen Express Lobby',
          short_description: 'Order at the kiosk, pay by card, collect at the counter.',
          long_description: 'The self-service counter of Trattoria Lumen in the hotel lobby.',
          phone: '+12125550160',
          experiences: [ref(k.kioskId, 'KIOSK')],
          hotel_id: null,
          location_group_id: null,
          place: nyPlace('92 Bleecker Street', '10012'),
        }),
        taxes: [NY_SALES_TAX],
        serviceCharge: null,
        outOfStock: [],
        stockLimits: {},
      },
    ],
    experiences: [
      experience({
        id: k.kioskId,
        type: 'KIOSK',
        restaurantId: k.locationId,
        menuId,
        preparationMinutes: 10,
        isAsapOnly: true,
        openHours: hours([{ from: '00:00', to: '00:00' }]),
        availableDays: 2,
        payments: { default: 'EMV', allowed: ['EMV'] },
        deliveries: ['PICK_UP'],
        fields: {
          first_name: field(true, 'text', { max: 50 }),
          last_name: field(true, 'text', { max: 50 }),
        },
        tip: null,
      }),
    ],
  };
}
