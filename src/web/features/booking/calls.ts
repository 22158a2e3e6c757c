import type { PriceRequest, PriceResponse } from '../../../shared/schemas/booking';
import { apiPost } from '../../lib/api-client';
import { parsePriceResponse } from '../../lib/parse-booking';

/** POST /api/booking/price (period screen, without zod); a 503 rejects with an ApiError of status 503 (booked out). */
export function fetchPrice(request: PriceRequest, signal?: AbortSignal): Promise<PriceResponse> {
  return apiPost('/api/booking/price', request, parsePriceResponse, signal);
}
