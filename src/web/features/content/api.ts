import { useQuery } from '@tanstack/react-query';
import { pageDataSchema, stylingResponseSchema } from '../../../shared/schemas/page';
import { apiGet } from '../../lib/api-client';

export const stylingQuery = {
  queryKey: ['styling'],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet('/api/page/styling', stylingResponseSchema, signal),
  staleTime: Infinity,
} as const;

/** Shop styling and options (GET /api/page/styling); loaded once per visit. */
export function useStyling() {
  return useQuery(stylingQuery);
}

/** A content page by its URL path (GET /api/page/data?url=). */
export function usePageData(path: string) {
  return useQuery({
    queryKey: ['page', path],
    queryFn: ({ signal }) => apiGet(`/api/page/data?url=${encodeURIComponent(path)}`, pageDataSchema, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
