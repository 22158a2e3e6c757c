import {
  accessDeviceCreatedSchema,
  accessDeviceListSchema,
  decisionListResponseSchema,
  stayListResponseSchema,
  staySummarySchema,
  type AccessDeviceCreate,
  type DecisionListQuery,
  type OperatorStayQuery,
} from '../../../shared/schemas/access';
import type { CloseStayRequest } from '../../../shared/schemas/admin-parking';
import { sitesResponseSchema, type PublicSite } from '../../../shared/schemas/sites';
import { apiGet, ApiError, noContent } from '../../lib/api-client';
import { adminCall, toQuery } from '../api';

/** The parking screens' calls (/api/admin/stays, access-decisions, access-devices). */
export const parkingApi = {
  stays: (q: Partial<OperatorStayQuery>) =>
    adminCall('GET', `/api/admin/stays?${toQuery(q)}`, stayListResponseSchema),
  closeStay: (id: string, body: CloseStayRequest) =>
    adminCall('POST', `/api/admin/stays/${encodeURIComponent(id)}/close`, staySummarySchema, body),
  decisions: (q: Partial<DecisionListQuery>) =>
    adminCall('GET', `/api/admin/access-decisions?${toQuery(q)}`, decisionListResponseSchema),
  devices: () => adminCall('GET', '/api/admin/access-devices', accessDeviceListSchema),
  createDevice: (body: AccessDeviceCreate) =>
    adminCall('POST', '/api/admin/access-devices', accessDeviceCreatedSchema, body),
  /**
   * The shop's car parks (the public list): a device is registered at one of them. A shop that
   * answers no list has one car park, which the server takes when none is named.
   */
  sites: (): Promise<PublicSite[]> =>
    apiGet('/api/sites', sitesResponseSchema).then(
      (r) => r.sites,
      (e: unknown) => {
        if (e instanceof ApiError && e.status === 404) return [];
        throw e;
      },
    ),
  revokeDevice: (id: string) =>
    adminCall('DELETE', `/api/admin/access-devices/${encodeURIComponent(id)}`, noContent),
};
