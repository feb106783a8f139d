import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import type { NotFoundReason } from '../../domain/not-found-reason';
import { useApp } from '../app-context';
import { noAnswerMessage } from '../../stores/first-screen/connection-messages';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Screen } from '../shared/Screen';

/** Not found: the text depends on the reason; any unknown path lands here. */
export function NotFoundScreen({ reason, loadFailed = false }: { reason: NotFoundReason; loadFailed?: boolean }) {
  const { deps, stores } = useApp();
  const { t, i18n } = useLingui();
  if (loadFailed) {
    // The list could not be loaded (no answer, a platform error, a malformed answer): nothing was
    // "not found", so say what happened and offer a retry that starts over instead of a dead end.
    // Offline only when the browser says so; otherwise the service is what could not be reached.
    // The reason names which list failed: the hotels (HOTEL_ERROR) or the locations.
    return (
      <Screen title={reason === 'HOTEL_ERROR' ? t`We couldn't load the hotels` : t`We couldn't load the locations`}>
        <ErrorNotice
          onRetry={() => {
            deps.router.navigate('/', { replace: true });
            stores.start();
          }}
        >
          {i18n._(noAnswerMessage())}
        </ErrorNotice>
      </Screen>
    );
  }
  const text =
    reason === 'HOTEL_ERROR'
      ? t`We couldn't find this hotel.`
      : reason === 'RESTAURANT_ERROR'
        ? t`We couldn't find this restaurant.`
        : reason === 'EXPERIENCE_ERROR'
          ? t`This way of ordering isn't available here.`
          : t`Something went wrong. The page you are looking for doesn't exist.`;
  return (
    <Screen title={t`Page not found`}>
      <p>{text}</p>
      <Button onClick={() => deps.router.navigate('/')}>
        <Trans>Back to start</Trans>
      </Button>
    </Screen>
  );
}
