import { I18nProvider, useLingui } from '@lingui/react';
import { cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { usePaintTakeover } from './use-paint-takeover';
import { layoutDirection, shownLanguage } from '../i18n/element-i18n';
import { ScreenOutlet } from '../screens';
import { hostStyles, portalStyles, rootStyles } from '../theme/host.styles';
import { AppContext } from '../screens/app-context';
import { type AppRuntime, runtimeOf } from './app-runtime';
import { ErrorBoundary, ErrorMessage } from './ErrorBoundary';
import { PortalContext } from '../ui/portal';
import { AnnouncerProvider, createAnnouncer } from '../ui/announcer';
import { createPopupQueue, PopupQueueProvider } from '../ui/popup-queue';
import { ThemeSync } from './ThemeSync';
import { isKiosk } from '../domain/kiosk/mode';

/**
 * Props r2wc passes to the root: `container` is the element's shadow root. Attribute props are passed
 * too, but the root reads configuration from the element runtime instead (attributes are merged with
 * `configure()` and the URL there), so they are typed loosely.
 */
export interface AppRootProps {
  container?: ShadowRoot | HTMLElement;
  [attributeProp: string]: unknown;
}

/**
 * The React root of `<guest-ordering>`: this element's i18n, an error boundary with a recoverable
 * message, the `dir`/`lang` wrapper, the portal container, the popup queue, the announcer's live regions, and the
 * screen for the current route.
 */
export function AppRoot({ container }: AppRootProps) {
  const host = container instanceof ShadowRoot ? container.host : container;
  const runtime = host ? runtimeOf(host) : undefined;
  if (!runtime) {
    console.error('<guest-ordering>: AppRoot rendered without an element runtime; use the GuestOrderingElement class.');
    return null;
  }
  return (
    <I18nProvider i18n={runtime.i18n}>
      <Shell runtime={runtime} root={container instanceof ShadowRoot ? container : null} />
    </I18nProvider>
  );
}

function Shell({ runtime, root }: { runtime: AppRuntime; root: ShadowRoot | null }) {
  const { i18n } = useLingui();
  const session = useStore(runtime.$session);
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  const [announcer] = useState(createAnnouncer);
  const [popups] = useState(createPopupQueue);
  const kiosk = session.status === 'ready' && isKiosk(session.value.deps.config, session.value.deps.startup);
  // The loader's paint of a deep-linked menu stays over this tree until its first screen is shown
  // (or the start failed); then the focus, the scroll position and a tap made on it carry over.
  usePaintTakeover(root, session.status === 'ready' ? session.value : null, session.status === 'failed');
  return (
    <div className={cx(hostStyles, rootStyles)} dir={layoutDirection(i18n)} lang={shownLanguage(i18n)} part="base" data-kiosk={kiosk ? '' : undefined}>
      <PortalContext.Provider value={portal}>
        <PopupQueueProvider queue={popups}>
          <AnnouncerProvider announcer={announcer}>
            <ErrorBoundary key={session.id} onRetry={session.status === 'failed' ? runtime.retry : undefined}>
              {session.status === 'ready' ? (
                <AppContext.Provider value={session.value}>
                  <ThemeSync root={root} />
                  <ScreenOutlet />
                </AppContext.Provider>
              ) : session.status === 'failed' ? (
                <ErrorMessage onRetry={runtime.retry} />
              ) : null}
            </ErrorBoundary>
          </AnnouncerProvider>
        </PopupQueueProvider>
        <div ref={setPortal} className={portalStyles} data-go-portal="" part="portal" />
      </PortalContext.Provider>
    </div>
  );
}
