import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import { checkout, demoPay, NOW, reserve, reserveBody, startTestApp, type TestApp } from '../../test/harness';
import { findByPlate, insertStay, payByPlate } from '../../test/stays';

const MIN = 60_000;
const H = 60 * MIN;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const iso = (d: Date) => d.toISOString();
const after = (d: Date, ms: number) => new Date(d.getTime() + ms);

const find = findByPlate;
const pay = payByPlate;

/** The demo shop's walk-in tariff as the breakdown states it. */
const TARIFF = { firstStepPrice: 250, pricePerStep: 200, dailyCap: 1800, freeMinutes: 15 };

/**
 * Pay by plate shows how the amount comes about (ADR 042): the figures come from the
 * price computation itself, the daily cap applies per started 24 h from the entry, and what the
 * stay paid before is subtracted. Times stay rounded down to 5 minutes (ADR 033).
 */
describe.each(databases)('the amount owed by plate, explained, on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db);
  });
  afterAll(() => t.close());
  afterEach(() => t.setNow(NOW));

  it('26 hours parked (the demo FR-PK 2600): 18 € for the first 24 h (capped), 2 hours of the next; 22 € in all', async () => {
    const entry = ago(26 * H);
    await insertStay(t.database.db, { plate: 'FR-BD 2600', entryAt: entry });
    const found = (await find(t.app, 'FR-BD 2600')).json();
    // Priced up to now: the hours started so far, none for the way to the exit.
    expect(found.priceToBePaid).toBe(2200);
    expect(found.breakdown).toEqual({
      entry: iso(entry),
      until: iso(after(entry, 26 * H)),
      stepMinutes: 60,
      steps: 26,
      tariff: TARIFF,
      periods: [
        {
          from: iso(entry),
          to: iso(after(entry, 24 * H)),
          steps: 24,
          items: [
            { count: 1, unitCents: 250 },
            { count: 23, unitCents: 200 },
          ],
          rawCents: 250 + 23 * 200,
          cents: 1800,
          capped: true,
        },
        {
          from: iso(after(entry, 24 * H)),
          to: iso(after(entry, 26 * H)),
          steps: 2,
          items: [{ count: 2, unitCents: 200 }],
          rawCents: 400,
          cents: 400,
          capped: false,
        },
      ],
      totalCents: 2200,
      alreadyPaidCents: 0,
    });
    // No stretch of 24 h from the entry costs more than the cap the home page states.
    for (const p of found.breakdown.periods) expect(p.cents).toBeLessThanOrEqual(TARIFF.dailyCap);
    // The pay charges what the look-up explained, with the same explanation.
    const paid = (await pay(t.app, 'FR-BD 2600')).json();
    expect(paid.priceToBePaid).toBe(2200);
    expect(paid.breakdown).toEqual(found.breakdown);
  });

  it('subtracts what the stay paid before: the total from the entry less the earlier payment', async () => {
    const entry = ago(2 * H + 10 * MIN);
    await insertStay(t.database.db, {
      plate: 'FR-BD 2',
      entryAt: entry,
      paidUntil: after(entry, H),
      paidCents: 250,
    });
    const found = (await find(t.app, 'FR-BD 2')).json();
    expect(found).toMatchObject({ priceToBePaid: 400, paidFrom: iso(after(entry, H)) });
    expect(found.breakdown).toMatchObject({
      entry: iso(entry),
      until: iso(after(entry, 3 * H)),
      steps: 3,
      periods: [
        {
          items: [
            { count: 1, unitCents: 250 },
            { count: 2, unitCents: 200 },
          ],
          cents: 650,
          capped: false,
        },
      ],
      totalCents: 650,
      alreadyPaidCents: 250,
    });
    expect(found.breakdown.totalCents - found.breakdown.alreadyPaidCents).toBe(found.priceToBePaid);
  });

  it('rounds every instant of the breakdown down to 5 minutes, never the camera’s entry time', async () => {
    const entry = new Date(ago(3 * H).getTime() - 123_456);
    await insertStay(t.database.db, { plate: 'FR-BD 5', entryAt: entry });
    const { breakdown } = (await find(t.app, 'FR-BD 5')).json();
    const instants = [
      breakdown.entry,
      breakdown.until,
      ...breakdown.periods.flatMap((p: { from: string; to: string }) => [p.from, p.to]),
    ];
    for (const at of instants) expect(Date.parse(at) % (5 * MIN)).toBe(0);
    expect(breakdown.entry).toBe('2026-11-20T06:25:00.000Z');
  });

  it('a stay that left is explained up to its exit; a covered stay up to the last hour before the permission', async () => {
    const entry = ago(5 * H);
    const exit = ago(3 * H + 20 * MIN);
    await insertStay(t.database.db, { plate: 'FR-BD 9', entryAt: entry, exitAt: exit });
    const left = (await find(t.app, 'FR-BD 9')).json();
    expect(left.priceToBePaid).toBe(450);
    expect(left.breakdown).toMatchObject({
      until: iso(exit),
      steps: 2,
      periods: [{ from: iso(entry), to: iso(exit), steps: 2, cents: 450 }],
      totalCents: 450,
    });

    const longEntry = ago(50 * H);
    await insertStay(t.database.db, { plate: 'FR-BD 50', entryAt: longEntry });
    const { json, cookie } = await reserve(
      t.app,
      reserveBody({
        selection: { templateId: 'kurzzeit', startTime: NOW.toISOString(), slotCount: 1 },
        identifications: [{ source: 'lp', code: 'FR-BD 50' }],
      }),
    );
    expect((await demoPay(t.app, json.paymentId, 'paid')).statusCode).toBe(303);
    expect((await checkout(t.app, cookie)).statusCode).toBe(200);
    const covered = (await find(t.app, 'FR-BD 50')).json();
    expect(covered.priceToBePaid).toBe(4000);
    expect(covered.coveredLater).toBe(true);
    // The end of the 50th hour charged, not the permit's start (ADR 033).
    expect(covered.breakdown).toMatchObject({
      until: iso(new Date(longEntry.getTime() + 50 * H)),
      steps: 50,
      periods: [
        { steps: 24, cents: 1800, capped: true },
        { steps: 24, cents: 1800, capped: true, items: [{ count: 24, unitCents: 200 }] },
        { steps: 2, cents: 400, capped: false },
      ],
      totalCents: 4000,
    });
  });

  it('a plate that owes nothing gets no breakdown (nothing about its stay, ADR 033)', async () => {
    await insertStay(t.database.db, { plate: 'FR-BD 0', entryAt: ago(5 * MIN) });
    const found = (await find(t.app, 'FR-BD 0')).json();
    expect(found.priceToBePaid).toBe(0);
    expect(found).not.toHaveProperty('breakdown');
    expect((await pay(t.app, 'FR-BD 0')).json()).not.toHaveProperty('breakdown');
  });
});
