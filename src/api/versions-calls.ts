/**
 * The versions call, loaded lazily by `./index.ts`: only the footer's versions popup needs it.
 */
import { number, record, string, type } from 'superstruct';
import type { HttpClient } from './client';
import type { WireVersionsResponse } from './wire';

const VersionsResponseSchema = type({ data: record(string(), number()) });

/** GET /restaurants/api/v3/business/{id}/versions: version numbers by component name. */
export async function getVersions(http: HttpClient, businessId: number): Promise<Record<string, number>> {
  const wire: WireVersionsResponse = await http.request({
    path: `/restaurants/api/v3/business/${encodeURIComponent(String(businessId))}/versions`,
    schema: VersionsResponseSchema,
    key: 'versions',
  });
  return { ...wire.data };
}
