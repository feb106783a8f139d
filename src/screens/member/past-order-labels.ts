import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PastOrderState, PastPaymentState } from '../../domain/member/types';

/** What a past order's state is called; an unknown one shows the platform's own status. */
export const PAST_ORDER_STATE_LABELS: Record<Exclude<PastOrderState, 'unknown'>, MessageDescriptor> = {
  completed: msg`Completed`,
  open: msg`Open`,
  'awaiting-payment': msg`Awaiting payment`,
  cancelled: msg`Cancelled`,
  refunded: msg`Refunded`,
};

/**
 * What a past payment's state is called. A payment settled later (in person, cash, room) that the
 * platform accepted says nothing more than its method; an unknown state shows the platform's own status.
 */
export const PAST_PAYMENT_STATE_LABELS: Record<Exclude<PastPaymentState, 'unknown' | 'accepted'>, MessageDescriptor> = {
  paid: msg`Paid`,
  pending: msg`Awaiting confirmation`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
  refunded: msg`Refunded`,
};
