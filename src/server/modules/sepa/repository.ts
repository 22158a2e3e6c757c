import { and, asc, desc, eq, gte, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, payments, sepaBatches, sepaCollections, sepaMandates } from '../../db/schema';
import type { BatchRow, CollectionRow, MandateRow } from '../../db/rows';
import { inTransaction } from '../../db/executor';
import type { BookingSiteFilter } from '../../platform/backoffice/site-scope';
import {
  bookingAliasColumns,
  bookingSiteCondition,
  customerSiteCondition,
} from '../../platform/backoffice/site-scope-sql';

/** SQL of mandates, collections and bank exports. Methods taking `tx` run inside a settle. */
export class SepaRepository {
  constructor(private readonly db: Db) {}

  async referenceTaken(tx: Db, reference: string): Promise<boolean> {
    const rows = await tx
      .select({ id: sepaMandates.id })
      .from(sepaMandates)
      .where(eq(sepaMandates.reference, reference));
    return rows.length > 0;
  }

  async insertMandate(tx: Db, row: typeof sepaMandates.$inferInsert): Promise<void> {
    await tx.insert(sepaMandates).values(row);
  }

  /** Locks the mandate, so two payments on it at once count its uses one after the other. */
  async lockMandate(tx: Db, id: string): Promise<MandateRow | undefined> {
    const [row] = await tx.select().from(sepaMandates).where(eq(sepaMandates.id, id)).for('update');
    return row;
  }

  async countUse(tx: Db, id: string): Promise<void> {
    await tx
      .update(sepaMandates)
      .set({ useCount: sql`${sepaMandates.useCount} + 1` })
      .where(eq(sepaMandates.id, id));
  }

  /**
   * Open debits of an IBAN or of an e-mail address: collections not excluded and either not
   * yet exported or due today or later (the money is not collected yet). Locks the pair first
   * (advisory, for this transaction), so two payments at once cannot both take the last place.
   */
  async openDebits(
    tx: Db,
    iban: string,
    ownerMail: string,
    today: string,
  ): Promise<{ iban: number; mail: number }> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'sepa-iban:' + iban}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'sepa-mail:' + ownerMail}))`);
    const open = and(
      isNull(sepaCollections.excludedAt),
      or(isNull(sepaCollections.batchId), gte(sepaCollections.dueDate, today)),
    );
    const [row] = await tx
      .select({
        iban: sql<number>`count(*) filter (where ${sepaMandates.iban} = ${iban})::int`,
        mail: sql<number>`count(*) filter (where ${sepaMandates.ownerMail} = ${ownerMail})::int`,
      })
      .from(sepaCollections)
      .innerJoin(sepaMandates, eq(sepaMandates.id, sepaCollections.mandateId))
      .where(and(open, or(eq(sepaMandates.iban, iban), eq(sepaMandates.ownerMail, ownerMail))));
    return row;
  }

  async insertCollection(tx: Db, row: typeof sepaCollections.$inferInsert): Promise<void> {
    await tx.insert(sepaCollections).values(row);
  }

  async findMandate(id: string): Promise<MandateRow | undefined> {
    const [row] = await this.db.select().from(sepaMandates).where(eq(sepaMandates.id, id));
    return row;
  }

  async collectionOfPayment(
    paymentId: string,
  ): Promise<{ collection: CollectionRow; mandate: MandateRow } | undefined> {
    const [row] = await this.db
      .select({ collection: sepaCollections, mandate: sepaMandates })
      .from(sepaCollections)
      .innerJoin(sepaMandates, eq(sepaMandates.id, sepaCollections.mandateId))
      .where(eq(sepaCollections.paymentId, paymentId));
    return row;
  }

  /**
   * Mandates that may be used again, newest first: those of the booking session with its
   * e-mail, and, for a booking made while logged in, every mandate of the account.
   */
  async reusableMandates(
    sessionId: string,
    ownerMail: string,
    customerId?: string | null,
  ): Promise<MandateRow[]> {
    return this.db
      .select()
      .from(sepaMandates)
      .where(
        and(
          or(
            and(eq(sepaMandates.sessionId, sessionId), eq(sepaMandates.ownerMail, ownerMail)),
            customerId ? eq(sepaMandates.customerId, customerId) : undefined,
          ),
          eq(sepaMandates.recurrent, true),
          isNull(sepaMandates.revokedAt),
        ),
      )
      .orderBy(desc(sepaMandates.createdAt), desc(sepaMandates.id));
  }

  /** A customer's mandates not revoked, newest first (the portal's list). */
  async customerMandates(customerId: string, offset: number, limit: number, db: Db = this.db) {
    const where = and(eq(sepaMandates.customerId, customerId), isNull(sepaMandates.revokedAt));
    const rows = await db
      .select()
      .from(sepaMandates)
      .where(where)
      .orderBy(desc(sepaMandates.createdAt), desc(sepaMandates.id))
      .offset(offset)
      .limit(limit);
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(sepaMandates)
      .where(where);
    return { rows, count: c.n };
  }

  /** A customer's mandate, locked (undefined for another customer's, an unknown or a revoked one). */
  async lockCustomerMandate(tx: Db, id: string, customerId: string): Promise<MandateRow | undefined> {
    const [row] = await tx
      .select()
      .from(sepaMandates)
      .where(
        and(eq(sepaMandates.id, id), eq(sepaMandates.customerId, customerId), isNull(sepaMandates.revokedAt)),
      )
      .for('update');
    return row;
  }

  /** Debits on the mandate that still await the bank export. */
  async awaitingExport(tx: Db, mandateId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sepaCollections)
      .where(
        and(
          eq(sepaCollections.mandateId, mandateId),
          isNull(sepaCollections.batchId),
          isNull(sepaCollections.excludedAt),
        ),
      );
    return row.n;
  }

  async revokeMandate(tx: Db, id: string, now: Date): Promise<void> {
    await tx.update(sepaMandates).set({ revokedAt: now }).where(eq(sepaMandates.id, id));
  }

  async lockCollectionOfPayment(tx: Db, paymentId: string): Promise<CollectionRow | undefined> {
    const [row] = await tx
      .select()
      .from(sepaCollections)
      .where(eq(sepaCollections.paymentId, paymentId))
      .for('update');
    return row;
  }

  async setCollectionAmount(tx: Db, id: string, amountCents: number): Promise<void> {
    await tx.update(sepaCollections).set({ amountCents }).where(eq(sepaCollections.id, id));
  }

  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return inTransaction(this.db, fn);
  }

  /** Serialises exports (several instances, double clicks): one batch at a time. */
  async lockExports(tx: Db): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sepa-export'))`);
  }

  /** Every collection not yet in a batch, with what the bank file needs. */
  async openCollections(tx: Db) {
    return tx
      .select({ collection: sepaCollections, mandate: sepaMandates, booking: bookings })
      .from(sepaCollections)
      .innerJoin(sepaMandates, eq(sepaMandates.id, sepaCollections.mandateId))
      .innerJoin(payments, eq(payments.id, sepaCollections.paymentId))
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(and(isNull(sepaCollections.batchId), isNull(sepaCollections.excludedAt)))
      .orderBy(asc(sepaCollections.createdAt), asc(sepaCollections.id));
  }

  async insertBatch(tx: Db, row: typeof sepaBatches.$inferInsert, collectionIds: string[]): Promise<void> {
    await tx.insert(sepaBatches).values(row);
    for (const id of collectionIds) {
      await tx.update(sepaCollections).set({ batchId: row.id }).where(eq(sepaCollections.id, id));
    }
  }

  async findCollection(id: string): Promise<CollectionRow | undefined> {
    const [row] = await this.db.select().from(sepaCollections).where(eq(sepaCollections.id, id));
    return row;
  }

  async lockCollection(tx: Db, id: string): Promise<CollectionRow | undefined> {
    const [row] = await tx.select().from(sepaCollections).where(eq(sepaCollections.id, id)).for('update');
    return row;
  }

  /**
   * Takes a collection out of the export. A first debit (FRST) that never reached the bank
   * does not count as a use of its mandate: the mandate's next open debit becomes the first.
   */
  async excludeCollection(tx: Db, c: CollectionRow, reason: string, now: Date): Promise<void> {
    await tx
      .update(sepaCollections)
      .set({ excludedAt: now, excludeReason: reason })
      .where(eq(sepaCollections.id, c.id));
    if (c.sequenceType !== 'FRST') return;
    await tx
      .update(sepaMandates)
      .set({ useCount: sql`greatest(${sepaMandates.useCount} - 1, 0)` })
      .where(eq(sepaMandates.id, c.mandateId));
    const [next] = await tx
      .select({ id: sepaCollections.id })
      .from(sepaCollections)
      .where(
        and(
          eq(sepaCollections.mandateId, c.mandateId),
          isNull(sepaCollections.batchId),
          isNull(sepaCollections.excludedAt),
        ),
      )
      .orderBy(asc(sepaCollections.createdAt), asc(sepaCollections.id))
      .limit(1);
    if (next)
      await tx.update(sepaCollections).set({ sequenceType: 'FRST' }).where(eq(sepaCollections.id, next.id));
  }

  /** Excluded collections, newest first, with what the operator needs to follow up. */
  async excludedCollections(limit: number, id?: string) {
    return this.db
      .select({ collection: sepaCollections, booking: bookings })
      .from(sepaCollections)
      .innerJoin(payments, eq(payments.id, sepaCollections.paymentId))
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(and(isNotNull(sepaCollections.excludedAt), id ? eq(sepaCollections.id, id) : undefined))
      .orderBy(desc(sepaCollections.excludedAt))
      .limit(limit);
  }

  async findBatch(id: string, tx: Db = this.db): Promise<BatchRow | undefined> {
    const [row] = await tx.select().from(sepaBatches).where(eq(sepaBatches.id, id));
    return row;
  }

  /** Another debit on the mandate that is its first: exported, or open as FRST. */
  async hasFirstDebit(tx: Db, mandateId: string, exceptId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: sepaCollections.id })
      .from(sepaCollections)
      .where(
        and(
          eq(sepaCollections.mandateId, mandateId),
          ne(sepaCollections.id, exceptId),
          isNull(sepaCollections.excludedAt),
          or(isNotNull(sepaCollections.batchId), eq(sepaCollections.sequenceType, 'FRST')),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Back into the next export; a first debit counts as a use of its mandate again. */
  async includeCollection(tx: Db, id: string, sequenceType: CollectionRow['sequenceType']): Promise<void> {
    const [c] = await tx
      .update(sepaCollections)
      .set({ excludedAt: null, excludeReason: null, sequenceType })
      .where(eq(sepaCollections.id, id))
      .returning();
    if (sequenceType === 'FRST') {
      await tx
        .update(sepaMandates)
        .set({ useCount: sql`greatest(${sepaMandates.useCount}, 1)` })
        .where(eq(sepaMandates.id, c.mandateId));
    }
  }

  async batches(offset: number, limit: number): Promise<{ rows: BatchRow[]; total: number }> {
    const rows = await this.db
      .select()
      .from(sepaBatches)
      .orderBy(desc(sepaBatches.createdAt), desc(sepaBatches.id))
      .offset(offset)
      .limit(limit);
    const [c] = await this.db.select({ n: sql<number>`count(*)::int` }).from(sepaBatches);
    return { rows, total: c.n };
  }

  /** Debits with mandate and booking: by state (open, exported, excluded) or one by id. */
  async collections(
    q: { state?: 'open' | 'exported' | 'excluded'; id?: string },
    offset: number,
    limit: number,
    site: BookingSiteFilter | null = null,
  ) {
    const where = and(
      q.id ? eq(sepaCollections.id, q.id) : undefined,
      bookingSiteCondition(bookings, site),
      q.state === 'excluded' ? isNotNull(sepaCollections.excludedAt) : undefined,
      q.state === 'open'
        ? and(isNull(sepaCollections.excludedAt), isNull(sepaCollections.batchId))
        : undefined,
      q.state === 'exported'
        ? and(isNull(sepaCollections.excludedAt), isNotNull(sepaCollections.batchId))
        : undefined,
    );
    const rows = await this.db
      .select({ collection: sepaCollections, mandate: sepaMandates, booking: bookings })
      .from(sepaCollections)
      .innerJoin(sepaMandates, eq(sepaMandates.id, sepaCollections.mandateId))
      .innerJoin(payments, eq(payments.id, sepaCollections.paymentId))
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(where)
      .orderBy(desc(sepaCollections.createdAt), desc(sepaCollections.id))
      .offset(offset)
      .limit(limit);
    // The same joins as the page (every debit has its payment and booking): the site filter is on the booking.
    const [c] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sepaCollections)
      .innerJoin(payments, eq(payments.id, sepaCollections.paymentId))
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(where);
    return { rows, total: c.n };
  }

  /**
   * A mandate lies in the operator's sites when a debit on it paid a booking there, or when its
   * customer does (customerSiteCondition); one without either belongs to no site (ADR 060).
   */
  private mandateInSites(site: BookingSiteFilter | null): SQL | undefined {
    if (site === null) return undefined;
    const debitThere = bookingSiteCondition(bookingAliasColumns('mb'), site)!;
    return or(
      sql`exists (select 1 from sepa_collections mc join payments mp on mp.id = mc.payment_id
        join bookings mb on mb.id = mp.booking_id where mc.mandate_id = ${sepaMandates.id} and ${debitThere})`,
      and(isNotNull(sepaMandates.customerId), customerSiteCondition(sepaMandates.customerId, site)),
    );
  }

  async mandateVisible(id: string, site: BookingSiteFilter | null): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sepaMandates.id })
      .from(sepaMandates)
      .where(and(eq(sepaMandates.id, id), this.mandateInSites(site)));
    return row !== undefined;
  }

  async mandates(
    offset: number,
    limit: number,
    site: BookingSiteFilter | null = null,
  ): Promise<{ rows: MandateRow[]; total: number }> {
    const where = this.mandateInSites(site);
    const rows = await this.db
      .select()
      .from(sepaMandates)
      .where(where)
      .orderBy(desc(sepaMandates.createdAt), desc(sepaMandates.id))
      .offset(offset)
      .limit(limit);
    const [c] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sepaMandates)
      .where(where);
    return { rows, total: c.n };
  }
}
