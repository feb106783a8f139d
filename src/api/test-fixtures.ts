/**
 * Test helper (not shipped): valid wire objects of `./wire.ts`, one per response, for unit tests.
 */
import type {
  WireBusinessConfigurationResponse, WireCartResponse, WireCheckoutResponse, WireExperience, WireLocation, WireMenu,
  WireRealtimeCart, WireSummary, WireUiConfigurationResponse,
} from './wire';

export const wireBusinessConfiguration = (): WireBusinessConfigurationResponse => ({
  data: {
    business_id: 12, name: 'Demo Hotels', flow: 'RESTAURANT', product_id: 'pickup', supportGuests: true,
    supportMembers: false, blockHomePage: false, viewMode: false, itemLimitation: 100, showEditItem: 'ALWAYS',
    default_language: 'en_US', languages: ['en_US', 'he'], terms_url: 'https://t.test/terms', privacy_url: null,
    realtime: { database_url: 'http://127.0.0.1:9000', namespace: 'demo' }, order_expiration_minutes: 30,
  },
});

export const wireUiConfiguration = (config: unknown = { colors: { primary: '#123456' }, logo_url: '/static/logo.svg', footer_links: [{ label: 'Legal', url: 'https://l.test' }] }): WireUiConfigurationResponse => ({
  data: {
    name: 'Demo look', policy_url: null, config: typeof config === 'string' ? config : JSON.stringify(config),
    modifiable_config_fields: { settings: { hide_availability_banner: true } },
  },
});

export const wireLocation = (id = 1): WireLocation => ({
  id, name: `Outlet ${id}`, image: null, short_description: 'Short', long_description: 'Long', currency: { code: 'USD' },
  phone: '+1 555', timezone: { name: 'America/New_York' },
  localization: { date: { default_format: 'MM/DD/YYYY' }, time: { default_format: 'hh:mm A' } },
  place: { data: { formatted_address: '1 Main St', address_components: [{ long_name: 'Main', short_name: 'M', types: ['route'] }] } },
  experiences: [{ id: 10, type: 'PICKUP', status: 'ACTIVE' }, { id: 11, type: 'DELIVERY', status: 'INACTIVE' }],
  hotel_id: null, location_group_id: 3,
});

export const wireExperience = (): WireExperience => ({
  id: 10, type: 'PICKUP', status: 'ACTIVE', restaurant_id: 1,
  settings: {
    is_asap_only: false, display_order_time: true, open_hours: { mon: [{ from: '08:00', to: '22:00' }] },
    available_days: 7, frame_time: 15, interval: 15,
    slots: { next_available: '2030-01-07T12:00:00-05:00', next_available_with_grace: null },
    payments: { default: 'PAY_IN_PERSON', allowed: [{ type: 'PAY_IN_PERSON' }, { type: 'ROOM', validation: 'NAME' }] },
    is_room_validation: false, checkout: { is_active: true }, deliveries: [{ type: 'PICK_UP' }],
    menus: {
      files: [{ url: '/menus/1.json', is_default: true }, { url: 'https://cdn.test/b.json', is_default: false, days: ['mon'], from: '07:00', to: '11:00' }],
      translations: { files: [{ language: 'he', url: 'menus/1.he.json' }] }, allergens: { url: null },
    },
    ui: {
      checkout: {
        tip: { options: [10, 15], selected: 15 },
        fields: { first_name: { required: true, editable: true, type: 'text' }, phone: { required: false, editable: true, type: 'phone', max: 20, show_with_payment_type: ['ROOM'] } },
      },
      menu: { show_calories: true, items: { show_comments: true, comments: { max: 80 } } },
      my_order: { disclaimer: null },
    },
    hide_tip: { payment_types: ['ROOM'] },
  },
});

export const wireMenu = (): WireMenu => ({
  id: 7, name: 'All day',
  categories: [{
    id: 1, bid: 1, serial_id: 100, name: 'Mains', pos_unique_id: 'c1', type: 'category', under_18: false,
    subcategories: [{
      id: 2, bid: 1, serial_id: 101, name: 'Burgers', pos_unique_id: 'c2', type: 'subcategory', under_18: false,
      subcategories: [], items: [],
    }],
    items: [{
      id: 5, pos_unique_id: 'i5', serial_id: 500, name: 'Soup', description: 'Hot', price: 19.99, image: 'img/soup.jpg',
      kcal: 120.6, allergens: [1], under_18: false, is_hidden: false,
      modifierGroups: [{
        id: 9, pos_unique_id: 'g9', name: 'Size', minSelect: 1, maxSelect: 1,
        modifiers: [{ id: 91, pos_unique_id: 'm91', name: 'Large', price: 1.1, kcal: null, allergens: [], stock: true }],
      }],
    }],
  }],
});

export const wireSummary = (): WireSummary => ({
  subtotal: 19.99, service_charges: [{ name: 'Service', amount: 2 }], taxes: [{ name: 'VAT', amount: 1.7, is_inclusive: false }],
  tip: 0, discount: 0, total: 23.69,
});

export const wireCartResponse = (overrides: Partial<WireCartResponse['cart']> = {}): WireCartResponse => ({
  cart: {
    id: 'cart-1', status: 'PENDING_CALCULATIONS', coupon: null, service_charges: [], taxes: [], hash: 'h1',
    isPendingCalculations: true, ...overrides,
  },
});

export const wireCheckoutResponse = (): WireCheckoutResponse => ({
  order: { id: 'o1', check_number: '1042', confirmation_number: 'C-77', checkout_time: '2030-01-07T12:00:00-05:00', payments: [{ id: 'p1', status: 'OK' }] },
  is3DSecure: false,
});

export const wireRealtimeCart = (overrides: Partial<WireRealtimeCart> = {}): WireRealtimeCart => ({
  id: 'cart-1', hash: 'h1', status: 'CALCULATED', timestamp: 1000, summary: wireSummary(), reason: null, items_errors: [],
  ...overrides,
});
