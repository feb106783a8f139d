// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { digest, instantsAroundMidnight } from './test-support';
import { buildTimePicker } from './slots';
import { openingStatus } from './status';

const fixtureUrl = new URL('./test-support.ts', import.meta.url).href;

/** Runs the digest in a child Node with `TZ` set: the device's zone is the only thing changed. */
function digestInZone(deviceZone: string, extra: number[]): { offset: number; digest: string } {
  const code = `const f = await import(${JSON.stringify(fixtureUrl)});
process.stdout.write(JSON.stringify({ offset: new Date(Date.UTC(2026, 10, 23)).getTimezoneOffset(), digest: f.digest(f.instantsAroundMidnight(${JSON.stringify(extra)})) }));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    env: { ...process.env, TZ: deviceZone },
    encoding: 'utf8',
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
  });
  return JSON.parse(out) as { offset: number; digest: string };
}

describe('results depend on the location zone only, never the device zone', () => {
  const extra = [Date.now()];
  const here = digest(instantsAroundMidnight(extra));

  it.each([
    ['Pacific/Kiritimati', -840],
    ['America/Los_Angeles', 480],
  ])(
    'gives the same results on a device in %s',
    (deviceZone, offset) => {
      const child = digestInZone(deviceZone, extra);
      expect(child.offset).toBe(offset); // the child really runs in that zone
      expect(child.digest).toBe(here);
    },
    30_000,
  );

  it('sees Kiritimati one calendar day ahead of Los Angeles around midnight', () => {
    // 2026-11-24T10:00Z: 00:00 Wednesday in Kiritimati, 02:00 Tuesday in Los Angeles.
    const now = new Date(Date.UTC(2026, 10, 24, 10, 0));
    const hours = { tue: [{ from: '22:00', to: '02:00' }], wed: [{ from: '00:00', to: '00:00' }] };
    const kiritimati = buildTimePicker({ openHours: hours, timeZone: 'Pacific/Kiritimati', now, isAsapOnly: false, frameTime: 15, availableDays: 1 });
    expect(kiritimati.days.map((d) => d.dateKey)).toEqual(['2026-11-25']);
    expect(kiritimati.first?.iso).toBe('2026-11-25T00:00:00+14:00');
    expect(kiritimati.days[0]!.times).toHaveLength(96);
    const losAngeles = buildTimePicker({ openHours: hours, timeZone: 'America/Los_Angeles', now, isAsapOnly: false, frameTime: 15, availableDays: 1 });
    // Still Tuesday 02:00 in Los Angeles: today's slots start at Tuesday's 22:00 opening.
    expect(losAngeles.days.map((d) => d.dateKey)).toEqual(['2026-11-24']);
    expect(losAngeles.first?.iso).toBe('2026-11-24T22:00:00-08:00');
    expect(openingStatus({ openHours: hours, timeZone: 'America/Los_Angeles', now })).toMatchObject({ kind: 'closed-opens-at', time: '22:00', dayOffset: 0 });
    // Kiritimati: all of Wednesday is open (24h); a minute before, on Tuesday 23:59, it is open from
    // 22:00 on and, the windows joined, closes at the end of Wednesday.
    expect(openingStatus({ openHours: hours, timeZone: 'Pacific/Kiritimati', now })).toEqual({ kind: 'open-24h' });
    const before = new Date(now.getTime() - 60_000);
    expect(openingStatus({ openHours: hours, timeZone: 'Pacific/Kiritimati', now: before })).toMatchObject({
      kind: 'open-closes-at',
      time: '00:00',
      dayOffset: 2,
    });
  });
});
