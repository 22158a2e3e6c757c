import {
  adminCustomerDetailSchema,
  adminCustomerSearchResponseSchema,
  customerLinkResponseSchema,
  type AdminCustomerSearchQuery,
  type UpdateCustomerRequest,
} from '../../../shared/schemas/admin-customers';
import type { Language } from '../../../shared/schemas/common';
import {
  createCustomerResponseSchema,
  customerSummarySchema,
  type CreateCustomerRequest,
} from '../../../shared/schemas/customer';
import { noContent } from '../../lib/api-client';
import { adminCall, toQuery } from '../api';

const one = (id: string) => `/api/admin/customers/${encodeURIComponent(id)}`;

/** The customer screens' calls, on the schemas the routes validate with. */
export const customersApi = {
  search: (q: Partial<AdminCustomerSearchQuery>) =>
    adminCall('GET', `/api/admin/customers?${toQuery(q)}`, adminCustomerSearchResponseSchema),
  get: (id: string) => adminCall('GET', one(id), adminCustomerDetailSchema),
  create: (body: CreateCustomerRequest) =>
    adminCall('POST', '/api/admin/customers', createCustomerResponseSchema, body),
  update: (id: string, body: UpdateCustomerRequest) =>
    adminCall('PATCH', one(id), customerSummarySchema, body),
  block: (id: string) => adminCall('POST', `${one(id)}/block`, noContent, {}),
  unblock: (id: string) => adminCall('POST', `${one(id)}/unblock`, noContent, {}),
  /** GDPR Art. 17: admins only; bills keep their buyer. */
  erase: (id: string) => adminCall('POST', `${one(id)}/erase`, noContent, {}),
  /** GDPR Art. 15, 20: a download link (GET with the session cookie, audited). */
  exportUrl: (id: string, format: 'json' | 'csv') => `${one(id)}/export?format=${format}`,
  sendLink: (id: string, language?: Language) =>
    adminCall('POST', `${one(id)}/password-link`, customerLinkResponseSchema, language ? { language } : {}),
};

export const customersKey = ['admin', 'customers'] as const;
