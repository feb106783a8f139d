import { useEffect } from 'react';
import { loadAccessibilityWidget } from '../theme/accessibility-widget';
import { applyFavicon } from '../theme/favicon';
import { applyUiTheme, tokensFromUiConfiguration } from '../theme/ui-theme';
import { useApp } from '../screens/app-context';

/**
 * Keeps the shadow root's theme (colours, font) in step with the UI configuration of where the guest
 * is (the business's, under a hotel's or a restaurant's own), and, only when the widget owns the page
 * (`owns-page`), the page's favicon too; leaving the page gives the page its own icons back.
 *
 * An accessibility widget the configuration names is announced to the host once per script
 * (`accessibility-widget`), for the host to load in its own page; a page the widget owns gets it loaded.
 */
export function ThemeSync({ root }: { root: ShadowRoot | null }) {
  const { deps, stores } = useApp();
  const ownsPage = deps.config.ownsPage;
  useEffect(() => {
    if (!root) return undefined;
    const doc = root.ownerDocument;
    const announced = new Set<string>();
    const stop = stores.placeTheme.$uiConfiguration.subscribe((ui) => {
      applyUiTheme(root, tokensFromUiConfiguration(ui));
      if (ownsPage) applyFavicon(doc, ui?.faviconUrl ?? null);
      const widgetUrl = ui?.accessibilityWidgetUrl ?? null;
      if (widgetUrl && !announced.has(widgetUrl)) {
        announced.add(widgetUrl);
        if (ownsPage) loadAccessibilityWidget(doc, widgetUrl);
        deps.emit('accessibility-widget', { url: widgetUrl });
      }
    });
    return () => {
      stop();
      if (ownsPage) applyFavicon(doc, null);
    };
  }, [root, stores, ownsPage, deps]);
  return null;
}
