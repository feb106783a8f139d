// Test doubles for element tests: stores and API stubs recording what the element hands them.
import { useStore } from '@nanostores/react';
import { atom, type WritableAtom } from 'nanostores';
import { createElement } from 'react';
import { type Mock, vi } from 'vitest';
import { useApp } from '../screens/app-context';
import type { CartSnapshot } from '../domain/host-events';
import type { OrderingDeps, OrderingStoresPublic } from '../stores/deps';
import type { UiConfiguration } from '../domain/types';

export interface FakeStores extends OrderingStoresPublic {
  deps: OrderingDeps;
  start: Mock<() => void>;
  reset: Mock<() => void>;
  dispose: Mock<() => void>;
  cart: CartSnapshot;
  /** The slice of the real business store the shell looks at (default language, UI theme). */
  business: {
    $configuration: WritableAtom<{ defaultLanguage: string } | null>;
    $uiConfiguration: WritableAtom<Pick<UiConfiguration, 'colors' | 'fontFamily'> | null>;
  };
  /** The slice of the real place theme store the shell looks at (the theme and favicon of where the guest is). */
  placeTheme: {
    $uiConfiguration: WritableAtom<Pick<UiConfiguration, 'colors' | 'fontFamily' | 'faviconUrl'> | null>;
  };
  /** Whether the address's first screen is shown (the loader's paint is released then). */
  $firstScreenShown: WritableAtom<boolean>;
}

/** Every stores instance created, newest last. */
export const createdStores: FakeStores[] = [];

export function fakeCreateOrderingStores(deps: OrderingDeps): FakeStores {
  const stores: FakeStores = {
    deps,
    start: vi.fn<() => void>(),
    reset: vi.fn<() => void>(),
    dispose: vi.fn<() => void>(),
    cart: { lines: [], quantity: 0, subtotal: 0, currency: 'USD' },
    business: { $configuration: atom(null), $uiConfiguration: atom(null) },
    placeTheme: { $uiConfiguration: atom(null) },
    $firstScreenShown: atom(false),
    snapshotCart: () => stores.cart,
    pageState: () => null,
    onPageStateChange: () => () => undefined,
  };
  createdStores.push(stores);
  return stores;
}

/** Stand-in for the screens: shows the route so tests see the router and context are wired. */
export function FakeScreenOutlet() {
  const { deps } = useApp();
  const route = useStore(deps.router.$route);
  return createElement('p', { 'data-testid': 'screen' }, `route:${route.path}`);
}
