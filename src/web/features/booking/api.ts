import { useQuery } from '@tanstack/react-query';
import {
  bookingConfigSchema,
  priceResponseSchema,
  reservationResponseSchema,
  templatesResponseSchema,
  type PriceRequest,
  type PriceResponse,
  type ReservationResponse,
  type ReserveRequest,
} from '../../../shared/schemas/booking';
import { apiGet, apiPost } from '../../lib/api-client';

/** GET /api/booking/templates */
export function useTemplates() {
  return useQuery({
    queryKey: ['templates'],
    queryFn: ({ signal }) => apiGet('/api/booking/templates', templatesResponseSchema, signal),
    staleTime: 60_000,
  });
}

/** The template of a route id (undefined while loading or when unknown). */
export function useTemplate(id: string | undefined) {
  const templates = useTemplates();
  return { ...templates, template: templates.data?.find((t) => t._id === id) };
}

/** GET /api/booking/config */
export function useBookingConfig() {
  return useQuery({
    queryKey: ['booking-config'],
    queryFn: ({ signal }) => apiGet('/api/booking/config', bookingConfigSchema, signal),
    staleTime: 60_000,
  });
}

/** POST /api/booking/price; a 503 rejects with an ApiError of status 503 (booked out). */
export function fetchPrice(request: PriceRequest, signal?: AbortSignal): Promise<PriceResponse> {
  return apiPost('/api/booking/price', request, priceResponseSchema, signal);
}

/** POST /api/booking/reserve */
export function reserve(request: ReserveRequest): Promise<ReservationResponse> {
  return apiPost('/api/booking/reserve', request, reservationResponseSchema);
}
