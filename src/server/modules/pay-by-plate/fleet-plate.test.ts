import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, companyCharges } from '../../db/schema';
import { seedCompany, seedFleetPlate, seedOpenInvoice } from '../../test/company-seed';
import { databases } from '../../test/databases';
import { NOW, startTestApp, type TestApp } from '../../test/harness';
import { findByPlate, insertStay, payByPlate } from '../../test/stays';

const MIN = 60_000;
const at5 = new Date(Math.floor(NOW.getTime() / (5 * MIN)) * 5 * MIN).toISOString();

/**
 * Pay by plate and the fleet (ADR 066): a fleet plate of a company in good standing is told that
 * its stay goes on the company's account and asked for nothing; a plate of a suspended, overdue
 * or over-limit company pays as any walk-in.
 */
describe.each(databases)('pay by plate for a fleet plate on $name', (db) => {
  let t: TestApp;
  let good: string;
  let overdue: string;

  beforeAll(async () => {
    t = await startTestApp(db);
    const d = t.database.db;
    good = await seedCompany(d, { now: NOW, legalName: 'Müller & Söhne GmbH' });
    const suspended = await seedCompany(d, { now: NOW, status: 'suspended' });
    overdue = await seedCompany(d, { now: NOW, legalName: 'Spät AG' });
    await seedOpenInvoice(d, overdue, { now: NOW, dueDate: '2026-11-10', grossCents: 1000, number: 9001 });
    // The limit of 1 € is passed by the 2 € invoice still open.
    const overLimit = await seedCompany(d, { now: NOW, creditLimitCents: 100 });
    await seedOpenInvoice(d, overLimit, { now: NOW, dueDate: '2026-12-31', grossCents: 200, number: 9002 });
    for (const [company, plate] of [
      [good, 'FR-FL 100'],
      [suspended, 'FR-SU 200'],
      [overdue, 'FR-OD 300'],
      [overLimit, 'FR-OL 400'],
    ] as const) {
      await seedFleetPlate(d, company, plate, NOW);
      await insertStay(d, { plate, entryAt: new Date(NOW.getTime() - 90 * MIN) });
    }
  });
  afterAll(() => t.close());

  it('names the company and asks for no money for a plate of a company in good standing', async () => {
    const res = await findByPlate(t.app, 'fr-fl100');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      licensePlate: 'FR-FL 100',
      priceToBePaid: 0,
      paidFrom: at5,
      paidUntil: at5,
      alreadyPaid: false,
      onAccount: { companyName: 'Müller & Söhne GmbH' },
    });
    // Paying anyway takes nothing and opens no booking: the exit read charges the account.
    const paid = await payByPlate(t.app, 'FR-FL 100');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ priceToBePaid: 0, paymentMethod: 'None' });
    const walkIns = await t.database.db.select().from(bookings);
    expect(walkIns.filter((b) => b.stayId !== null)).toEqual([]);
    expect(
      await t.database.db.select().from(companyCharges).where(eq(companyCharges.companyId, good)),
    ).toEqual([]);
  });

  it('a stay that left is on account when its exit read charged it, whatever the standing is now', async () => {
    const d = t.database.db;
    const entryAt = new Date(NOW.getTime() - 150 * MIN);
    const exitAt = new Date(NOW.getTime() - 60 * MIN);
    // Charged at its exit; the company is overdue now: still on account, never paid twice.
    await seedFleetPlate(d, overdue, 'FR-OD 301', NOW);
    const charged = await insertStay(d, { plate: 'FR-OD 301', entryAt, exitAt });
    await d.insert(companyCharges).values({
      id: randomUUID(),
      companyId: overdue,
      stayId: charged,
      siteId: 'main',
      plate: 'FR-OD 301',
      description: 'Kurzparken',
      serviceFrom: entryAt,
      serviceTo: exitAt,
      grossCents: 450,
      vatRateBasisPoints: 1900,
      chargeDate: '2026-11-20',
      createdAt: exitAt,
    });
    const res = await findByPlate(t.app, 'FR-OD 301');
    expect(res.json()).toMatchObject({ priceToBePaid: 0, onAccount: { companyName: 'Spät AG' } });
    // Left without a charge (its company was not in good standing then): it pays, though the
    // company is in good standing now.
    await seedFleetPlate(d, good, 'FR-FL 101', NOW);
    await insertStay(d, { plate: 'FR-FL 101', entryAt, exitAt });
    const unpaid = await findByPlate(t.app, 'FR-FL 101');
    expect(unpaid.json().onAccount).toBeUndefined();
    expect(unpaid.json().priceToBePaid).toBeGreaterThan(0);
  });

  it('prices the plate of a suspended, overdue or over-limit company as any walk-in', async () => {
    for (const plate of ['FR-SU 200', 'FR-OD 300', 'FR-OL 400']) {
      const res = await findByPlate(t.app, plate);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.onAccount, plate).toBeUndefined();
      // 90 minutes at the demo tariff: 2,50 € the first hour, 2,00 € the next.
      expect(body.priceToBePaid, plate).toBe(450);
      const paid = await payByPlate(t.app, plate);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().priceToBePaid, plate).toBe(450);
      expect(paid.json().paymentMethod, plate).not.toBe('None');
    }
  });
});
