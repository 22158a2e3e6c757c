import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { companies, companyCharges, companyInvoices, type CompanyAddress } from '../../src/server/db/schema';

const ADDRESS: CompanyAddress = {
  street: 'Hafenstraße',
  buildingNumber: '7',
  zipCode: '79098',
  city: 'Freiburg',
  country: 'DE',
};

/** 'YYYY-MM' of the month `back` months before this one (Berlin's calendar is close enough: mid-month days). */
export function monthBefore(back: number, now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15));
  return d.toISOString().slice(0, 7);
}

export interface SeededCompany {
  id: string;
  legalName: string;
  /** The month of the charge not yet invoiced (last month). */
  period: string;
}

/**
 * An active company with a day ticket charged on its account last month (19.99 € gross at
 * 19 %), and with `invoiced`, an open invoice of the month before that: what the company
 * invoices screen shows an operator after a month or two.
 */
export async function seedBilledCompany(
  db: Db,
  opts: { legalName: string; debitorAccount: number; invoiced?: boolean },
): Promise<SeededCompany> {
  const id = randomUUID();
  const now = new Date();
  await db.insert(companies).values({
    id,
    legalName: opts.legalName,
    address: ADDRESS,
    vatId: 'DE123456789',
    invoiceMail: 'rechnung@stadtwerke.example',
    status: 'active',
    debitorAccount: opts.debitorAccount,
    createdAt: now,
  });
  const charge = async (period: string, invoiceId: string | null) => {
    const from = new Date(`${period}-10T07:00:00Z`);
    await db.insert(companyCharges).values({
      id: randomUUID(),
      companyId: id,
      costCentreId: null,
      siteId: null,
      plate: 'FR-SW 100',
      driver: 'Erika Mustermann',
      description: 'Tagesticket',
      serviceFrom: from,
      serviceTo: new Date(from.getTime() + 9 * 3600_000),
      grossCents: 1999,
      vatRateBasisPoints: 1900,
      chargeDate: `${period}-10`,
      invoiceId,
      createdAt: now,
    });
  };
  const period = monthBefore(1, now);
  await charge(period, null);
  if (opts.invoiced) {
    const earlier = monthBefore(2, now);
    const invoiceId = randomUUID();
    const issueDate = `${period}-02`;
    await db.insert(companyInvoices).values({
      id: invoiceId,
      companyId: id,
      costCentreId: null,
      period: earlier,
      number: 900_001,
      secret: randomUUID(),
      issueDate,
      dueDate: `${period}-16`,
      netCents: 1680,
      vatCents: 319,
      grossCents: 1999,
      vatRateBasisPoints: 1900,
      seller: {
        name: 'Parkhaus Demo GmbH',
        street: 'Bahnhofstraße 1',
        zipCode: '79098',
        city: 'Freiburg',
        country: 'DE',
        vatId: 'DE999999999',
      },
      buyer: { name: opts.legalName, ...ADDRESS, vatId: 'DE123456789', mail: 'rechnung@stadtwerke.example' },
      paymentMeans: 'transfer',
      status: 'open',
      language: 'de',
      createdAt: now,
    });
    await charge(earlier, invoiceId);
  }
  return { id, legalName: opts.legalName, period };
}
