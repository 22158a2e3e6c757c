import { useQuery } from '@tanstack/react-query';
import { roleAtLeast, type OperatorRole } from '../../shared/schemas/admin';
import { fetchMe, meKey } from './api';

/** The back-office session (null: not logged in). Asked once per screen change at most. */
export function useAdminMe() {
  return useQuery({ queryKey: meKey, queryFn: fetchMe, staleTime: 30_000, retry: false });
}

export function can(role: OperatorRole | undefined, min: OperatorRole): boolean {
  return role !== undefined && roleAtLeast(role, min);
}
