import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useApp } from '../../app/AppContext';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Screen } from '../shared/layout';

/** Not found (spec 2.1): the text depends on the reason; any unknown path lands here. */
export function NotFoundScreen({ reason, loadFailed = false }: { reason: string | undefined; loadFailed?: boolean }) {
  const { deps, stores } = useApp();
  const { t } = useLingui();
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
      {loadFailed ? (
        // The list could not be loaded (network, platform error, malformed answer): offer a retry
        // that reloads from the start instead of leaving the guest on a dead end.
        <ErrorNotice
          onRetry={() => {
            deps.router.navigate('/', { replace: true });
            stores.start();
          }}
        >
          <Trans>Something went wrong. Please try again.</Trans>
        </ErrorNotice>
      ) : (
        <Button onClick={() => deps.router.navigate('/')}>
          <Trans>Back to start</Trans>
        </Button>
      )}
    </Screen>
  );
}
