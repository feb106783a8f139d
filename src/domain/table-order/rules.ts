/**
 * One table's shared order (the optional shared table order capability): the guests who opened the
 * same table or room link within its session, the lines each added, the rounds sent to the kitchen.
 * Pure rules shared by the widget and the sandbox platform: who may change a line, when the table's
 * order may be sent, what a guest is called.
 */

/** A guest at the table. */
export interface TableGuest {
  id: string;
  /** The name the guest picked (a first name), or '' for none: then "Guest {n}". */
  name: string;
  /** The guest said "I'm ready" for the round being gathered. */
  ready: boolean;
  /** When the guest left the table (ISO instant); null while at it. */
  leftAt: string | null;
}

/** A line of the table's order. */
export interface TableLine {
  id: string;
  /** The guest who added it. */
  addedBy: string;
  /** The round it was sent in (1, 2…), or null while it is still being gathered. */
  round: number | null;
}

/** The longest a guest's display name may be, in characters. */
export const MAX_GUEST_NAME = 30;

/** The guests still at the table, in the order they joined. */
export const presentGuests = <T extends Pick<TableGuest, 'leftAt'>>(guests: readonly T[]): T[] => guests.filter((guest) => guest.leftAt === null);

/**
 * A guest's name as typed, made safe to show to the others: trimmed, inner spaces collapsed, control
 * characters dropped, at most {@link MAX_GUEST_NAME} characters ('' when nothing is left).
 */
export function cleanGuestName(raw: string): string {
  const kept = Array.from(raw)
    .filter((char) => !isHiddenControl(char.codePointAt(0) ?? 0))
    .join('');
  const cleaned = kept.replace(/\s+/g, ' ').trim();
  return Array.from(cleaned).slice(0, MAX_GUEST_NAME).join('').trim();
}

/**
 * Control characters, and the direction marks and overrides a name could use to turn the others'
 * screens around (a name is shown isolated in its own direction anyway).
 */
function isHiddenControl(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * What the table calls a guest: their name, else "Guest {n}" by the order they joined (1-based), so that
 * two guests without names are told apart. `guestLabel` turns the number into the guest's language.
 */
export function guestDisplayName(
  guest: Pick<TableGuest, 'id' | 'name'>,
  everyone: readonly Pick<TableGuest, 'id'>[],
  guestLabel: (n: number) => string,
): string {
  if (guest.name) return guest.name;
  const index = everyone.findIndex((candidate) => candidate.id === guest.id);
  return guestLabel(index < 0 ? everyone.length + 1 : index + 1);
}

/**
 * Whether `guestId` may change or remove `line`: never once it was sent; their own lines always; the
 * others' only where the table allows it.
 */
export function mayEditLine(line: TableLine, guestId: string, othersMayEdit: boolean): boolean {
  if (line.round !== null) return false;
  return line.addedBy === guestId || othersMayEdit;
}

/** Why the table's order cannot be sent now; null when it can. */
export type SendRefusal = 'NOTHING_TO_SEND' | 'NOT_EVERYONE_READY' | 'NOT_AT_TABLE';

/**
 * Whether `guestId` may send the lines gathered so far to the kitchen: there must be some, the guest
 * must be at the table, and every guest at the table must have said "I'm ready", unless the guest sends
 * "for everyone".
 */
export function sendRefusal(guests: readonly TableGuest[], lines: readonly TableLine[], guestId: string, forEveryone: boolean): SendRefusal | null {
  const present = presentGuests(guests);
  if (!present.some((guest) => guest.id === guestId)) return 'NOT_AT_TABLE';
  if (!lines.some((line) => line.round === null)) return 'NOTHING_TO_SEND';
  if (!forEveryone && !present.every((guest) => guest.ready)) return 'NOT_EVERYONE_READY';
  return null;
}

/** The number the next round takes: one more than the last sent. */
export function nextRound(lines: readonly Pick<TableLine, 'round'>[]): number {
  return lines.reduce((last, line) => Math.max(last, line.round ?? 0), 0) + 1;
}
