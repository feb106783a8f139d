import { describe, expect, it, vi } from 'vitest';
import { menuItem } from '../../domain/menu/test-support';
import type { MenuCategory } from '../../domain/types';
import { createAgeCheckStore, IS_ADULT_KEY } from './age-check';
import { createFakeWorld, MemoryStorage, modifierMenu, storesAtMenu } from '../test-support';

const beer = menuItem(7, { name: 'Peroni', under18: true });
const water = menuItem(8, { name: 'Water' });
const cocktails = { under18: true } as MenuCategory;

describe('age check', () => {
  it('proceeds at once when no check is needed', () => {
    const age = createAgeCheckStore({ storage: new MemoryStorage() }, () => null);
    const proceed = vi.fn();
    age.guard(water, proceed);
    expect(proceed).toHaveBeenCalledTimes(1);
    expect(age.$request.get()).toBeNull();
  });

  it('asks before an under-18 item or an item of an under-18 category and proceeds on confirm', () => {
    const storage = new MemoryStorage();
    const age = createAgeCheckStore({ storage }, (item) => (item.id === 8 ? cocktails : null));
    const proceed = vi.fn();
    age.guard(water, proceed); // listed under an under-18 category
    expect(age.$request.get()).toEqual({ itemName: 'Water' });
    age.guard(beer, proceed); // the last tap wins
    expect(age.$request.get()).toEqual({ itemName: 'Peroni' });
    expect(proceed).not.toHaveBeenCalled();
    age.confirm(false);
    expect(proceed).toHaveBeenCalledTimes(1);
    expect(age.$request.get()).toBeNull();
    // For this element's life only: nothing stored.
    expect(age.isAdult()).toBe(true);
    expect(storage.getItem(IS_ADULT_KEY)).toBeNull();
    age.guard(beer, proceed);
    expect(proceed).toHaveBeenCalledTimes(2);
    expect(createAgeCheckStore({ storage }, () => null).isAdult()).toBe(false);
  });

  it('stores IS_ADULT with "do not ask again", and forget() clears it', () => {
    const storage = new MemoryStorage();
    const age = createAgeCheckStore({ storage }, () => null);
    age.guard(beer, () => undefined);
    age.confirm(true);
    expect(storage.getItem(IS_ADULT_KEY)).toBe('true');
    const afterReload = createAgeCheckStore({ storage }, () => null);
    expect(afterReload.isAdult()).toBe(true);
    const proceed = vi.fn();
    afterReload.guard(beer, proceed);
    expect(proceed).toHaveBeenCalled();
    afterReload.forget();
    expect(storage.getItem(IS_ADULT_KEY)).toBeNull();
    expect(afterReload.isAdult()).toBe(false);
  });

  it('cancel() drops the request without proceeding', () => {
    const age = createAgeCheckStore({ storage: null }, () => null);
    const proceed = vi.fn();
    age.guard(beer, proceed);
    age.cancel();
    expect(age.$request.get()).toBeNull();
    expect(proceed).not.toHaveBeenCalled();
    expect(age.isAdult()).toBe(false);
  });

  it('is cleared by Done on the confirmation (order.finish)', async () => {
    const world = createFakeWorld();
    world.api.getMenu.mockResolvedValue(modifierMenu);
    const { stores } = await storesAtMenu(world);
    stores.age.guard(stores.menu.findItem(7)!, () => undefined);
    stores.age.confirm(true);
    expect(world.storage.getItem(IS_ADULT_KEY)).toBe('true');
    stores.order.finish();
    expect(world.storage.getItem(IS_ADULT_KEY)).toBeNull();
    expect(stores.age.isAdult()).toBe(false);
  });
});
