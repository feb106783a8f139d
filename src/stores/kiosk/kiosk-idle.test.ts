import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_SESSION_WARNING_MS } from '../../domain/kiosk/idle';
import { createKioskIdleStore } from './kiosk-idle';

/** A window stand-in: an event target with a document whose focused element the test sets. */
class FakeWindow extends EventTarget {
  document = { activeElement: null as null | { localName: string; type?: string; shadowRoot?: null } };
}

describe('kiosk idle store', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  function setup(path = '/menu') {
    const $path = atom(path);
    const target = new FakeWindow();
    const onExpire = vi.fn();
    const store = createKioskIdleStore({ $path, autoRedirectMs: 60_000, now: () => Date.now(), activityTarget: target, onExpire });
    return { $path, target, onExpire, store };
  }

  it('warns after autoRedirect on a modal screen, counts down each second, then clears once', () => {
    const { store, onExpire } = setup();
    vi.advanceTimersByTime(59_999);
    expect(store.$view.get()).toEqual({ phase: 'active', secondsLeft: null });
    vi.advanceTimersByTime(1);
    expect(store.$view.get()).toEqual({ phase: 'warning', secondsLeft: 30 });
    vi.advanceTimersByTime(1000);
    expect(store.$view.get().secondsLeft).toBe(29);
    vi.advanceTimersByTime(KIOSK_SESSION_WARNING_MS - 1001);
    expect(store.$view.get().secondsLeft).toBe(1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    // A fresh count for the next guest.
    expect(store.$view.get()).toEqual({ phase: 'active', secondsLeft: null });
    vi.advanceTimersByTime(59_999);
    expect(store.$view.get().phase).toBe('active');
    store.dispose();
  });

  it('"I need more time" closes the warning and counts again from then', () => {
    const { store, onExpire } = setup();
    vi.advanceTimersByTime(70_000);
    expect(store.$view.get().phase).toBe('warning');
    store.moreTime();
    expect(store.$view.get()).toEqual({ phase: 'active', secondsLeft: null });
    vi.advanceTimersByTime(59_000);
    expect(store.$view.get().phase).toBe('active');
    vi.advanceTimersByTime(1_000);
    expect(store.$view.get().phase).toBe('warning');
    expect(onExpire).not.toHaveBeenCalled();
    store.dispose();
  });

  it('a touch or a key starts the count again, but does not end a warning already shown', () => {
    const { store, target } = setup();
    vi.advanceTimersByTime(50_000);
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(50_000);
    expect(store.$view.get().phase).toBe('active');
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(60_000);
    expect(store.$view.get().phase).toBe('warning');
    target.dispatchEvent(new Event('pointerdown'));
    expect(store.$view.get().phase).toBe('warning');
    store.dispose();
  });

  it('a scroll nobody began (a smooth scroll still gliding, an animated host page) keeps no left kiosk alive', () => {
    const { store, $path, target, onExpire } = setup('/menu/startOver');
    vi.advanceTimersByTime(15_000);
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(15_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    $path.set('/menu');
    vi.advanceTimersByTime(30_000);
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(30_000);
    expect(store.$view.get().phase).toBe('warning');
    store.dispose();
  });

  it('a screen change starts the count again; auto screens clear after 30 s; paying screens never time out', () => {
    const { store, $path, onExpire } = setup();
    vi.advanceTimersByTime(50_000);
    $path.set('/menu/checkout/tapCard');
    vi.advanceTimersByTime(10 * 60_000);
    expect(store.$view.get().phase).toBe('active');
    expect(onExpire).not.toHaveBeenCalled();
    $path.set('/menu/startOver');
    vi.advanceTimersByTime(29_999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    store.dispose();
  });

  it('a guest typing in a text field is never timed out; the count starts once the field is left', () => {
    const { store, target, onExpire } = setup('/menu/checkout');
    target.document.activeElement = { localName: 'input', type: 'email', shadowRoot: null };
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10 * 60_000);
    expect(store.$view.get().phase).toBe('active');
    expect(onExpire).not.toHaveBeenCalled();
    // Leaving the field (for a checkbox, which is no text field) starts the count from then.
    target.document.activeElement = { localName: 'input', type: 'checkbox', shadowRoot: null };
    vi.advanceTimersByTime(59_000);
    expect(store.$view.get().phase).toBe('active');
    vi.advanceTimersByTime(1_000);
    expect(store.$view.get().phase).toBe('warning');
    store.dispose();
  });

  it('stops everything on dispose', () => {
    const { store, onExpire } = setup();
    store.dispose();
    vi.advanceTimersByTime(10 * 60_000);
    expect(onExpire).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
