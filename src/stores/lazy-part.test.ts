import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

describe('lazyPart: the one way a lazy chunk of stores loads', () => {
  it('imports and builds once, shares the promise, and resolves to the part', async () => {
    let imports = 0;
    let builds = 0;
    const part = lazyPart(
      async () => {
        imports += 1;
        return { create: () => ({ name: 'ordering' }) };
      },
      (module) => {
        builds += 1;
        return module.create();
      },
    );
    expect(part.current()).toBeNull();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(part.current()).toBe(a);
    expect(await part.load()).toBe(a);
    expect({ imports, builds }).toEqual({ imports: 1, builds: 1 });
  });

  it('tries a failed import again on the next call', async () => {
    let attempts = 0;
    const part = lazyPart(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed');
        return 'module';
      },
      (module) => `${module}:built`,
    );
    await expect(part.load()).rejects.toThrow('chunk failed');
    expect(part.current()).toBeNull();
    expect(await part.load()).toBe('module:built');
    expect(attempts).toBe(2);
  });

  it('builds nothing for an element removed while the chunk loaded', async () => {
    let disposed = false;
    let builds = 0;
    const part = lazyPart(
      async () => {
        disposed = true;
        return 'module';
      },
      () => {
        builds += 1;
        return 'part';
      },
      () => disposed,
    );
    await expect(part.load()).rejects.toThrow(/removed/);
    expect(builds).toBe(0);
    expect(part.current()).toBeNull();
  });
});
