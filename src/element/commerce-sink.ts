import type { CommerceMoment, CommerceSink } from '../domain/analytics/commerce-moments';
import type { ElementConfig } from '../domain/element-config';

/** The data-layer adapter module (a lazy chunk: only pages that name a data layer download it). */
export type DataLayerModule = typeof import('./data-layer');

/**
 * Where an element's stores report their shopping moments (`OrderingDeps.commerce`). A moment goes on
 * to the host's data layer only when, at that moment, the configuration names one
 * (`analytics-data-layer`) and the guest's consent is granted (`analytics-consent`,
 * `setAnalyticsConsent()`). Otherwise it is dropped, never kept for later: consent given afterwards
 * does not send what happened before it, as Google's consent mode does not.
 *
 * The adapter that makes GA4 events of the moments is loaded with the first moment that may go. Moments
 * arriving meanwhile wait for it in their order, and each goes only if the data layer is still named
 * and consent still granted once the adapter is in: a revoke applies at once, even to those.
 */
export function createCommerceSink(
  settings: () => Pick<ElementConfig, 'analyticsDataLayer' | 'analyticsConsent'>,
  win: Window,
  load: () => Promise<DataLayerModule> = () => import('./data-layer'),
): CommerceSink {
  let adapter: Promise<DataLayerModule> | null = null;
  let queue: Promise<void> = Promise.resolve();
  const allowed = (): string | null => {
    const { analyticsDataLayer, analyticsConsent } = settings();
    return analyticsConsent ? analyticsDataLayer : null;
  };
  return (moment: CommerceMoment) => {
    if (!allowed()) return;
    adapter ??= load();
    const loading = adapter;
    queue = queue
      .then(() =>
        loading.then((module) => {
          const name = allowed();
          if (name) module.pushToDataLayer(win, name, moment);
        }),
      )
      .catch((error: unknown) => {
        // A chunk that failed to load is asked for again with the next moment.
        if (adapter === loading) adapter = null;
        console.error('<guest-ordering>: an analytics event could not be pushed to the data layer', error);
      });
  };
}
