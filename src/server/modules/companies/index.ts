// Business customers (ADR 064): companies, their members (drivers), fleet plates and cost
// centres. The module's public face: the directory other modules read companies through.
import type {
  CompanyAddress,
  CompanyMemberRole,
  CompanyMemberStatus,
  CompanyPaymentMeans,
  CompanyStatus,
} from '../../db/schema';

export interface CompanyView {
  id: string;
  legalName: string;
  address: CompanyAddress;
  vatId: string | null;
  /** BT-10; null: the invoice's own number is used. */
  buyerReference: string | null;
  invoiceMail: string;
  status: CompanyStatus;
  invoicePer: 'company' | 'cost_centre';
  paymentMeans: CompanyPaymentMeans;
  paymentDays: number;
  /** Null: the shop's default limit. */
  creditLimitCents: number | null;
  debitorAccount: number;
}

export interface CostCentreView {
  id: string;
  companyId: string;
  code: string;
  name: string;
  archived: boolean;
}

export interface MembershipView {
  memberId: string;
  companyId: string;
  mail: string;
  customerId: string | null;
  role: CompanyMemberRole;
  status: CompanyMemberStatus;
  defaultCostCentreId: string | null;
}

export interface FleetPlate {
  companyId: string;
  plate: string;
  plateKey: string;
}

/** What other modules (company billing, checkout, access) may read of the companies. */
export interface CompanyDirectory {
  company(id: string): Promise<CompanyView | null>;
  companies(filter?: { status?: CompanyStatus }): Promise<CompanyView[]>;
  costCentres(companyId: string): Promise<CostCentreView[]>;
  /** The customer's live (active) memberships; a removed or only invited member has none. */
  membershipsOf(customerId: string): Promise<MembershipView[]>;
  member(memberId: string): Promise<MembershipView | null>;
  /** The fleet a plate is in now, by its plateKey. */
  fleetOf(plateKey: string): Promise<FleetPlate | null>;
  /** Every plate in a fleet now, for the barrier's memory. */
  fleetPlates(): Promise<FleetPlate[]>;
}
