import { randomUUID } from 'node:crypto';
import type { Contact } from '../../shared/schemas/booking';
import type { Db } from '../db/client';
import { customers, sessions } from '../db/schema';
import { hashSessionToken } from '../platform/customers/sessions';
import { newSessionId } from '../platform/codes';

export interface SeededCustomer {
  id: string;
  mail: string;
  /** A `Cookie` header value carrying a logged-in session of this customer. */
  cookie: string;
}

/**
 * Tests of the portal's calls: a customer row and a logged-in session, written straight into
 * the database, so a test of `/sapi` does not depend on the login's own rules. The login itself
 * is tested through its routes (modules/auth).
 */
export async function seedCustomerSession(
  db: Db,
  opts: {
    now: Date;
    cookieName?: string;
    mail?: string;
    contact?: Partial<Contact>;
    licensePlates?: string[];
    requirePasswordChange?: boolean;
  },
): Promise<SeededCustomer> {
  const id = randomUUID();
  const mail = opts.mail ?? `kunde-${id.slice(0, 8)}@example.com`;
  const contact = { mail, firstName: 'Erika', lastName: 'Mustermann', ...opts.contact } as Contact;
  await db.insert(customers).values({
    id,
    username: mail,
    mail,
    contact,
    licensePlates: opts.licensePlates ?? [],
    requirePasswordChange: opts.requirePasswordChange ?? false,
    mailVerifiedAt: opts.now,
    createdAt: opts.now,
    updatedAt: opts.now,
  });
  const token = newSessionId();
  await db.insert(sessions).values({
    id: randomUUID(),
    tokenHash: hashSessionToken(token),
    customerId: id,
    createdAt: opts.now,
    updatedAt: opts.now,
    expiresAt: new Date(opts.now.getTime() + 3_600_000),
  });
  return { id, mail, cookie: `${opts.cookieName ?? 'shop_session'}=${token}` };
}
