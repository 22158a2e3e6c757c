import { useQuery } from '@tanstack/react-query';
import { accountOptionsSchema } from '../../../shared/schemas/company-account';
import { apiGet } from '../../lib/api-client';

/** The companies the logged-in customer may book on account of (empty for a guest). */
export function useAccountOptions() {
  return useQuery({
    queryKey: ['account-payment-options'],
    queryFn: ({ signal }) => apiGet('/api/booking/payment/account', accountOptionsSchema, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
