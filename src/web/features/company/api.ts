import { useQuery } from '@tanstack/react-query';
import {
  companyDetailSchema,
  companyMemberSchema,
  companyPlateSchema,
  companySchema,
  costCentreSchema,
  invitationAcceptedSchema,
  myCompaniesSchema,
  type CompanyInvite,
  type CompanySignUp,
  type CompanyUpdate,
} from '../../../shared/schemas/companies';
import { apiDelete, apiGet, apiPost, apiPut, noContent } from '../../lib/api-client';
import { SAPI_KEY } from '../portal/api';

/** The company calls of the portal (ADR 065). */
const base = (id: string) => `/sapi/companies/${encodeURIComponent(id)}`;

export function useMyCompanies() {
  return useQuery({
    queryKey: [SAPI_KEY, 'companies'],
    queryFn: ({ signal }) => apiGet('/sapi/companies', myCompaniesSchema, signal),
  });
}

export function useCompanyDetail(id: string) {
  return useQuery({
    queryKey: [SAPI_KEY, 'companies', id],
    queryFn: ({ signal }) => apiGet(base(id), companyDetailSchema, signal),
  });
}

export const signUpCompany = (body: CompanySignUp) => apiPost('/sapi/companies', body, companySchema);
export const updateCompany = (id: string, body: CompanyUpdate) => apiPut(base(id), body, companySchema);
export const inviteMember = (id: string, body: CompanyInvite) =>
  apiPost(`${base(id)}/members`, body, companyMemberSchema);
export const setMemberRole = (id: string, memberId: string, role: 'admin' | 'member') =>
  apiPut(`${base(id)}/members/${memberId}`, { role }, companyMemberSchema);
export const removeMember = (id: string, memberId: string) =>
  apiDelete(`${base(id)}/members/${memberId}`, noContent);
export const addPlate = (id: string, plate: string) =>
  apiPost(`${base(id)}/plates`, { plate }, companyPlateSchema);
export const removePlate = (id: string, plateId: string) =>
  apiDelete(`${base(id)}/plates/${plateId}`, noContent);
export const addCostCentre = (id: string, code: string, name: string) =>
  apiPost(`${base(id)}/cost-centres`, { code, name }, costCentreSchema);
export const archiveCostCentre = (id: string, costCentreId: string) =>
  apiDelete(`${base(id)}/cost-centres/${costCentreId}`, noContent);
export const acceptInvitation = (token: string) =>
  apiPost('/sapi/company-invitations/accept', { token }, invitationAcceptedSchema);
