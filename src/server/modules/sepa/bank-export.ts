import { randomBytes, randomUUID } from 'node:crypto';
import { maskedIban } from '../../../shared/domain/iban';
import type { ExcludedCollection } from '../../../shared/schemas/payment';
import type {
  SepaBatchList,
  SepaCollection,
  SepaCollectionList,
  SepaCollectionState,
} from '../../../shared/schemas/admin-payments';
import type { SepaSettings } from '../../config/payment-settings';
import { DomainError } from '../../errors';
import { localIsoDate } from '../../payments/dates';
import type { PaymentService, PaymentsTx } from '../payments';
import { UUID_PATTERN } from '../../platform/codes';
import type { AuditInTx } from '../../platform/audit/audit';
import type { BookingRow, CollectionRow, MandateRow } from '../../db/rows';
import { buildPain008, wallClock, type ExportCollection, type ExportHeader } from './pain008';
import { checkPain008 } from './pain008-check';
import type { BookingSiteFilterOf, SiteScope } from '../../platform/backoffice/site-scope';
import type { SepaRepository } from './repository';

export interface BankExportServiceDeps {
  /** The operator's sites as a booking filter (ADR 060); absent: every site. */
  siteFilter?: BookingSiteFilterOf;
  /** The shop's time zone, pinned at start (ADR 025): a message id's date. */
  timeZone: string;
  /** Undefined when no SEPA creditor is configured: an export answers WRONG_PAYMENT_METHOD. */
  settings: SepaSettings | undefined;
  repo: SepaRepository;
  /** An excluded debit fails its payment; putting it back pays it again. */
  payments: Pick<PaymentService, 'markUncollected' | 'restoreUncollected'>;
}

/**
 * The collections the mandates' payments left due, on their way to the bank: the operator's
 * exports (pain.008.001.08, checked against the EPC rules before anything is saved), the debits
 * taken out of or put back into the next export, and a cancellation's refund of a debit not yet
 * exported.
 */
export class BankExportService {
  constructor(private readonly deps: BankExportServiceDeps) {}

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
      const zone = this.deps.timeZone;
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
  /**
   * A bank file holds the debits of every site (one creditor account): only an operator of
   * every site sees, makes or hands out files (ADR 060). For one limited to sites, the list is
   * empty, a file is not found and making one is refused.
   */
  assertAllSites(scope: SiteScope, what: 'list' | 'file' | 'make'): boolean {
    if (scope === null) return true;
    if (what === 'file') throw new DomainError('EXPORT_NOT_FOUND', 'No such bank export');
    if (what === 'make') {
      throw new DomainError(
        'FORBIDDEN_ROLE',
        'A bank export holds every site: an operator of every site makes it',
      );
    }
    return false;
  }

  /** 404 COLLECTION_NOT_FOUND for a debit of a booking outside the operator's sites (ADR 060). */
  async visibleCollection(id: string, scope: SiteScope): Promise<void> {
    if (scope === null) return;
    const found = UUID_PATTERN.test(id)
      ? await this.deps.repo.collections({ id }, 0, 1, this.deps.siteFilter?.(scope) ?? null)
      : { rows: [] };
    if (found.rows.length === 0) throw new DomainError('COLLECTION_NOT_FOUND', 'No such SEPA collection');
  }

  async batches(page: number, pageSize: number, scope: SiteScope = null): Promise<SepaBatchList> {
    if (!this.assertAllSites(scope, 'list')) return { data: [], total: 0, page, pageSize };
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
    scope: SiteScope = null,
  ): Promise<SepaCollectionList> {
    const site = this.deps.siteFilter?.(scope) ?? null;
    const { rows, total } = await this.deps.repo.collections({ state }, page * pageSize, pageSize, site);
    return { data: rows.map(operatorCollectionView), total, page, pageSize };
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
   * goes into the audit log, for a viewer as for the token, though nothing changes.
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
