import { describe, expect, it } from 'vitest';
import { listTimeZone } from './list-zone';

describe('listTimeZone', () => {
  it('is the zone most locations share, wherever they sit in the list', () => {
    const zones = ['Europe/Lisbon', 'America/New_York', 'Asia/Tokyo', 'America/New_York', 'America/New_York'];
    expect(listTimeZone(zones)).toBe('America/New_York');
    expect(listTimeZone([...zones].reverse())).toBe('America/New_York');
  });

  it('breaks a tie by the zone name, so the order of the list never changes it', () => {
    expect(listTimeZone(['Europe/Paris', 'America/New_York'])).toBe('America/New_York');
    expect(listTimeZone(['America/New_York', 'Europe/Paris'])).toBe('America/New_York');
  });

  it('is the only zone of a single-zone list, and null for no locations', () => {
    expect(listTimeZone(['Asia/Kuwait'])).toBe('Asia/Kuwait');
    expect(listTimeZone([])).toBeNull();
  });
});
