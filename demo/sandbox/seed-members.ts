import type { SeedBusiness, SeedExperience, SeedLocation } from './seed-types';
import { experience, field, hours, location, NY_SALES_TAX, nyPlace, ref } from './seed-build';

/**
 * The members-only business (1003, restaurant flow): guests are not supported there, so ordering
 * needs a member registered by phone with an SMS code, and sending that code asks for a captcha.
 * One location with an ASAP pickup around the clock, on the trattoria's menu, so a registration
 * test never depends on the clock.
 */
export const MEMBERS_DEMO = {
  businessId: 1003,
  publishableKey: 'pk_members',
  locationId: 2201,
  pickupId: 3201,
} as const;

/** The members business, its location and experience; `menuId` is the menu it serves. */
export function membersCatalog(menuId: number, productId: string): { business: SeedBusiness; locations: SeedLocation[]; experiences: SeedExperience[] } {
  const m = MEMBERS_DEMO;
  return {
    business: {
      id: m.businessId,
      name: 'Lumen Members Club',
      publishableKey: m.publishableKey,
      productId,
      flow: 'RESTAURANT',
      timezone: 'America/New_York',
      currency: 'USD',
      supportGuests: false,
      captcha: true,
      showHistory: true,
      // Members agree to the privacy policy at registration; the club links no terms of use.
      showTerms: false,
      // Its configuration answers with the platform's variant keys (`wallet_v3`, no `order_expiration_minutes`).
      variantKeys: true,
    },
    locations: [
      {
        businessId: m.businessId,
        location: location({
          id: m.locationId,
          name: 'Lumen Members Lounge',
          short_description: 'Pizza and pasta for club members, around the clock.',
          long_description: 'The members-only counter of Trattoria Lumen: register with your phone and order ahead.',
          phone: '+12125550150',
          experiences: [ref(m.pickupId, 'PICKUP')],
          hotel_id: null,
          location_group_id: null,
          place: nyPlace('90 Bleecker Street', '10012'),
        }),
        taxes: [NY_SALES_TAX],
        serviceCharge: null,
        outOfStock: [],
        stockLimits: {},
      },
    ],
    experiences: [
      experience({
        id: m.pickupId,
        type: 'PICKUP',
        restaurantId: m.locationId,
        menuId,
        preparationMinutes: 15,
        isAsapOnly: true,
        // The members' café states no order times on its confirmations.
        displayOrderTime: false,
        openHours: hours([{ from: '00:00', to: '00:00' }]),
        availableDays: 2,
        payments: { default: 'PAY_IN_PERSON', allowed: ['PAY_IN_PERSON', 'WALLET'] },
        deliveries: ['PICK_UP'],
        fields: {
          first_name: field(true, 'text', { max: 50 }),
          last_name: field(true, 'text', { max: 50 }),
          phone: field(false, 'phone'),
          email: field(false, 'email'),
        },
        tip: null,
      }),
    ],
  };
}
