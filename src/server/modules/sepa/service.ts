import { randomBytes, randomUUID } from 'node:crypto';
import { bankDataByBLZ } from 'bankdata-germany';
import {
  germanBankCode,
  isValidAccountName,
  isValidBicForIban,
  isValidIban,
  maskedIban,
  normalizeBic,
  normalizeIban,
} from '../../../shared/domain/iban';
import type {
  ExcludedCollection,
  MandateList,
  MandatePaymentRequest,
  SepaPaymentRequest,
  SepaPaymentResponse,
} from '../../../shared/schemas/payment';
import { isCountryCode } from '../../../shared/domain/country';
import type { SepaSettings } from '../../config/payment-settings';
import { templateName, type ShopConfig, type TemplateConfig } from '../../config/shop-config';
import type { BillParty } from '../../db/schema';
import { DomainError } from '../../errors';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { addDays, localIsoDate } from '../../payments/dates';
import type { PaymentService, PaymentsTx, SettleExtras } from '../payments';
import { newTicketCode, UUID_PATTERN } from '../../platform/codes';
import type { SessionBookings } from '../booking';
import { buildPain008, type ExportCollection, type ExportHeader } from './pain008';
import { checkPain008 } from './pain008-check';
import type {
  SepaBatchList,
  SepaCollection,
  SepaCollectionList,
  SepaCollectionState,
  SepaMandate,
  SepaMandateList,
} from '../../../shared/schemas/admin-payments';
import type { SepaRepository } from './repository';
import type { BookingRow, CollectionRow, MandateRow, PaymentRow } from '../../db/rows';
import type { AuditInTx } from '../../platform/audit/audit';

export interface SepaServiceDeps {
  shop: ShopConfig;
  templates: ReadonlyMap<string, TemplateConfig>;
  /** Undefined when no SEPA creditor is configured: the calls then answer WRONG_PAYMENT_METHOD. */
  settings: SepaSettings | undefined;
  repo: SepaRepository;
  bookings: SessionBookings;
  payments: PaymentService;
}

/**
 * SEPA direct debit (spec §2 SEPA form, §3 mandate, §5 rules, §7 calls). Signing a mandate
 * (or choosing a saved one) settles the session's payment at once: the mandate, the collection
 * due after the pre-notification period, the permission, the bill and the mail with the
 * pre-notification are written in one transaction. The money is collected later through the
 * operator's bank export (pain.008.001.08).
 */
export class SepaService {
  constructor(private readonly deps: SepaServiceDeps) {}

  /** POST /api/booking/payment/sepa */
  async payWithNewMandate(
    sessionId: string | undefined,
    req: SepaPaymentRequest,
    now: Date,
  ): Promise<SepaPaymentResponse> {
    const { payment, booking, settings } = await this.sepaPayment(sessionId);
    if (payment.status === 'paid') return this.answer(payment.id);
    const account = this.validate(req);
    const country = booking.contact.address?.country?.trim();
    if (country && !isCountryCode(country)) {
      // The bank file's Ctry must be a real ISO 3166 code (bookings from before the check).
      throw new DomainError('COUNTRY_INVALID', 'The address country is not an ISO 3166 code');
    }
    await this.deps.payments.settlePaid(payment.id, 'sepa-mandate', now, {
      within: async (ptx, booking, p) => {
        const mandate = await this.createMandate(
          ptx,
          booking,
          sessionId!,
          account,
          req.recurrentPayment,
          settings,
          now,
        );
        return this.collect(ptx, booking, p, mandate, settings, now);
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
      within: async (ptx, b, p) => {
        const locked = await this.deps.repo.lockMandate(ptx.tx, mandate.id);
        if (!locked || locked.revokedAt)
          throw new DomainError('MANDATE_NOT_FOUND', 'No such mandate for this booking');
        return this.collect(ptx, b, p, locked, settings, now);
      },
    });
    return this.answer(payment.id);
  }

  /** GET /api/booking/payment/mandates: what this visitor may choose from (ADR 007). */
  async mandates(sessionId: string | undefined, loggedIn?: string | null): Promise<MandateList> {
    const state = sessionId ? await this.deps.bookings.sessionState(sessionId) : null;
    const mail = state?.booking.contact.mail?.trim().toLowerCase();
    if (!state || !mail) return { data: [], count: 0 };
    const rows = await this.deps.repo.reusableMandates(
      sessionId!,
      mail,
      accountOf(state.booking, loggedIn),
    );
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
   * An account's erasure (issue 17, ADR 033), in the erasure's transaction: every mandate of the
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

  /**
   * A cancellation's refund of a SEPA payment, inside the cancel transaction: a debit not yet
   * exported is reduced by the refund, or taken out of the export when nothing is left to
   * collect ('dropped': the money never moves). An exported debit answers 'exported' (the
   * operator refunds by hand).
   */
  async dropForCancellation(
    ptx: PaymentsTx,
    paymentId: string,
    refundCents: number,
    now: Date,
  ): Promise<'dropped' | 'exported' | 'none'> {
    await this.deps.repo.lockExports(ptx.tx);
    const c = await this.deps.repo.lockCollectionOfPayment(ptx.tx, paymentId);
    if (!c || c.excludedAt) return 'none';
    if (c.batchId) return 'exported';
    const left = c.amountCents - refundCents;
    if (left > 0) await this.deps.repo.setCollectionAmount(ptx.tx, c.id, left);
    else await this.deps.repo.excludeCollection(ptx.tx, c, 'cancelled', now);
    return 'dropped';
  }

  private async sepaPayment(sessionId: string | undefined) {
    const state = sessionId ? await this.deps.bookings.sessionState(sessionId) : null;
    if (!state) throw new DomainError('NO_BOOKING', 'There is no booking in this session');
    const settings = this.deps.settings;
    if (state.payment.provider !== 'sepa' || !settings) {
      throw new DomainError('WRONG_PAYMENT_METHOD', 'This booking is not paid by SEPA direct debit');
    }
    const max = this.deps.shop.sepa.maxDebitCents;
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

  /** Spec §5, checked again on the server; an empty BIC is filled from a German IBAN. */
  private validate(req: SepaPaymentRequest): { iban: string; bic: string; accountName: string } {
    const iban = normalizeIban(req.iban);
    if (!isValidIban(iban)) throw new DomainError('IBAN_INVALID', 'The IBAN is not valid');
    const accountName = req.accountName.trim().replace(/\s+/g, ' ');
    if (!isValidAccountName(accountName)) {
      throw new DomainError(
        'ACCOUNT_NAME_INVALID',
        'The account holder needs at least 2 letters in the SEPA character set',
      );
    }
    let bic = normalizeBic(req.bic);
    if (bic === '') {
      const blz = germanBankCode(iban);
      bic = (blz ? bankDataByBLZ(blz)?.bic : undefined) ?? '';
      if (!bic) throw new DomainError('BIC_INVALID', 'Please enter the BIC of your bank');
    }
    if (!isValidBicForIban(bic, iban)) {
      throw new DomainError('BIC_INVALID', "The BIC is not valid for the IBAN's country");
    }
    return { iban, bic, accountName };
  }

  private async createMandate(
    ptx: PaymentsTx,
    booking: BookingRow,
    sessionId: string,
    account: { iban: string; bic: string; accountName: string },
    recurrent: boolean,
    settings: SepaSettings,
    now: Date,
  ): Promise<MandateRow> {
    const zone = this.deps.shop.shop.timeZone;
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
    booking: BookingRow,
    payment: PaymentRow,
    mandate: MandateRow,
    settings: SepaSettings,
    now: Date,
  ): Promise<SettleExtras> {
    const zone = this.deps.shop.shop.timeZone;
    const dueDate = addDays(localIsoDate(now, zone), settings.prenotificationDays);
    await this.checkOpenDebits(ptx, mandate, localIsoDate(now, zone));
    const sequenceType = !mandate.recurrent ? 'OOFF' : mandate.useCount === 0 ? 'FRST' : 'RCUR';
    const name =
      templateName(this.deps.shop, this.deps.templates.get(booking.templateId), booking.language) ??
      booking.templateId;
    await this.deps.repo.insertCollection(ptx.tx, {
      id: randomUUID(),
      paymentId: payment.id,
      mandateId: mandate.id,
      amountCents: payment.amountCents,
      dueDate,
      sequenceType,
      // 32 characters: fits EndToEndId (35) and identifies the payment.
      endToEndId: payment.id.replace(/-/g, ''),
      remittance: `${this.deps.shop.shop.name} ${name} ${localIsoDate(booking.startsAt, zone)}`,
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
    const limits = this.deps.shop.sepa;
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

  // ---- bank export (operator) ----

  /**
   * Puts every collection not yet exported into a new batch and returns its pain.008.001.08
   * document; null when nothing is open. One transaction under an advisory lock: two exports
   * at once cannot put a collection into two files.
   */
  async exportBatch(
    now: Date,
    audit: AuditInTx,
  ): Promise<{ id: string; messageId: string; xml: string; count: number; controlSumCents: number } | null> {
    const settings = this.deps.settings;
    if (!settings)
      throw new DomainError('WRONG_PAYMENT_METHOD', 'No SEPA creditor is configured (SEPA_CREDITOR_*)');
    return this.deps.repo.transaction(async (tx) => {
      await this.deps.repo.lockExports(tx);
      const rows = await this.deps.repo.openCollections(tx);
      if (rows.length === 0) return null;
      const id = randomUUID();
      const zone = this.deps.shop.shop.timeZone;
      const messageId = `PS${localIsoDate(now, zone).replace(/-/g, '')}${randomBytes(6).toString('hex').toUpperCase()}`;
      const collections: ExportCollection[] = rows.map(({ collection, mandate }) => ({
        endToEndId: collection.endToEndId,
        amountCents: collection.amountCents,
        dueDate: collection.dueDate,
        sequenceType: collection.sequenceType,
        remittance: collection.remittance,
        mandateReference: mandate.reference,
        signatureDate: mandate.signatureDate,
        debtorName: mandate.accountName,
        debtorIban: mandate.iban,
        debtorBic: mandate.bic,
        debtorAddress: mandate.debtorAddress ?? null,
      }));
      const header = { messageId, createdAt: wallClock(now, zone) };
      const xml = this.checkedFile(
        settings,
        header,
        collections,
        rows.map((r) => r.collection),
      );
      const controlSumCents = collections.reduce((s, c) => s + c.amountCents, 0);
      await this.deps.repo.insertBatch(
        tx,
        { id, messageId, transactionCount: collections.length, controlSumCents, xml, createdAt: now },
        rows.map((r) => r.collection.id),
      );
      await audit(tx, {
        action: 'sepa.batch.create',
        entity: 'sepa-batch',
        entityId: id,
        before: null,
        after: {
          messageId,
          transactionCount: collections.length,
          controlSumCents,
          collectionIds: rows.map((r) => r.collection.id),
        },
      });
      return { id, messageId, xml, count: collections.length, controlSumCents };
    });
  }

  /**
   * Writes the bank file and checks it against the EPC rules before anything is saved (ADR 011).
   * A file that breaks them is refused with SEPA_FILE_INVALID naming the collections at fault,
   * which the operator can exclude. Should the writer itself refuse a debit (it checks IBANs
   * and lengths), each debit is written alone to find which.
   */
  private checkedFile(
    settings: SepaSettings,
    header: ExportHeader,
    collections: ExportCollection[],
    rows: CollectionRow[],
  ): string {
    const byE2e = new Map(rows.map((r) => [r.endToEndId, r]));
    const named = (
      found: Map<string, { rule: string; path: string; message: string }[]>,
      fileWide: object[],
    ) =>
      new DomainError(
        'SEPA_FILE_INVALID',
        'The bank file breaks the EPC SEPA Core rules; exclude the collections named',
        {
          collections: [...found.entries()].map(([e2e, problems]) => ({
            collectionId: byE2e.get(e2e)?.id ?? null,
            paymentId: byE2e.get(e2e)?.paymentId ?? null,
            endToEndId: e2e,
            problems,
          })),
          problems: fileWide,
        },
      );
    type Problem = { rule: string; path: string; message: string };
    const found = new Map<string, Problem[]>();
    const fileWide: object[] = [];
    let writable = collections;
    let xml: string | null = null;
    try {
      xml = buildPain008(settings, header, collections);
    } catch {
      for (const c of collections) {
        try {
          buildPain008(settings, header, [c]);
        } catch (e) {
          found.set(c.endToEndId, [
            { rule: 'writer', path: '', message: (e as Error).message.slice(0, 300) },
          ]);
        }
      }
      // The others are still checked, so one refusal names every debit at fault.
      writable = collections.filter((c) => !found.has(c.endToEndId));
      try {
        xml = writable.length > 0 ? buildPain008(settings, header, writable) : null;
      } catch (e) {
        fileWide.push({ rule: 'writer', message: (e as Error).message.slice(0, 300) });
      }
    }
    for (const p of xml ? checkPain008(xml) : []) {
      const entry = { rule: p.rule, path: p.path, message: p.message };
      if (p.endToEndIds.length === 0) fileWide.push(entry);
      for (const e2e of p.endToEndIds) found.set(e2e, [...(found.get(e2e) ?? []), entry]);
    }
    if (xml && found.size === 0 && fileWide.length === 0) return xml;
    throw named(found, fileWide);
  }

  /**
   * POST /api/operator/sepa/collections/{id}/exclude: the debit is never exported; its payment
   * fails with the reason `sepa-excluded` (the money was never collected), and it is listed by
   * GET /api/operator/sepa/collections/excluded for the operator to follow up (ADR 011).
   */
  async excludeCollection(
    id: string,
    reason: string,
    now: Date,
    audit: AuditInTx,
  ): Promise<ExcludedCollection> {
    const found = UUID_PATTERN.test(id) ? await this.deps.repo.findCollection(id) : undefined;
    if (!found) throw new DomainError('COLLECTION_NOT_FOUND', 'No such SEPA collection');
    await this.deps.payments.markUncollected(
      found.paymentId,
      'sepa-excluded',
      'sepa-exclude',
      now,
      async (ptx) => {
        // The export's lock: an exclusion and an export never cross.
        await this.deps.repo.lockExports(ptx.tx);
        const c = await this.deps.repo.lockCollection(ptx.tx, id);
        if (!c) throw new DomainError('COLLECTION_NOT_FOUND', 'No such SEPA collection');
        if (c.batchId)
          throw new DomainError('COLLECTION_EXPORTED', 'The collection is already in a bank file');
        if (c.excludedAt) return false;
        await this.deps.repo.excludeCollection(ptx.tx, c, reason, now);
        await audit(ptx.tx, {
          action: 'sepa.collection.exclude',
          entity: 'sepa-collection',
          entityId: id,
          before: { state: 'open', paymentStatus: 'paid', sequenceType: c.sequenceType },
          after: { state: 'excluded', paymentStatus: 'failed', reason },
        });
        return true;
      },
      { reason, collectionId: id },
    );
    const [row] = await this.excludedCollections(1, id);
    return row;
  }

  async excludedCollections(limit: number, id?: string): Promise<ExcludedCollection[]> {
    const rows = await this.deps.repo.excludedCollections(limit, id);
    return rows.map(({ collection, booking }) => ({
      collectionId: collection.id,
      paymentId: collection.paymentId,
      bookingId: booking.id,
      amountCents: collection.amountCents,
      endToEndId: collection.endToEndId,
      mail: booking.contact.mail ?? null,
      reason: collection.excludeReason ?? '',
      excludedAt: collection.excludedAt!.toISOString(),
    }));
  }

  /**
   * Puts an excluded debit back into the next export (the operator excluded it by mistake, or
   * fixed the customer's data): its payment is paid again. FRST is handed back when the mandate
   * has no other first debit (exported or open); 409 COLLECTION_NOT_EXCLUDED, COLLECTION_CANCELLED
   * (dropped by a cancellation: nothing to collect), MANDATE_REVOKED.
   */
  async includeCollection(id: string, now: Date, audit: AuditInTx): Promise<SepaCollection> {
    const found = UUID_PATTERN.test(id) ? await this.deps.repo.findCollection(id) : undefined;
    if (!found) throw new DomainError('COLLECTION_NOT_FOUND', 'No such SEPA collection');
    if (!found.excludedAt) throw new DomainError('COLLECTION_NOT_EXCLUDED', 'The collection is not excluded');
    if (found.excludeReason === 'cancelled') {
      throw new DomainError('COLLECTION_CANCELLED', "The booking's cancellation dropped this debit");
    }
    await this.deps.payments.restoreUncollected(
      found.paymentId,
      'sepa-excluded',
      'sepa-include',
      now,
      async (ptx) => {
        await this.deps.repo.lockExports(ptx.tx);
        const c = await this.deps.repo.lockCollection(ptx.tx, id);
        if (!c?.excludedAt)
          throw new DomainError('COLLECTION_NOT_EXCLUDED', 'The collection is not excluded');
        const mandate = await this.deps.repo.lockMandate(ptx.tx, c.mandateId);
        if (!mandate || mandate.revokedAt) throw new DomainError('MANDATE_REVOKED', 'The mandate is revoked');
        const sequenceType =
          c.sequenceType === 'OOFF'
            ? 'OOFF'
            : (await this.deps.repo.hasFirstDebit(ptx.tx, c.mandateId, c.id))
              ? 'RCUR'
              : 'FRST';
        await this.deps.repo.includeCollection(ptx.tx, c.id, sequenceType);
        await audit(ptx.tx, {
          action: 'sepa.collection.include',
          entity: 'sepa-collection',
          entityId: id,
          before: {
            state: 'excluded',
            paymentStatus: 'failed',
            reason: c.excludeReason,
            sequenceType: c.sequenceType,
          },
          after: { state: 'open', paymentStatus: 'paid', sequenceType },
        });
        return true;
      },
    );
    const [row] = (await this.deps.repo.collections({ id }, 0, 1)).rows;
    return operatorCollectionView(row);
  }

  /** The back office's list of bank exports, newest first. */
  async batches(page: number, pageSize: number): Promise<SepaBatchList> {
    const { rows, total } = await this.deps.repo.batches(page * pageSize, pageSize);
    return {
      data: rows.map((b) => ({
        id: b.id,
        messageId: b.messageId,
        transactionCount: b.transactionCount,
        controlSumCents: b.controlSumCents,
        createdAt: b.createdAt.toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  }

  /** The back office's debits: open (next export), exported or excluded; newest first. */
  async collections(
    state: SepaCollectionState | undefined,
    page: number,
    pageSize: number,
  ): Promise<SepaCollectionList> {
    const { rows, total } = await this.deps.repo.collections({ state }, page * pageSize, pageSize);
    return { data: rows.map(operatorCollectionView), total, page, pageSize };
  }

  /** Every mandate with its status (IBAN masked), newest first. */
  async allMandates(page: number, pageSize: number): Promise<SepaMandateList> {
    const { rows, total } = await this.deps.repo.mandates(page * pageSize, pageSize);
    return { data: rows.map(operatorMandateView), total, page, pageSize };
  }

  /**
   * The back office's re-export: the batch's file again, unchanged (same message id, so a bank
   * refuses a second submission instead of collecting twice), recorded in the audit log as
   * handed out again.
   */
  async reexport(id: string, audit: AuditInTx): Promise<{ id: string; xml: string }> {
    return this.deps.repo.transaction(async (tx) => {
      const row = UUID_PATTERN.test(id) ? await this.deps.repo.findBatch(id, tx) : undefined;
      if (!row) throw new DomainError('EXPORT_NOT_FOUND', 'No such export');
      const summary = { messageId: row.messageId, transactionCount: row.transactionCount };
      await audit(tx, {
        action: 'sepa.batch.reexport',
        entity: 'sepa-batch',
        entityId: row.id,
        before: summary,
        after: summary,
      });
      return { id: row.id, xml: row.xml };
    });
  }

  /**
   * A batch's file, downloaded again. The file lists every debtor's name and IBAN: who took it
   * goes into the audit log (issue 17), for a viewer as for the token, though nothing changes.
   */
  async batch(id: string, audit: AuditInTx): Promise<{ id: string; xml: string }> {
    return this.deps.repo.transaction(async (tx) => {
      const row = UUID_PATTERN.test(id) ? await this.deps.repo.findBatch(id, tx) : undefined;
      if (!row) throw new DomainError('EXPORT_NOT_FOUND', 'No such export');
      await audit(tx, {
        action: 'sepa.batch.download',
        entity: 'sepa-batch',
        entityId: row.id,
        after: { messageId: row.messageId, transactionCount: row.transactionCount },
      });
      return { id: row.id, xml: row.xml };
    });
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

function operatorCollectionView(r: {
  collection: CollectionRow;
  mandate: MandateRow;
  booking: BookingRow;
}): SepaCollection {
  const c = r.collection;
  return {
    id: c.id,
    paymentId: c.paymentId,
    bookingId: r.booking.id,
    mail: r.booking.contact.mail ?? null,
    amountCents: c.amountCents,
    dueDate: c.dueDate,
    sequenceType: c.sequenceType,
    endToEndId: c.endToEndId,
    state: c.excludedAt ? 'excluded' : c.batchId ? 'exported' : 'open',
    batchId: c.batchId,
    excludedAt: c.excludedAt?.toISOString() ?? null,
    excludeReason: c.excludeReason,
    mandateId: r.mandate.id,
    mandateReference: r.mandate.reference,
    accountName: r.mandate.accountName,
    iban: maskedIban(r.mandate.iban),
    createdAt: c.createdAt.toISOString(),
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

function wallClock(instant: Date, zone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/**
 * The account whose saved mandates a booking may use: the booking's account, and only in a
 * session logged in as it. A booking's `customerId` alone proves nothing about who holds the
 * session (a renewal link, ADR 057).
 */
function accountOf(booking: BookingRow, loggedIn: string | null | undefined): string | undefined {
  return loggedIn && booking.customerId === loggedIn ? loggedIn : undefined;
}
