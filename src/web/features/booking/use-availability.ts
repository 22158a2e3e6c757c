import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  MAX_AVAILABILITY_SLOTS,
  toAvailability,
  UNLIMITED,
  type Availability,
} from '../../../shared/domain/availability';
import { slotBounds } from '../../../shared/domain/slots';
import type { PermissionTemplate } from '../../../shared/schemas/booking';
import { apiGet } from '../../lib/api-client';
import { parseAvailability } from '../../lib/parse-booking';
import { AVAILABILITY_STALE_MS } from '../../lib/timings';

/** GET /api/booking/availability (without zod, like the price call of this screen). */
export function fetchAvailability(templateId: string, from: string | null, signal?: AbortSignal) {
  const q = new URLSearchParams({ templateId });
  if (from) q.set('from', from);
  return apiGet(`/api/booking/availability?${q}`, parseAvailability, signal);
}

/**
 * Where the availability to load begins: the whole window in one call when it fits the slot
 * limit (null: the server starts at the current slot); else the start of the month on show,
 * and the server answers up to the limit from there (a month of the finest grid and more).
 */
export function availabilityFrom(
  template: PermissionTemplate,
  now: Date,
  zone: string,
  monthStart: Date | null,
): string | null {
  const b = slotBounds(template.reservationSlotDetails, now, zone);
  if (b.maxEndIndex <= MAX_AVAILABILITY_SLOTS || !monthStart || monthStart <= b.first) return null;
  return monthStart.toISOString();
}

/**
 * Free places per slot for the period screen. A template without capacity asks nothing. The
 * answer is shared by all visitors and changes with every booking: kept 5 s, refetched when the
 * tab regains focus, and the old answer stays on show while a new one loads.
 */
export function useAvailability(template: PermissionTemplate, from: string | null): Availability {
  const limited = template.capacity !== undefined;
  const query = useQuery({
    queryKey: ['availability', template._id, from],
    queryFn: ({ signal }) => fetchAvailability(template._id, from, signal),
    enabled: limited,
    staleTime: AVAILABILITY_STALE_MS,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  return useMemo(
    () => (data && data.templateId === template._id ? toAvailability(data) : UNLIMITED),
    [data, template._id],
  );
}
