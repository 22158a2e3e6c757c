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
import { companyInvoiceListSchema, companyMandateSchema } from '../../../shared/schemas/company-invoices';
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

/** A company's detail as its admin reads it (for useQuery and useQueries alike). */
export const companyDetailQuery = (id: string) => ({
  queryKey: [SAPI_KEY, 'companies', id],
  queryFn: ({ signal }: { signal: AbortSignal }) => apiGet(base(id), companyDetailSchema, signal),
});

export function useCompanyDetail(id: string) {
  return useQuery(companyDetailQuery(id));
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
export const renameCostCentre = (id: string, costCentreId: string, name: string) =>
  apiPut(`${base(id)}/cost-centres/${costCentreId}`, { name }, costCentreSchema);
export const archiveCostCentre = (id: string, costCentreId: string) =>
  apiDelete(`${base(id)}/cost-centres/${costCentreId}`, noContent);
export const acceptInvitation = (token: string) =>
  apiPost('/sapi/company-invitations/accept', { token }, invitationAcceptedSchema);

/** The invoices of the companies the customer is an admin of (ADR 067); empty for a plain member. */
export function useCompanyInvoices() {
  return useQuery({
    queryKey: [SAPI_KEY, 'company-invoices'],
    queryFn: ({ signal }) => apiGet('/sapi/company/invoices', companyInvoiceListSchema, signal),
  });
}

/** The B2B mandate in force of the company the customer is an admin of, or null. */
export function useCompanyMandate() {
  return useQuery({
    queryKey: [SAPI_KEY, 'company-mandate'],
    // A 200 with null when none is in force.
    queryFn: ({ signal }) =>
      apiGet('/sapi/company/mandate', (b) => companyMandateSchema.nullable().parse(b ?? null), signal),
  });
}

export const signCompanyMandate = (body: { accountName: string; iban: string; bic?: string }) =>
  apiPut('/sapi/company/mandate', body, companyMandateSchema);
export const revokeCompanyMandate = () => apiDelete('/sapi/company/mandate', noContent);
