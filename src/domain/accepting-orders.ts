import { acceptingOrders } from './availability';
import { isOpenAt } from './time/open-hours';
import type { Experience } from './types';

/**
 * Whether `experience` takes orders at `now` on the location's clock (`acceptingOrders`: an experience
 * open now takes none when it offers no slot, or when it is as-soon-as-possible only and its next slot
 * is more than an hour away). An unknown time zone counts as accepting: nothing is said rather than
 * guessed.
 */
export function experienceAcceptsOrders(
  experience: Pick<Experience, 'checkoutActive' | 'active' | 'nextAvailable' | 'openHours' | 'isAsapOnly'>,
  timeZone: string,
  now: Date,
): boolean {
  let isOpenNow: boolean;
  try {
    isOpenNow = isOpenAt(experience.openHours, timeZone, now);
  } catch {
    return true;
  }
  return acceptingOrders({
    checkoutActive: experience.checkoutActive,
    experienceActive: experience.active,
    nextAvailable: experience.nextAvailable,
    now,
    isOpenNow,
    asapOnly: experience.isAsapOnly,
  });
}
