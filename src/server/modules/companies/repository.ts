import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyCostCentres, companyMembers, companyPlates } from '../../db/schema';
import type { CompanyCostCentreRow, CompanyMemberRow, CompanyRow } from '../../db/rows';
import type { CompanyStatus } from '../../db/schema';
import type { CompanyView, CostCentreView, FleetPlate, MembershipView } from './index';

export function companyView(r: CompanyRow): CompanyView {
  return {
    id: r.id,
    legalName: r.legalName,
    address: r.address,
    vatId: r.vatId,
    buyerReference: r.buyerReference,
    invoiceMail: r.invoiceMail,
    status: r.status,
    invoicePer: r.invoicePer,
    paymentMeans: r.paymentMeans,
    paymentDays: r.paymentDays,
    creditLimitCents: r.creditLimitCents,
    debitorAccount: r.debitorAccount,
  };
}

export function costCentreView(r: CompanyCostCentreRow): CostCentreView {
  return { id: r.id, companyId: r.companyId, code: r.code, name: r.name, archived: r.archivedAt !== null };
}

export function membershipView(r: CompanyMemberRow): MembershipView {
  return {
    memberId: r.id,
    companyId: r.companyId,
    mail: r.mail,
    customerId: r.customerId,
    role: r.role,
    status: r.status,
    defaultCostCentreId: r.defaultCostCentreId,
  };
}

/** SQL of companies, their members, fleet plates and cost centres. */
export class CompaniesRepository {
  constructor(private readonly db: Db) {}

  async company(id: string): Promise<CompanyRow | undefined> {
    const [row] = await this.db.select().from(companies).where(eq(companies.id, id));
    return row;
  }

  async companies(status?: CompanyStatus): Promise<CompanyRow[]> {
    return this.db
      .select()
      .from(companies)
      .where(status ? eq(companies.status, status) : undefined)
      .orderBy(asc(companies.legalName), asc(companies.id));
  }

  async costCentres(companyId: string): Promise<CompanyCostCentreRow[]> {
    return this.db
      .select()
      .from(companyCostCentres)
      .where(eq(companyCostCentres.companyId, companyId))
      .orderBy(asc(companyCostCentres.code));
  }

  async activeMembershipsOf(customerId: string): Promise<CompanyMemberRow[]> {
    return this.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.customerId, customerId), eq(companyMembers.status, 'active')))
      .orderBy(asc(companyMembers.joinedAt));
  }

  async member(id: string): Promise<CompanyMemberRow | undefined> {
    const [row] = await this.db.select().from(companyMembers).where(eq(companyMembers.id, id));
    return row;
  }

  async fleetPlates(plateKey?: string): Promise<FleetPlate[]> {
    return this.db
      .select({
        companyId: companyPlates.companyId,
        plate: companyPlates.plate,
        plateKey: companyPlates.plateKey,
      })
      .from(companyPlates)
      .where(
        and(
          isNull(companyPlates.removedAt),
          plateKey === undefined ? undefined : eq(companyPlates.plateKey, plateKey),
        ),
      )
      .orderBy(asc(companyPlates.plateKey));
  }
}
