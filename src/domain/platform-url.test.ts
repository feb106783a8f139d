import { describe, expect, it, vi } from 'vitest';
import { allowPlatformUrl, allowRealtimeUrl, checkPlatformUrl, checkRealtimeUrl } from './platform-url';

const BASE = 'https://api.test/v1/';

describe('checkPlatformUrl', () => {
  it.each([
    ['https://cdn.test/a.png', 'https://cdn.test/a.png'],
    ['  https://cdn.test/a.png  ', 'https://cdn.test/a.png'],
    ['HTTPS://CDN.test/a.png', 'https://cdn.test/a.png'],
    ['menus/1.json', 'https://api.test/v1/menus/1.json'],
    ['/menus/1.json', 'https://api.test/v1/menus/1.json'],
    ['wallet/card-fields.html?x=1#y', 'https://api.test/v1/wallet/card-fields.html?x=1#y'],
    ['http://localhost:4321/wallet.html', 'http://localhost:4321/wallet.html'],
    ['http://127.0.0.1:9000/a.png', 'http://127.0.0.1:9000/a.png'],
    ['http://[::1]:9000/a.png', 'http://[::1]:9000/a.png'],
  ])('keeps %j as %j', (raw, url) => {
    expect(checkPlatformUrl(raw, BASE)).toEqual({ ok: true, url });
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \t javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript\u0001:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml,<svg/>',
    'vbscript:msgbox(1)',
    'blob:https://api.test/123',
    'file:///etc/passwd',
    'ftp://files.test/a.png',
    '//evil.example/a.png',
    '\\\\evil.example/a.png',
    '/\\evil.example/a.png',
    'http://evil.example/a.png',
    'http://localhost.evil.example/a.png',
    'https://user:pass@cdn.test/a.png',
    'https://',
    'https://exa mple.test/',
    '',
    '   ',
  ])('refuses %j', (raw) => {
    const checked = checkPlatformUrl(raw, BASE);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem).toMatch(/\w/);
  });

  it('keeps a relative URL relative when the API base itself is relative (no page to resolve against)', () => {
    expect(checkPlatformUrl('/menus/1.json', '/api/')).toEqual({ ok: true, url: '/api/menus/1.json' });
    expect(checkPlatformUrl('javascript:alert(1)', '/api/').ok).toBe(false);
    expect(checkPlatformUrl('//evil.example/', '/api/').ok).toBe(false);
  });
});

describe('allowPlatformUrl', () => {
  it('gives the URL, null for blanks, and null with a report naming the field for a refused one', () => {
    const report = vi.fn();
    expect(allowPlatformUrl('/a.png', BASE, report, 'logo')).toBe('https://api.test/v1/a.png');
    expect(allowPlatformUrl(null, BASE, report, 'logo')).toBeNull();
    expect(allowPlatformUrl(undefined, BASE, report, 'logo')).toBeNull();
    expect(allowPlatformUrl(' ', BASE, report, 'logo')).toBeNull();
    expect(report).not.toHaveBeenCalled();
    expect(allowPlatformUrl('javascript:alert(1)', BASE, report, 'The logo')).toBeNull();
    expect(report).toHaveBeenCalledWith(expect.stringMatching(/^The logo was refused: .*javascript:/));
  });
});

describe('checkRealtimeUrl (the realtime database address)', () => {
  it.each([
    'https://demo-rtdb.firebaseio.com',
    'wss://demo-rtdb.firebaseio.com/?ns=demo',
    'http://127.0.0.1:9000',
    'ws://localhost:9351?ns=demo',
    'http://[::1]:9000',
  ])('keeps %j as given', (raw) => {
    expect(checkRealtimeUrl(` ${raw} `)).toEqual({ ok: true, url: raw });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'vbscript:msgbox(1)',
    '//evil.example/',
    'http://evil.example:9000',
    'ws://evil.example:9000',
    'ftp://localhost/',
    'wss://user:pass@db.example/',
    '/relative/path',
    'db.example',
    'wss://',
    'ws://exa mple/',
    'https://db.example/\u0000',
    '',
  ])('refuses %j', (raw) => {
    const checked = checkRealtimeUrl(raw);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problem).toMatch(/\w/);
  });

  it('allowRealtimeUrl gives the address, null for blanks, and null with a report for a refused one', () => {
    const report = vi.fn();
    expect(allowRealtimeUrl('wss://db.example', report, 'The database_url')).toBe('wss://db.example');
    expect(allowRealtimeUrl(null, report, 'The database_url')).toBeNull();
    expect(allowRealtimeUrl('  ', report, 'The database_url')).toBeNull();
    expect(report).not.toHaveBeenCalled();
    expect(allowRealtimeUrl('ws://evil.example', report, 'The database_url')).toBeNull();
    expect(report).toHaveBeenCalledWith(expect.stringMatching(/^The database_url was refused: .*ws:/));
  });
});
