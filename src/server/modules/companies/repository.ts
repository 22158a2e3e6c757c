import { and, asc, count, eq, gte, ilike, isNull, max, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { companies, companyCostCentres, companyMembers, companyPlates } from '../../db/schema';
import type { CompanyCostCentreRow, CompanyMemberRow, CompanyPlateRow, CompanyRow } from '../../db/rows';
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

  // ---- the company's own screens and the back office ----

  async search(filter: {
    status?: CompanyStatus;
    q?: string;
  }): Promise<Array<CompanyRow & { members: number; plates: number }>> {
    const q = filter.q?.trim();
    const pattern = q ? `%${escapeLike(q)}%` : undefined;
    const rows = await this.db
      .select()
      .from(companies)
      .where(
        and(
          filter.status ? eq(companies.status, filter.status) : undefined,
          pattern ? or(ilike(companies.legalName, pattern), ilike(companies.vatId, pattern)) : undefined,
        ),
      )
      .orderBy(asc(companies.legalName), asc(companies.id))
      .limit(500);
    if (rows.length === 0) return [];
    const members = await this.db
      .select({ companyId: companyMembers.companyId, n: count() })
      .from(companyMembers)
      .where(eq(companyMembers.status, 'active'))
      .groupBy(companyMembers.companyId);
    const plates = await this.db
      .select({ companyId: companyPlates.companyId, n: count() })
      .from(companyPlates)
      .where(isNull(companyPlates.removedAt))
      .groupBy(companyPlates.companyId);
    const m = new Map(members.map((r) => [r.companyId, r.n]));
    const p = new Map(plates.map((r) => [r.companyId, r.n]));
    return rows.map((r) => ({ ...r, members: m.get(r.id) ?? 0, plates: p.get(r.id) ?? 0 }));
  }

  /** The highest debitor account at or above `start`, or null. */
  async highestDebitor(start: number): Promise<number | null> {
    const [row] = await this.db
      .select({ n: max(companies.debitorAccount) })
      .from(companies)
      .where(gte(companies.debitorAccount, start));
    return row?.n ?? null;
  }

  async insertCompany(row: typeof companies.$inferInsert): Promise<CompanyRow> {
    const [out] = await this.db.insert(companies).values(row).returning();
    return out;
  }

  async updateCompany(
    id: string,
    set: Partial<typeof companies.$inferInsert>,
  ): Promise<CompanyRow | undefined> {
    const [out] = await this.db.update(companies).set(set).where(eq(companies.id, id)).returning();
    return out;
  }

  /** The company's row, locked until the transaction ends (member and status changes queue). */
  async lockCompany(id: string): Promise<CompanyRow | undefined> {
    const [row] = await this.db.select().from(companies).where(eq(companies.id, id)).for('update');
    return row;
  }

  async members(companyId: string): Promise<CompanyMemberRow[]> {
    return this.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(companyMembers.status), asc(companyMembers.mail), asc(companyMembers.invitedAt));
  }

  /** The live (invited or active) membership of a mail in a company. */
  async liveMemberByMail(companyId: string, mail: string): Promise<CompanyMemberRow | undefined> {
    const [row] = await this.db
      .select()
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          eq(companyMembers.mail, mail),
          ne(companyMembers.status, 'removed'),
        ),
      );
    return row;
  }

  /** The customer's active membership of one company. */
  async activeMembership(companyId: string, customerId: string): Promise<CompanyMemberRow | undefined> {
    const [row] = await this.db
      .select()
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          eq(companyMembers.customerId, customerId),
          eq(companyMembers.status, 'active'),
        ),
      );
    return row;
  }

  async activeAdmins(companyId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          eq(companyMembers.role, 'admin'),
          eq(companyMembers.status, 'active'),
        ),
      );
    return row?.n ?? 0;
  }

  async insertMember(row: typeof companyMembers.$inferInsert): Promise<CompanyMemberRow> {
    const [out] = await this.db.insert(companyMembers).values(row).returning();
    return out;
  }

  async updateMember(
    id: string,
    set: Partial<typeof companyMembers.$inferInsert>,
  ): Promise<CompanyMemberRow | undefined> {
    const [out] = await this.db.update(companyMembers).set(set).where(eq(companyMembers.id, id)).returning();
    return out;
  }

  /** Accepts an invitation: only an invited member turns active (two tabs: one wins). */
  async activateMember(id: string, customerId: string, now: Date): Promise<CompanyMemberRow | undefined> {
    const [out] = await this.db
      .update(companyMembers)
      .set({ status: 'active', customerId, joinedAt: now })
      .where(and(eq(companyMembers.id, id), eq(companyMembers.status, 'invited')))
      .returning();
    return out;
  }

  async plates(companyId: string): Promise<CompanyPlateRow[]> {
    return this.db
      .select()
      .from(companyPlates)
      .where(and(eq(companyPlates.companyId, companyId), isNull(companyPlates.removedAt)))
      .orderBy(asc(companyPlates.plateKey));
  }

  /** The live plate of this key in any fleet. */
  async livePlate(plateKey: string): Promise<CompanyPlateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(companyPlates)
      .where(and(eq(companyPlates.plateKey, plateKey), isNull(companyPlates.removedAt)));
    return row;
  }

  async insertPlate(row: typeof companyPlates.$inferInsert): Promise<CompanyPlateRow> {
    const [out] = await this.db.insert(companyPlates).values(row).returning();
    return out;
  }

  async removePlate(companyId: string, plateId: string, now: Date): Promise<CompanyPlateRow | undefined> {
    const [out] = await this.db
      .update(companyPlates)
      .set({ removedAt: now })
      .where(
        and(
          eq(companyPlates.id, plateId),
          eq(companyPlates.companyId, companyId),
          isNull(companyPlates.removedAt),
        ),
      )
      .returning();
    return out;
  }

  async costCentre(companyId: string, id: string): Promise<CompanyCostCentreRow | undefined> {
    const [row] = await this.db
      .select()
      .from(companyCostCentres)
      .where(and(eq(companyCostCentres.id, id), eq(companyCostCentres.companyId, companyId)));
    return row;
  }

  async insertCostCentre(row: typeof companyCostCentres.$inferInsert): Promise<CompanyCostCentreRow> {
    const [out] = await this.db.insert(companyCostCentres).values(row).returning();
    return out;
  }

  async updateCostCentre(
    companyId: string,
    id: string,
    set: Partial<typeof companyCostCentres.$inferInsert>,
  ): Promise<CompanyCostCentreRow | undefined> {
    const [out] = await this.db
      .update(companyCostCentres)
      .set(set)
      .where(
        and(
          eq(companyCostCentres.id, id),
          eq(companyCostCentres.companyId, companyId),
          isNull(companyCostCentres.archivedAt),
        ),
      )
      .returning();
    return out;
  }

  /** Members whose default cost centre is archived fall back to none. */
  async clearDefaultCostCentre(costCentreId: string): Promise<void> {
    await this.db
      .update(companyMembers)
      .set({ defaultCostCentreId: null })
      .where(eq(companyMembers.defaultCostCentreId, costCentreId));
  }
}
