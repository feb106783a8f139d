import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { isolate } from '../../domain/bidi';
import { afterOrderRoute } from '../../domain/home-route';
import { guestLocale } from '../../i18n/element-i18n';
import { isKiosk } from '../../domain/kiosk/mode';
import { Button } from '../../ui/Button';
import { PlatformText } from '../../ui/PlatformText';
import { Loading } from '../../ui/Spinner';
import { useApp } from '../app-context';
import { Screen } from '../shared/Screen';
import { useFirstScreenShown } from '../shared/use-first-screen-shown';
import { OrderProgress } from './OrderProgress';
import { clockOf } from './status-texts';

/**
 * An order's own page, `/order/{id}`: where it is, followed live, for as long as the guest keeps the
 * page (a reload, the browser's history and a member's recent order all come back here). It shows the
 * order's number and place when this device placed it; a finished order shows how it ended. On a
 * platform without order statuses it says the progress cannot be shown.
 */
export function OrderStatusScreen({ orderId }: { orderId: string }) {
  const { stores, deps } = useApp();
  const { t, i18n } = useLingui();
  const configuration = useStore(stores.business.$configuration);
  const following = useStore(stores.orderStatus.$following);
  const placed = useStore(stores.order.$placed);
  const known = stores.followedOrders.find(orderId);
  const state = following?.orderId === orderId ? following : null;
  useFirstScreenShown(state !== null && state.kind !== 'loading');
  // The realtime database is named by the business configuration: follow once it is in.
  const ready = configuration !== null;
  useEffect(() => {
    if (!ready) return undefined;
    return stores.orderStatus.follow(orderId);
  }, [ready, stores, orderId]);

  const leave = () => {
    // The confirmation of this very order: Done, as there (the guest session ends, the order is forgotten).
    if (placed?.order.id === orderId) {
      stores.order.finish();
      return;
    }
    const { path, query } = afterOrderRoute({
      blockHomePage: configuration?.blockHomePage ?? false,
      hotel: deps.startup.hotel,
      locationGroupId: deps.startup.locationGroupId,
      kiosk: isKiosk(deps.config, deps.startup),
      restaurant: deps.startup.restaurant,
    });
    deps.router.navigate(path, { query });
  };
  // What this device kept of the order, else what the platform says with its status (a link opened elsewhere).
  const facts = state?.status?.facts;
  const number = known?.orderNumber || (placed?.order.id === orderId ? placed.order.orderNumber : '') || facts?.checkNumber || '';
  const locationName = known?.locationName || facts?.locationName || '';
  // The platform's zone for the order when it names one, else what this device kept (a member's history keeps only an offset).
  const clock = clockOf({ timeZone: facts?.timeZone ?? known?.timeZone, timeFormat: known?.timeFormat });
  const shownNumber = isolate(number, guestLocale(i18n));
  const title = number ? t`Order ${shownNumber}` : t`Your order`;
  const done = (
    <Button block onClick={leave}>
      {t`Done`}
    </Button>
  );
  if (!ready) return <Loading />;
  return (
    <Screen title={title} footer={done}>
      {locationName ? (
        <p>
          <PlatformText>{locationName}</PlatformText>
        </p>
      ) : null}
      <OrderProgress
        orderId={orderId}
        experienceType={known?.experienceType || facts?.experienceType || ''}
        delivery={known?.delivery ?? null}
        clock={clock}
        headingLevel={2}
      />
      {known?.fromHistory ? (
        <Button variant="secondary" onClick={() => deps.router.navigate(`/history/${encodeURIComponent(orderId)}`)}>
          {t`Order details`}
        </Button>
      ) : null}
      {state?.kind === 'unsupported' ? <p role="status">{t`This order's progress cannot be shown here.`}</p> : null}
      {!state || state.kind === 'loading' ? <Loading /> : null}
    </Screen>
  );
}
