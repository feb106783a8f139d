import { describe, expect, it } from 'vitest';
import { createBusinessStore } from './business';
import { createLanguageStore } from './language';
import { businessConfiguration, createFakeWorld, MemoryStorage } from '../test-support';

describe('language store', () => {
  it('lists the business languages, keeps the choice on the device and switches without a reload', async () => {
    const world = createFakeWorld();
    world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, languages: ['en_US', 'he'] });
    const business = createBusinessStore(world.deps);
    const store = createLanguageStore(world.deps, business);
    expect(store.$languages.get()).toEqual([]);
    await business.load();
    expect(store.$languages.get()).toEqual(['en_US', 'he']);
    await store.choose('he');
    expect(world.deps.setLanguage).toHaveBeenCalledWith('he');
    expect(world.storage.getItem('language:7')).toBe('he');
    expect(world.emitted).toContainEqual({ type: 'analytics', detail: { category: 'Ordering - Home', action: 'Language', label: 'he' } });
  });

  it('sends no Language event for a language the page or a kept choice set (only the guest picking one counts)', () => {
    const storage = new MemoryStorage();
    storage.setItem('language:7', 'he');
    const kept = createFakeWorld({ storage });
    createLanguageStore(kept.deps, createBusinessStore(kept.deps));
    expect(kept.emitted.filter((event) => event.type === 'analytics')).toEqual([]);
  });

  it('puts back the kept choice at start, unless the page names a language', () => {
    const storage = new MemoryStorage();
    storage.setItem('language:7', 'he');
    const kept = createFakeWorld({ storage });
    createLanguageStore(kept.deps, createBusinessStore(kept.deps));
    expect(kept.deps.setLanguage).toHaveBeenCalledWith('he');
    const named = createFakeWorld({ storage, config: { language: 'en_US' } });
    createLanguageStore(named.deps, createBusinessStore(named.deps));
    expect(named.deps.setLanguage).not.toHaveBeenCalled();
  });
});
