// @vitest-environment happy-dom
// The first paint leans on how two libraries behave, not on a promise they make: these tests fail when
// an update changes either, before a guest meets a blank widget or a paint that never goes away.
// - r2wc attaches the element's shadow root in its constructor, through `this.attachShadow`, so our
//   override can hand it the root the loader attached and painted into.
// - React's `createRoot` on a container that already has children keeps them and appends its tree.
import r2wc from '@r2wc/react-to-web-component';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../stores', async () => ({ createOrderingStores: (await import('./test-support')).fakeCreateOrderingStores }));
vi.mock('../screens', async () => ({ ScreenOutlet: (await import('./test-support')).FakeScreenOutlet }));
vi.mock('../api', () => ({ createPlatformApi: vi.fn(() => ({ kind: 'fake-api' })) }));
vi.mock('../realtime', () => ({ connectRealtime: vi.fn(async () => ({ watchCart: async () => () => {} })) }));

const { defineGuestOrdering } = await import('./define');
const { createdStores } = await import('./test-support');
const { attachEarlyRoot } = await import('./early-root');
const { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_BASIS_ATTRIBUTE } = await import('../ui/first-paint-handover');
const { paintBasis } = await import('../domain/element-config');

/** Lets React's scheduled render run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('r2wc', () => {
  it("attaches an open shadow root in the element's constructor, through the element's own attachShadow", () => {
    const attach = vi.spyOn(HTMLElement.prototype, 'attachShadow');
    customElements.define(
      'go-platform-r2wc',
      r2wc(() => null, { shadow: 'open' }),
    );
    const element = document.createElement('go-platform-r2wc');
    expect(attach).toHaveBeenCalledTimes(1);
    expect(attach).toHaveBeenCalledWith({ mode: 'open' });
    expect(element.shadowRoot).not.toBeNull();
  });
});

describe('React createRoot', () => {
  it('keeps what a shadow root already holds and adds its tree after it', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const paint = document.createElement('div');
    paint.textContent = 'painted';
    shadow.append(paint);
    const root = createRoot(shadow);
    await act(async () => root.render(createElement('p', null, 'react')));
    expect(Array.from(shadow.children)).toEqual([paint, shadow.querySelector('p')]);
    await act(async () => root.render(createElement('p', null, 'react again')));
    expect(paint.isConnected).toBe(true);
    root.unmount();
  });
});

describe("<guest-ordering> upgraded over the loader's root", () => {
  it('reuses the root the loader attached, paint included, and React renders beside the paint', async () => {
    const tag = 'go-platform-element';
    document.body.insertAdjacentHTML('beforeend', `<${tag} api-base="/" publishable-key="pk" business-id="7" product-id="p"></${tag}>`);
    const element = document.body.lastElementChild as HTMLElement;
    // The loader, before the element is defined: its own root, and its paint in it.
    const early = attachEarlyRoot(element);
    expect(early).not.toBeNull();
    const paint = document.createElement('div');
    paint.setAttribute(FIRST_PAINT_ATTRIBUTE, '');
    // Whose menu it is: the element's own configuration's, so the element keeps it.
    paint.setAttribute(FIRST_PAINT_BASIS_ATTRIBUTE, paintBasis({ apiBase: '/', publishableKey: 'pk', businessId: 7, productId: 'p' }));
    early!.append(paint);

    defineGuestOrdering(tag);
    expect(element.shadowRoot).toBe(early);
    await vi.waitFor(() => expect(early!.querySelector('[part="base"]')).not.toBeNull());
    await flush();
    expect(early!.firstElementChild).toBe(paint);
    expect(paint.nextElementSibling).toBe(early!.querySelector('[part="base"]'));
    // Until the first screen is shown: then the paint goes.
    createdStores.at(-1)!.$firstScreenShown.set(true);
    await vi.waitFor(() => expect(paint.isConnected).toBe(false));
  });
});
