import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, customers } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;

/** Customer accounts (issue 8). Other modules reach customers through the auth guard or a service. */
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

  /** False for an unknown id. */
  async block(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(customers)
      .set({ status: 'blocked', updatedAt: now })
      .where(eq(customers.id, id))
      .returning({ id: customers.id });
    return rows.length > 0;
  }

  /** Newest first; `search` matches part of the e-mail, username or name, case-insensitive. */
  async list(q: {
    page: number;
    limit: number;
    search?: string;
  }): Promise<{ rows: CustomerRow[]; count: number }> {
    const term = q.search?.trim();
    const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
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

  /**
   * Guest bookings made with the account's (now proven) e-mail join the account, so the
   * portal lists them (bookings.customerId). Bookings of another account stay where they are.
   */
  async linkGuestBookings(customerId: string, mail: string): Promise<number> {
    const rows = await this.db
      .update(bookings)
      .set({ customerId })
      .where(and(isNull(bookings.customerId), sql`lower(${bookings.contact}->>'mail') = lower(${mail})`))
      .returning({ id: bookings.id });
    return rows.length;
  }
}
