import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useApp } from '../app-context';
import type { OrderFulfilment } from '../../stores/ordering/order';
import { DELIVERY_LABELS } from '../checkout/labels';
import { experienceLabel } from '../shared/experience-labels';
import { orderTimeText, paymentText } from './fulfilment-text';
import { PlatformText } from '../../ui/PlatformText';
import { factsStyles } from '../shared/facts.styles';

/** Props of {@link FulfilmentFacts}. */
export interface FulfilmentFactsProps {
  fulfilment: OrderFulfilment;
  locationName: string;
}

/**
 * The confirmation's facts as a definition list: the experience with its time (or alone, where the
 * experience does not display order times), the place (name and
 * address), the payment, and the table or room. Each row is a `<dt>`/`<dd>` pair so more facts can be
 * added beside these without touching them.
 */
export function FulfilmentFacts({ fulfilment, locationName }: FulfilmentFactsProps) {
  const { deps } = useApp();
  const { t, i18n } = useLingui();
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const { experienceType, address, tableNumber, roomNumber, delivery, comment } = fulfilment;
  const deliveryLabel = delivery ? DELIVERY_LABELS[delivery] : undefined;
  // A kiosk order is collected at the counter: the guest standing at the kiosk is told when to pick it up, not that it is a kiosk.
  const experienceName = experienceType ? experienceLabel(experienceType === 'KIOSK' ? 'PICKUP' : experienceType, translate) : '';
  return (
    <dl className={factsStyles} data-testid="order-facts">
      {experienceType && fulfilment.showTime === false ? (
        // The business chose not to state order times for this experience: only how the order comes.
        <>
          <dt>{t`Order type`}</dt>
          <dd>{experienceName}</dd>
        </>
      ) : experienceType ? (
        <>
          <dt>{experienceName}</dt>
          <dd>{orderTimeText(fulfilment, deps.now(), i18n)}</dd>
        </>
      ) : null}
      {locationName || address ? (
        <>
          <dt>{t`Location`}</dt>
          <dd>
            <PlatformText>{locationName}</PlatformText>
            {address ? (
              <small>
                <PlatformText>{address}</PlatformText>
              </small>
            ) : null}
          </dd>
        </>
      ) : null}
      <dt>{t`Payment`}</dt>
      <dd>{paymentText(fulfilment, i18n)}</dd>
      {tableNumber ? (
        <>
          <dt>{t`Table`}</dt>
          <dd>{tableNumber}</dd>
        </>
      ) : null}
      {roomNumber ? (
        <>
          <dt>{t`Room`}</dt>
          <dd>{roomNumber}</dd>
        </>
      ) : null}
      {deliveryLabel ? (
        <>
          <dt>{t`Delivery`}</dt>
          <dd>{translate(deliveryLabel)}</dd>
        </>
      ) : null}
      {comment ? (
        <>
          <dt>{t`Comment`}</dt>
          <dd>
            <PlatformText>{comment}</PlatformText>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
