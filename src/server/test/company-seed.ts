import { randomUUID } from 'node:crypto';
import { plateKey } from '../../shared/domain/plate';
import type { Db } from '../db/client';
import {
  companies,
  companyCostCentres,
  companyInvoices,
  companyMembers,
  companyPlates,
  type CompanyMemberStatus,
  type CompanyStatus,
} from '../db/schema';

let debitor = 10_000 + Math.floor(Math.random() * 50_000);

/**
 * Companies, members, cost centres, fleet plates and invoices written straight into the tables:
 * tests of what other modules do with a company (booking on account, the fleet exit) do not
 * depend on the companies module's own screens and rules.
 */
export async function seedCompany(
  db: Db,
  opts: { now: Date; status?: CompanyStatus; creditLimitCents?: number | null; legalName?: string },
) {
  const id = randomUUID();
  await db.insert(companies).values({
    id,
    legalName: opts.legalName ?? `Firma ${id.slice(0, 6)} GmbH`,
    address: { street: 'Hauptstraße 1', zipCode: '10115', city: 'Berlin', country: 'DE' },
    invoiceMail: `rechnung-${id.slice(0, 6)}@example.com`,
    status: opts.status ?? 'active',
    creditLimitCents: opts.creditLimitCents ?? null,
    debitorAccount: debitor++,
    createdAt: opts.now,
  });
  return id;
}

export async function seedCostCentre(
  db: Db,
  companyId: string,
  now: Date,
  opts: { archived?: boolean } = {},
) {
  const id = randomUUID();
  await db.insert(companyCostCentres).values({
    id,
    companyId,
    code: `KST-${id.slice(0, 4)}`,
    name: `Abteilung ${id.slice(0, 4)}`,
    archivedAt: opts.archived ? now : null,
    createdAt: now,
  });
  return id;
}

export async function seedMember(
  db: Db,
  companyId: string,
  customer: { id: string; mail: string } | null,
  now: Date,
  opts: { status?: CompanyMemberStatus; defaultCostCentreId?: string | null; mail?: string } = {},
) {
  const id = randomUUID();
  const status = opts.status ?? 'active';
  await db.insert(companyMembers).values({
    id,
    companyId,
    mail: (opts.mail ?? customer?.mail ?? `fahrer-${id.slice(0, 6)}@example.com`).toLowerCase(),
    customerId: status === 'invited' ? null : (customer?.id ?? null),
    role: 'member',
    status,
    defaultCostCentreId: opts.defaultCostCentreId ?? null,
    invitedAt: now,
    joinedAt: status === 'invited' ? null : now,
    removedAt: status === 'removed' ? now : null,
  });
  return id;
}

export async function seedFleetPlate(db: Db, companyId: string, plate: string, now: Date) {
  const id = randomUUID();
  await db.insert(companyPlates).values({ id, companyId, plate, plateKey: plateKey(plate), createdAt: now });
  return id;
}

/** An open invoice of the company, due on `dueDate` (YYYY-MM-DD). */
export async function seedOpenInvoice(
  db: Db,
  companyId: string,
  o: { now: Date; dueDate: string; grossCents: number; number: number },
) {
  const party = { name: 'x', city: 'Berlin', country: 'DE' };
  await db.insert(companyInvoices).values({
    id: randomUUID(),
    companyId,
    period: '2026-10',
    number: o.number,
    secret: randomUUID(),
    issueDate: '2026-11-01',
    dueDate: o.dueDate,
    netCents: o.grossCents,
    vatCents: 0,
    grossCents: o.grossCents,
    vatRateBasisPoints: 1900,
    seller: party,
    buyer: party,
    paymentMeans: 'transfer',
    status: 'open',
    language: 'de',
    createdAt: o.now,
  });
}
