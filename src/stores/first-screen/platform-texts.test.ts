import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { PlatformTexts } from '../../domain/types';
import { businessConfiguration, createFakeWorld, deferred, flush } from '../test-support';
import { createBusinessStore } from './business';
import { createPlatformTextsStore } from './platform-texts';

const textsFor = (language: string): PlatformTexts => ({
  language,
  places: { '11': { name: `${language} name` } },
  experiences: {},
  charges: {},
  allergens: {},
  sales: {},
  links: {},
});

function setup(translationsUrl: string | null = 'https://tr.test') {
  const world = createFakeWorld();
  world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, defaultLanguage: 'en_US', translationsUrl });
  world.api.getPlatformTexts.mockImplementation(async (language: string) => textsFor(language));
  const business = createBusinessStore(world.deps);
  const store = createPlatformTextsStore(world.deps, business);
  return { world, business, store };
}

describe('platform texts store', () => {
  it('asks nothing in the business default language: the platform names show at once', async () => {
    const { world, business, store } = setup();
    await business.load();
    await flush();
    expect(world.api.getPlatformTexts).not.toHaveBeenCalled();
    expect(store.$texts.get()).toBeNull();
  });

  it('fetches the files of another language once the configuration is in, and again when the language changes', async () => {
    const { world, business, store } = setup();
    await world.deps.setLanguage('he');
    expect(world.api.getPlatformTexts).not.toHaveBeenCalled();
    await business.load();
    await flush();
    expect(world.api.getPlatformTexts).toHaveBeenCalledTimes(1);
    expect(store.$texts.get()?.places['11']?.name).toBe('he name');
    await world.deps.setLanguage('es_ES');
    await flush();
    expect(world.api.getPlatformTexts).toHaveBeenLastCalledWith('es_ES');
    expect(store.$texts.get()?.language).toBe('es_ES');
    await world.deps.setLanguage('en_US');
    expect(store.$texts.get()).toBeNull();
    expect(world.api.getPlatformTexts).toHaveBeenCalledTimes(2);
  });

  it('waits for the first screen to be shown: it paints with the platform names, never sharing the network with the files', async () => {
    const world = createFakeWorld();
    world.api.getBusinessConfiguration.mockResolvedValue({ ...businessConfiguration, translationsUrl: 'https://tr.test' });
    world.api.getPlatformTexts.mockImplementation(async (language: string) => textsFor(language));
    const business = createBusinessStore(world.deps);
    const shown = atom(false);
    const store = createPlatformTextsStore(world.deps, business, shown);
    await world.deps.setLanguage('he');
    await business.load();
    await flush();
    expect(world.api.getPlatformTexts).not.toHaveBeenCalled();
    shown.set(true);
    await flush();
    expect(world.api.getPlatformTexts).toHaveBeenCalledWith('he');
    expect(store.$texts.get()?.language).toBe('he');
  });

  it('asks nothing when the business names no translation host', async () => {
    const { world, business, store } = setup(null);
    await world.deps.setLanguage('he');
    await business.load();
    await flush();
    expect(world.api.getPlatformTexts).not.toHaveBeenCalled();
    expect(store.$texts.get()).toBeNull();
  });

  it('drops an answer for a language no longer shown', async () => {
    const { world, business, store } = setup();
    const slow = deferred<PlatformTexts | null>();
    world.api.getPlatformTexts.mockImplementationOnce(() => slow.promise);
    await world.deps.setLanguage('he');
    await business.load();
    await world.deps.setLanguage('es_ES');
    await flush();
    slow.resolve(textsFor('he'));
    await flush();
    expect(store.$texts.get()?.language).toBe('es_ES');
    store.dispose();
  });
});
