import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useApp } from '../../app/AppContext';
import { Button } from '../../ui/Button';
import { Screen } from '../shared/layout';

/** Not found (spec 2.1): the text depends on the reason; any unknown path lands here. */
export function NotFoundScreen({ reason }: { reason: string | undefined }) {
  const { deps } = useApp();
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
      <Button onClick={() => deps.router.navigate('/')}>
        <Trans>Back to start</Trans>
      </Button>
    </Screen>
  );
}
