import { describe, expect, it } from 'vitest';
import { createFakeWorld, flush } from '../test-support';

describe('selection.selectHotel', () => {
  it('clears the chosen experience when the guest picks another hotel, and keeps it when the same one is picked again', async () => {
    const world = createFakeWorld();
    const { createOrderingStores } = await import('../index');
    const stores = createOrderingStores(world.deps);
    stores.start();
    await stores.started();
    const { selection } = stores;
    selection.selectHotel(7);
    selection.selectLocation(11);
    await flush();
    const experienceId = selection.$experienceId.get();
    expect(experienceId).not.toBeNull();
    // The same hotel again: nothing the guest chose is lost.
    selection.selectHotel(7);
    expect(selection.$experienceId.get()).toBe(experienceId);
    // Another hotel: its restaurants offer other experiences, so none stays chosen.
    selection.selectHotel(8);
    expect(selection.$hotelId.get()).toBe(8);
    expect(selection.$experienceId.get()).toBeNull();
    expect(selection.$experience.get()).toBeNull();
    stores.dispose();
  });
});
