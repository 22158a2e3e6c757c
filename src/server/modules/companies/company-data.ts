import { randomUUID } from 'node:crypto';
import { isValidBuyerReference, normalizeBuyerReference } from '../../../shared/domain/business-buyer';
import { isValidMail } from '../../../shared/domain/contact';
import { isCountryCode } from '../../../shared/domain/country';
import { isValidVatId, normalizeVatId } from '../../../shared/domain/vat-id';
import type {
  Company,
  CompanyAddressInput,
  CompanyDetail,
  CompanyMember,
  CompanyPlate,
  CostCentre,
} from '../../../shared/schemas/companies';
import type { DbExecutor } from '../../db/executor';
import type { CompanyCostCentreRow, CompanyMemberRow, CompanyPlateRow, CompanyRow } from '../../db/rows';
import type { CompanyAddress, CompanyStatus } from '../../db/schema';
import { DomainError } from '../../errors';
import type { MailBrand } from '../../mail/brand';
import type { MailRepository } from '../../mail/repository';
import type { SingleUseTokens } from '../../platform/tokens/single-use-tokens';
import type { CompaniesRepository } from './repository';
import { companyView, costCentreView } from './repository';

// What the company's own service and the back office's share: the views, the invoice data's
// checks and a new company's debitor account.

/** DATEV's range of debitor accounts (Debitorenkonten) with the usual 5-digit accounts. */
export const DEBITOR_LAST = 69_999;
const DEBITOR_ATTEMPTS = 5;

/** What one transaction of the service works with, all bound to it. */
export interface CompaniesScope {
  /** The transaction itself (the audit log writes into it). */
  tx: DbExecutor;
  repo: CompaniesRepository;
  tokens: SingleUseTokens;
  mails: MailRepository;
  /** Runs `work` in a savepoint: a unique violation inside rolls back only that part. */
  savepoint<T>(work: (repo: CompaniesRepository) => Promise<T>): Promise<T>;
}

/** A back-office change's audit entry, written in the change's transaction. */
export type CompaniesAuditSink = (
  entry: { action: string; entity: string; entityId: string; before?: unknown; after?: unknown },
  scope: CompaniesScope,
) => Promise<void>;

export interface CompaniesDeps {
  repo: CompaniesRepository;
  transaction<T>(work: (scope: CompaniesScope) => Promise<T>): Promise<T>;
  settings(): { selfSignUp: boolean; debitorStart: number; language: string };
  mailBrand(language: string): MailBrand;
  publicUrl: string;
  mailEnabled: boolean;
  /** Hands a committed mail to the sender. */
  sendMail(mailId: string): void;
  isUniqueViolation(e: unknown): boolean;
  /** Fleet plates or a company's status changed (committed): the barrier's memory reloads. */
  onFleetChanged?: () => void;
}

export const notFound = () => new DomainError('COMPANY_NOT_FOUND', 'No such company');

export function memberView(r: CompanyMemberRow): CompanyMember {
  return {
    id: r.id,
    mail: r.mail,
    role: r.role,
    status: r.status,
    defaultCostCentreId: r.defaultCostCentreId,
    invitedAt: r.invitedAt.toISOString(),
    joinedAt: r.joinedAt?.toISOString() ?? null,
    removedAt: r.removedAt?.toISOString() ?? null,
  };
}

export function plateView(r: CompanyPlateRow): CompanyPlate {
  return { id: r.id, plate: r.plate, plateKey: r.plateKey, createdAt: r.createdAt.toISOString() };
}

export function centreView(r: CompanyCostCentreRow): CostCentre {
  const v = costCentreView(r);
  return { id: v.id, code: v.code, name: v.name, archived: v.archived };
}

export function toCompany(r: CompanyRow): Company {
  const v = companyView(r);
  return { ...v, address: { ...v.address } };
}

/** The company's invoice data checked with the shared rules and normalised; 400 with a code otherwise. */
export function checkCompanyData(input: {
  address: CompanyAddressInput;
  vatId?: string | null;
  buyerReference?: string | null;
  invoiceMail: string;
}): { address: CompanyAddress; vatId: string | null; buyerReference: string | null; invoiceMail: string } {
  const country = input.address.country.trim().toUpperCase();
  if (!isCountryCode(country)) throw new DomainError('COUNTRY_INVALID', 'The country is no ISO 3166 code');
  const vat = input.vatId?.trim() ?? '';
  if (vat !== '' && !isValidVatId(vat)) {
    throw new DomainError(
      'VAT_ID_INVALID',
      "The VAT ID is not in the format of an EU member state's VAT IDs",
    );
  }
  const ref = input.buyerReference?.trim() ?? '';
  if (ref !== '' && !isValidBuyerReference(ref)) {
    throw new DomainError(
      'BUYER_REFERENCE_INVALID',
      'The buyer reference is neither a valid Leitweg-ID nor an order reference of up to 100 characters',
    );
  }
  const invoiceMail = input.invoiceMail.trim();
  if (!isValidMail(invoiceMail))
    throw new DomainError('INVALID_MAIL', 'The invoice e-mail address is not valid');
  const building = input.address.buildingNumber?.trim();
  return {
    address: {
      street: input.address.street.trim(),
      ...(building ? { buildingNumber: building } : {}),
      zipCode: input.address.zipCode.trim(),
      city: input.address.city.trim(),
      country,
    },
    vatId: vat === '' ? null : normalizeVatId(vat),
    buyerReference: ref === '' ? null : normalizeBuyerReference(ref),
    invoiceMail,
  };
}

/** A company with its members (removed ones too), live fleet plates and cost centres; 404 without it. */
export async function companyDetail(repo: CompaniesRepository, companyId: string): Promise<CompanyDetail> {
  const company = await repo.company(companyId);
  if (!company) throw notFound();
  const [members, plates, centres] = await Promise.all([
    repo.members(companyId),
    repo.plates(companyId),
    repo.costCentres(companyId),
  ]);
  return {
    company: toCompany(company),
    members: members.map(memberView),
    plates: plates.map(plateView),
    costCentres: centres.map(centreView),
  };
}

/**
 * A new company with the next free debitor account from the configured start. Two sign-ups
 * at once may pick the same number: the unique index refuses the second, which takes the
 * next one (in a savepoint, so the transaction goes on).
 */
export async function insertCompany(
  scope: CompaniesScope,
  deps: Pick<CompaniesDeps, 'settings' | 'isUniqueViolation'>,
  data: Omit<
    Parameters<CompaniesRepository['insertCompany']>[0],
    'id' | 'status' | 'debitorAccount' | 'createdAt'
  >,
  status: CompanyStatus,
  now: Date,
): Promise<CompanyRow> {
  const start = deps.settings().debitorStart;
  for (let attempt = 0; attempt < DEBITOR_ATTEMPTS; attempt++) {
    const highest = await scope.repo.highestDebitor(start);
    const next = highest === null ? start : highest + 1;
    if (next > DEBITOR_LAST) {
      throw new DomainError(
        'DEBITOR_ACCOUNTS_EXHAUSTED',
        `Every debitor account up to ${DEBITOR_LAST} is taken`,
      );
    }
    try {
      return await scope.savepoint((repo) =>
        repo.insertCompany({
          id: randomUUID(),
          ...data,
          status,
          debitorAccount: next,
          createdAt: now,
          approvedAt: status === 'active' ? now : null,
        }),
      );
    } catch (e) {
      if (!deps.isUniqueViolation(e)) throw e;
    }
  }
  throw new DomainError('DEBITOR_ACCOUNTS_EXHAUSTED', 'No free debitor account was found; try again');
}
