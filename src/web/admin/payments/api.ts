import {
  adminPaymentListSchema,
  type AdminPaymentListQuery,
  refundDueListSchema,
  refundResultSchema,
  sepaBatchListSchema,
  sepaBatchSchema,
  sepaCollectionListSchema,
  sepaCollectionSchema,
  sepaMandateListSchema,
  sepaMandateSchema,
  type AdminPageQuery,
  type RefundKind,
  type SepaBatch,
  type SepaCollectionState,
} from '../../../shared/schemas/admin-payments';
import { excludedCollectionSchema } from '../../../shared/schemas/payment';
import { ApiError } from '../../lib/api-client';
import { withChosenSite } from '../site-scope/site-choice';
import { adminCall, toQuery } from '../api';

const item = (kind: RefundKind, id: string) =>
  `/api/admin/payments/refunds-due/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

/** The payment list as the operator filtered it, as a CSV file (downloadExport fetches it). */
export const paymentsListCsvPath = (filter: Partial<AdminPaymentListQuery>) =>
  withChosenSite(`/api/admin/payments.csv?${toQuery({ ...filter, page: undefined, pageSize: undefined })}`);

/** The payments area's calls: refunds due, SEPA batches, debits and mandates. */
export const paymentsApi = {
  payments: (q: Partial<AdminPaymentListQuery>) =>
    adminCall('GET', `/api/admin/payments?${toQuery(q)}`, adminPaymentListSchema),
  refundsDue: (q: AdminPageQuery) =>
    adminCall('GET', `/api/admin/payments/refunds-due?${toQuery(q)}`, refundDueListSchema),
  markTransferred: (kind: RefundKind, id: string, reference: string) =>
    adminCall('POST', `${item(kind, id)}/transfer`, refundResultSchema, { reference }),
  refundThroughProvider: (kind: RefundKind, id: string) =>
    adminCall('POST', `${item(kind, id)}/provider-refund`, refundResultSchema, {}),
  batches: (q: AdminPageQuery) =>
    adminCall('GET', `/api/admin/sepa/batches?${toQuery(q)}`, sepaBatchListSchema),
  /** The new batch, or null when no debit was due (204). */
  createBatch: () =>
    adminCall(
      'POST',
      '/api/admin/sepa/batches',
      (b): SepaBatch | null => (b ? sepaBatchSchema.parse(b) : null),
      {},
    ),
  collections: (q: AdminPageQuery & { state?: SepaCollectionState }) =>
    adminCall('GET', `/api/admin/sepa/collections?${toQuery(q)}`, sepaCollectionListSchema),
  exclude: (id: string, reason: string) =>
    adminCall(
      'POST',
      `/api/admin/sepa/collections/${encodeURIComponent(id)}/exclude`,
      excludedCollectionSchema,
      {
        reason,
      },
    ),
  include: (id: string) =>
    adminCall(
      'POST',
      `/api/admin/sepa/collections/${encodeURIComponent(id)}/include`,
      sepaCollectionSchema,
      {},
    ),
  mandates: (q: AdminPageQuery) =>
    adminCall('GET', `/api/admin/sepa/mandates?${toQuery(q)}`, sepaMandateListSchema),
  revokeMandate: (id: string) =>
    adminCall('POST', `/api/admin/sepa/mandates/${encodeURIComponent(id)}/revoke`, sepaMandateSchema, {}),
};

/** Where a batch's file downloads (a plain GET: the session cookie is enough). */
export function batchXmlUrl(id: string): string {
  return `/api/admin/sepa/batches/${encodeURIComponent(id)}/xml`;
}

/**
 * Re-export: the batch's file again through the audited POST (adminCall reads JSON, so the
 * file is fetched here), saved as a download.
 */
export async function reexportBatch(id: string, csrfToken: string): Promise<void> {
  const res = await fetch(`/api/admin/sepa/batches/${encodeURIComponent(id)}/re-export`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'X-CSRF-Token': csrfToken, Accept: 'application/xml' },
  });
  if (!res.ok) {
    const b = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new ApiError(res.status, b.code ?? `HTTP_${res.status}`, b.message ?? res.statusText);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `sepa-${id}.xml`;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
