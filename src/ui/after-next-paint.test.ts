// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_FALLBACK_MS, afterNextPaint, afterPaintShown } from './after-next-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Fake timers, and frames that come only when the test runs their callbacks (in order). */
function queuedFrames(): FrameRequestCallback[] {
  vi.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return frames;
}

/** Fake timers, and frames that never come (a background tab). */
function frameThatNeverComes(): void {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', () => 1);
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
}

describe('after the next paint', () => {
  it('runs after the next frame, not within the current task', () => {
    const frames = queuedFrames();
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    frames.shift()!(0);
    expect(task).not.toHaveBeenCalled(); // the frame has not painted yet inside its callback
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs anyway when no frame comes (a background tab)', () => {
    frameThatNeverComes();
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs on the next task where there are no frames, and never after a cancel', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', undefined);
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    afterNextPaint(cancelled)();
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('once the painted frame is shown', () => {
  it('runs after the paint that follows the next one, and never after a cancel', () => {
    const frames = queuedFrames();
    const task = vi.fn();
    afterPaintShown(task);
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = afterPaintShown(cancelled);
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    cancel();
    frames.shift()?.(0);
    vi.advanceTimersByTime(2 * AFTER_PAINT_FALLBACK_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('is bounded when no frame comes', () => {
    frameThatNeverComes();
    const task = vi.fn();
    afterPaintShown(task);
    vi.advanceTimersByTime(2 * AFTER_PAINT_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
