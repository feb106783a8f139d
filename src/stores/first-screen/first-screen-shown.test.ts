import { describe, expect, it, vi } from 'vitest';
import { createFirstScreenShown } from './first-screen-shown';

describe('first screen shown', () => {
  it('runs waiting tasks once, when the first screen is marked shown', () => {
    const signal = createFirstScreenShown();
    const task = vi.fn();
    signal.whenShown(task);
    expect(task).not.toHaveBeenCalled();
    expect(signal.$shown.get()).toBe(false);
    signal.mark();
    signal.mark();
    expect(task).toHaveBeenCalledTimes(1);
    expect(signal.$shown.get()).toBe(true);
  });

  it('runs a task at once once shown, and never a cancelled one', () => {
    const signal = createFirstScreenShown();
    const cancelled = vi.fn();
    signal.whenShown(cancelled)();
    signal.mark();
    expect(cancelled).not.toHaveBeenCalled();
    const late = vi.fn();
    signal.whenShown(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
