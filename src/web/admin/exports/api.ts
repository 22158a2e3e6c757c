import { adminMeSchema } from '../../../shared/schemas/admin';
import { adminCall, csrfHeaders, toQuery } from '../api';
import { ApiError } from '../../lib/api-client';

export type CsvKind = 'bookings' | 'payments' | 'bills';

/** `site`: the site chosen in the back office (the URL's `?site=`); absent: every site. */
export const exportPaths = {
  csv: (kind: CsvKind, from: string, to: string, site?: string) =>
    `/api/admin/exports/${kind}.csv?${toQuery({ from, to, site })}`,
  datev: (month: string, site?: string) => `/api/admin/exports/datev.csv?${toQuery({ month, site })}`,
};

/**
 * Fetches an export with the session cookie and saves it under the server's file name. Not
 * through adminCall: that reads the answer as text, and the DATEV file is Windows-1252 bytes.
 * A refusal (400 PERIOD_INVALID, 409 ACCOUNTING_NOT_CONFIGURED, 429) comes back as an ApiError
 * for the screen to translate, instead of the browser opening the JSON.
 */
export async function downloadExport(path: string): Promise<string> {
  return (await downloadFile(path, 'GET')) ?? 'export.csv';
}

/**
 * The same for any file of the back office, also one made by a write (POST, with the CSRF
 * token: the B2B debits' file). Null when the server answers 204: there was nothing to put in it.
 */
export async function downloadFile(path: string, method: 'GET' | 'POST'): Promise<string | null> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'text/csv, application/xml, application/json',
      ...(method === 'POST' ? csrfHeaders() : {}),
    },
  }).catch((e: unknown) => {
    throw new ApiError(0, 'NETWORK', e instanceof Error ? e.message : 'network error');
  });
  if (!res.ok) {
    const b = (await res.json().catch(() => ({}))) as { code?: string; message?: string; details?: unknown };
    // The session ended: asking for it through adminCall lets the app's one 401 handler take
    // the operator to the login ("session expired").
    if (res.status === 401)
      await adminCall('GET', '/api/admin/auth/me', adminMeSchema).catch(() => undefined);
    throw new ApiError(res.status, b.code ?? `HTTP_${res.status}`, b.message ?? res.statusText, b.details);
  }
  if (res.status === 204) return null;
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started from the object URL; give the browser time before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
