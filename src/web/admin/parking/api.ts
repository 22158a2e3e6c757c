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
import { noContent } from '../../lib/api-client';
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
  revokeDevice: (id: string) =>
    adminCall('DELETE', `/api/admin/access-devices/${encodeURIComponent(id)}`, noContent),
};
