import { useQuery } from '@tanstack/react-query';
import { orderTermsSchema } from '../../shared/schemas/order';
import { apiGet } from './api-client';

/** GET /api/booking/order-terms: VAT rate, terms and privacy links, whether tickets are mailed. */
export function useOrderTerms() {
  return useQuery({
    queryKey: ['order-terms'],
    queryFn: ({ signal }) => apiGet('/api/booking/order-terms', orderTermsSchema, signal),
    staleTime: 5 * 60_000,
  });
}
