/**
 * Schemas of the optional order-status capability (the call and its realtime value), apart from the
 * order schemas so that following an order after a reload loads only these.
 */
import { boolean, enums, nullable, optional, string, type, type Describe } from 'superstruct';
import { ORDER_STATUS_CODES } from '../domain/order-status/status';
import type { WireOrderStatus, WireOrderStatusResponse } from './wire';

/** Where an order is: the call's `data` and the value at `order_statuses/{orderId}`. */
export const OrderStatusSchema: Describe<WireOrderStatus> = type({
  status: enums(ORDER_STATUS_CODES),
  eta: nullable(string()),
  message: nullable(string()),
  updated_at: string(),
  delayed: optional(boolean()),
  charge: optional(nullable(enums(['CHARGED', 'REFUNDED', 'NOT_CHARGED'] as const))),
  check_number: optional(nullable(string())),
  location_name: optional(nullable(string())),
  time_zone: optional(nullable(string())),
  experience_type: optional(nullable(string())),
});

/** GET /restaurants/api/v3/order/{id}/status. */
export const OrderStatusResponseSchema: Describe<WireOrderStatusResponse> = type({ data: OrderStatusSchema });
