import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plateKey } from '../../../shared/domain/plate';
import { accessDecisionSchema, accessDeviceCreatedSchema } from '../../../shared/schemas/access';
import { parseShopConfig } from '../../config/shop-config';
import { openDatabase, type Database } from '../../db/client';
import { accessDecisions, parkingStays } from '../../db/schema';
import { databases } from '../../test/databases';
import { hostOf, NOW, startTestApp, testShopConfig, type TestApp } from '../../test/harness';
import { bookingWrites } from '../booking';
import { AccessRepository } from './repository';
import { creditStayPayment } from './stay-writes';

const TOKEN = 'barrier-test-operator-token-0123456789';
const min = (n: number) => n * 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + min(minutes));

/** 15 free minutes, 2,50 € an hour, 3 walk-in places. */
const shopConfig = () =>
  parseShopConfig({
    ...testShopConfig(),
    parking: {
      stepDuration: 3600,
      tariff: { pricePerStep: 250 },
      freeMinutes: 15,
      leaveMinutes: 15,
      capacity: 3,
      maxReadAgeHours: 24 * 30,
    },
  });

/** One step of a random history: a camera read, a paid booking carrying a plate, a payment of a stay. */
type Step =
  | { kind: 'read'; plate: number; direction: 'entry' | 'exit'; minute: number }
  | { kind: 'book'; plate: number; minute: number; hours: number }
  | { kind: 'pay'; plate: number; minutes: number; cents: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('read' as const),
    plate: fc.nat(2),
    direction: fc.constantFrom('entry' as const, 'exit' as const),
    minute: fc.integer({ min: -600, max: 0 }),
  }),
  fc.record({
    kind: fc.constant('book' as const),
    plate: fc.nat(2),
    minute: fc.integer({ min: -600, max: 240 }),
    hours: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    plate: fc.nat(2),
    minutes: fc.integer({ min: 5, max: 720 }),
    cents: fc.integer({ min: 0, max: 2000 }),
  }),
);

describe.each(databases)('the barrier decides from memory on $name', (db) => {
  let t: TestApp;
  let exitKey: string;
  let entryKey: string;

  const op = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(t.app), 'x-requested-with': 'test' },
    });
  const device = async (direction: 'entry' | 'exit') =>
    accessDeviceCreatedSchema.parse(
      (await op('/api/operator/access-devices', { name: direction, direction })).json(),
    ).apiKey;
  const ask = async (app: TestApp['app'], key: string, plate: string, direction: 'entry' | 'exit') => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/access/authorize',
      payload: { plate, direction },
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode).toBe(200);
    return accessDecisionSchema.parse(res.json());
  };
  const read = (plate: string, direction: 'entry' | 'exit', occurredAt: Date) =>
    t.app.inject({
      method: 'POST',
      url: '/api/access/events',
      payload: { eventId: randomUUID(), direction, plate, occurredAt: occurredAt.toISOString() },
      headers: { authorization: `Bearer ${direction === 'entry' ? entryKey : exitKey}` },
    });
  /** A paid booking carrying the plate, written by the bookings' one writer (as a settle does). */
  const paidBooking = (plate: string, startsAt: Date, endsAt: Date) =>
    bookingWrites.insert(
      t.database.db,
      {
        id: randomUUID(),
        templateId: 'kurzzeit',
        startsAt,
        endsAt,
        displayEnd: endsAt,
        slotCount: 1,
        priceCents: 1200,
        contact: { mail: 'erika@example.de', firstName: 'Erika', lastName: 'Mustermann' },
        identifications: [{ source: 'lp', code: plate }],
        language: 'de',
        status: 'paid',
        plateKey: plateKey(plate),
        createdAt: NOW,
      },
      // kurzzeit: hourly, with a capacity, so the booking has its occupancy rows.
      { grid: 3600, zone: 'Europe/Berlin' },
    );

  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN }, shopConfig: shopConfig() });
    exitKey = await device('exit');
    entryKey = await device('entry');
  });
  afterAll(() => t.close());

  it('answers as the SQL decision over random histories of reads, bookings and payments', async () => {
    const { barrier, service } = t.app.shop.access;
    const sql = new AccessRepository(t.database.db);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 10 }),
        fc.array(fc.integer({ min: -720, max: 360 }), { minLength: 1, maxLength: 4 }),
        async (steps, checks) => {
          run++;
          const plates = [0, 1, 2].map((i) => `R${run}-P ${i}`);
          t.setNow(NOW);
          for (const s of steps) {
            const plate = plates[s.plate];
            if (s.kind === 'read') {
              expect((await read(plate, s.direction, at(s.minute))).statusCode).toBe(200);
            } else if (s.kind === 'book') {
              await paidBooking(plate, at(s.minute), new Date(at(s.minute).getTime() + s.hours * 3_600_000));
            } else {
              const [stay] = await t.database.db
                .select()
                .from(parkingStays)
                .where(eq(parkingStays.plateKey, plateKey(plate)))
                .orderBy(desc(parkingStays.entryAt))
                .limit(1);
              if (stay) {
                const until = new Date(stay.entryAt.getTime() + min(s.minutes));
                await creditStayPayment(t.database.db, stay.id, until, s.cents, NOW);
              }
            }
          }
          // What authorize does before it decides: reload what the writers marked.
          await barrier.fresh();
          for (const minute of checks) {
            for (const plate of plates) {
              for (const direction of ['entry', 'exit'] as const) {
                const key = plateKey(plate);
                const fromMemory = await service.decide(barrier, key, direction, at(minute));
                const fromSql = await service.decide(sql, key, direction, at(minute));
                // Permissions ending at the same instant may come in either order: the same answer.
                expect({ ...fromMemory, bookingId: null }).toEqual({ ...fromSql, bookingId: null });
              }
            }
          }
        },
      ),
      { numRuns: 12, seed: 18, endOnFailure: true },
    );
  });

  it('a payment on one instance opens the barrier on another once its change is heard; decisions are drained on close', async () => {
    // The second instance on its own connections (PostgreSQL: its own pool and LISTEN, so the
    // change reaches it by NOTIFY only); on PGlite the one in-process database.
    const second: Database =
      db.name === 'postgres'
        ? await openDatabase({
            databaseUrl: process.env.TEST_DATABASE_URL!,
            schemaName: t.database.schemaName,
          })
        : t.database;
    const b = await startTestApp(db, {
      env: { OPERATOR_TOKEN: TOKEN },
      shopConfig: shopConfig(),
      database: second,
    });
    let closed = false;
    try {
      t.setNow(NOW);
      b.setNow(NOW);
      expect((await read('TWO 1', 'entry', at(-120))).statusCode).toBe(200);
      await b.app.shop.access.barrierSynced();
      expect(await ask(b.app, exitKey, 'TWO 1', 'exit')).toMatchObject({ allowed: false, reason: 'unpaid' });

      const heard = b.app.shop.access.barrier.nextChange('TWO1');
      // From before the entry: it covers the whole stay.
      await paidBooking('TWO 1', at(-180), at(60));
      await heard;
      expect(await ask(b.app, exitKey, 'TWO 1', 'exit')).toMatchObject({
        allowed: true,
        reason: 'permission',
      });

      // The answers do not wait for their rows; the close writes them all.
      await Promise.all(Array.from({ length: 20 }, () => ask(b.app, entryKey, 'TWO 2', 'entry')));
      closed = true;
      await b.close();
      const [written] = await t.database.db
        .select({ n: count() })
        .from(accessDecisions)
        .where(eq(accessDecisions.plateKey, 'TWO2'));
      expect(written.n).toBe(20);
    } finally {
      if (!closed) await b.close();
      if (second !== t.database) await second.close();
    }
  });
});
