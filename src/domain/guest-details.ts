/**
 * When the guest's name, phone and email may stay on the device for the next checkout. A device many
 * guests share (a kiosk, a hotel-room tablet) must never hand one guest's details to the next, so
 * they are kept only when the guest asked for it on a device that is theirs.
 */

/** What the device is and what the guest chose. */
export interface GuestDetailsContext {
  /** The integrator says many guests use this device (the `shared-device` attribute). */
  sharedDevice: boolean;
  /** A kiosk (a device id came with the start-up parameters). */
  kiosk: boolean;
}

/** Whether this device may offer to remember the guest at all (the checkbox is shown only then). */
export function mayRememberGuest(context: GuestDetailsContext): boolean {
  return !context.sharedDevice && !context.kiosk;
}

/** Whether the details are kept after this order: only when the guest opted in on a device that may remember. */
export function keepGuestDetails(context: GuestDetailsContext & { optedIn: boolean }): boolean {
  return context.optedIn && mayRememberGuest(context);
}

/**
 * Whether details the guest asked to remember outlive the end of a session. A guest account is
 * logged out by itself after every order: that is not the guest leaving, and wiping what they asked
 * to keep would make the choice meaningless. Any other end (the host's sign-out, a refused or expired
 * session) forgets them.
 */
export function rememberedDetailsSurvive(reason: string): boolean {
  return reason === 'order-complete';
}
