import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

/** Customer accounts (issue 8). Other modules reach customers through the auth guard or a service. */
export class CustomerRepository {
  constructor(private readonly db: Db) {}

  async findById(id: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id));
    return row;
  }
}
