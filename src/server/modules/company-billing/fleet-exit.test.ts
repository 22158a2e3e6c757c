import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDecisionSchema, accessDeviceCreatedSchema } from '../../../shared/schemas/access';
import { parseShopConfig } from '../../config/shop-config';
import { companyCharges } from '../../db/schema';
import { seedCompany, seedFleetPlate } from '../../test/company-seed';
import { databases } from '../../test/databases';
import { hostOf, NOW, startTestApp, testShopConfig, type TestApp } from '../../test/harness';

const TOKEN = 'fleet-test-operator-token-0123456789';
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const HOUR = 3_600_000;

/**
 * A fleet plate of a company in good standing leaves without paying, decided from the barrier's
 * memory, and its stay is charged once when it ends (ADR 066); a suspended company's plate pays.
 */
describe.each(databases)('the fleet exit on $name', (db) => {
  let t: TestApp;
  let app: FastifyInstance;
  let key: string;
  let active: string;
  let suspended: string;

  const authorize = async (plate: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/access/authorize',
      payload: { plate, direction: 'exit' },
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode).toBe(200);
    return accessDecisionSchema.parse(res.json());
  };
  const read = async (eventId: string, direction: 'entry' | 'exit', plate: string, occurredAt: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/access/events',
      payload: { eventId, direction, plate, occurredAt },
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { stayId: string | null };
  };
  const chargesOf = (companyId: string) =>
    t.database.db.select().from(companyCharges).where(eq(companyCharges.companyId, companyId));

  beforeAll(async () => {
    const shop = parseShopConfig({
      ...testShopConfig(),
      parking: { stepDuration: 3600, tariff: { pricePerStep: 250 }, freeMinutes: 15, leaveMinutes: 15 },
    });
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN }, shopConfig: shop });
    app = t.app;
    const d = t.database.db;
    active = await seedCompany(d, { now: NOW });
    suspended = await seedCompany(d, { now: NOW, status: 'suspended' });
    await seedFleetPlate(d, active, 'B-FL 100', NOW);
    await seedFleetPlate(d, suspended, 'B-SU 200', NOW);
    const res = await app.inject({
      method: 'POST',
      url: '/api/operator/access-devices',
      payload: { name: 'lane', direction: 'both' },
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(app), 'x-requested-with': 'test' },
    });
    expect(res.statusCode).toBe(201);
    key = accessDeviceCreatedSchema.parse(res.json()).apiKey;
  });
  afterAll(() => t.close());

  it("opens for a fleet plate in good standing and charges its stay once; a suspended company's plate pays", async () => {
    t.setNow(NOW);
    const stay = (await read('e1', 'entry', 'B-FL 100', at(0))).stayId!;
    await read('e2', 'entry', 'B-SU 200', at(0));
    t.setNow(new Date(NOW.getTime() + 2 * HOUR));

    const fleet = await authorize('B-FL 100');
    expect(fleet).toMatchObject({ allowed: true, reason: 'account' });
    expect(fleet.displayText).toContain('Firmenrechnung');
    const other = await authorize('B-SU 200');
    expect(other).toMatchObject({ allowed: false, reason: 'unpaid' });
    // A plate in no fleet asks for payment as ever.
    await read('e3', 'entry', 'B-XX 300', at(0));
    expect((await authorize('B-XX 300')).reason).toBe('unpaid');
    expect(await chargesOf(active)).toEqual([]);

    // The exit read closes the stay: one charge at the site's walk-in price (2 hours, 2 × 2.50 €).
    await read('x1', 'exit', 'B-FL 100', at(2 * HOUR));
    // The same read again, and a second exit read a minute later: still one charge.
    await read('x1', 'exit', 'B-FL 100', at(2 * HOUR));
    await read('x2', 'exit', 'B-FL 100', at(2 * HOUR + 60_000));
    const charges = await chargesOf(active);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      stayId: stay,
      bookingId: null,
      plate: 'B-FL 100',
      grossCents: 500,
      chargeDate: '2026-11-20',
      description: 'Kurzparken',
      invoiceId: null,
      voidedAt: null,
    });
    // The suspended company's plate is charged nothing: it pays by plate as any walk-in.
    await read('x3', 'exit', 'B-SU 200', at(2 * HOUR));
    expect(await chargesOf(suspended)).toEqual([]);
  });
});
