import { useQuery } from '@tanstack/react-query';
import {
  mandateListSchema,
  sepaPaymentResponseSchema,
  type MandateList,
  type SepaPaymentRequest,
  type SepaPaymentResponse,
} from '../../../shared/schemas/payment';
import { apiGet, apiPost } from '../../lib/api-client';

/** POST /api/booking/payment/sepa (spec §7): a new mandate pays the session's booking. */
export function paySepa(request: SepaPaymentRequest): Promise<SepaPaymentResponse> {
  return apiPost('/api/booking/payment/sepa', request, sepaPaymentResponseSchema);
}

/** POST /api/booking/payment/mandate (spec §7): a saved mandate pays it. */
export function payWithMandate(mandateId: string): Promise<SepaPaymentResponse> {
  return apiPost('/api/booking/payment/mandate', { mandateId }, sepaPaymentResponseSchema);
}

/** GET /api/booking/payment/mandates: the saved mandates this visitor may use. */
export function useMandates() {
  return useQuery<MandateList>({
    queryKey: ['sepa-mandates'],
    queryFn: ({ signal }) => apiGet('/api/booking/payment/mandates', mandateListSchema, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
