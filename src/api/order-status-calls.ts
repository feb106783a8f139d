/**
 * The optional order-status capability: `GET /restaurants/api/v3/order/{id}/status`. A platform
 * without it answers 404, read here as "no status" (null), so the confirmation stays as it was.
 */
import type { OrderStatus } from '../domain/order-status/status';
import type { HttpClient } from './client';
import { ApiError } from './errors';
import { OrderStatusResponseSchema } from './schemas-order-status';
import type { WireOrderStatus } from './wire';

/** Request key: a newer status call for the same order replaces an older one still on its way. */
export const ORDER_STATUS_KEY = 'order-status';

/** An ISO instant kept only when it is one (a platform's stray text becomes "not said"). */
const instant = (value: string | null): string | null => (value && Number.isFinite(Date.parse(value)) ? value : null);

/** An IANA zone this browser knows, or null (an unknown zone would make every time unreadable). */
function validZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/** Wire status -> domain status (the realtime value has the same shape as the call's `data`). */
export function toOrderStatus(wire: WireOrderStatus): OrderStatus {
  return {
    status: wire.status,
    eta: instant(wire.eta),
    message: wire.message?.trim() || null,
    updatedAt: wire.updated_at,
    delayed: wire.delayed === true,
    charge: wire.charge ?? null,
    facts: {
      checkNumber: wire.check_number?.trim() || null,
      locationName: wire.location_name?.trim() || null,
      timeZone: validZone(wire.time_zone),
      experienceType: wire.experience_type?.trim() || null,
    },
  };
}

/** GET /restaurants/api/v3/order/{id}/status: where the order is, or null when the platform has no status for it (404). */
export async function getOrderStatus(http: HttpClient, orderId: string): Promise<OrderStatus | null> {
  try {
    const wire = await http.request({
      path: `/restaurants/api/v3/order/${encodeURIComponent(orderId)}/status`,
      schema: OrderStatusResponseSchema,
      key: `${ORDER_STATUS_KEY}:${orderId}`,
    });
    return toOrderStatus(wire.data);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}
