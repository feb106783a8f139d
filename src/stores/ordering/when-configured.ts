import type { BusinessConfiguration } from '../../domain/types';
import type { BusinessStore } from '../first-screen/business';

/** Resolves with the business configuration once it is loaded (at once when it already is). */
export function whenConfigured(business: Pick<BusinessStore, '$configuration'>): Promise<BusinessConfiguration> {
  const loaded = business.$configuration.get();
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve) => {
    const stop = business.$configuration.listen((configuration) => {
      if (!configuration) return;
      stop();
      resolve(configuration);
    });
  });
}
