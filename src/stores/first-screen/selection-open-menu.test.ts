import { describe, expect, it } from 'vitest';
import { createFakeWorld, flush } from '../test-support';

describe('selection.openMenu (home "Start order")', () => {
  it('tells analytics Ordering - Home / Menu with the location platform name, then opens the menu', async () => {
    const world = createFakeWorld();
    const { createOrderingStores } = await import('../index');
    const stores = createOrderingStores(world.deps);
    stores.start();
    await stores.started();
    stores.selection.openMenu();
    expect(world.emitted.filter((event) => event.type === 'analytics')).toEqual([]); // nothing chosen yet
    stores.selection.selectLocation(11);
    await flush();
    stores.selection.openMenu();
    expect(world.emitted).toContainEqual({ type: 'analytics', detail: { category: 'Ordering - Home', action: 'Menu', label: 'Harbour Bistro' } });
    expect(world.deps.router.$route.get().path).toBe('/menu');
    stores.dispose();
  });
});
