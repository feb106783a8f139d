import { describe, expect, it } from 'vitest';
import { cleanGuestName, guestDisplayName, MAX_GUEST_NAME, mayEditLine, nextRound, presentGuests, sendRefusal, type TableGuest, type TableLine } from './rules';

const guest = (id: string, name = '', ready = false, leftAt: string | null = null): TableGuest => ({ id, name, ready, leftAt });
const line = (id: string, addedBy: string, round: number | null = null): TableLine => ({ id, addedBy, round });

describe('guests at the table', () => {
  it('counts only those still at it, in the order they joined', () => {
    expect(presentGuests([guest('a'), guest('b', '', false, '2026-11-29T12:00:00Z'), guest('c')]).map((entry) => entry.id)).toEqual(['a', 'c']);
  });
  it('calls a guest by their name, else "Guest n" by the order they joined', () => {
    const everyone = [guest('a', 'Ada'), guest('b'), guest('c')];
    const label = (n: number) => `Guest ${n}`;
    expect(guestDisplayName(everyone[0]!, everyone, label)).toBe('Ada');
    expect(guestDisplayName(everyone[1]!, everyone, label)).toBe('Guest 2');
    expect(guestDisplayName(everyone[2]!, everyone, label)).toBe('Guest 3');
    expect(guestDisplayName(guest('z'), everyone, label)).toBe('Guest 4');
  });
  it('cleans a typed name: spaces, control and direction characters, length', () => {
    expect(cleanGuestName('  Ada   Lovelace ')).toBe('Ada Lovelace');
    expect(cleanGuestName('Ada\u202e\u0007')).toBe('Ada');
    expect(cleanGuestName('   ')).toBe('');
    expect(cleanGuestName('דנה')).toBe('דנה');
    expect(Array.from(cleanGuestName('😀'.repeat(40)))).toHaveLength(MAX_GUEST_NAME);
  });
});

describe('who may change a line', () => {
  it('its guest, others only where the table allows, nobody once it was sent', () => {
    expect(mayEditLine(line('1', 'a'), 'a', false)).toBe(true);
    expect(mayEditLine(line('1', 'a'), 'b', false)).toBe(false);
    expect(mayEditLine(line('1', 'a'), 'b', true)).toBe(true);
    expect(mayEditLine(line('1', 'a', 1), 'a', true)).toBe(false);
  });
});

describe('sending the table’s order', () => {
  const lines = [line('1', 'a'), line('2', 'b')];
  it('waits for everyone at the table to be ready', () => {
    expect(sendRefusal([guest('a', '', true), guest('b')], lines, 'a', false)).toBe('NOT_EVERYONE_READY');
    expect(sendRefusal([guest('a', '', true), guest('b', '', true)], lines, 'a', false)).toBeNull();
    // A guest who left does not hold the table up.
    expect(sendRefusal([guest('a', '', true), guest('b', '', false, '2026-11-29T12:00:00Z')], lines, 'a', false)).toBeNull();
  });
  it('or one guest sends for everyone', () => {
    expect(sendRefusal([guest('a'), guest('b')], lines, 'b', true)).toBeNull();
  });
  it('needs something not sent yet, and a guest at the table', () => {
    expect(sendRefusal([guest('a', '', true)], [line('1', 'a', 1)], 'a', true)).toBe('NOTHING_TO_SEND');
    expect(sendRefusal([guest('a', '', true)], lines, 'z', true)).toBe('NOT_AT_TABLE');
    expect(sendRefusal([guest('a', '', true, '2026-11-29T12:00:00Z')], lines, 'a', true)).toBe('NOT_AT_TABLE');
  });
  it('numbers rounds one after another', () => {
    expect(nextRound([])).toBe(1);
    expect(nextRound([line('1', 'a', 1), line('2', 'a', 2), line('3', 'b')])).toBe(3);
  });
});
