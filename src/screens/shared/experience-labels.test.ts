import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as he } from '../../i18n/locales/he/messages';
import { messages as zh } from '../../i18n/locales/zh_CN/messages';
import { experienceLabel } from './experience-labels';

/** Every experience type the platform names, including those only seen in its answers. */
const PLATFORM_TYPES = [
  'AIRLINE_DELIVERY',
  'AIRLINE_IN_ROOM_DINING',
  'AIRLINE_PICKUP',
  'AIRLINE_TAKEAWAY',
  'PICKUP',
  'VIEW_MENU',
  'RETAIL_SHOP',
  'DELIVERY',
  'STORE',
  'DINEIN_TABLET_WAITER_CHECKOUT',
  'TABLE_ORDERING',
  'DINE_IN',
  'TAKE_AWAY',
  'TABLE',
  'ORDER_TO_TABLE',
  'TABLE_SERVICE',
  'ROOM_SERVICE',
  'POOL_SERVICE',
  'DELIVER_TO_ROOM',
  'ROOM_DELIVERY',
  'CLICK_AND_COLLECT',
  'QUARANTINE',
  'CONDO_DELIVERY',
  'IN_ROOM_DINING',
  'CONFERENCE_ROOMS',
  'KIOSK',
];

describe('experienceLabel', () => {
  it('has a translatable name for every type the platform names', () => {
    const untranslated = PLATFORM_TYPES.filter((type) => !experienceLabel(type, (descriptor) => `#${descriptor.id}`).startsWith('#'));
    expect(untranslated).toEqual([]);
  });

  it('names the quarantine, condo, conference-room and waiter-checkout types in the guest language', () => {
    const i18n = setupI18n({ locale: 'he', messages: { he, zh_CN: zh } });
    const say = (type: string) => experienceLabel(type, (descriptor) => i18n._(descriptor));
    expect(['QUARANTINE', 'CONDO_DELIVERY', 'CONFERENCE_ROOMS', 'DINEIN_TABLET_WAITER_CHECKOUT'].map(say)).toEqual([
      'משלוח לבידוד',
      'משלוח לדירה',
      'חדרי ישיבות',
      say('DINE_IN'),
    ]);
    i18n.activate('zh_CN');
    expect(say('CONFERENCE_ROOMS')).toBe('会议室');
  });

  it('makes a type it does not know readable rather than showing its code', () => {
    expect(experienceLabel('BEACH_CABANA', () => 'unused')).toBe('Beach cabana');
  });
});
