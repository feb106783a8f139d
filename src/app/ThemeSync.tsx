import type { ReadableAtom } from 'nanostores';
import { useEffect } from 'react';
import type { UiConfiguration } from '../domain/types';
import { applyUiTheme, tokensFromUiConfiguration } from '../theme/ui-theme';
import { useApp } from '../screens/app-context';

/**
 * Finds the UI configuration atom of the ordering stores. The `OrderingStoresPublic` contract does not
 * name it, so both the flat (`stores.$uiConfiguration`) and nested (`stores.business.$uiConfiguration`)
 * shapes are accepted.
 */
export function findUiConfigurationAtom(stores: unknown): ReadableAtom<UiConfiguration | null> | null {
  const candidates = [stores, (stores as { business?: unknown } | null)?.business];
  for (const candidate of candidates) {
    const value = (candidate as { $uiConfiguration?: unknown } | null | undefined)?.$uiConfiguration;
    if (value && typeof (value as ReadableAtom).subscribe === 'function') return value as ReadableAtom<UiConfiguration | null>;
  }
  return null;
}

/** Keeps the shadow root's configuration theme (colours, fonts) in step with the stores. */
export function ThemeSync({ root }: { root: ShadowRoot | null }) {
  const { stores } = useApp();
  useEffect(() => {
    const $ui = findUiConfigurationAtom(stores);
    if (!root || !$ui) return undefined;
    return $ui.subscribe((ui) => applyUiTheme(root, tokensFromUiConfiguration(ui)));
  }, [root, stores]);
  return null;
}
