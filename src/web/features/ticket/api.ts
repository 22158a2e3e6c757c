import { useQuery } from '@tanstack/react-query';
import { ticketViewSchema } from '../../../shared/schemas/booking';
import { apiGet } from '../../lib/api-client';

/** GET /api/ticket/{permissionId}/{permissionSecret} */
export function useTicket(permissionId: string, permissionSecret: string) {
  return useQuery({
    queryKey: ['ticket', permissionId, permissionSecret],
    queryFn: ({ signal }) =>
      apiGet(
        `/api/ticket/${encodeURIComponent(permissionId)}/${encodeURIComponent(permissionSecret)}`,
        ticketViewSchema,
        signal,
      ),
    retry: false,
  });
}
