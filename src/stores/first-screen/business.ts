import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { atom, type ReadableAtom } from 'nanostores';
import { isCancellation } from '../../api/errors';
import type { OrderingDeps } from '../deps';
import type { BusinessConfiguration, Flow, Location, UiConfiguration } from '../../domain/types';
import { browserOffline, connectionMessages } from './connection-messages';

/** Progress of a load: screens show a spinner for `loading` and an error notice for `error`. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Business-wide data loaded at start. */
export interface BusinessStore {
  readonly $configuration: ReadableAtom<BusinessConfiguration | null>;
  readonly $uiConfiguration: ReadableAtom<UiConfiguration | null>;
  readonly $locations: ReadableAtom<Location[]>;
  readonly $status: ReadableAtom<LoadStatus>;
  readonly $error: ReadableAtom<MessageDescriptor | null>;
  /** RESTAURANT or HOTEL: the `flow` attribute wins over the business configuration; the scope's. */
  readonly $flow: ReadableAtom<Flow>;
  /** Set when the locations call itself failed (go to /not-found). */
  readonly $locationsFailed: ReadableAtom<boolean>;
  /**
   * Loads business configuration, UI configuration and locations in parallel. The UI configuration and
   * locations calls wait for the business configuration only when no `business-id` attribute names the
   * business (the configuration, found by publishable key, names it then).
   * Resolves true when everything needed to show the home screen arrived.
   */
  load(): Promise<boolean>;
  /** The business id: the attribute, else the configuration's (the scope's). */
  businessId(): number | null;
}

/** Creates the business store over the injected platform API. */
export function createBusinessStore(deps: OrderingDeps): BusinessStore {
  const $configuration = atom<BusinessConfiguration | null>(null);
  const $uiConfiguration = atom<UiConfiguration | null>(null);
  const $locations = atom<Location[]>([]);
  const $status = atom<LoadStatus>('idle');
  const $error = atom<MessageDescriptor | null>(null);
  const $locationsFailed = atom(false);

  async function load(): Promise<boolean> {
    $status.set('loading');
    $error.set(null);
    $locationsFailed.set(false);
    // The scope learns the business (id, flow, realtime database) before anything chained after it asks.
    const configuration = deps.api.getBusinessConfiguration().then((value) => {
      deps.scope.learnBusiness(value);
      return value;
    });
    // Calls naming the business wait for the configuration only when nothing names it yet (a partner
    // with a publishable key alone): with a business-id attribute all three go at once.
    const known = deps.scope.businessId() !== null;
    const forBusiness = <T>(call: () => Promise<T>): Promise<T> => (known ? call() : configuration.then(call));
    const [configResult, uiResult, locationsResult] = await Promise.allSettled([
      configuration,
      forBusiness(() => deps.api.getUiConfiguration()),
      forBusiness(() => deps.api.getLocations({ locationGroupId: deps.startup.locationGroupId })),
    ]);
    if (configResult.status === 'fulfilled') $configuration.set(configResult.value);
    if (uiResult.status === 'fulfilled') $uiConfiguration.set(uiResult.value);
    if (locationsResult.status === 'fulfilled') $locations.set(locationsResult.value);
    else if (configResult.status === 'fulfilled' && !isCancellation(locationsResult.reason)) $locationsFailed.set(true);
    // The UI configuration only themes the widget; the flow can go on without it.
    const ok = configResult.status === 'fulfilled' && locationsResult.status === 'fulfilled';
    $status.set(ok ? 'ready' : 'error');
    // Inline, not from ./messages: that module pulls in the error catalogue, which the home screen never needs.
    // Offline is said as such (the guest's connection is what to fix); any other failure names the page.
    if (!ok) $error.set(browserOffline() ? connectionMessages.offline : msg`We couldn't load this ordering page. Please try again.`);
    return ok;
  }

  return {
    $configuration,
    $uiConfiguration,
    $locations,
    $status,
    $error,
    $flow: deps.scope.$flow,
    $locationsFailed,
    load,
    businessId: deps.scope.businessId,
  };
}
