import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Contact } from '../../../shared/schemas/booking';
import { apiDelete, apiGet, apiPost, apiPut, noContent } from '../../lib/api-client';
import { AUTH_INFO_KEY, LOGGED_OUT, parseAuthInfo, type AuthInfo } from '../auth/api';

/**
 * The calls of the logged-in half (spec §7, /auth and /sapi). The answers are read leniently
 * (extra fields pass), so a server that adds fields does not break the portal.
 */

/** Page size of the portal lists (spec §9). */
export const PORTAL_PAGE_SIZE = 15;

export function login(username: string, password: string): Promise<AuthInfo> {
  return apiPost('/auth/login', { username, password }, parseAuthInfo);
}

export function logout(): Promise<void> {
  return apiPost('/auth/logout', {}, noContent);
}

export function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  return apiPost('/auth/change-password', { oldPassword, newPassword }, noContent);
}

/** Deletes the account: confirmed by the current password; the server logs out. */
export function eraseAccount(password: string): Promise<void> {
  return apiPost('/sapi/customer/erase', { password }, noContent);
}

export function forgotPassword(mail: string): Promise<void> {
  return apiPost('/auth/forgot', { mail }, noContent);
}

export function resetPassword(token: string, newPassword: string): Promise<void> {
  return apiPost('/auth/reset', { token, newPassword }, noContent);
}

/** Every query of the logged-in customer starts with this key, so a login or logout drops them. */
export const SAPI_KEY = 'sapi';

/** After a login, logout or password change: the new auth info, and nothing cached from before. */
export function setAuth(client: QueryClient, info: AuthInfo): void {
  client.setQueryData(AUTH_INFO_KEY, info);
  client.removeQueries({ queryKey: [SAPI_KEY] });
}

/** Logout clears the auth info whatever the call answers (spec §4, §8). */
export async function logoutAndClear(client: QueryClient): Promise<void> {
  try {
    await logout();
  } catch {
    // A failed logout is treated as a successful one.
  }
  setAuth(client, LOGGED_OUT);
}

export function saveMe(body: { contact: Contact; licensePlates?: string[] }) {
  return apiPut('/sapi/customer/me', body, noContent);
}

const page = <T extends z.ZodType>(item: T) =>
  z.looseObject({ data: z.array(item), count: z.number().int() });

export const permissionSchema = z.looseObject({
  _id: z.string(),
  name: z.string(),
  templateId: z.string().optional(),
  start: z.string(),
  end: z.string(),
  identifications: z.array(z.looseObject({ source: z.string(), code: z.string() })).default([]),
  computed: z.looseObject({
    cancellationPossible: z.boolean(),
    /** What a cancel now pays back; absent from older servers (the dialog then names no amount). */
    refundCents: z.number().int().optional(),
  }),
  /** Where "Verlängern" starts the next period; absent from older servers (no button then). */
  nextStart: z.string().optional(),
  ticketUrl: z.string().optional(),
  /** Unknown states (a newer server) show no chip rather than failing the list. */
  status: z.enum(['upcoming', 'active', 'expired', 'cancelled']).optional().catch(undefined),
  /** The car park of the booking; only a shop with several names one. */
  site: z.looseObject({ id: z.string(), name: z.string() }).optional().catch(undefined),
  /** Where a city-wide permit is valid; only a shop with several car parks names them. */
  validAt: z
    .array(z.looseObject({ id: z.string(), name: z.string() }))
    .optional()
    .catch(undefined),
});
export type Permission = z.infer<typeof permissionSchema>;

export const billSchema = z.looseObject({
  _id: z.string(),
  nr: z.string(),
  closingDate: z.string(),
  secret: z.string(),
  kind: z.enum(['bill', 'creditNote']).optional(),
  grossCents: z.number().int().optional(),
});
export type Bill = z.infer<typeof billSchema>;

/** A credit note pays back: its amounts read negative, whatever sign the server stores them with. */
export function signedCents(kind: 'bill' | 'creditNote' | undefined, cents: number): number {
  return kind === 'creditNote' ? -Math.abs(cents) : cents;
}

export const mandateSchema = z.looseObject({
  mandateId: z.string(),
  signatureDate: z.string(),
  accountName: z.string(),
  iban: z.string(),
  bic: z.string(),
});
export type Mandate = z.infer<typeof mandateSchema>;

export interface Paged<T> {
  data: T[];
  count: number;
}

function paged(path: string, pageIndex: number): string {
  return `${path}?page=${pageIndex}&limit=${PORTAL_PAGE_SIZE}`;
}

/** The overview's two lists: running and coming ones first by start, then the rest newest first. */
export const overviewLists = {
  current: (signal?: AbortSignal) =>
    apiGet('/sapi/permission/list?filter.active=true&order=start&limit=50', page(permissionSchema), signal),
  past: (signal?: AbortSignal) =>
    apiGet('/sapi/permission/list?filter.active=false&order=-start&limit=20', page(permissionSchema), signal),
};

export const namedPlateSchema = z.looseObject({ plate: z.string(), name: z.string().default('') });
export type NamedPlate = z.infer<typeof namedPlateSchema>;

/** The account's plates with their names (portal plate editor). */
export function useMyPlates() {
  return useQuery({
    queryKey: [SAPI_KEY, 'plates'],
    queryFn: ({ signal }) =>
      apiGet('/sapi/customer/me', z.looseObject({ plates: z.array(namedPlateSchema).default([]) }), signal),
    select: (me) => me.plates,
  });
}

export function savePlates(plates: NamedPlate[]) {
  return apiPut('/sapi/customer/plates', { plates }, z.looseObject({ plates: z.array(namedPlateSchema) }));
}

export function signUp(mail: string, password: string, language: string) {
  return apiPost('/auth/signup', { mail, password, language }, noContent);
}

export function confirmSignUp(token: string, password: string): Promise<AuthInfo> {
  return apiPost('/auth/confirm', { token, password }, parseAuthInfo);
}

export const lists = {
  permissions: (p: number, signal?: AbortSignal) =>
    apiGet(paged('/sapi/permission/list', p), page(permissionSchema), signal) as Promise<Paged<Permission>>,
  bills: (p: number, signal?: AbortSignal) =>
    apiGet(paged('/sapi/bill', p), page(billSchema), signal) as Promise<Paged<Bill>>,
  mandates: (p: number, signal?: AbortSignal) =>
    apiGet(paged('/sapi/mandates', p), page(mandateSchema), signal) as Promise<Paged<Mandate>>,
};

const cancelResponseSchema = z.looseObject({
  refund: z.looseObject({ amountCents: z.number().int(), method: z.string(), status: z.string() }),
  /** Null for a booking without a bill (a free one): nothing to credit. */
  creditNote: z.looseObject({ _id: z.string(), nr: z.string(), secret: z.string() }).nullable(),
});
export type CancelResponse = z.infer<typeof cancelResponseSchema>;

export function cancelPermission(permission: Permission): Promise<CancelResponse> {
  return apiPost('/sapi/permission/cancel', permission, cancelResponseSchema);
}

export function deleteMandate(mandateId: string): Promise<void> {
  return apiDelete(`/sapi/mandates/${encodeURIComponent(mandateId)}`, noContent);
}

/** After a cancel or a delete: the lists, the count and the SEPA form's mandates reload. */
export function useInvalidatePortal() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: [SAPI_KEY] });
    void client.invalidateQueries({ queryKey: ['sepa-mandates'] });
  };
}

const billViewSchema = z.looseObject({
  _id: z.string(),
  nr: z.string(),
  closingDate: z.string(),
  netAmount: z.number().int().optional(),
  vatAmount: z.number().int().optional(),
  grossAmount: z.number().int().optional(),
  vatRate: z.number().int().optional(),
  pdfUrl: z.string().optional(),
});
export type BillView = z.infer<typeof billViewSchema>;

/** The API path of a bill or credit note by its secret link (append `.pdf` for its PDF). */
export function billApiPath(kind: 'bill' | 'creditNote', id = '', secret = ''): string {
  return `/api/${kind === 'creditNote' ? 'credit-note' : 'bill'}/${encodeURIComponent(id)}/${encodeURIComponent(secret)}`;
}

/** GET /api/bill/{id}/{secret} or /api/credit-note/{id}/{secret}: no login needed. */
export function useBillView(kind: 'bill' | 'creditNote', id: string | undefined, secret: string | undefined) {
  return useQuery({
    queryKey: ['bill', kind, id, secret],
    queryFn: ({ signal }) => apiGet(billApiPath(kind, id, secret), billViewSchema, signal),
    enabled: !!id && !!secret,
    retry: false,
  });
}
