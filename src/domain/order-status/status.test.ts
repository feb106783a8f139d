import { describe, expect, it } from 'vitest';
import {
  currentStepIndex,
  FOLLOW_AFTER_END_MS,
  isEnding,
  isFinalStatus,
  isFollowedLive,
  isRecentOrder,
  zoneOfOffset,
  isStatusChange,
  newerStatus,
  NO_ORDER_FACTS,
  nextMoves,
  ORDER_STATUS_CODES,
  type OrderStatus,
  orderTrack,
  TRACK_STEPS,
  transitionRefusal,
} from './status';

const report = (status: OrderStatus['status'], updatedAt = '2026-11-29T12:00:00Z', extra: Partial<OrderStatus> = {}): OrderStatus => ({
  status,
  eta: null,
  message: null,
  updatedAt,
  delayed: false,
  charge: null,
  facts: NO_ORDER_FACTS,
  ...extra,
});

describe('orderTrack', () => {
  it('collects pickup, dine-in and take away; delivers rooms, pools and deliveries', () => {
    for (const type of ['PICKUP', 'DINE_IN', 'TAKE_AWAY', 'CLICK_AND_COLLECT', 'TABLE', 'KIOSK']) expect(orderTrack(type, null)).toBe('collect');
    for (const type of ['ROOM_SERVICE', 'IN_ROOM_DINING', 'DELIVERY', 'POOL_SERVICE', 'DELIVER_TO_ROOM', 'CONDO_DELIVERY', 'CONFERENCE_ROOMS'])
      expect(orderTrack(type, undefined)).toBe('deliver');
  });
  it("follows the guest's delivery choice over the experience type", () => {
    expect(orderTrack('ROOM_SERVICE', 'PICK_UP')).toBe('collect');
    expect(orderTrack('PICKUP', 'ROOM')).toBe('deliver');
  });
  it('lets a status only one track has decide', () => {
    expect(orderTrack('PICKUP', null, 'OUT_FOR_DELIVERY')).toBe('deliver');
    expect(orderTrack('ROOM_SERVICE', 'ROOM', 'PICKED_UP')).toBe('collect');
    expect(orderTrack('ROOM_SERVICE', null, 'PREPARING')).toBe('deliver');
  });
});

describe('transitionRefusal', () => {
  it('moves forward along the track, skipping a step if need be', () => {
    expect(transitionRefusal('RECEIVED', 'ACCEPTED', 'collect')).toBeNull();
    expect(transitionRefusal('ACCEPTED', 'PREPARING', 'collect')).toBeNull();
    expect(transitionRefusal('ACCEPTED', 'READY', 'collect')).toBeNull();
    expect(transitionRefusal('PREPARING', 'OUT_FOR_DELIVERY', 'deliver')).toBeNull();
    expect(transitionRefusal('OUT_FOR_DELIVERY', 'DELIVERED', 'deliver')).toBeNull();
  });
  it('refuses anything but acceptance or an ending before the order is accepted', () => {
    expect(transitionRefusal('RECEIVED', 'READY', 'collect')).toBe('NOT_ACCEPTED');
    expect(transitionRefusal('RECEIVED', 'PREPARING', 'collect')).toBe('NOT_ACCEPTED');
    expect(transitionRefusal('RECEIVED', 'REJECTED', 'collect')).toBeNull();
    expect(transitionRefusal('RECEIVED', 'CANCELLED', 'deliver')).toBeNull();
  });
  it('refuses going back, the other track, and anything after the end', () => {
    expect(transitionRefusal('PREPARING', 'ACCEPTED', 'collect')).toBe('BACKWARDS');
    expect(transitionRefusal('ACCEPTED', 'OUT_FOR_DELIVERY', 'collect')).toBe('WRONG_TRACK');
    expect(transitionRefusal('ACCEPTED', 'READY', 'deliver')).toBe('WRONG_TRACK');
    for (const end of ['DELIVERED', 'PICKED_UP', 'REJECTED', 'CANCELLED'] as const)
      for (const to of ORDER_STATUS_CODES) expect(transitionRefusal(end, to, 'collect')).toBe('ENDED');
  });
  it('refuses a refusal once the food is ready or on its way; a cancellation may come until the end', () => {
    expect(transitionRefusal('PREPARING', 'REJECTED', 'collect')).toBeNull();
    expect(transitionRefusal('READY', 'REJECTED', 'collect')).toBe('TOO_LATE_TO_REJECT');
    expect(transitionRefusal('OUT_FOR_DELIVERY', 'REJECTED', 'deliver')).toBe('TOO_LATE_TO_REJECT');
    expect(transitionRefusal('READY', 'CANCELLED', 'collect')).toBeNull();
  });
  it('allows staying on a live status (a delay) but not on a final one', () => {
    expect(transitionRefusal('PREPARING', 'PREPARING', 'collect')).toBeNull();
    expect(transitionRefusal('READY', 'READY', 'collect')).toBeNull();
    expect(transitionRefusal('DELIVERED', 'DELIVERED', 'deliver')).toBe('ENDED');
  });
});

describe('nextMoves', () => {
  it('lists the allowed moves of each track', () => {
    expect(nextMoves('RECEIVED', 'collect')).toEqual(['ACCEPTED', 'REJECTED', 'CANCELLED']);
    expect(nextMoves('ACCEPTED', 'collect')).toEqual(['PREPARING', 'READY', 'PICKED_UP', 'REJECTED', 'CANCELLED']);
    expect(nextMoves('PREPARING', 'deliver')).toEqual(['OUT_FOR_DELIVERY', 'DELIVERED', 'REJECTED', 'CANCELLED']);
    expect(nextMoves('DELIVERED', 'deliver')).toEqual([]);
  });
});

describe('final statuses and steps', () => {
  it('knows the endings and the final statuses', () => {
    expect(ORDER_STATUS_CODES.filter(isFinalStatus)).toEqual(['DELIVERED', 'PICKED_UP', 'REJECTED', 'CANCELLED']);
    expect(ORDER_STATUS_CODES.filter(isEnding)).toEqual(['REJECTED', 'CANCELLED']);
  });
  it('places a status on its track, an ending off it', () => {
    expect(currentStepIndex('RECEIVED', 'collect')).toBe(0);
    expect(currentStepIndex('READY', 'collect')).toBe(3);
    expect(currentStepIndex('OUT_FOR_DELIVERY', 'deliver')).toBe(3);
    expect(currentStepIndex('REJECTED', 'deliver')).toBe(-1);
    expect(TRACK_STEPS.collect).toHaveLength(5);
  });
});

describe('isFollowedLive', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('follows an order until it ends and for an hour after', () => {
    expect(isFollowedLive(report('PREPARING', '2026-11-28T12:00:00Z'), now)).toBe(true);
    expect(isFollowedLive(report('READY', '2026-11-29T11:30:00Z'), now)).toBe(true);
    expect(isFollowedLive(report('PICKED_UP', new Date(now.getTime() - FOLLOW_AFTER_END_MS + 1000).toISOString()), now)).toBe(true);
    expect(isFollowedLive(report('PICKED_UP', new Date(now.getTime() - FOLLOW_AFTER_END_MS).toISOString()), now)).toBe(false);
    expect(isFollowedLive(report('REJECTED', 'not a time'), now)).toBe(false);
  });
});

describe('isStatusChange and newerStatus', () => {
  it('tells a new status, ETA, message or delay from the same report heard twice', () => {
    const accepted = report('ACCEPTED', '2026-11-29T12:00:00Z', { eta: '2026-11-29T12:20:00Z' });
    expect(isStatusChange(null, accepted)).toBe(true);
    expect(isStatusChange(accepted, { ...accepted })).toBe(false);
    expect(isStatusChange(accepted, { ...accepted, eta: '2026-11-29T12:30:00Z' })).toBe(true);
    expect(isStatusChange(accepted, { ...accepted, message: 'Busy night' })).toBe(true);
    expect(isStatusChange(accepted, { ...accepted, delayed: true })).toBe(true);
    expect(isStatusChange(accepted, report('PREPARING'))).toBe(true);
  });
  it('keeps the newer report, and never trades a final status for a late live one', () => {
    const accepted = report('ACCEPTED', '2026-11-29T12:00:00Z');
    const preparing = report('PREPARING', '2026-11-29T12:05:00Z');
    expect(newerStatus(null, accepted)).toBe(accepted);
    expect(newerStatus(accepted, preparing)).toBe(preparing);
    expect(newerStatus(preparing, accepted)).toBe(preparing);
    const picked = report('PICKED_UP', '2026-11-29T12:10:00Z');
    expect(newerStatus(picked, report('READY', 'garbled'))).toBe(picked);
    const same = report('PREPARING', '2026-11-29T12:05:00Z', { message: 'again' });
    expect(newerStatus(preparing, same)).toBe(same);
  });
});

describe('recent orders of a member', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('opens an order placed within twelve hours on its own page', () => {
    expect(isRecentOrder('2026-11-29T01:00:00Z', now)).toBe(true);
    expect(isRecentOrder('2026-11-29T00:00:00Z', now)).toBe(false);
    expect(isRecentOrder('2026-11-28T11:00:00Z', now)).toBe(false);
    expect(isRecentOrder('garbled', now)).toBe(false);
  });
  it('names the zone of a whole-hour offset, none for another', () => {
    expect(zoneOfOffset(-5)).toBe('Etc/GMT+5');
    expect(zoneOfOffset(2)).toBe('Etc/GMT-2');
    expect(zoneOfOffset(0)).toBe('Etc/GMT');
    expect(zoneOfOffset(5.5)).toBeNull();
    expect(zoneOfOffset(13)).toBeNull();
    expect(new Intl.DateTimeFormat('en-US', { timeZone: zoneOfOffset(-5) ?? '', hour: 'numeric', hourCycle: 'h23' }).format(now)).toBe('07');
  });
});
