import type { WireRoomValidityResponse } from '../../src/api/wire';
import { HttpError } from './http';

/**
 * Demo hotel reservations for room validation and room charge (room validation result, 7.3
 * roomChargeValidity / roomValidity, 8.2 room messages). Used for business 1002's hotels and for any
 * ROOM payment. Room numbers and last names are compared trimmed, names case-insensitively.
 */
export interface SandboxReservation {
  room: string;
  lastName: string;
  guests: { token: string; first_name: string }[];
  /** The folio takes no charges: NO_POST_ALLOWED on charge validation, POS_ROOM_CHARGE_NO_POST_ALLOWED at checkout. */
  noPost: boolean;
}

export const RESERVATIONS: readonly SandboxReservation[] = [
  { room: '101', lastName: 'Smith', guests: [{ token: 'RT-101-SMITH', first_name: 'John' }], noPost: false },
  {
    room: '202',
    lastName: 'Cohen',
    guests: [
      { token: 'RT-202-DANA', first_name: 'Dana' },
      { token: 'RT-202-AVI', first_name: 'Avi' },
    ],
    noPost: false,
  },
  { room: '303', lastName: 'Levi', guests: [{ token: 'RT-303-LEVI', first_name: 'Noa' }], noPost: true },
];

/** The reservation of a room under a last name, or null. */
export function findReservation(room: string, lastName: string): SandboxReservation | null {
  const r = room.trim();
  const name = lastName.trim().toLocaleLowerCase('en-US');
  return RESERVATIONS.find((entry) => entry.room === r && entry.lastName.toLocaleLowerCase('en-US') === name) ?? null;
}

/** The reservation a room charge token belongs to, or null. */
export function reservationOfToken(token: string): SandboxReservation | null {
  return RESERVATIONS.find((entry) => entry.guests.some((guest) => guest.token === token)) ?? null;
}

/**
 * POST /restaurants/api/v3/{bid}/roomChargeValidity (`charge`) and /roomValidity (`delivery`):
 * empty room or name -> 400 MISSING_PARAMETERS; no such reservation -> 404 BOOKING_NOT_FOUND; a
 * no-post folio asked for a charge -> 200 `{ status: 'ERROR', message: 'NO_POST_ALLOWED', guests: [] }`;
 * otherwise `{ status: 'OK', message: null, guests }` (several guests: the guest picks).
 */
export function validateRoom(kind: 'charge' | 'delivery', room: string | null, lastName: string | null): WireRoomValidityResponse {
  if (!room?.trim() || !lastName?.trim()) throw HttpError.of('MISSING_PARAMETERS');
  const reservation = findReservation(room, lastName);
  if (!reservation) throw HttpError.of('BOOKING_NOT_FOUND');
  if (kind === 'charge' && reservation.noPost) return { status: 'ERROR', message: 'NO_POST_ALLOWED', guests: [] } satisfies WireRoomValidityResponse;
  return { status: 'OK', message: null, guests: reservation.guests.map((guest) => ({ ...guest })) } satisfies WireRoomValidityResponse;
}
