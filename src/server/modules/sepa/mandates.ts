import { randomUUID } from 'node:crypto';
import { maskedIban } from '../../../shared/domain/iban';
import type {
  MandateList,
  MandatePaymentRequest,
  SepaPaymentRequest,
  SepaPaymentResponse,
} from '../../../shared/schemas/payment';
import type { SepaMandate, SepaMandateList } from '../../../shared/schemas/admin-payments';
import { isCountryCode } from '../../../shared/domain/country';
import type { SepaSettings } from '../../config/payment-settings';
import { templateName, type ShopConfig } from '../../config/shop-config';
import type { CatalogueReader, CatalogueSnapshot } from '../../platform/catalogue/view';
import type { BillParty } from '../../db/schema';
import { DomainError } from '../../errors';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { addDays, localIsoDate } from '../../payments/dates';
import type { PaymentService, PaymentsTx, SettleExtras } from '../payments';
import { newTicketCode, UUID_PATTERN } from '../../platform/codes';
import type { AuditInTx } from '../../platform/audit/audit';
import type { BookingRow, MandateRow, PaymentRow } from '../../db/rows';
import { validatedAccount, type DebtorAccount } from './account';
import type { BookingSiteFilterOf, SiteScope } from '../../platform/backoffice/site-scope';
import type { SepaRepository } from './repository';

/**
 * What signing reads of the visitor's session: its current booking and payment. The booking
 * module answers it (the bookings and sessions are its tables).
 */
export interface SessionBookingReader {
  sessionState(sessionId: string): Promise<{ booking: BookingRow; payment: PaymentRow } | null>;
}

export interface MandateServiceDeps {
  /** The operator's sites as a booking filter (ADR 060); absent: every site. */
  siteFilter?: BookingSiteFilterOf;
  /** The SEPA risk limits and the time zone, pinned at start (ADR 025). */
  catalogue: CatalogueReader;
  /** Undefined when no SEPA creditor is configured: the calls then answer WRONG_PAYMENT_METHOD. */
  settings: SepaSettings | undefined;
  repo: SepaRepository;
  bookings: SessionBookingReader;
  /** Settles the session's payment in the mandate's transaction. */
  payments: Pick<PaymentService, 'settlePaid'>;
}

/**
 * SEPA direct debit (spec §2 SEPA form, §3 mandate, §5 rules, §7 calls). Signing a mandate
 * (or choosing a saved one) settles the session's payment at once: the mandate, the collection
 * due after the pre-notification period, the permission, the bill and the mail with the
 * pre-notification are written in one transaction. The money is collected later through the
 * operator's bank export (pain.008.001.08, `BankExportService`). Here too: the mandates a
 * visitor or customer may use, and their revocation.
 */
export class MandateService {
  private readonly limits: ShopConfig['sepa'];
  private readonly zone: string;

  constructor(private readonly deps: MandateServiceDeps) {
    const { sepa, shop } = deps.catalogue.current().config;
    this.limits = sepa;
    this.zone = shop.timeZone;
  }

  /** POST /api/booking/payment/sepa */
  async payWithNewMandate(
    sessionId: string | undefined,
    req: SepaPaymentRequest,
    now: Date,
  ): Promise<SepaPaymentResponse> {
    const { payment, booking, settings } = await this.sepaPayment(sessionId);
    if (payment.status === 'paid') return this.answer(payment.id);
    const account = validatedAccount(req);
    const country = booking.contact.address?.country?.trim();
    if (country && !isCountryCode(country)) {
      // The bank file's Ctry must be a real ISO 3166 code (bookings from before the check).
      throw new DomainError('COUNTRY_INVALID', 'The address country is not an ISO 3166 code');
    }
    await this.deps.payments.settlePaid(payment.id, 'sepa-mandate', now, {
      within: async (ptx, booking, p, snap) => {
        const mandate = await this.createMandate(
          ptx,
          booking,
          sessionId!,
          account,
          req.recurrentPayment,
          settings,
          now,
        );
        return this.collect(ptx, snap, booking, p, mandate, settings, now);
      },
    });
    return this.answer(payment.id);
  }

  /** POST /api/booking/payment/mandate */
  async payWithSavedMandate(
    sessionId: string | undefined,
    req: MandatePaymentRequest,
    now: Date,
    /** The account the session is logged in as (null or undefined: a guest). */
    loggedIn?: string | null,
  ): Promise<SepaPaymentResponse> {
    const { payment, booking, settings } = await this.sepaPayment(sessionId);
    if (payment.status === 'paid') return this.answer(payment.id);
    const mandate = UUID_PATTERN.test(req.mandateId)
      ? await this.deps.repo.findMandate(req.mandateId)
      : undefined;
    if (!mandate || !this.mayUse(mandate, sessionId!, booking, loggedIn)) {
      // One answer for unknown and for someone else's mandate: ids cannot be probed.
      throw new DomainError('MANDATE_NOT_FOUND', 'No such mandate for this booking');
    }
    await this.deps.payments.settlePaid(payment.id, 'sepa-saved-mandate', now, {
      within: async (ptx, b, p, snap) => {
        const locked = await this.deps.repo.lockMandate(ptx.tx, mandate.id);
        if (!locked || locked.revokedAt)
          throw new DomainError('MANDATE_NOT_FOUND', 'No such mandate for this booking');
        return this.collect(ptx, snap, b, p, locked, settings, now);
      },
    });
    return this.answer(payment.id);
  }

  /** GET /api/booking/payment/mandates: what this visitor may choose from (ADR 007). */
  async mandates(sessionId: string | undefined, loggedIn?: string | null): Promise<MandateList> {
    const state = sessionId ? await this.deps.bookings.sessionState(sessionId) : null;
    const mail = state?.booking.contact.mail?.trim().toLowerCase();
    if (!state || !mail) return { data: [], count: 0 };
    const rows = await this.deps.repo.reusableMandates(sessionId!, mail, accountOf(state.booking, loggedIn));
    const data = rows.map(mandateView);
    return { data, count: data.length };
  }

  /**
   * A saved mandate may be used by the session and e-mail it was signed with, if recurrent;
   * a logged-in customer's booking may use any recurrent mandate of the account (ADR 016), in a
   * session logged in as that account only (ADR 057).
   */
  private mayUse(m: MandateRow, sessionId: string, booking: BookingRow, loggedIn?: string | null): boolean {
    if (!m.recurrent || m.revokedAt) return false;
    if (m.customerId && accountOf(booking, loggedIn) === m.customerId) return true;
    return m.sessionId === sessionId && m.ownerMail === (booking.contact.mail ?? '').trim().toLowerCase();
  }

  /** GET /sapi/mandates: the account's mandates not revoked, IBANs masked. */
  async customerMandates(customerId: string, page: number, limit: number): Promise<MandateList> {
    const { rows, count } = await this.deps.repo.customerMandates(customerId, page * limit, limit);
    return { data: rows.map(mandateView), count };
  }

  /**
   * DELETE /sapi/mandates/{id}: revoked, never offered or used again. Refused while a debit on
   * it awaits the bank export (the export's lock keeps an export from taking one meanwhile).
   */
  async revokeCustomerMandate(customerId: string, mandateId: string, now: Date): Promise<void> {
    await this.revoke(mandateId, customerId, now);
  }

  /**
   * An account's erasure (ADR 033), in the erasure's transaction: every mandate of the
   * account is revoked. Refused (409 MANDATE_IN_USE) while a debit on one awaits the bank
   * export: the money is still being collected with it; erase after the next export. The
   * revoked mandates stay for the bank records (a debit can be disputed for 13 months).
   */
  async revokeAllOfCustomer(customerId: string, now: Date, tx: DbExecutor): Promise<number> {
    const t = tx as Db;
    await this.deps.repo.lockExports(t);
    const { rows } = await this.deps.repo.customerMandates(customerId, 0, 10_000, t);
    for (const m of rows) {
      if ((await this.deps.repo.awaitingExport(t, m.id)) > 0) {
        throw new DomainError(
          'MANDATE_IN_USE',
          'A direct debit on this mandate still awaits the bank export',
        );
      }
    }
    for (const m of rows) await this.deps.repo.revokeMandate(t, m.id, now);
    return rows.length;
  }

  /**
   * The back office revokes any mandate (the customer withdrew it by letter, fraud): the same
   * rule as the customer's (409 MANDATE_IN_USE while a debit awaits export); 409 MANDATE_REVOKED
   * when it is already revoked.
   */
  async revokeMandate(mandateId: string, now: Date, audit: AuditInTx): Promise<SepaMandate> {
    await this.revoke(mandateId, undefined, now, audit);
    return operatorMandateView((await this.deps.repo.findMandate(mandateId))!);
  }

  private async revoke(mandateId: string, customerId: string | undefined, now: Date, audit?: AuditInTx) {
    if (!UUID_PATTERN.test(mandateId)) throw new DomainError('MANDATE_NOT_FOUND', 'No such mandate');
    await this.deps.repo.transaction(async (tx) => {
      await this.deps.repo.lockExports(tx);
      const m = customerId
        ? await this.deps.repo.lockCustomerMandate(tx, mandateId, customerId)
        : await this.deps.repo.lockMandate(tx, mandateId);
      if (!m) throw new DomainError('MANDATE_NOT_FOUND', 'No such mandate');
      if (m.revokedAt) throw new DomainError('MANDATE_REVOKED', 'The mandate is already revoked');
      if ((await this.deps.repo.awaitingExport(tx, m.id)) > 0) {
        throw new DomainError(
          'MANDATE_IN_USE',
          'A direct debit on this mandate still awaits the bank export',
        );
      }
      await this.deps.repo.revokeMandate(tx, m.id, now);
      await audit?.(tx, {
        action: 'sepa.mandate.revoke',
        entity: 'sepa-mandate',
        entityId: m.id,
        before: { status: 'active', reference: m.reference },
        after: { status: 'revoked', reference: m.reference, revokedAt: now.toISOString() },
      });
    });
  }

  private async sepaPayment(sessionId: string | undefined) {
    const state = sessionId ? await this.deps.bookings.sessionState(sessionId) : null;
    if (!state) throw new DomainError('NO_BOOKING', 'There is no booking in this session');
    const settings = this.deps.settings;
    if (state.payment.provider !== 'sepa' || !settings) {
      throw new DomainError('WRONG_PAYMENT_METHOD', 'This booking is not paid by SEPA direct debit');
    }
    const max = this.limits.maxDebitCents;
    if (state.payment.status === 'pending' && state.payment.amountCents > max) {
      throw new DomainError(
        'SEPA_AMOUNT_LIMIT',
        'This amount is above the largest direct debit the shop takes',
        {
          maxDebitCents: max,
        },
      );
    }
    return { payment: state.payment, booking: state.booking, settings };
  }

  private async createMandate(
    ptx: PaymentsTx,
    booking: BookingRow,
    sessionId: string,
    account: DebtorAccount,
    recurrent: boolean,
    settings: SepaSettings,
    now: Date,
  ): Promise<MandateRow> {
    const { zone } = this;
    const day = localIsoDate(now, zone);
    let reference = newMandateReference(day);
    while (await this.deps.repo.referenceTaken(ptx.tx, reference)) reference = newMandateReference(day);
    const a = booking.contact.address;
    const debtorAddress: BillParty | null =
      a?.city && a.country
        ? {
            name: account.accountName,
            street: a.streetName,
            buildingNumber: a.buildingNumber,
            zipCode: a.zipCode,
            city: a.city,
            country: a.country,
          }
        : null;
    const row = {
      id: randomUUID(),
      reference,
      creditorId: settings.creditorId,
      iban: account.iban,
      bic: account.bic,
      accountName: account.accountName,
      signatureDate: day,
      recurrent,
      sessionId,
      ownerMail: (booking.contact.mail ?? '').trim().toLowerCase(),
      debtorAddress,
      useCount: 0,
      createdAt: now,
      revokedAt: null,
      // Signed in a logged-in customer's booking: the mandate belongs to the account.
      customerId: booking.customerId ?? null,
    };
    await this.deps.repo.insertMandate(ptx.tx, row);
    return row;
  }

  /** One collection on the mandate, due after the pre-notification period. */
  private async collect(
    ptx: PaymentsTx,
    { config, paidTemplates }: CatalogueSnapshot,
    booking: BookingRow,
    payment: PaymentRow,
    mandate: MandateRow,
    settings: SepaSettings,
    now: Date,
  ): Promise<SettleExtras> {
    const { zone } = this;
    const dueDate = addDays(localIsoDate(now, zone), settings.prenotificationDays);
    await this.checkOpenDebits(ptx, mandate, localIsoDate(now, zone));
    const sequenceType = !mandate.recurrent ? 'OOFF' : mandate.useCount === 0 ? 'FRST' : 'RCUR';
    const name =
      templateName(config, paidTemplates.get(booking.templateId), booking.language) ?? booking.templateId;
    await this.deps.repo.insertCollection(ptx.tx, {
      id: randomUUID(),
      paymentId: payment.id,
      mandateId: mandate.id,
      amountCents: payment.amountCents,
      dueDate,
      sequenceType,
      // 32 characters: fits EndToEndId (35) and identifies the payment.
      endToEndId: payment.id.replace(/-/g, ''),
      remittance: `${config.shop.name} ${name} ${localIsoDate(booking.startsAt, zone)}`,
      createdAt: now,
    });
    await this.deps.repo.countUse(ptx.tx, mandate.id);
    return {
      prenotification: {
        mandateReference: mandate.reference,
        creditorId: mandate.creditorId,
        amountCents: payment.amountCents,
        dueDate,
        account: maskedIban(mandate.iban),
      },
    };
  }

  /**
   * Risk limit: an IBAN and an e-mail address may have only so many open debits (not yet
   * exported, or exported and not yet due) at a time: a stolen IBAN cannot book a car park full.
   */
  private async checkOpenDebits(ptx: PaymentsTx, mandate: MandateRow, today: string): Promise<void> {
    const { limits } = this;
    const open = await this.deps.repo.openDebits(ptx.tx, mandate.iban, mandate.ownerMail, today);
    const by =
      open.iban >= limits.maxOpenDebitsPerIban
        ? 'iban'
        : open.mail >= limits.maxOpenDebitsPerMail
          ? 'mail'
          : null;
    if (by) {
      throw new DomainError('SEPA_OPEN_DEBITS_LIMIT', 'Too many direct debits are still open', {
        by,
        limit: by === 'iban' ? limits.maxOpenDebitsPerIban : limits.maxOpenDebitsPerMail,
      });
    }
  }

  private async answer(paymentId: string): Promise<SepaPaymentResponse> {
    const row = await this.deps.repo.collectionOfPayment(paymentId);
    if (!row) throw new DomainError('WRONG_PAYMENT_METHOD', 'This booking was not paid by SEPA direct debit');
    return {
      mandateId: row.mandate.id,
      mandateReference: row.mandate.reference,
      creditorId: row.mandate.creditorId,
      amount: row.collection.amountCents,
      dueDate: row.collection.dueDate,
    };
  }

  /** Every mandate with its status (IBAN masked), newest first. */
  /** 404 MANDATE_NOT_FOUND for a mandate outside the operator's sites (ADR 060). */
  async visibleMandate(id: string, scope: SiteScope): Promise<void> {
    if (scope === null) return;
    const site = this.deps.siteFilter?.(scope) ?? null;
    if (!UUID_PATTERN.test(id) || !(await this.deps.repo.mandateVisible(id, site))) {
      throw new DomainError('MANDATE_NOT_FOUND', 'No such mandate');
    }
  }

  async allMandates(page: number, pageSize: number, scope: SiteScope = null): Promise<SepaMandateList> {
    const site = this.deps.siteFilter?.(scope) ?? null;
    const { rows, total } = await this.deps.repo.mandates(page * pageSize, pageSize, site);
    return { data: rows.map(operatorMandateView), total, page, pageSize };
  }
}

function operatorMandateView(m: MandateRow): SepaMandate {
  return {
    id: m.id,
    reference: m.reference,
    accountName: m.accountName,
    iban: maskedIban(m.iban),
    bic: m.bic,
    signatureDate: m.signatureDate,
    recurrent: m.recurrent,
    ownerMail: m.ownerMail,
    customerId: m.customerId,
    useCount: m.useCount,
    status: m.revokedAt ? 'revoked' : 'active',
    revokedAt: m.revokedAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
  };
}

function mandateView(m: MandateRow) {
  return {
    mandateId: m.id,
    signatureDate: m.signatureDate,
    accountName: m.accountName,
    iban: maskedIban(m.iban),
    bic: m.bic,
  };
}

/** "M20261120-K7Q2MZ9XTB": unique (checked), 20 characters of the SEPA character set. */
function newMandateReference(day: string): string {
  return `M${day.replace(/-/g, '')}-${newTicketCode()}`;
}

/**
 * The account whose saved mandates a booking may use: the booking's account, and only in a
 * session logged in as it. A booking's `customerId` alone proves nothing about who holds the
 * session (a renewal link, ADR 057).
 */
function accountOf(booking: BookingRow, loggedIn: string | null | undefined): string | undefined {
  return loggedIn && booking.customerId === loggedIn ? loggedIn : undefined;
}
