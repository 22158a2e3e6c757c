import type { Db } from '../../db/client';
import { isBuiltInDemo } from '../../config/built-in-demo';
import { randomUUID } from 'node:crypto';
import type { ShopConfig } from '../../config/shop-config';
import { CustomerRepository } from './customer-repository';
import { hashOnce } from '../../platform/hashing/password-hasher';

/**
 * The built-in demo shop's customer (README, docs/operations/accounts.md): whoever tries the
 * demo can log in to the portal. The initial password is public, so the account must change
 * it at first login. Never seeded for a SHOP_CONFIG shop (server.ts decides).
 */
export const DEMO_CUSTOMER = {
  username: 'demo',
  mail: 'demo@parkhaus-am-markt.example',
  password: 'Markt-Start-2026',
  firstName: 'Erika',
  lastName: 'Mustermann',
} as const;

/** Idempotent: a second start (or a second instance) leaves the existing account alone. */
export async function seedDemoCustomer(
  customers: CustomerRepository,
  now: Date,
): Promise<'created' | 'exists'> {
  if (await customers.taken(DEMO_CUSTOMER.mail, DEMO_CUSTOMER.username)) return 'exists';
  const inserted = await customers.insert({
    id: randomUUID(),
    username: DEMO_CUSTOMER.username,
    mail: DEMO_CUSTOMER.mail,
    contact: {
      mail: DEMO_CUSTOMER.mail,
      firstName: DEMO_CUSTOMER.firstName,
      lastName: DEMO_CUSTOMER.lastName,
    },
    licensePlates: ['FR-DE 2026'],
    passwordHash: await hashOnce(DEMO_CUSTOMER.password),
    requirePasswordChange: true,
    mailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return inserted ? 'created' : 'exists';
}

/**
 * server.ts: only the built-in demo shop (config/built-in-demo.ts) with its portal on seeds the
 * demo customer.
 */
export async function seedBuiltInDemo(
  env: Parameters<typeof isBuiltInDemo>[0],
  shop: ShopConfig,
  db: Db,
  now: Date,
): Promise<'created' | 'exists' | 'skipped'> {
  if (!isBuiltInDemo(env) || !shop.options.enableCustomerShop) return 'skipped';
  return seedDemoCustomer(new CustomerRepository(db), now);
}
