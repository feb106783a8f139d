import { useEffect } from 'react';
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
    // What only an owned page gets is a chunk of its own. Every use waits on the same import, so the
    // uses run in the order they were asked (an icon set, then put back on leaving the page).
    let ownedPage: Promise<typeof import('../theme/owned-page')> | null = null;
    const onOwnedPage = (use: (code: typeof import('../theme/owned-page')) => void) => {
      ownedPage ??= import('../theme/owned-page');
      ownedPage.then(use, () => {
        ownedPage = null;
      });
    };
    const stop = stores.placeTheme.$uiConfiguration.subscribe((ui) => {
      applyUiTheme(root, tokensFromUiConfiguration(ui));
      const faviconUrl = ui?.faviconUrl ?? null;
      if (ownsPage) onOwnedPage(({ applyFavicon }) => applyFavicon(doc, faviconUrl));
      const widgetUrl = ui?.accessibilityWidgetUrl ?? null;
      if (widgetUrl && !announced.has(widgetUrl)) {
        announced.add(widgetUrl);
        if (ownsPage) onOwnedPage(({ loadAccessibilityWidget }) => loadAccessibilityWidget(doc, widgetUrl));
        deps.emit('accessibility-widget', { url: widgetUrl });
      }
    });
    return () => {
      stop();
      if (ownsPage) onOwnedPage(({ applyFavicon }) => applyFavicon(doc, null));
    };
  }, [root, stores, ownsPage, deps]);
  return null;
}
