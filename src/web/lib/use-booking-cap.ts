import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { int, obj } from './parse';
import { useStyling } from '../features/content/api';
import { useCustomer } from '../features/auth/api';
import { useBookingConfig } from '../features/booking/api';

function parseCount(body: unknown): number {
  return int(obj(body, '').permissionsCount, 'permissionsCount', 0);
}

/**
 * The booking cap (spec §2 home, §5): for a logged-in customer, the count of booked permissions
 * (GET /sapi/permission/active/count) against maxBookingCount of the booking config. A failed
 * count is ignored (spec §8): the server refuses a reserve beyond the cap anyway.
 */
export function useBookingCap(): { count: number | null; max: number | null; reached: boolean } {
  const customer = useCustomer(useStyling().data?.options.enableCustomerShop ?? false);
  const max = useBookingConfig(customer !== null).data?.maxBookingCount ?? null;
  const count = useQuery({
    queryKey: ['sapi', 'active-count'],
    queryFn: ({ signal }) => apiGet('/sapi/permission/active/count', parseCount, signal),
    enabled: customer !== null,
    retry: false,
  }).data;
  const c = customer !== null && count !== undefined ? count : null;
  return { count: c, max, reached: c !== null && max !== null && c >= max };
}
