import { describe, expect, it, vi } from 'vitest';
import { createUrlGuard } from './client';
import { locationTimeZone, mapLocation } from './map-locations';
import { wireLocation } from './test-support';

const allow = createUrlGuard('https://platform.example/');

describe('mapLocation time zone', () => {
  it('keeps a zone Intl knows, reporting nothing', () => {
    const report = vi.fn();
    const wire = { ...wireLocation(), timezone: { name: 'Europe/Paris' } };
    expect(mapLocation(wire, allow, report).timeZone).toBe('Europe/Paris');
    expect(report).not.toHaveBeenCalled();
  });

  it('checks the zone only when it is first read (no Intl formatter for a location nobody looks at)', () => {
    const report = vi.fn();
    const location = mapLocation({ ...wireLocation(), timezone: { name: 'Mars/Olympus' } }, allow, report);
    expect(report).not.toHaveBeenCalled();
    expect(location.timeZone).toBe('UTC');
    expect(location.timeZone).toBe('UTC');
    expect({ ...location }.timeZone).toBe('UTC');
    expect(report).toHaveBeenCalledTimes(1);
  });

  it.each(['Mars/Olympus', '', '   ', 'Europe/Nowhere', 'GMT+99'])('falls back to UTC for %j and reports it', (name) => {
    const report = vi.fn();
    const wire = { ...wireLocation(), timezone: { name } };
    expect(mapLocation(wire, allow, report).timeZone).toBe('UTC');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toContain(`location ${wire.id}`);
  });

  it('reports an unknown zone on the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(locationTimeZone({ ...wireLocation(), timezone: { name: 'Mars/Olympus' } })).toBe('UTC');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"Mars/Olympus"'));
    } finally {
      warn.mockRestore();
    }
  });
});
