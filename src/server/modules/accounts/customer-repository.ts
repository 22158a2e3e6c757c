import { and, asc, count, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { inTransaction } from '../../db/executor';
import { plateKey } from '../../../shared/domain/plate';
import type { AdminCustomerSearchQuery } from '../../../shared/schemas/admin-customers';
import type { Db } from '../../db/client';
import { bills, bookings, creditNotes, customers, sepaMandates } from '../../db/schema';
import { escapeLike } from '../../db/like';
import { isForeignKeyViolation } from '../../db/pg-errors';
import type { CustomerRow, NewCustomerRow } from '../../db/rows';
import type { BookingSiteFilter } from '../../platform/backoffice/site-scope';
import { bookingSiteCondition, customerSiteCondition } from '../../platform/backoffice/site-scope-sql';

/** Customer accounts. Other modules reach customers through the auth guard or a service. */
export class CustomerRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id));
    return row;
  }

  /** By username, case-insensitive (the unique index is on lower(username)). */
  async findByUsername(username: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(customers)
      .where(sql`lower(${customers.username}) = lower(${username})`);
    return row;
  }

  async findByMail(mail: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(customers)
      .where(sql`lower(${customers.mail}) = lower(${mail})`);
    return row;
  }

  /** Whether an account already has this e-mail or this username (both case-insensitive). */
  async taken(mail: string, username: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(
        or(
          sql`lower(${customers.mail}) = lower(${mail})`,
          sql`lower(${customers.username}) = lower(${username})`,
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** False when a unique index refused it (a parallel create with the same mail or username). */
  async insert(row: NewCustomerRow): Promise<boolean> {
    const rows = await this.db
      .insert(customers)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: customers.id });
    return rows.length > 0;
  }

  async setPassword(
    id: string,
    fields: { passwordHash: string; requirePasswordChange: boolean; now: Date; mailVerified?: boolean },
  ): Promise<void> {
    await this.db
      .update(customers)
      .set({
        passwordHash: fields.passwordHash,
        requirePasswordChange: fields.requirePasswordChange,
        updatedAt: fields.now,
        ...(fields.mailVerified
          ? {
              mailVerifiedAt: sql`coalesce(${customers.mailVerifiedAt}, ${fields.now.toISOString()}::timestamptz)`,
            }
          : {}),
      })
      .where(eq(customers.id, id));
  }

  /** A pending sign-up becomes an active account with a proven e-mail (ADR 043). */
  async activate(id: string, now: Date): Promise<void> {
    await this.db
      .update(customers)
      .set({ status: 'active', mailVerifiedAt: now, updatedAt: now })
      .where(and(eq(customers.id, id), eq(customers.status, 'pending')));
  }

  /** False for an unknown id. */
  async block(id: string, now: Date): Promise<boolean> {
    return this.setStatus(id, 'blocked', now);
  }

  /** False for an unknown id. */
  async setStatus(id: string, status: CustomerRow['status'], now: Date): Promise<boolean> {
    const rows = await this.db
      .update(customers)
      .set({ status, updatedAt: now })
      .where(eq(customers.id, id))
      .returning({ id: customers.id });
    return rows.length > 0;
  }

  /**
   * Erasure (ADR 033): the row stays as the bookings' and bills' account reference,
   * without anything that names the person; mail and username become a placeholder no one can
   * log in with, the password goes, and the account is blocked.
   */
  async anonymise(id: string, now: Date): Promise<void> {
    const placeholder = erasedMail(id);
    await this.db
      .update(customers)
      .set({
        username: placeholder,
        mail: placeholder,
        contact: {},
        licensePlates: [],
        plateNames: {},
        status: 'blocked',
        passwordHash: null,
        requirePasswordChange: false,
        mailVerifiedAt: null,
        updatedAt: now,
      })
      .where(eq(customers.id, id));
  }

  /**
   * Sign-ups never confirmed and not changed since `before` (a new sign-up with the same e-mail
   * changes the row), locked and skipped when another instance's job holds them: at most `limit`.
   */
  async unconfirmedBefore(before: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.status, 'pending'), lt(customers.updatedAt, before)))
      .limit(limit)
      .for('update', { skipLocked: true });
    return rows.map((r) => r.id);
  }

  /**
   * Deletes a never-confirmed account, or, while another row still refers to it (its
   * confirmation mail, until the mail retention takes it), strips it of the e-mail, the name
   * and the password, so it can neither be confirmed nor found; a later run deletes it. Tried in
   * a savepoint, so a reference from any table (today or added later) falls back to stripping.
   */
  async removeUnconfirmed(id: string, now: Date): Promise<'deleted' | 'stripped'> {
    try {
      await inTransaction(this.db, async (sp) => {
        await sp.delete(customers).where(and(eq(customers.id, id), eq(customers.status, 'pending')));
      });
      return 'deleted';
    } catch (e) {
      if (!isForeignKeyViolation(e)) throw e;
    }
    const placeholder = erasedMail(id);
    await this.db
      .update(customers)
      .set({ username: placeholder, mail: placeholder, contact: {}, passwordHash: null, updatedAt: now })
      .where(and(eq(customers.id, id), eq(customers.status, 'pending')));
    return 'stripped';
  }

  /** The row, locked against a parallel change until the caller's transaction ends. */
  async findForUpdate(id: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id)).for('update');
    return row;
  }

  /** Whether another account than `id` has this e-mail or username (case-insensitive). */
  async takenByOther(id: string, mail: string, username: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          sql`${customers.id} <> ${id}`,
          or(
            sql`lower(${customers.mail}) = lower(${mail})`,
            sql`lower(${customers.username}) = lower(${username})`,
          ),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** The customer's own contact and plates (the portal's profile); undefined plates stay. */
  async updateOwnContact(
    id: string,
    contact: CustomerRow['contact'],
    licensePlates: string[] | undefined,
    now: Date,
  ): Promise<void> {
    await this.db
      .update(customers)
      .set({ contact, ...(licensePlates ? { licensePlates } : {}), updatedAt: now })
      .where(eq(customers.id, id));
  }

  /** The driver's plate list with its names (portal plate editor). */
  async setPlates(id: string, licensePlates: string[], plateNames: Record<string, string>, now: Date) {
    await this.db
      .update(customers)
      .set({ licensePlates, plateNames, updatedAt: now })
      .where(eq(customers.id, id));
  }

  async updateContact(
    id: string,
    fields: Pick<CustomerRow, 'mail' | 'username' | 'contact' | 'licensePlates' | 'mailVerifiedAt'> & {
      now: Date;
    },
  ): Promise<void> {
    const { now, ...set } = fields;
    await this.db
      .update(customers)
      .set({ ...set, updatedAt: now })
      .where(eq(customers.id, id));
  }

  /**
   * The back office's search: `q` is part of the e-mail, username, first or last name
   * or company, or the start of a stored plate (compared by plateKey). Sorted with the id as
   * tie-break, so pages neither repeat nor lose a row.
   */
  async search(
    q: AdminCustomerSearchQuery,
    site: BookingSiteFilter | null = null,
  ): Promise<{ rows: CustomerRow[]; total: number }> {
    const conditions: SQL[] = [];
    const inSite = customerSiteCondition(customers.id, site);
    if (inSite) conditions.push(inSite);
    const term = q.q?.trim();
    if (term) {
      const like = `%${escapeLike(term)}%`;
      const key = plateKey(term);
      const text = or(
        ilike(customers.mail, like),
        ilike(customers.username, like),
        sql`${customers.contact}->>'firstName' ilike ${like}`,
        sql`${customers.contact}->>'lastName' ilike ${like}`,
        sql`${customers.contact}->>'companyName' ilike ${like}`,
        // "Erika Muster" as typed: first and last name together.
        sql`coalesce(${customers.contact}->>'firstName', '') || ' ' || coalesce(${customers.contact}->>'lastName', '') ilike ${like}`,
        key
          ? sql`exists (select 1 from jsonb_array_elements_text(${customers.licensePlates}) p
              where translate(upper(p), ' -.', '') like ${`${escapeLike(key)}%`})`
          : undefined,
      );
      if (text) conditions.push(text);
    }
    if (q.status) conditions.push(eq(customers.status, q.status));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const dir = q.order === 'asc' ? asc : desc;
    const order: SQL[] = {
      createdAt: [dir(customers.createdAt)],
      name: [
        dir(sql`lower(coalesce(${customers.contact}->>'lastName', ''))`),
        dir(sql`lower(coalesce(${customers.contact}->>'firstName', ''))`),
      ],
      mail: [dir(sql`lower(${customers.mail})`)],
      status: [dir(customers.status), desc(customers.createdAt)],
    }[q.sort];
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(customers)
        .where(where)
        .orderBy(...order, dir(customers.id))
        .limit(q.pageSize)
        .offset(q.page * q.pageSize),
      this.db.select({ n: count() }).from(customers).where(where),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** Whether the customer lies in the operator's sites (see customerSiteCondition). */
  async inSites(id: string, site: BookingSiteFilter | null): Promise<boolean> {
    const [row] = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, id), customerSiteCondition(customers.id, site)));
    return row !== undefined;
  }

  /** The customer's bookings (at the operator's sites), newest first (at most `limit`). */
  async bookingsOf(id: string, limit: number, site: BookingSiteFilter | null = null) {
    return this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.customerId, id), bookingSiteCondition(bookings, site)))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(limit);
  }

  /** Bills and credit notes of the customer's bookings, newest first. */
  async documentsOf(id: string, site: BookingSiteFilter | null = null) {
    const mine = and(eq(bookings.customerId, id), bookingSiteCondition(bookings, site));
    const [billRows, creditRows] = await Promise.all([
      this.db
        .select({
          id: bills.id,
          number: bills.number,
          bookingId: bills.bookingId,
          closingDate: bills.closingDate,
          grossCents: bills.grossCents,
          createdAt: bills.createdAt,
        })
        .from(bills)
        .innerJoin(bookings, eq(bookings.id, bills.bookingId))
        .where(mine),
      this.db
        .select({
          id: creditNotes.id,
          number: creditNotes.number,
          bookingId: creditNotes.bookingId,
          closingDate: creditNotes.closingDate,
          grossCents: creditNotes.grossCents,
          createdAt: creditNotes.createdAt,
        })
        .from(creditNotes)
        .innerJoin(bookings, eq(bookings.id, creditNotes.bookingId))
        .where(mine),
    ]);
    return { bills: billRows, creditNotes: creditRows };
  }

  async mandatesOf(id: string) {
    return this.db
      .select()
      .from(sepaMandates)
      .where(eq(sepaMandates.customerId, id))
      .orderBy(desc(sepaMandates.createdAt));
  }

  /** Newest first; `search` matches part of the e-mail, username or name, case-insensitive. */
  async list(q: {
    page: number;
    limit: number;
    search?: string;
  }): Promise<{ rows: CustomerRow[]; count: number }> {
    const term = q.search?.trim();
    const like = term ? `%${escapeLike(term)}%` : undefined;
    const where = like
      ? or(
          ilike(customers.mail, like),
          ilike(customers.username, like),
          sql`${customers.contact}->>'firstName' ilike ${like}`,
          sql`${customers.contact}->>'lastName' ilike ${like}`,
          sql`${customers.contact}->>'companyName' ilike ${like}`,
        )
      : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(customers)
        .where(where)
        .orderBy(desc(customers.createdAt), desc(customers.id))
        .limit(q.limit)
        .offset(q.page * q.limit),
      this.db.select({ n: count() }).from(customers).where(where),
    ]);
    return { rows, count: Number(total.n) };
  }
}

/** An erased account's mail and username: the reserved .invalid domain never receives mail. */
export function erasedMail(id: string): string {
  return `erased-${id}@erased.invalid`;
}

export function isErased(c: { mail: string }): boolean {
  return c.mail.endsWith('@erased.invalid');
}
