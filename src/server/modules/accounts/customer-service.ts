import { randomUUID } from 'node:crypto';
import { isValidMail, missingContactFields } from '../../../shared/domain/contact';
import { isValidPlate, normalizePlate, plateOf } from '../../../shared/domain/plate';
import type {
  AdminCustomerDetail,
  AdminCustomerSearchQuery,
  AdminCustomerSearchResponse,
  CustomerLinkResponse,
  UpdateCustomerRequest,
} from '../../../shared/schemas/admin-customers';
import type { BookingStatus } from '../../db/schema';
import type { Contact } from '../../../shared/schemas/booking';
import type { Language } from '../../../shared/schemas/common';
import type {
  CreateCustomerRequest,
  CustomerList,
  CustomerListQuery,
  CustomerSummary,
} from '../../../shared/schemas/customer';
import { DomainError } from '../../errors';
import type { MailRepository } from '../../mail/repository';
import type { DbExecutor } from '../../db/executor';
import type { AuthRepository } from './auth-repository';
import type { AccountBookingWrites, AuthService } from './auth-service';
import { assertPasswordPolicy } from '../../platform/auth/password-policy';
import { linkLimitReached } from '../../platform/limits/link-limits';
import type { PasswordHasher } from '../../platform/hashing/password-hasher';
import { isErased, type CustomerRepository } from './customer-repository';
import type { CustomerRow } from '../../db/rows';
import { UUID_PATTERN } from '../../platform/codes';
import type { BookingSiteFilterOf, SiteScope } from '../../platform/backoffice/site-scope';
import type { SingleUseTokens } from '../../platform/tokens/single-use-tokens';

/** Repositories bound to one transaction (app.ts opens it). */
export interface CustomerTxScope {
  tx: DbExecutor;
  repo: CustomerRepository;
  /** The same repository as `repo` (the link writer's name for it). */
  customers: CustomerRepository;
  authRepo: AuthRepository;
  tokens: SingleUseTokens;
  mails: MailRepository;
}

/**
 * Where a write records itself: the route frame's audit entry (operator session or token),
 * written with `tx`, so the change and its record commit together.
 */
export type CustomerAuditSink = (
  entry: { action: string; entityId: string; before: unknown; after: unknown },
  tx: DbExecutor,
) => Promise<void>;

export interface CustomerServiceDeps {
  repo: CustomerRepository;
  /** The operator's sites as a booking filter (ADR 060); absent: every site. */
  siteFilter?: BookingSiteFilterOf;
  auth: AuthService;
  authRepo: AuthRepository;
  bookings: AccountBookingWrites;
  tokens: SingleUseTokens;
  /** Argon2, through the shop's one bounded queue. */
  hasher: PasswordHasher;
  /** Runs `work` in one database transaction with repositories bound to it. */
  transaction: <T>(work: (scope: CustomerTxScope) => Promise<T>) => Promise<T>;
}

const notFound = () => new DomainError('CUSTOMER_NOT_FOUND', 'No such customer');
const exists = () => new DomainError('CUSTOMER_EXISTS', 'An account with this e-mail or username exists');

/** The most bookings the detail lists; the booking search has every one. */
const DETAIL_BOOKINGS = 200;

/**
 * The operator's side of customer accounts: create, search, edit, block,
 * unblock, reset links. Shared by the token API and the back office; each write runs in one
 * transaction with the caller's audit entry.
 */
export class CustomerService {
  constructor(private readonly deps: CustomerServiceDeps) {}

  /** What lists and audit entries show of an account (never the hash). */
  static summary(c: CustomerRow): CustomerSummary {
    return {
      id: c.id,
      username: c.username,
      mail: c.mail,
      firstName: c.contact.firstName ?? '',
      lastName: c.contact.lastName ?? '',
      companyName: c.contact.companyName ?? null,
      licensePlates: c.licensePlates,
      status: c.status,
      passwordSet: c.passwordHash !== null,
      requirePasswordChange: c.requirePasswordChange,
      mailVerifiedAt: c.mailVerifiedAt?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
    };
  }

  /** The audit entry's picture of an account: the summary and the whole contact. */
  private static auditView(c: CustomerRow) {
    return { ...CustomerService.summary(c), contact: c.contact };
  }

  /**
   * With a password (policy-checked): the account must change it at first login, and the
   * operator vouches for the e-mail (proven, so earlier guest bookings join). Without: an
   * invitation mail with a set-password link (72 h).
   */
  async create(
    input: CreateCustomerRequest,
    now: Date,
    record?: CustomerAuditSink,
  ): Promise<{ id: string; username: string }> {
    const mail = checkedMail(input.mail);
    const username = (input.username ?? mail).trim();
    const plates = checkedPlates(input.licensePlates);
    const contact = contactOf(mail, input);
    if (input.password !== undefined) assertPasswordPolicy(input.password, { username, mail });
    if (await this.deps.repo.taken(mail, username)) throw exists();
    const withPassword = input.password !== undefined;
    // Argon2 before the transaction: it takes a while and needs no connection.
    const passwordHash = withPassword ? await this.deps.hasher.hash(input.password!) : null;
    const id = randomUUID();
    const mailId = await this.deps.transaction(async (s) => {
      const inserted = await s.repo.insert({
        id,
        username,
        mail,
        contact,
        licensePlates: plates,
        passwordHash,
        requirePasswordChange: withPassword,
        mailVerifiedAt: withPassword ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      // A parallel create with the same e-mail or username won the unique index.
      if (!inserted) throw exists();
      const customer = (await s.repo.findById(id))!;
      let written: string | undefined;
      if (withPassword) await this.deps.bookings.linkGuestBookings(s.tx, id, mail);
      else
        written = mailOrRefusal(
          await this.deps.auth.writeLink(customer, 'invite', input.language, now, s),
          now,
        );
      await record?.(
        {
          action: 'customer.create',
          entityId: id,
          before: null,
          after: { ...CustomerService.auditView(customer), invitationSent: !withPassword },
        },
        s.tx,
      );
      return written;
    });
    if (mailId) this.deps.auth.announceMail(mailId);
    return { id, username };
  }

  async list(q: CustomerListQuery): Promise<CustomerList> {
    const { rows, count } = await this.deps.repo.list(q);
    return { count, data: rows.map(CustomerService.summary) };
  }

  /**
   * 404 CUSTOMER_NOT_FOUND for an account outside the operator's sites: one who booked only
   * at other car parks (an account without bookings belongs to every site; ADR 060).
   */
  async visible(id: string, scope: SiteScope): Promise<void> {
    if (scope === null) return;
    if (!UUID_PATTERN.test(id) || !(await this.deps.repo.inSites(id.toLowerCase(), this.siteFilter(scope)))) {
      throw notFound();
    }
  }

  private siteFilter(scope: SiteScope) {
    return this.deps.siteFilter?.(scope) ?? null;
  }

  async search(q: AdminCustomerSearchQuery, scope: SiteScope = null): Promise<AdminCustomerSearchResponse> {
    const { rows, total } = await this.deps.repo.search(q, this.siteFilter(scope));
    return { data: rows.map(CustomerService.summary), total, page: q.page, pageSize: q.pageSize };
  }

  /** The account with its bookings, bills and credit notes, and SEPA mandates. */
  async detail(id: string, now: Date, scope: SiteScope = null): Promise<AdminCustomerDetail> {
    const { repo } = this.deps;
    await this.visible(id, scope);
    const c = await repo.findById(id);
    if (!c) throw notFound();
    // Only the bookings (and their bills) at the operator's sites.
    const site = this.siteFilter(scope);
    const [bookingRows, docs, mandates, openLink] = await Promise.all([
      repo.bookingsOf(id, DETAIL_BOOKINGS, site),
      repo.documentsOf(id, site),
      repo.mandatesOf(id),
      this.deps.tokens.hasOpen({ kind: 'customer', id }, now),
    ]);
    const documents = [
      ...docs.bills.map((b) => ({ ...b, kind: 'bill' as const })),
      ...docs.creditNotes.map((n) => ({ ...n, kind: 'creditNote' as const, grossCents: -n.grossCents })),
    ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return {
      ...CustomerService.summary(c),
      contact: c.contact,
      updatedAt: c.updatedAt.toISOString(),
      openLink,
      bookings: bookingRows.map((b) => ({
        id: b.id,
        templateId: b.templateId,
        startsAt: b.startsAt.toISOString(),
        endsAt: b.displayEnd.toISOString(),
        status: b.status as BookingStatus,
        priceCents: b.priceCents,
        plate: plateOf(b.identifications),
        createdAt: b.createdAt.toISOString(),
      })),
      documents: documents.map(({ createdAt: _created, ...d }) => d),
      mandates: mandates.map((m) => ({
        id: m.id,
        reference: m.reference,
        ibanMasked: maskIban(m.iban),
        accountName: m.accountName,
        signatureDate: m.signatureDate,
        recurrent: m.recurrent,
        useCount: m.useCount,
        createdAt: m.createdAt.toISOString(),
        revokedAt: m.revokedAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * New contact data (mail, names, company, address, plates). A username that was the old
   * e-mail follows the new one (the customer logs in with their e-mail); a new e-mail is not
   * proven until a link sent to it is used.
   */
  async update(
    id: string,
    input: UpdateCustomerRequest,
    now: Date,
    record: CustomerAuditSink,
  ): Promise<CustomerSummary> {
    const mail = checkedMail(input.mail);
    const plates = checkedPlates(input.licensePlates);
    const contact = contactOf(mail, input);
    return this.deps.transaction(async (s) => {
      const before = await s.repo.findForUpdate(id);
      if (!before) throw notFound();
      const sameMail = before.mail.toLowerCase() === mail.toLowerCase();
      const username = before.username.toLowerCase() === before.mail.toLowerCase() ? mail : before.username;
      if (await s.repo.takenByOther(id, mail, username)) throw exists();
      await s.repo.updateContact(id, {
        mail,
        username,
        contact,
        licensePlates: plates,
        mailVerifiedAt: sameMail ? before.mailVerifiedAt : null,
        now,
      });
      const after = (await s.repo.findById(id))!;
      await record(
        {
          action: 'customer.update',
          entityId: id,
          before: CustomerService.auditView(before),
          after: CustomerService.auditView(after),
        },
        s.tx,
      );
      return CustomerService.summary(after);
    });
  }

  /**
   * Erasure (GDPR Art. 17, ADR 033), in one transaction: the account is anonymised and
   * blocked, its sessions and open links end, and `within` lets the owners of the other tables
   * do their part (bookings, mandates) in the same transaction. With `password`, the customer's
   * own request: the current password must match (401 WRONG_OLD_PASSWORD). The audit entry names
   * the account by id only. 404 CUSTOMER_NOT_FOUND for an unknown or already erased account.
   */
  async erase(
    id: string,
    now: Date,
    opts: {
      password?: string;
      /** The client's address: the password check runs in its share of the hashing queue. */
      address?: string;
      within: (tx: DbExecutor) => Promise<unknown>;
      record?: CustomerAuditSink;
    },
  ): Promise<void> {
    if (opts.password !== undefined) {
      const current = await this.deps.repo.findById(id);
      if (!current || isErased(current)) throw notFound();
      if (!(await this.deps.hasher.verify(current.passwordHash, opts.password, opts.address))) {
        throw new DomainError('WRONG_OLD_PASSWORD', 'The current password is wrong');
      }
    }
    await this.deps.transaction(async (s) => {
      const before = await s.repo.findForUpdate(id);
      if (!before || isErased(before)) throw notFound();
      await s.repo.anonymise(id, now);
      await s.authRepo.endCustomerSessions(id);
      await s.tokens.endAll({ kind: 'customer', id }, now);
      await opts.within(s.tx);
      await opts.record?.(
        {
          action: 'customer.erase',
          entityId: id,
          before: { status: before.status },
          after: { status: 'erased' },
        },
        s.tx,
      );
    });
  }

  /**
   * Retention (ADR 043 addendum): sign-ups never confirmed and unchanged since `before` go with
   * their links, up to 500 a run (the job runs hourly). An account that a mail row still names
   * (the confirmation mail, kept RETENTION_MAIL_DAYS) loses its e-mail and password at once and
   * goes on a later run. Several instances: rows another job holds are skipped. Answers how many.
   */
  async removeUnconfirmed(before: Date, now: Date): Promise<number> {
    return this.deps.transaction(async (s) => {
      const ids = await s.repo.unconfirmedBefore(before, 500);
      for (const id of ids) {
        await s.tokens.deleteAll({ kind: 'customer', id });
        await s.repo.removeUnconfirmed(id, now);
      }
      return ids.length;
    });
  }

  /** Login is refused from now on (like wrong credentials); sessions and open links end at once. */
  async block(id: string, now: Date, record?: CustomerAuditSink): Promise<void> {
    await this.changeStatus(id, 'blocked', now, record);
  }

  /** Login works again; links that died with the block stay dead (send a new one). */
  async unblock(id: string, now: Date, record: CustomerAuditSink): Promise<void> {
    await this.changeStatus(id, 'active', now, record);
  }

  private async changeStatus(
    id: string,
    status: CustomerRow['status'],
    now: Date,
    record: CustomerAuditSink | undefined,
  ): Promise<void> {
    await this.deps.transaction(async (s) => {
      const before = await s.repo.findForUpdate(id);
      // An erased account stays blocked: it has no person behind it any more.
      if (!before || (status === 'active' && isErased(before))) throw notFound();
      // Already so: nothing changes, nothing to record.
      if (before.status === status) return;
      await s.repo.setStatus(id, status, now);
      if (status === 'blocked') {
        await s.authRepo.endCustomerSessions(id);
        await s.tokens.endAll({ kind: 'customer', id }, now);
      }
      await record?.(
        {
          action: status === 'blocked' ? 'customer.block' : 'customer.unblock',
          entityId: id,
          before: { status: before.status },
          after: { status },
        },
        s.tx,
      );
    });
  }

  /**
   * Mails a set-password link: a reset link (1 h), or a new invitation (72 h) while the
   * customer has no password yet. 409 CUSTOMER_BLOCKED for a blocked account (the link would
   * not work).
   */
  async sendLink(
    id: string,
    language: Language | undefined,
    now: Date,
    record: CustomerAuditSink,
  ): Promise<CustomerLinkResponse> {
    const { mailId, answer } = await this.deps.transaction(async (s) => {
      const c = await s.repo.findForUpdate(id);
      if (!c) throw notFound();
      if (c.status !== 'active') throw new DomainError('CUSTOMER_BLOCKED', 'The account is blocked');
      const kind = c.passwordHash === null ? 'invite' : 'reset';
      // 429 LINK_LIMIT after LINKS_PER_HOUR links: the operator's button mails too.
      const written = mailOrRefusal(await this.deps.auth.writeLink(c, kind, language, now, s), now);
      const result: CustomerLinkResponse = { kind, recipient: c.mail };
      await record({ action: 'customer.send-link', entityId: id, before: null, after: result }, s.tx);
      return { mailId: written, answer: result };
    });
    this.deps.auth.announceMail(mailId);
    return answer;
  }
}

/** The written mail's id, or 429 LINK_LIMIT (the transaction rolls back). */
function mailOrRefusal(written: string | { refusedUntil: Date }, now: Date): string {
  if (typeof written === 'string') return written;
  throw linkLimitReached(written.refusedUntil, now);
}

function checkedMail(raw: string): string {
  const mail = raw.trim();
  if (!isValidMail(mail)) throw new DomainError('INVALID_MAIL', 'The e-mail address is not valid');
  return mail;
}

/** Normalised, without duplicates; 400 LICENSE_PLATE_INVALID for one that is not a plate. */
function checkedPlates(raw: readonly string[] | undefined): string[] {
  if (!(raw ?? []).every(isValidPlate)) {
    throw new DomainError('LICENSE_PLATE_INVALID', 'A licence plate is not valid');
  }
  return [...new Set((raw ?? []).map(normalizePlate))];
}

function contactOf(
  mail: string,
  input: Pick<CreateCustomerRequest, 'firstName' | 'lastName' | 'companyName' | 'address'>,
): Contact {
  const company = input.companyName?.trim();
  const contact: Contact = {
    mail,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    ...(company ? { companyName: company } : {}),
    ...(input.address ? { address: input.address } : {}),
  };
  // An account names a person: the booking rules' name-and-mail level (spec §5).
  const fields = missingContactFields('NameAndMail', contact);
  if (fields.length > 0) {
    throw new DomainError('CONTACT_FIELD_MISSING', 'Required contact fields are empty', { fields });
  }
  return contact;
}

/** `DE89 •••• 3000`: enough to tell two accounts apart, not enough to reuse the IBAN. */
function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '');
  return `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
}
