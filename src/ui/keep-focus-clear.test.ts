import { describe, expect, it } from 'vitest';
import { coveredByGrowth } from './keep-focus-clear';

describe('coveredByGrowth: a sticky bar that grew now lies over the focused control', () => {
  // Tabs stuck at the top, 0..60 px, that grew by 40 px from 0..20 px.
  const tabs = { top: 0, bottom: 60 };

  it('counts a control the growth covers at the start', () => {
    expect(coveredByGrowth({ top: 30, bottom: 54 }, tabs, 40, 'start')).toBe(true);
    // Partly: its top under the new part, its bottom below the bar.
    expect(coveredByGrowth({ top: 50, bottom: 74 }, tabs, 40, 'start')).toBe(true);
    // Just below the old bar.
    expect(coveredByGrowth({ top: 20, bottom: 44 }, tabs, 40, 'start')).toBe(true);
  });

  it('leaves a control the old bar already covered: the guest scrolled it there', () => {
    expect(coveredByGrowth({ top: 10, bottom: 34 }, tabs, 40, 'start')).toBe(false);
    expect(coveredByGrowth({ top: -30, bottom: -6 }, tabs, 40, 'start')).toBe(false);
  });

  it('leaves a control clear of the grown bar', () => {
    expect(coveredByGrowth({ top: 60, bottom: 84 }, tabs, 40, 'start')).toBe(false);
    expect(coveredByGrowth({ top: 400, bottom: 424 }, tabs, 40, 'start')).toBe(false);
  });

  it('counts nothing when the bar shrank or kept its size', () => {
    expect(coveredByGrowth({ top: 30, bottom: 54 }, tabs, 0, 'start')).toBe(false);
    expect(coveredByGrowth({ top: 30, bottom: 54 }, tabs, -40, 'start')).toBe(false);
  });

  // A footer at the bottom of an 800 px window, 700..800 px, that grew upwards by 30 px from 730..800 px.
  const footer = { top: 700, bottom: 800 };

  it('counts a control the growth covers at the end, and only that', () => {
    expect(coveredByGrowth({ top: 690, bottom: 714 }, footer, 30, 'end')).toBe(true);
    expect(coveredByGrowth({ top: 705, bottom: 729 }, footer, 30, 'end')).toBe(true);
    expect(coveredByGrowth({ top: 740, bottom: 764 }, footer, 30, 'end')).toBe(false);
    expect(coveredByGrowth({ top: 660, bottom: 684 }, footer, 30, 'end')).toBe(false);
  });
});
