import { kioskStartRoute } from '../../domain/home-route';
import type { AppContextValue } from '../app-context';

/**
 * Clears the kiosk for the next guest: the cart, the order in progress and what was typed, then back
 * to the kiosk's start (its restaurant's menu when the kiosk serves one, otherwise home).
 */
export function kioskStartOver({ deps, stores }: AppContextValue): void {
  stores.reset();
  const target = kioskStartRoute(deps.startup);
  deps.router.navigate(target.path, { replace: true, query: target.query });
}
