import { afterEach, describe, expect, it, vi } from 'vitest';

// A catalog whose download never ends (a stalled network): the wait for it must still end.
vi.mock('./catalogs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./catalogs')>();
  return { ...actual, loadCatalog: () => new Promise<never>(() => undefined) };
});

const { createElementI18n, createLocaleSwitcher, localeSettled } = await import('./element-i18n');

afterEach(() => vi.useRealTimers());

describe('localeSettled with a limit', () => {
  it('settles at the limit when the catalog never arrives, and not before', async () => {
    vi.useFakeTimers();
    const i18n = createElementI18n();
    void createLocaleSwitcher(i18n)('he');
    let settled = false;
    void localeSettled(i18n, 5000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(i18n.locale).toBe('en_US');
  });
});
