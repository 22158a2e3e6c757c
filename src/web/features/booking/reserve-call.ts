import type { ReservationResponse, ReserveRequest } from '../../../shared/schemas/booking';
import { reservationResponseSchema } from '../../../shared/schemas/booking';
import { apiPost } from '../../lib/api-client';

/** POST /api/booking/reserve, its answer checked with the shared schema (payment screen). */
export function reserve(request: ReserveRequest): Promise<ReservationResponse> {
  return apiPost('/api/booking/reserve', request, reservationResponseSchema);
}
