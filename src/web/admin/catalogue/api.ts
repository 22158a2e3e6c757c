import { z } from 'zod';
import {
  catalogueResponseSchema,
  type CatalogueResponse,
  type CatalogueSettingsBody,
} from '../../../shared/schemas/admin-catalogue';
import type { Tariff } from '../../../shared/domain/price';
import { adminCall } from '../api';

const BASE = '/api/admin/catalogue';
const id = encodeURIComponent;

/** The catalogue calls (ADR 025); every write answers the new catalogue. */
export const catalogueApi = {
  get: () => adminCall('GET', BASE, catalogueResponseSchema),
  exportDocument: () => adminCall('GET', `${BASE}/export`, z.record(z.string(), z.unknown())),
  settings: (body: CatalogueSettingsBody) =>
    adminCall('PUT', `${BASE}/settings`, catalogueResponseSchema, body),
  createTemplate: (baseRevision: number, template: Record<string, unknown>) =>
    adminCall('POST', `${BASE}/templates`, catalogueResponseSchema, { baseRevision, template }),
  updateTemplate: (baseRevision: number, templateId: string, template: Record<string, unknown>) =>
    adminCall('PUT', `${BASE}/templates/${id(templateId)}`, catalogueResponseSchema, {
      baseRevision,
      template,
    }),
  retireTemplate: (baseRevision: number, templateId: string) =>
    adminCall('POST', `${BASE}/templates/${id(templateId)}/retire`, catalogueResponseSchema, {
      baseRevision,
    }),
  scheduleTariff: (baseRevision: number, templateId: string, tariff: Tariff, validFrom?: string) =>
    adminCall('POST', `${BASE}/templates/${id(templateId)}/tariffs`, catalogueResponseSchema, {
      baseRevision,
      tariff,
      ...(validFrom ? { validFrom } : {}),
    }),
  deleteTariff: (baseRevision: number, templateId: string, version: number) =>
    adminCall(
      'DELETE',
      `${BASE}/templates/${id(templateId)}/tariffs/${version}?baseRevision=${baseRevision}`,
      catalogueResponseSchema,
    ),
  importDocument: (baseRevision: number, document: Record<string, unknown>) =>
    adminCall('POST', `${BASE}/import`, catalogueResponseSchema, { baseRevision, document }),
};

export type { CatalogueResponse };
export const catalogueKey = ['admin', 'catalogue'] as const;
