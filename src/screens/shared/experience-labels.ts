import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Every experience type the platform names, translated; an unknown one falls back to a readable form of its code.
const LABELS: Record<string, MessageDescriptor> = {
  PICKUP: msg`Pickup`,
  TAKE_AWAY: msg`Take away`,
  AIRLINE_TAKEAWAY: msg`Take away`,
  AIRLINE_PICKUP: msg`Pickup`,
  CLICK_AND_COLLECT: msg`Click and collect`,
  DELIVERY: msg`Delivery`,
  AIRLINE_DELIVERY: msg`Delivery`,
  DINE_IN: msg`Dine in`,
  // Dine in, the order closed by the server's tablet: to the guest, dining in.
  DINEIN_TABLET_WAITER_CHECKOUT: msg`Dine in`,
  TABLE: msg`Table ordering`,
  TABLE_ORDERING: msg`Table ordering`,
  ORDER_TO_TABLE: msg`Order to table`,
  TABLE_SERVICE: msg`Table service`,
  ROOM_SERVICE: msg`Room service`,
  IN_ROOM_DINING: msg`In-room dining`,
  AIRLINE_IN_ROOM_DINING: msg`In-room dining`,
  DELIVER_TO_ROOM: msg`Deliver to room`,
  ROOM_DELIVERY: msg`Room delivery`,
  POOL_SERVICE: msg`Pool service`,
  QUARANTINE: msg`Quarantine delivery`,
  CONDO_DELIVERY: msg`Condo delivery`,
  CONFERENCE_ROOMS: msg`Conference rooms`,
  VIEW_MENU: msg`View menu`,
  RETAIL_SHOP: msg`Shop`,
  STORE: msg`Store`,
  KIOSK: msg`Kiosk`,
};

/** A translatable label for an experience type, or an unknown type made readable (`BEACH_CABANA` -> `Beach cabana`). */
export function experienceLabel(type: string, translate: (descriptor: MessageDescriptor) => string): string {
  const descriptor = LABELS[type];
  if (descriptor) return translate(descriptor);
  const words = type.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
