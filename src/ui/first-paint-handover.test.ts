// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { paintBasis } from '../domain/element-config';
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_BASIS_ATTRIBUTE,
  firstPaintBasis,
  firstPaintOf,
  hasFirstPaint,
  PAINTING_ATTRIBUTE,
  releaseFirstPaint,
  TAPPED_ATTRIBUTE,
  withdrawFirstPaint,
} from './first-paint-handover';

const painted = (basis = paintBasis({ apiBase: '/', publishableKey: 'pk', businessId: 1, productId: 'p' })) => {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  const paint = document.createElement('div');
  paint.setAttribute(FIRST_PAINT_ATTRIBUTE, '');
  paint.setAttribute(FIRST_PAINT_BASIS_ATTRIBUTE, basis);
  root.append(paint, Object.assign(document.createElement('div'), { part: 'base' }));
  host.setAttribute(PAINTING_ATTRIBUTE, '');
  return { host, root };
};

describe('the hand-over from the loader’s paint', () => {
  it('tells whose menu the paint is, as the element compares it with its configuration', () => {
    const { root } = painted();
    expect(firstPaintBasis(root)).toBe(paintBasis({ apiBase: '/', publishableKey: 'pk', businessId: 1, productId: 'p' }));
    expect(firstPaintBasis(root)).not.toBe(paintBasis({ apiBase: '/', publishableKey: 'pk', businessId: 2, productId: 'p' }));
    releaseFirstPaint(root);
    expect(firstPaintBasis(root)).toBeNull();
  });

  it('shows the React tree once released, and the paint is gone', () => {
    const { host, root } = painted();
    expect(firstPaintOf(root)).not.toBeNull();
    releaseFirstPaint(root);
    expect(hasFirstPaint(root)).toBe(false);
    expect(firstPaintOf(root)).toBeNull();
    expect(host.hasAttribute(PAINTING_ATTRIBUTE)).toBe(false);
  });

  it('forgets the tap when the paint is withdrawn: it was an item of another menu', () => {
    const { host, root } = painted();
    const tapped = document.createElement('button');
    tapped.setAttribute(TAPPED_ATTRIBUTE, '');
    firstPaintOf(root)!.append(tapped);
    withdrawFirstPaint(root);
    expect(hasFirstPaint(root)).toBe(false);
    expect(root.childElementCount).toBe(1);
    expect(host.hasAttribute(PAINTING_ATTRIBUTE)).toBe(false);
    expect(root.querySelector(`[${TAPPED_ATTRIBUTE}]`)).toBeNull();
  });
});

describe('paintBasis', () => {
  it('differs whenever the platform, the key, the business or the product differs', () => {
    const base = { apiBase: '/', publishableKey: 'pk', businessId: 1 as number | null, productId: 'p' };
    const variants = [{ apiBase: '/other/' }, { publishableKey: 'pk2' }, { businessId: null }, { productId: 'q' }];
    for (const change of variants) expect(paintBasis({ ...base, ...change })).not.toBe(paintBasis(base));
    expect(paintBasis({ ...base })).toBe(paintBasis(base));
  });
});
