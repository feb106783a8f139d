import { atom, type ReadableAtom } from 'nanostores';
import { ApiError } from '../../../api/errors';
import type { PlatformApi } from '../../../api/platform';
import type { RoomValidation } from '../../../domain/types';

/** A guest of the room, as the guest-selection popup lists them (room validation result). */
export interface RoomGuest {
  token: string;
  firstName: string;
}

/** What the room lookup decided. */
export type RoomCheckOutcome =
  /** The room charge token to send with the checkout. */
  | { ok: true; token: string }
  /** The guest closed the guest-selection popup: nothing is posted, nothing is shown. */
  | { ok: false; reason: 'cancelled' }
  /** The guest said their name is not among the room's guests: nothing is posted, the room cannot be charged by them. */
  | { ok: false; reason: 'not-listed' }
  /** The lookup failed: `error` is an ApiError or a catalogue key (`ROOM_VALIDATION_FAILED`, `MISSING_PARAMETERS`). */
  | { ok: false; reason: 'failed'; error: unknown };

/** Room validation with the guest choice popup (guest-selection popup). */
export interface RoomCheck {
  /** The guests to choose from while the guest-selection popup is open, else null. */
  readonly $guestChoice: ReadableAtom<RoomGuest[] | null>;
  /**
   * Looks the room up. One matching guest: their token. Several: for a charge, opens the popup and
   * waits for {@link chooseGuest} or {@link cancelGuestChoice}; for a delivery, the first guest's.
   * None, or status ERROR: `ROOM_VALIDATION_FAILED`.
   */
  validate(kind: 'charge' | 'delivery', roomNumber: string, lastName: string): Promise<RoomCheckOutcome>;
  chooseGuest(token: string): void;
  cancelGuestChoice(): void;
  /** The guest is not among the names listed: closes the popup, and the lookup ends as `not-listed`. */
  notListed(): void;
  /** The token chosen for this room and name, kept so a retry does not ask again ("the chosen room token is stored"). */
  storedToken(roomNumber: string, lastName: string): string | null;
  forget(): void;
}

/** The popup's answer for a guest who is not among the room's names (never a platform token: those are strings it sends). */
const NOT_LISTED = '\u0000not-listed';

/** Creates the room check over the platform's room validity calls. */
export function createRoomCheck(api: PlatformApi): RoomCheck {
  const $guestChoice = atom<RoomGuest[] | null>(null);
  /** The popup's answer: a guest's token, null when closed, or NOT_LISTED. */
  let answer: ((token: string | null) => void) | null = null;
  let stored: { key: string; token: string } | null = null;
  // A lookup for delivery proves nothing about charging the room (and back): each kind is kept apart.
  const keyOf = (roomNumber: string, lastName: string, kind: 'charge' | 'delivery' = 'charge') =>
    `${kind}\n${roomNumber.trim()}\n${lastName.trim().toLowerCase()}`;

  function ask(guests: RoomGuest[]): Promise<string | null> {
    answer?.(null);
    $guestChoice.set(guests);
    return new Promise((resolve) => {
      answer = (token) => {
        answer = null;
        $guestChoice.set(null);
        resolve(token);
      };
    });
  }

  async function validate(kind: 'charge' | 'delivery', roomNumber: string, lastName: string): Promise<RoomCheckOutcome> {
    const room = roomNumber.trim();
    const name = lastName.trim();
    // Room charge needs both ('Missing Room Number or Last Name fields').
    if (!room || !name) return { ok: false, reason: 'failed', error: 'MISSING_PARAMETERS' };
    const key = keyOf(room, name, kind);
    if (stored?.key === key) return { ok: true, token: stored.token };
    let result: RoomValidation;
    try {
      result = await api.validateRoom(kind, room, name);
    } catch (error) {
      return { ok: false, reason: 'failed', error: error instanceof ApiError ? error : 'ROOM_VALIDATION_FAILED' };
    }
    // "Room validation failure, empty guest list, or status ERROR": room number disclaimer.
    if (result.status !== 'OK' || !result.guests.length) return { ok: false, reason: 'failed', error: 'ROOM_VALIDATION_FAILED' };
    // Delivering to the room needs the reservation, not the guest's own token: no one is asked to choose.
    const token =
      result.guests.length === 1 || kind === 'delivery'
        ? result.guests[0]!.token
        : await ask(result.guests.map(({ token, firstName }) => ({ token, firstName })));
    if (token === NOT_LISTED) return { ok: false, reason: 'not-listed' };
    if (!token) return { ok: false, reason: 'cancelled' };
    stored = { key, token };
    return { ok: true, token };
  }

  return {
    $guestChoice,
    validate,
    chooseGuest(token) {
      const guests = $guestChoice.get();
      if (guests?.some((guest) => guest.token === token)) answer?.(token);
    },
    cancelGuestChoice: () => answer?.(null),
    notListed: () => answer?.(NOT_LISTED),
    storedToken: (roomNumber, lastName) => (stored?.key === keyOf(roomNumber, lastName) ? stored.token : null),
    forget() {
      answer?.(null);
      stored = null;
    },
  };
}
