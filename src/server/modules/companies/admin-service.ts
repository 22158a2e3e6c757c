import type {
  AdminCompanyInput,
  AdminCompanyList,
  Company,
  CompanyDetail,
} from '../../../shared/schemas/companies';
import type { CompanyStatus } from '../../db/schema';
import { DomainError } from '../../errors';
import {
  checkCompanyData,
  companyDetail,
  insertCompany,
  notFound,
  toCompany,
  type CompaniesAuditSink,
  type CompaniesDeps,
} from './company-data';

/**
 * The back office's companies (ADR 065): list and search, create (active at once), edit with
 * the payment terms, approve, suspend and reactivate; every change audited in its transaction.
 */
export class CompaniesAdminService {
  constructor(private readonly deps: CompaniesDeps) {}

  async list(filter: { status?: CompanyStatus; q?: string }): Promise<AdminCompanyList> {
    const rows = await this.deps.repo.search(filter);
    return { companies: rows.map((r) => ({ ...toCompany(r), members: r.members, plates: r.plates })) };
  }

  async detail(companyId: string): Promise<CompanyDetail> {
    return companyDetail(this.deps.repo, companyId);
  }

  /** The operator's company: active at once. */
  async create(input: AdminCompanyInput, now: Date, record: CompaniesAuditSink): Promise<Company> {
    const data = checkCompanyData(input);
    const row = await this.deps.transaction(async (scope) => {
      const company = await insertCompany(
        scope,
        this.deps,
        {
          legalName: input.legalName.trim(),
          ...data,
          invoicePer: input.invoicePer ?? 'company',
          paymentMeans: input.paymentMeans ?? 'transfer',
          paymentDays: input.paymentDays ?? 14,
          creditLimitCents: input.creditLimitCents ?? null,
        },
        'active',
        now,
      );
      await record(
        { action: 'company.create', entity: 'company', entityId: company.id, after: toCompany(company) },
        scope,
      );
      return company;
    });
    return toCompany(row);
  }

  async update(companyId: string, input: AdminCompanyInput, record: CompaniesAuditSink): Promise<Company> {
    const data = checkCompanyData(input);
    return this.deps.transaction(async (scope) => {
      const before = await scope.repo.lockCompany(companyId);
      if (!before) throw notFound();
      const row = await scope.repo.updateCompany(companyId, {
        legalName: input.legalName.trim(),
        ...data,
        invoicePer: input.invoicePer ?? before.invoicePer,
        paymentMeans: input.paymentMeans ?? before.paymentMeans,
        paymentDays: input.paymentDays ?? before.paymentDays,
        creditLimitCents:
          input.creditLimitCents === undefined ? before.creditLimitCents : input.creditLimitCents,
      });
      const after = toCompany(row!);
      await record(
        {
          action: 'company.update',
          entity: 'company',
          entityId: companyId,
          before: toCompany(before),
          after,
        },
        scope,
      );
      return after;
    });
  }

  /**
   * approve: pending → active; suspend: pending or active → suspended (no more booking on
   * account, no fleet exit); reactivate: suspended → active. Anything else: 409.
   */
  async setStatus(
    companyId: string,
    action: 'approve' | 'suspend' | 'reactivate',
    now: Date,
    record: CompaniesAuditSink,
  ): Promise<Company> {
    const from: Record<typeof action, CompanyStatus[]> = {
      approve: ['pending'],
      suspend: ['pending', 'active'],
      reactivate: ['suspended'],
    };
    const to: CompanyStatus = action === 'suspend' ? 'suspended' : 'active';
    const out = await this.deps.transaction(async (scope) => {
      const before = await scope.repo.lockCompany(companyId);
      if (!before) throw notFound();
      if (!from[action].includes(before.status)) {
        throw new DomainError('COMPANY_STATUS_INVALID', `A ${before.status} company cannot be ${action}d`, {
          status: before.status,
        });
      }
      const row = await scope.repo.updateCompany(companyId, {
        status: to,
        ...(action === 'approve' ? { approvedAt: now } : {}),
      });
      await record(
        {
          action: `company.${action}`,
          entity: 'company',
          entityId: companyId,
          before: { status: before.status },
          after: { status: to },
        },
        scope,
      );
      return toCompany(row!);
    });
    this.deps.onFleetChanged?.();
    return out;
  }
}
