import { z } from 'zod';
import {
  catalogueResponseSchema,
  type CatalogueResponse,
  type CatalogueSettingsBody,
} from '../../../shared/schemas/admin-catalogue';
import type { Tariff } from '../../../shared/domain/price';
import { ApiError } from '../../lib/api-client';
import { adminCall } from '../api';

const BASE = '/api/admin/catalogue';

let onConflict: (() => void) | undefined;
/** Called when a write is refused because the catalogue changed meanwhile (409 CATALOGUE_CONFLICT). */
export function setConflictHandler(fn: (() => void) | undefined): void {
  onConflict = fn;
}

/** A write: on a conflict the screen reloads the catalogue, the caller still shows the error. */
function write(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<CatalogueResponse> {
  return adminCall(method, `${BASE}${path}`, catalogueResponseSchema, body).catch((e: unknown) => {
    if (e instanceof ApiError && e.code === 'CATALOGUE_CONFLICT') onConflict?.();
    throw e;
  });
}
const id = encodeURIComponent;

/** The catalogue calls (ADR 025); every write answers the new catalogue. */
export const catalogueApi = {
  get: () => adminCall('GET', BASE, catalogueResponseSchema),
  exportDocument: () => adminCall('GET', `${BASE}/export`, z.record(z.string(), z.unknown())),
  settings: (body: CatalogueSettingsBody) => write('PUT', '/settings', body),
  createTemplate: (baseRevision: number, template: Record<string, unknown>) =>
    write('POST', '/templates', { baseRevision, template }),
  updateTemplate: (baseRevision: number, templateId: string, template: Record<string, unknown>) =>
    write('PUT', `/templates/${id(templateId)}`, { baseRevision, template }),
  retireTemplate: (baseRevision: number, templateId: string) =>
    write('POST', `/templates/${id(templateId)}/retire`, { baseRevision }),
  scheduleTariff: (baseRevision: number, templateId: string, tariff: Tariff, validFrom?: string) =>
    write('POST', `/templates/${id(templateId)}/tariffs`, {
      baseRevision,
      tariff,
      ...(validFrom ? { validFrom } : {}),
    }),
  deleteTariff: (baseRevision: number, templateId: string, version: number) =>
    write('DELETE', `/templates/${id(templateId)}/tariffs/${version}?baseRevision=${baseRevision}`),
  createSite: (baseRevision: number, site: Record<string, unknown>) =>
    write('POST', '/sites', { baseRevision, site }),
  updateSite: (baseRevision: number, siteId: string, site: Record<string, unknown>) =>
    write('PUT', `/sites/${id(siteId)}`, { baseRevision, site }),
  deleteSite: (baseRevision: number, siteId: string) =>
    write('DELETE', `/sites/${id(siteId)}?baseRevision=${baseRevision}`),
  importDocument: (baseRevision: number, document: Record<string, unknown>) =>
    write('POST', '/import', { baseRevision, document }),
};

export type { CatalogueResponse };
export const catalogueKey = ['admin', 'catalogue'] as const;
