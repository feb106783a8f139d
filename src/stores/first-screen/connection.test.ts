import { describe, expect, it, vi } from 'vitest';
import { createConnectionStore } from './connection';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } }) as unknown as Window;
}

describe('connection store', () => {
  it('follows offline and online, and runs the reload only when the connection comes back', () => {
    const win = fakeWindow(true);
    const reload = vi.fn();
    const store = createConnectionStore(win, reload);
    expect(store.$online.get()).toBe(true);
    win.dispatchEvent(new Event('online'));
    expect(reload).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('offline'));
    expect(store.$online.get()).toBe(false);
    win.dispatchEvent(new Event('online'));
    expect(store.$online.get()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    store.dispose();
    win.dispatchEvent(new Event('offline'));
    expect(store.$online.get()).toBe(true);
  });

  it('starts offline when the browser already is', () => {
    expect(createConnectionStore(fakeWindow(false), vi.fn()).$online.get()).toBe(false);
  });
});
