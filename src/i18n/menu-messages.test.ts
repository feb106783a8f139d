import { beforeEach, describe, expect, it, vi } from 'vitest';

// The two downloads, controlled: the first menu's part of the catalog and the whole catalog.
const downloads = vi.hoisted(() => ({
  menu: vi.fn(async () => ({ mnu001: 'Add to order' }) as Record<string, string>),
  full: vi.fn(async () => ({ mnu001: 'Add to my order', ful001: 'Place order' }) as Record<string, string>),
}));
vi.mock('./catalogs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./catalogs')>();
  return {
    ...actual,
    loadMenuCatalog: () => downloads.menu(),
    loadCatalog: (locale: string) => (locale === 'en_US' ? downloads.full() : actual.loadCatalog(locale as 'he')),
  };
});

const { createElementI18n, hasAllMessages, loadAllMessages, loadMenuMessages } = await import('./element-i18n');

describe('the first menu waits for its own messages, not the whole catalog', () => {
  beforeEach(() => {
    downloads.menu.mockClear();
    downloads.full.mockClear();
  });

  it('merges the menu part without downloading the whole catalog, once per element', async () => {
    const i18n = createElementI18n();
    await loadMenuMessages(i18n);
    await loadMenuMessages(i18n);
    expect(i18n._('mnu001')).toBe('Add to order');
    expect(downloads.menu).toHaveBeenCalledTimes(1);
    expect(downloads.full).not.toHaveBeenCalled();
    expect(hasAllMessages(i18n)).toBe(false);
  });

  it('never puts the menu part over the whole catalog, and skips it once the whole catalog is in', async () => {
    const i18n = createElementI18n();
    await loadAllMessages(i18n);
    expect(hasAllMessages(i18n)).toBe(true);
    await loadMenuMessages(i18n);
    expect(downloads.menu).not.toHaveBeenCalled();
    expect(i18n._('mnu001')).toBe('Add to my order');
    expect(i18n._('ful001')).toBe('Place order');
  });

  it('downloads the menu part again after a failure', async () => {
    const i18n = createElementI18n();
    downloads.menu.mockRejectedValueOnce(new Error('offline'));
    await expect(loadMenuMessages(i18n)).rejects.toThrow('offline');
    await loadMenuMessages(i18n);
    expect(downloads.menu).toHaveBeenCalledTimes(2);
    expect(i18n._('mnu001')).toBe('Add to order');
  });
});
