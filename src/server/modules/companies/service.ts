import { randomUUID } from 'node:crypto';
import { isValidMail } from '../../../shared/domain/contact';
import { isValidPlate, normalizePlate, plateKey } from '../../../shared/domain/plate';
import type {
  Company,
  CompanyDetail,
  CompanyInvite,
  CompanyMember,
  CompanyPlate,
  CompanySignUp,
  CompanyUpdate,
  CostCentre,
  MyCompanies,
} from '../../../shared/schemas/companies';
import type { CompanyMemberRow, CompanyRow } from '../../db/rows';
import type { CompanyMemberRole } from '../../db/schema';
import { DomainError } from '../../errors';
import { renderNoticeMail } from '../../mail/texts';
import { linkLimitReached } from '../../platform/limits/link-limits';
import {
  centreView,
  checkCompanyData,
  companyDetail,
  insertCompany,
  memberView,
  notFound,
  plateView,
  toCompany,
  type CompaniesDeps,
  type CompaniesScope,
} from './company-data';
import type { CompaniesRepository } from './repository';
import { invitationTexts } from './texts';

export type { CompaniesAuditSink, CompaniesDeps, CompaniesScope } from './company-data';

/** How long an invitation link works: a driver may read the mail a few days later. */
export const INVITATION_DAYS = 7;
/** Invitation links of one member per hour (each sends a mail). */
const INVITATIONS_PER_MEMBER_HOUR = 3;

/**
 * Company accounts (ADR 065): self sign-up, the company admin's members, fleet plates, cost
 * centres and invoice data, the invitation links, and the back office's list, create, edit,
 * approve and suspend. The customer's calls find the company through the caller's own active
 * membership: another company's id, and a plain member's call of an admin's action, answer
 * 404 COMPANY_NOT_FOUND as if the company did not exist.
 */
export class CompaniesService {
  constructor(private readonly deps: CompaniesDeps) {}

  // ---- the customer's side ----

  async myCompanies(customerId: string): Promise<MyCompanies> {
    const { repo } = this.deps;
    const memberships = await repo.activeMembershipsOf(customerId);
    const companies = [];
    for (const m of memberships) {
      const company = await repo.company(m.companyId);
      if (!company) continue;
      const centres = await repo.costCentres(company.id);
      companies.push({
        id: company.id,
        legalName: company.legalName,
        status: company.status,
        role: m.role,
        memberId: m.id,
        defaultCostCentreId: m.defaultCostCentreId,
        costCentres: centres.filter((c) => c.archivedAt === null).map(centreView),
      });
    }
    return { selfSignUp: this.deps.settings().selfSignUp, companies };
  }

  /** A customer signs a company up: pending until approved, the signer its first admin. */
  async signUp(customer: { id: string; mail: string }, input: CompanySignUp, now: Date): Promise<Company> {
    if (!this.deps.settings().selfSignUp)
      throw new DomainError('NOT_FOUND', 'Company sign-up is not enabled');
    const data = checkCompanyData(input);
    const row = await this.deps.transaction(async (scope) => {
      const company = await insertCompany(
        scope,
        this.deps,
        { legalName: input.legalName.trim(), ...data },
        'pending',
        now,
      );
      await scope.repo.insertMember({
        id: randomUUID(),
        companyId: company.id,
        mail: customer.mail.trim().toLowerCase(),
        customerId: customer.id,
        role: 'admin',
        status: 'active',
        invitedAt: now,
        joinedAt: now,
      });
      return company;
    });
    return toCompany(row);
  }

  /** The company of which the customer is an active admin, or 404. */
  private async adminCompany(repo: CompaniesRepository, customerId: string, companyId: string) {
    const membership = await repo.activeMembership(companyId, customerId);
    if (!membership || membership.role !== 'admin') throw notFound();
    const company = await repo.company(companyId);
    if (!company) throw notFound();
    return { company, membership };
  }

  async detailForAdmin(customerId: string, companyId: string): Promise<CompanyDetail> {
    await this.adminCompany(this.deps.repo, customerId, companyId);
    return companyDetail(this.deps.repo, companyId);
  }

  async updateByAdmin(customerId: string, companyId: string, input: CompanyUpdate): Promise<Company> {
    const data = checkCompanyData(input);
    return this.deps.transaction(async ({ repo }) => {
      await this.adminCompany(repo, customerId, companyId);
      const row = await repo.updateCompany(companyId, { ...data, invoicePer: input.invoicePer });
      if (!row) throw notFound();
      return toCompany(row);
    });
  }

  /**
   * Invites a member by e-mail, or refreshes the open invitation of that e-mail (new role and
   * cost centre, new link; the older link dies). The mail goes out after the commit.
   */
  async invite(
    customerId: string,
    companyId: string,
    input: CompanyInvite,
    now: Date,
  ): Promise<CompanyMember> {
    const mail = input.mail.trim().toLowerCase();
    if (!isValidMail(mail)) throw new DomainError('INVALID_MAIL', 'The e-mail address is not valid');
    const role = input.role ?? 'member';
    const language = input.language ?? this.deps.settings().language;
    const { member, mailId } = await this.deps.transaction(async (scope) => {
      const { repo } = scope;
      await this.adminCompany(repo, customerId, companyId);
      const company = await repo.lockCompany(companyId);
      if (!company) throw notFound();
      const centre = input.defaultCostCentreId ?? null;
      if (centre !== null) {
        const row = await repo.costCentre(companyId, centre);
        if (!row || row.archivedAt) throw new DomainError('COST_CENTRE_NOT_FOUND', 'No such cost centre');
      }
      const live = await repo.liveMemberByMail(companyId, mail);
      if (live?.status === 'active') {
        throw new DomainError('COMPANY_MEMBER_ACTIVE', 'This e-mail is an active member already');
      }
      const member = live
        ? await repo.updateMember(live.id, { role, defaultCostCentreId: centre, invitedAt: now })
        : await repo.insertMember({
            id: randomUUID(),
            companyId,
            mail,
            customerId: null,
            role,
            status: 'invited',
            defaultCostCentreId: centre,
            invitedAt: now,
          });
      if (!member) throw new DomainError('COMPANY_MEMBER_NOT_FOUND', 'No such member');
      const issued = await scope.tokens.issue(
        { kind: 'companyMember', id: member.id },
        'company-invite',
        INVITATION_DAYS * 86_400_000,
        now,
        { perHour: INVITATIONS_PER_MEMBER_HOUR },
      );
      if ('refusedUntil' in issued) throw linkLimitReached(issued.refusedUntil, now);
      const mailId = await this.writeInvitation(scope, company, member, issued.token, language, now);
      return { member, mailId };
    });
    if (this.deps.mailEnabled) this.deps.sendMail(mailId);
    return memberView(member);
  }

  private async writeInvitation(
    scope: CompaniesScope,
    company: CompanyRow,
    member: CompanyMemberRow,
    token: string,
    language: string,
    now: Date,
  ): Promise<string> {
    const t = invitationTexts(language);
    const brand = this.deps.mailBrand(language);
    const rendered = renderNoticeMail({
      brand,
      subject: t.subject(company.legalName, brand.shopName),
      greeting: t.greeting,
      paragraphs: [t.intro(company.legalName, brand.shopName), t.how],
      rows: [[t.role, t.roles[member.role]]],
      link: {
        label: t.accept,
        url: `${this.deps.publicUrl}/portal/company?invitation=${token}&lang=${language}`,
      },
      notes: [t.validity(INVITATION_DAYS), t.ignore],
      closing: t.closing,
    });
    const id = randomUUID();
    await scope.mails.insert({
      id,
      kind: 'company-invite',
      recipient: member.mail,
      language,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      status: this.deps.mailEnabled ? 'queued' : 'outbox',
      createdAt: now,
    });
    return id;
  }

  /**
   * The logged-in customer accepts an invitation link. Only the account of the invited e-mail
   * may: another account gets 403 INVITATION_OTHER_MAIL and learns nothing of the company, and
   * the link keeps working for its owner. A used, expired or ended link: 404 INVITATION_INVALID.
   */
  async accept(
    customer: { id: string; mail: string },
    token: string,
    now: Date,
  ): Promise<{ companyId: string; legalName: string; role: CompanyMemberRole }> {
    return this.deps.transaction(async ({ repo, tokens }) => {
      const invalid = () => new DomainError('INVITATION_INVALID', 'This invitation link is not valid');
      const link = await tokens.find(token, 'companyMember', now);
      if (!link || link.purpose !== 'company-invite') throw invalid();
      const member = await repo.member(link.subject.id);
      if (!member || member.status !== 'invited') throw invalid();
      if (member.mail !== customer.mail.trim().toLowerCase()) {
        throw new DomainError('INVITATION_OTHER_MAIL', 'This invitation is for another e-mail address');
      }
      if (!(await tokens.use(link.id, now))) throw invalid();
      const active = await repo.activateMember(member.id, customer.id, now);
      if (!active) throw invalid();
      const company = await repo.company(member.companyId);
      if (!company) throw invalid();
      return { companyId: company.id, legalName: company.legalName, role: active.role };
    });
  }

  async setRole(customerId: string, companyId: string, memberId: string, role: CompanyMemberRole) {
    return this.deps.transaction(async ({ repo }) => {
      await this.adminCompany(repo, customerId, companyId);
      await repo.lockCompany(companyId);
      const member = await this.liveMember(repo, companyId, memberId);
      if (member.role === 'admin' && role !== 'admin' && member.status === 'active') {
        await this.keepAnAdmin(repo, companyId);
      }
      const row = await repo.updateMember(member.id, { role });
      return memberView(row!);
    });
  }

  async removeMember(customerId: string, companyId: string, memberId: string, now: Date): Promise<void> {
    await this.deps.transaction(async ({ repo, tokens }) => {
      await this.adminCompany(repo, customerId, companyId);
      await repo.lockCompany(companyId);
      const member = await this.liveMember(repo, companyId, memberId);
      if (member.role === 'admin' && member.status === 'active') await this.keepAnAdmin(repo, companyId);
      await repo.updateMember(member.id, { status: 'removed', removedAt: now });
      await tokens.endAll({ kind: 'companyMember', id: member.id }, now);
    });
  }

  private async liveMember(repo: CompaniesRepository, companyId: string, memberId: string) {
    const member = await repo.member(memberId);
    if (!member || member.companyId !== companyId || member.status === 'removed') {
      throw new DomainError('COMPANY_MEMBER_NOT_FOUND', 'No such member');
    }
    return member;
  }

  /** Refuses when the company has only one active admin left (the one about to go). */
  private async keepAnAdmin(repo: CompaniesRepository, companyId: string): Promise<void> {
    if ((await repo.activeAdmins(companyId)) <= 1) {
      throw new DomainError('COMPANY_LAST_ADMIN', 'The last admin of the company must stay');
    }
  }

  /** Adds a plate to the fleet; a plate already in it answers as it is (no second row). */
  async addPlate(customerId: string, companyId: string, raw: string, now: Date): Promise<CompanyPlate> {
    if (!isValidPlate(raw)) throw new DomainError('LICENSE_PLATE_INVALID', 'The licence plate is not valid');
    const plate = normalizePlate(raw);
    const key = plateKey(plate);
    const taken = () => new DomainError('FLEET_PLATE_TAKEN', "The plate is in another company's fleet");
    const { row, added } = await this.deps.transaction(async (scope) => {
      await this.adminCompany(scope.repo, customerId, companyId);
      const existing = await scope.repo.livePlate(key);
      if (existing) {
        if (existing.companyId !== companyId) throw taken();
        return { row: existing, added: false };
      }
      try {
        const inserted = await scope.savepoint((repo) =>
          repo.insertPlate({ id: randomUUID(), companyId, plate, plateKey: key, createdAt: now }),
        );
        return { row: inserted, added: true };
      } catch (e) {
        if (!this.deps.isUniqueViolation(e)) throw e;
        const winner = await scope.repo.livePlate(key);
        if (winner?.companyId === companyId) return { row: winner, added: false };
        throw taken();
      }
    });
    if (added) this.deps.onFleetChanged?.();
    return plateView(row);
  }

  async removePlate(customerId: string, companyId: string, plateId: string, now: Date): Promise<void> {
    await this.deps.transaction(async ({ repo }) => {
      await this.adminCompany(repo, customerId, companyId);
      const row = await repo.removePlate(companyId, plateId, now);
      if (!row) throw new DomainError('FLEET_PLATE_NOT_FOUND', 'No such plate in the fleet');
    });
    this.deps.onFleetChanged?.();
  }

  async addCostCentre(
    customerId: string,
    companyId: string,
    input: { code: string; name: string },
    now: Date,
  ): Promise<CostCentre> {
    const row = await this.deps.transaction(async (scope) => {
      await this.adminCompany(scope.repo, customerId, companyId);
      try {
        return await scope.savepoint((repo) =>
          repo.insertCostCentre({
            id: randomUUID(),
            companyId,
            code: input.code.trim(),
            name: input.name.trim(),
            createdAt: now,
          }),
        );
      } catch (e) {
        if (!this.deps.isUniqueViolation(e)) throw e;
        throw new DomainError('COST_CENTRE_EXISTS', 'The company has a cost centre with this code');
      }
    });
    return centreView(row);
  }

  async renameCostCentre(
    customerId: string,
    companyId: string,
    id: string,
    name: string,
  ): Promise<CostCentre> {
    return this.deps.transaction(async ({ repo }) => {
      await this.adminCompany(repo, customerId, companyId);
      const row = await repo.updateCostCentre(companyId, id, { name: name.trim() });
      if (!row) throw new DomainError('COST_CENTRE_NOT_FOUND', 'No such cost centre');
      return centreView(row);
    });
  }

  /** Archived: kept for past invoice lines, offered no more; members' defaults on it fall back to none. */
  async archiveCostCentre(customerId: string, companyId: string, id: string, now: Date): Promise<void> {
    await this.deps.transaction(async ({ repo }) => {
      await this.adminCompany(repo, customerId, companyId);
      const row = await repo.updateCostCentre(companyId, id, { archivedAt: now });
      if (!row) throw new DomainError('COST_CENTRE_NOT_FOUND', 'No such cost centre');
      await repo.clearDefaultCostCentre(id);
    });
  }
}
