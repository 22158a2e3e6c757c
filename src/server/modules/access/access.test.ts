import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accessDecisionSchema,
  accessDeviceCreatedSchema,
  allowlistResponseSchema,
  decisionListResponseSchema,
  ignoredReadListSchema,
  stayListResponseSchema,
} from '../../../shared/schemas/access';
import { parseShopConfig } from '../../config/shop-config';
import { accessDecisions, accessEvents, bookings, parkingStays } from '../../db/schema';
import { databases } from '../../test/databases';
import {
  bookAndPay,
  hostOf,
  NOW,
  reserveBody,
  slot,
  startTestApp,
  testShopConfig,
  type TestApp,
  demoPay,
} from '../../test/harness';
import { startJobs } from '../../jobs/index';

const TOKEN = 'access-test-operator-token-0123456789';
const min = (n: number) => n * 60_000;
const at = (msFromNow: number) => new Date(NOW.getTime() + msFromNow).toISOString();

/** The test shop with a walk-in tariff: 15 free minutes, 2 walk-in places. */
function shopWithParking(capacity?: number) {
  return parseShopConfig({
    ...testShopConfig(),
    parking: {
      stepDuration: 3600,
      tariff: { pricePerStep: 250 },
      freeMinutes: 15,
      leaveMinutes: 15,
      capacity,
      // The 1,000-read test spans ten days; the age bound has its own test (a read from 2016).
      maxReadAgeHours: 24 * 30,
    },
  });
}

describe.each(databases)('access system on $name', (db) => {
  let t: TestApp;
  let app: FastifyInstance;
  let entryKey: string;
  let exitKey: string;
  let bothKey: string;

  const op = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${TOKEN}`, host: hostOf(app), 'x-requested-with': 'test' },
    });
  const device = async (direction: 'entry' | 'exit' | 'both', name = `${direction} lane`) => {
    const res = await op('POST', '/api/operator/access-devices', { name, direction });
    expect(res.statusCode).toBe(201);
    return accessDeviceCreatedSchema.parse(res.json());
  };
  const send = (key: string, body: object) =>
    app.inject({
      method: 'POST',
      url: '/api/access/events',
      payload: body,
      headers: { authorization: `Bearer ${key}` },
    });
  const read = (
    key: string,
    eventId: string,
    direction: 'entry' | 'exit',
    plate: string,
    occurredAt: string,
  ) => send(key, { eventId, direction, plate, occurredAt });
  const authorize = async (key: string, plate: string, direction: 'entry' | 'exit') => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/access/authorize',
      payload: { plate, direction },
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode).toBe(200);
    return accessDecisionSchema.parse(res.json());
  };
  // The barrier decides from memory (ADR 036): a row written by hand, not through a service,
  // reaches it by NOTIFY. Wait for that round trip, as an operator's tool would.
  const handWritten = () => app.shop.access.barrierSynced();
  const staysOf = (plateKey: string) =>
    t.database.db
      .select()
      .from(parkingStays)
      .where(eq(parkingStays.plateKey, plateKey))
      .orderBy(parkingStays.entryAt);

  beforeAll(async () => {
    t = await startTestApp(db, { env: { OPERATOR_TOKEN: TOKEN }, shopConfig: shopWithParking(2) });
    app = t.app;
    entryKey = (await device('entry')).apiKey;
    exitKey = (await device('exit')).apiKey;
    bothKey = (await device('both')).apiKey;
  });
  afterAll(() => t.close());
  beforeEach(() => t.setNow(NOW));

  describe('devices and keys', () => {
    it('shows a key once, lists devices without keys, and a revoked key gets 401', async () => {
      const created = await device('exit', 'Schranke Nord');
      expect(created.apiKey.length).toBeGreaterThanOrEqual(40);
      const list = await op('GET', '/api/operator/access-devices');
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(created.apiKey);
      expect(list.json()).toContainEqual(
        expect.objectContaining({
          id: created.id,
          name: 'Schranke Nord',
          direction: 'exit',
          revokedAt: null,
        }),
      );
      expect((await authorize(created.apiKey, 'X 1', 'exit')).reason).toBe('no-stay');

      expect((await op('DELETE', `/api/operator/access-devices/${created.id}`)).statusCode).toBe(204);
      const after = await read(created.apiKey, 'e1', 'exit', 'X 1', at(0));
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('UNAUTHORIZED');
      const listed = (await op('GET', '/api/operator/access-devices')).json() as Array<{
        id: string;
        revokedAt: string | null;
        lastSeenAt: string | null;
      }>;
      const row = listed.find((d) => d.id === created.id)!;
      expect(row.revokedAt).toBe(NOW.toISOString());
      expect(row.lastSeenAt).toBe(NOW.toISOString());
    });

    it('refuses missing, wrong and operator keys with 401, and unknown devices with 404', async () => {
      const noKey = await app.inject({
        method: 'POST',
        url: '/api/access/authorize',
        payload: { plate: 'B 1', direction: 'entry' },
      });
      expect(noKey.statusCode).toBe(401);
      expect(noKey.headers['www-authenticate']).toBe('Bearer');
      expect((await authorizeRaw(`Bearer pkd_${'A'.repeat(43)}`)).statusCode).toBe(401);
      expect((await authorizeRaw(`Bearer ${TOKEN}`)).statusCode).toBe(401);
      expect((await authorizeRaw(entryKey)).statusCode).toBe(401);
      // Device keys do not open the operator API.
      const asDevice = await app.inject({
        method: 'GET',
        url: '/api/operator/access-devices',
        headers: { authorization: `Bearer ${bothKey}`, host: hostOf(app) },
      });
      expect(asDevice.statusCode).toBe(401);
      expect(
        (await op('DELETE', '/api/operator/access-devices/6f1c3c55-0000-4000-8000-000000000000')).json().code,
      ).toBe('ACCESS_DEVICE_NOT_FOUND');
      expect((await op('DELETE', '/api/operator/access-devices/nope')).statusCode).toBe(404);
      const anon = await app.inject({
        method: 'POST',
        url: '/api/operator/access-devices',
        payload: { name: 'x', direction: 'entry' },
        headers: { host: hostOf(app) },
      });
      expect(anon.statusCode).toBe(401);
    });

    it('keeps an entry device to entries and an exit device to exits (403)', async () => {
      const wrongRead = await read(entryKey, 'dir-1', 'exit', 'D 1', at(0));
      expect(wrongRead.statusCode).toBe(403);
      expect(wrongRead.json().code).toBe('DEVICE_DIRECTION_NOT_ALLOWED');
      const wrongAsk = await app.inject({
        method: 'POST',
        url: '/api/access/authorize',
        payload: { plate: 'D 1', direction: 'entry' },
        headers: { authorization: `Bearer ${exitKey}` },
      });
      expect(wrongAsk.statusCode).toBe(403);
      expect((await read(bothKey, 'dir-2', 'exit', 'D 1', at(0))).statusCode).toBe(200);
    });

    async function authorizeRaw(authorization: string) {
      return app.inject({
        method: 'POST',
        url: '/api/access/authorize',
        payload: { plate: 'B 1', direction: 'entry' },
        headers: { authorization },
      });
    }
  });

  describe('reads and stays', () => {
    it('answers a replay as the first time and a reused id with another body 409', async () => {
      const first = await read(entryKey, 'idem-1', 'entry', 'B-ID 1', at(-min(30)));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ eventId: 'idem-1', duplicate: false });
      const stayId = first.json().stayId as string;
      expect(stayId).toBeTruthy();
      const again = await read(entryKey, 'idem-1', 'entry', 'B-ID 1', at(-min(30)));
      expect(again.json()).toEqual({ eventId: 'idem-1', stayId, duplicate: true });
      const other = await read(entryKey, 'idem-1', 'entry', 'B-ID 2', at(-min(30)));
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('ACCESS_EVENT_CONFLICT');
      // The same eventId from another device is another read.
      expect((await read(bothKey, 'idem-1', 'entry', 'B-ID 1', at(-min(30)))).json().duplicate).toBe(false);
      expect(await staysOf('BID1')).toHaveLength(1);
      expect(await staysOf('BID2')).toHaveLength(0);
    });

    it('refuses a read from the future and a plate without letters or digits', async () => {
      expect((await read(entryKey, 'fut-1', 'entry', 'F 1', at(min(10)))).statusCode).toBe(400);
      expect((await read(entryKey, 'fut-2', 'entry', ' - . ', at(0))).statusCode).toBe(400);
      expect((await read(entryKey, 'fut-3', 'entry', 'F 1', 'yesterday')).statusCode).toBe(400);
    });

    it('builds stays by the reads’ own times: a late entry and exit arriving in reverse', async () => {
      const exit = await read(exitKey, 'late-2', 'exit', 'K-LT 7', at(-min(10)));
      expect(exit.json().stayId).toBeNull();
      const entry = await read(entryKey, 'late-1', 'entry', 'k lt 7', at(-min(120)));
      expect(entry.json().stayId).toBeTruthy();
      const stays = await staysOf('KLT7');
      expect(stays).toHaveLength(1);
      expect(stays[0]).toMatchObject({
        id: entry.json().stayId,
        plate: 'k lt 7',
        status: 'closed',
        entryAt: new Date(at(-min(120))),
        exitAt: new Date(at(-min(10))),
      });
    });

    it('treats a repeated read within 60 s as the same read, and a later entry as exit missed', async () => {
      await read(entryKey, 'w-1', 'entry', 'W 1', at(-min(300)));
      await read(entryKey, 'w-2', 'entry', 'W 1', at(-min(300) + 40_000));
      await read(entryKey, 'w-3', 'entry', 'W 1', at(-min(300) + 90_000)); // chained: 50 s after w-2
      expect(await staysOf('W1')).toHaveLength(1);
      await read(exitKey, 'w-4', 'exit', 'W 1', at(-min(200)));
      await read(exitKey, 'w-5', 'exit', 'W 1', at(-min(200) + 30_000));
      expect((await staysOf('W1')).map((s) => s.status)).toEqual(['closed']);

      await read(entryKey, 'w-6', 'entry', 'W 1', at(-min(100)));
      await read(entryKey, 'w-7', 'entry', 'W 1', at(-min(50)));
      const stays = await staysOf('W1');
      expect(stays.map((s) => [s.status, s.entryAt.toISOString(), s.exitAt?.toISOString() ?? null])).toEqual([
        ['closed', at(-min(300)), at(-min(200))],
        ['exit-missed', at(-min(100)), null],
        ['open', at(-min(50)), null],
      ]);
      const missed = stayListResponseSchema.parse(
        (await op('GET', '/api/operator/stays?status=exit-missed')).json(),
      );
      expect(missed.data.map((s) => s.plateKey)).toContain('W1');
    });

    it('keeps the id of a paid stay when a late read rearranges it', async () => {
      const entry = await read(entryKey, 'p-1', 'entry', 'P 1', at(-min(180)));
      await read(exitKey, 'p-2', 'exit', 'P 1', at(-min(5)));
      const paidId = entry.json().stayId as string;
      await t.database.db
        .update(parkingStays)
        .set({ paidUntil: new Date(at(min(10))), paidCents: 750 })
        .where(eq(parkingStays.id, paidId));
      // A buffered read 30 s before the entry: the stay now begins there, under the same id.
      await read(entryKey, 'p-0', 'entry', 'P 1', at(-min(180) - 30_000));
      // A buffered entry in the middle: the paid stay ends exit-missed, a new one holds the exit.
      await read(bothKey, 'p-3', 'entry', 'P 1', at(-min(60)));
      const stays = await staysOf('P1');
      expect(stays.map((s) => [s.id === paidId, s.status, s.entryAt.toISOString(), s.paidCents])).toEqual([
        [true, 'exit-missed', at(-min(180) - 30_000), 750],
        [false, 'closed', at(-min(60)), 0],
      ]);
    });

    it('gives the same stays for 1,000 reads in order and shuffled, sent twice and in parallel', async () => {
      const reads = generateReads(1000, 42);
      const snapshot = async () =>
        (
          await t.database.db
            .select({
              plateKey: parkingStays.plateKey,
              plate: parkingStays.plate,
              status: parkingStays.status,
              entryAt: parkingStays.entryAt,
              exitAt: parkingStays.exitAt,
            })
            .from(parkingStays)
            .where(sql`${parkingStays.plateKey} like 'R%'`)
        )
          .map(
            (s) =>
              `${s.plateKey}|${s.plate}|${s.status}|${s.entryAt.toISOString()}|${s.exitAt?.toISOString() ?? '-'}`,
          )
          .sort();
      const reset = async () => {
        await t.database.db.delete(parkingStays).where(sql`${parkingStays.plateKey} like 'R%'`);
        await t.database.db.delete(accessEvents).where(sql`${accessEvents.plateKey} like 'R%'`);
      };
      const sendAll = async (list: typeof reads, parallel: number, duplicate = false) => {
        for (let i = 0; i < list.length; i += parallel) {
          const batch = await Promise.all(list.slice(i, i + parallel).map((r) => send(bothKey, r)));
          for (const res of batch) {
            expect(res.statusCode).toBe(200);
            expect(res.json().duplicate).toBe(duplicate);
          }
        }
      };

      const ordered = [...reads].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
      await sendAll(ordered, 1);
      const inOrder = await snapshot();
      expect(inOrder.length).toBeGreaterThan(100);
      expect(inOrder.some((s) => s.includes('|exit-missed|'))).toBe(true);

      // Shuffled, in parallel batches (concurrent reads of one plate serialise on its lock) ...
      await reset();
      await sendAll(shuffle(reads, 7), 8);
      expect(await snapshot()).toEqual(inOrder);
      // ... and all again in another order: every read is a replay, nothing changes.
      await sendAll(shuffle(reads, 8), 8, true);
      expect(await snapshot()).toEqual(inOrder);
    }, 300_000);
  });

  describe('barrier decisions', () => {
    it('lets a car out within the free minutes, then refuses until paid, then lets it out while paid', async () => {
      const entry = await read(entryKey, 'f-1', 'entry', 'M-FR 15', at(-min(10)));
      const free = await authorize(exitKey, 'm fr 15', 'exit');
      expect(free).toMatchObject({ allowed: true, reason: 'free-minutes', validUntil: at(min(5)) });
      expect(free.displayText).toBe('Gute Fahrt – kostenfrei');

      t.setNow(new Date(at(min(6))));
      const owed = await authorize(exitKey, 'M-FR 15', 'exit');
      expect(owed).toMatchObject({
        allowed: false,
        reason: 'unpaid',
        validUntil: null,
        // The amount owed is on the display.
        displayText: 'Bitte zuerst 2,50 € zahlen',
      });

      // Paid up to 10:50 Berlin (what the renewal's settle hook writes).
      await t.database.db
        .update(parkingStays)
        .set({ paidUntil: new Date(at(min(20))), paidCents: 250 })
        .where(eq(parkingStays.id, entry.json().stayId));
      await handWritten();
      const paid = await authorize(exitKey, 'M-FR 15', 'exit');
      expect(paid).toMatchObject({ allowed: true, reason: 'paid', validUntil: at(min(20)) });
      expect(paid.displayText).toBe('Gute Fahrt – bezahlt bis 10:50');

      // The leaving time ran out: owed again.
      t.setNow(new Date(at(min(21))));
      expect((await authorize(exitKey, 'M-FR 15', 'exit')).reason).toBe('unpaid');

      // The exit camera read the plate just before the barrier asks: the closed stay still decides.
      t.setNow(new Date(at(min(15))));
      await read(exitKey, 'f-2', 'exit', 'M-FR 15', at(min(14)));
      expect((await authorize(exitKey, 'M-FR 15', 'exit')).reason).toBe('paid');
    });

    it('a cheap permission does not clear a walk-in debt: the exit asks for the rest until it is paid', async () => {
      // 12:00 to 14:00 Berlin; the car has been inside since two days before.
      await bookAndPay(app, reserveBody({ identifications: [{ source: 'lp', code: 'CH-EAP 1' }] }));
      const entry = new Date(Date.parse(slot(2)) - 50 * 3_600_000);
      await read(entryKey, 'cheap-1', 'entry', 'CH-EAP 1', entry.toISOString());
      t.setNow(new Date(slot(2.5)));
      // Uncovered: the entry to 15 minutes (early arrival) before the permission: 49:45 h,
      // 50 started hours at 2,50 €.
      const refused = await authorize(exitKey, 'CH-EAP 1', 'exit');
      expect(refused).toMatchObject({
        allowed: false,
        reason: 'unpaid',
        displayText: 'Bitte zuerst 125,00 € zahlen',
      });
      const coverFrom = new Date(Date.parse(slot(2)) - min(15)).toISOString();
      const found = await app.inject({
        method: 'POST',
        url: '/api/permission/find',
        payload: { licensePlate: 'ch-eap 1' },
      });
      // (The answer also carries the amount's breakdown, ADR 042; renewal's tests check it.)
      // It says that a permission covers the rest, never from when (the permit's start, ADR 033):
      // the priced time ends with the 50th hour.
      const pricedEnd = slot(2);
      expect(found.json()).toMatchObject({
        priceToBePaid: 12_500,
        paidFrom: entry.toISOString(),
        paidUntil: pricedEnd,
        alreadyPaid: false,
        coveredLater: true,
      });
      expect(found.body).not.toContain(coverFrom);
      expect(found.json().breakdown.periods.at(-1).to).toBe(pricedEnd);
      const paying = await app.inject({
        method: 'POST',
        url: '/api/permission/pay',
        payload: { licensePlate: 'CH-EAP 1', contact: { mail: 'fahrer@example.de' } },
      });
      expect(paying.json()).toMatchObject({ priceToBePaid: 12_500, paidUntil: pricedEnd });
      expect((await authorize(exitKey, 'CH-EAP 1', 'exit')).reason).toBe('unpaid');
      expect((await demoPay(app, paying.json().paymentId, 'paid')).statusCode).toBe(303);
      expect(await authorize(exitKey, 'CH-EAP 1', 'exit')).toMatchObject({
        allowed: true,
        reason: 'permission',
        validUntil: slot(4),
      });
      const after = await app.inject({
        method: 'POST',
        url: '/api/permission/find',
        payload: { licensePlate: 'CH-EAP 1' },
      });
      expect(after.json()).toMatchObject({ priceToBePaid: 0, alreadyPaid: false });

      // Arriving within the early-arrival allowance (10 minutes before the start) owes nothing.
      t.setNow(NOW);
      await bookAndPay(app, reserveBody({ identifications: [{ source: 'lp', code: 'EA-RLY 1' }] }));
      t.setNow(new Date(Date.parse(slot(2)) - min(10)));
      await read(
        entryKey,
        'early-1',
        'entry',
        'EA-RLY 1',
        new Date(Date.parse(slot(2)) - min(10)).toISOString(),
      );
      t.setNow(new Date(slot(2.5)));
      expect(await authorize(exitKey, 'EA-RLY 1', 'exit')).toMatchObject({
        allowed: true,
        reason: 'permission',
      });
    });

    it('refuses an exit without any stay', async () => {
      const d = await authorize(exitKey, 'HH-NO 1', 'exit');
      expect(d).toMatchObject({ allowed: false, reason: 'no-stay' });
    });

    it('lets out the holder of a paid booking carrying the plate (a walk-in booking counts as paid)', async () => {
      // 12:00 to 14:00 Berlin on NOW's day.
      await bookAndPay(app, reserveBody({ identifications: [{ source: 'lp', code: 'F-EM 123' }] }));
      t.setNow(new Date(slot(2.5)));
      const d = await authorize(exitKey, 'fem123', 'exit');
      expect(d).toMatchObject({ allowed: true, reason: 'permission', validUntil: slot(4) });
      expect(d.displayText).toBe('Gute Fahrt – gültig bis 14:00');
      t.setNow(new Date(slot(4)));
      expect((await authorize(exitKey, 'F-EM 123', 'exit')).reason).toBe('no-stay');

      // A booking paying a stay (stay_id): the renewal writes it; here set by hand.
      t.setNow(new Date(slot(2.5)));
      await t.database.db
        .update(bookings)
        .set({ stayId: '6f1c3c55-0000-4000-8000-00000000aaaa' })
        .where(eq(bookings.plateKey, 'FEM123'));
      await handWritten();
      expect((await authorize(exitKey, 'F-EM 123', 'exit')).reason).toBe('paid');
      await t.database.db.update(bookings).set({ stayId: null }).where(eq(bookings.plateKey, 'FEM123'));
      await handWritten();
    });

    it('refuses walk-ins when the places are full but lets permit holders in', async () => {
      t.setNow(new Date(slot(2.5)));
      // Earlier tests' cars have all left.
      await t.database.db
        .update(parkingStays)
        .set({ status: 'closed', exitAt: NOW })
        .where(eq(parkingStays.status, 'open'));
      await handWritten();
      for (let i = 0; i < 2; i++) {
        await read(
          entryKey,
          `cap-${i}`,
          'entry',
          `CAP ${i}`,
          new Date(Date.parse(slot(2.5)) - min(5)).toISOString(),
        );
      }
      const walkIn = await authorize(entryKey, 'WALK 1', 'entry');
      expect(walkIn).toMatchObject({ allowed: false, reason: 'full', displayText: 'Besetzt' });
      // F-EM 123 has a paid booking covering now: always in, and its own stay takes no walk-in place.
      const holder = await authorize(entryKey, 'F-EM 123', 'entry');
      expect(holder).toMatchObject({ allowed: true, reason: 'permission', displayText: 'Willkommen' });
      await read(entryKey, 'cap-holder', 'entry', 'F-EM 123', slot(2.5));
      expect((await authorize(entryKey, 'WALK 1', 'entry')).reason).toBe('full');
      // One walk-in leaves: a place is free again.
      await read(exitKey, 'cap-out', 'exit', 'CAP 0', slot(2.5));
      expect(await authorize(entryKey, 'WALK 1', 'entry')).toMatchObject({
        allowed: true,
        reason: 'capacity',
      });
    });

    it('logs every decision with its reason for the operator, newest first', async () => {
      t.setNow(new Date(at(min(500))));
      await authorize(exitKey, 'LOG 1', 'exit');
      const list = decisionListResponseSchema.parse(
        (await op('GET', '/api/operator/access-decisions?limit=5')).json(),
      );
      expect(list.count).toBeGreaterThan(5);
      expect(list.data).toHaveLength(5);
      expect(list.data[0]).toMatchObject({
        plate: 'LOG 1',
        plateKey: 'LOG1',
        direction: 'exit',
        allowed: false,
        reason: 'no-stay',
      });
      const [{ n }] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(accessDecisions)
        .where(eq(accessDecisions.reason, 'free-minutes'));
      expect(n).toBeGreaterThan(0);
    });
  });

  describe('reads from the past are bounded', () => {
    it('stores a read stamped before parking.maxReadAgeHours but makes no stay and no debt of it', async () => {
      // The default bound is 72 hours; this shop sets 30 days (see shopWithParking).
      expect(
        parseShopConfig({ ...testShopConfig(), parking: { stepDuration: 3600, tariff: { pricePerStep: 1 } } })
          .sites[0].parking?.maxReadAgeHours,
      ).toBe(72);
      const old = await read(entryKey, 'old-2016', 'entry', 'OL-D 2016', '2016-03-01T08:00:00Z');
      expect(old.statusCode).toBe(200);
      expect(old.json()).toEqual({ eventId: 'old-2016', stayId: null, duplicate: false, ignored: 'too-old' });
      // A replay says so too; the read is kept.
      expect((await read(entryKey, 'old-2016', 'entry', 'OL-D 2016', '2016-03-01T08:00:00Z')).json()).toEqual(
        {
          eventId: 'old-2016',
          stayId: null,
          duplicate: true,
          ignored: 'too-old',
        },
      );
      const [kept] = await t.database.db
        .select()
        .from(accessEvents)
        .where(eq(accessEvents.plateKey, 'OLD2016'));
      expect(kept).toMatchObject({ eventId: 'old-2016', stayId: null });
      // Operators see it, with the device whose clock to check.
      const ignored = ignoredReadListSchema.parse((await op('GET', '/api/operator/ignored-reads')).json());
      expect(ignored.data).toContainEqual({
        deviceId: expect.any(String),
        deviceName: 'entry lane',
        eventId: 'old-2016',
        plate: 'OL-D 2016',
        direction: 'entry',
        occurredAt: '2016-03-01T08:00:00.000Z',
        receivedAt: NOW.toISOString(),
        reason: 'too-old',
      });
      // A fresh read of the plate does not pull the old one back in: one stay, from now.
      await read(exitKey, 'old-exit', 'exit', 'OL-D 2016', at(-min(1)));
      await read(entryKey, 'old-new', 'entry', 'OL-D 2016', at(-min(5)));
      const stays = await staysOf('OLD2016');
      expect(stays.map((s) => [s.status, s.entryAt.toISOString()])).toEqual([['closed', at(-min(5))]]);
      const exit = await authorize(exitKey, 'OL-D 2016', 'exit');
      expect(exit.reason).toBe('free-minutes');
      // Just inside the bound a buffered read still counts.
      const recent = await read(entryKey, 'old-29d', 'entry', 'OL-D 29', at(-29 * 24 * 60 * min(1)));
      expect(recent.json().stayId).toBeTruthy();
      expect(recent.json().ignored).toBeUndefined();
    });

    it('the jobs close stays whose exit was never read after parking.staleStayHours, listed as exit-missed', async () => {
      const stale = await read(entryKey, 'stale-1', 'entry', 'ST-ALE 1', at(-min(49 * 60)));
      await read(entryKey, 'stale-2', 'entry', 'ST-ALE 2', at(-min(47 * 60)));
      const jobs = startJobs(t.app.shop, t.app.log, { intervalMs: 3_600_000 });
      await jobs.stop();
      expect((await staysOf('STALE1')).map((s) => s.status)).toEqual(['exit-missed']);
      expect((await staysOf('STALE2')).map((s) => s.status)).toEqual(['open']);
      const missed = stayListResponseSchema.parse(
        (await op('GET', '/api/operator/stays?status=exit-missed&plate=ST-ALE')).json(),
      );
      expect(missed.data).toEqual([
        expect.objectContaining({
          id: stale.json().stayId,
          plate: 'ST-ALE 1',
          status: 'exit-missed',
          exitAt: null,
          closure: { closedAt: NOW.toISOString(), closedBy: 'system', reason: 'exit-missed' },
        }),
      ]);
      // Waiting out the limit clears no debt: the car may still be inside, the exit still asks for
      // its 49 hours (priced up to now, the way out is free), and so does pay by plate.
      expect(await authorize(exitKey, 'ST-ALE 1', 'exit')).toMatchObject({
        allowed: false,
        reason: 'unpaid',
        displayText: 'Bitte zuerst 122,50 € zahlen',
      });
      const found = await app.inject({
        method: 'POST',
        url: '/api/permission/find',
        payload: { licensePlate: 'ST-ALE 1' },
      });
      expect(found.json()).toMatchObject({ priceToBePaid: 12_250, alreadyPaid: false });
      // A late repeat of its entry read does not reopen it.

      await read(entryKey, 'stale-1b', 'entry', 'ST-ALE 1', at(-min(49 * 60) + 30_000));
      expect((await staysOf('STALE1')).map((s) => s.status)).toEqual(['exit-missed']);
      // An exit read that arrives after all still closes it as a normal stay.
      await read(exitKey, 'stale-1c', 'exit', 'ST-ALE 1', at(-min(60)));
      expect((await staysOf('STALE1')).map((s) => s.status)).toEqual(['closed']);
    });
  });

  describe('allowlist', () => {
    it('lists valid plates, then only changes since the cursor, with cancellations as revoked', async () => {
      const full = allowlistResponseSchema.parse((await allowlist()).json());
      expect(full.full).toBe(true);
      expect(full.entries).toContainEqual({
        plate: 'FEM123',
        validFrom: slot(2),
        validUntil: slot(4),
        revoked: false,
      });

      // ADR 019: a delta may send rows again (another open transaction anywhere on the server
      // holds the snapshot's xmin back); beyond such repeats it holds exactly the changes.
      const sent = [...full.entries];
      const fresh = (entries: typeof full.entries) => {
        const out = entries.filter((e) => !sent.some((s) => JSON.stringify(s) === JSON.stringify(e)));
        sent.push(...entries);
        return out;
      };
      const quiet = allowlistResponseSchema.parse((await allowlist(full.cursor)).json());
      expect(quiet.full).toBe(false);
      expect(fresh(quiet.entries)).toEqual([]);

      await bookAndPay(
        app,
        reserveBody({
          selection: { templateId: 'kurzzeit', startTime: slot(5), slotCount: 1 },
          identifications: [{ source: 'lp', code: 'NL 12-ABC-3' }],
        }),
      );
      const delta = allowlistResponseSchema.parse((await allowlist(full.cursor)).json());
      expect(delta.full).toBe(false);
      expect(fresh(delta.entries)).toEqual([
        { plate: 'NL12ABC3', validFrom: slot(5), validUntil: slot(6), revoked: false },
      ]);

      await t.database.db
        .update(bookings)
        .set({ status: 'cancelled', cancelledAt: NOW })
        .where(eq(bookings.plateKey, 'NL12ABC3'));
      const revoked = allowlistResponseSchema.parse((await allowlist(delta.cursor)).json());
      expect(fresh(revoked.entries)).toEqual([expect.objectContaining({ plate: 'NL12ABC3', revoked: true })]);

      // A paid stay appears as well.
      const stay = await read(entryKey, 'al-1', 'entry', 'AL 1', at(-min(30)));
      await t.database.db
        .update(parkingStays)
        .set({ paidUntil: new Date(at(min(15))) })
        .where(eq(parkingStays.id, stay.json().stayId));
      const paid = allowlistResponseSchema.parse((await allowlist(revoked.cursor)).json());
      expect(fresh(paid.entries)).toEqual([
        { plate: 'AL1', validFrom: at(-min(30)), validUntil: at(min(15)), revoked: false },
      ]);

      for (const bad of ['999999999999', 'garbage']) {
        const res = allowlistResponseSchema.parse((await allowlist(bad)).json());
        expect(res.full).toBe(true);
        expect(res.entries.some((e) => e.plate === 'FEM123')).toBe(true);
      }
    });

    function allowlist(since?: string) {
      return app.inject({
        method: 'GET',
        url: since === undefined ? '/api/access/allowlist' : `/api/access/allowlist?since=${since}`,
        headers: { authorization: `Bearer ${bothKey}` },
      });
    }
  });
});

/** A seeded PRNG (mulberry32): the same reads on every run and database. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(list: readonly T[], seed: number): T[] {
  const r = rng(seed);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Reads of 12 plates over the 10 days before NOW: visits with repeated reads within the window,
 * missed exits, exits without an entry, and the same plate spelt differently.
 */
function generateReads(count: number, seed: number) {
  const r = rng(seed);
  const spellings = (i: number) => [`R-AB ${100 + i}`, `rab${100 + i}`, `R AB-${100 + i}`];
  const reads: Array<{ eventId: string; direction: 'entry' | 'exit'; plate: string; occurredAt: string }> =
    [];
  const clocks = Array.from({ length: 12 }, () => NOW.getTime() - 10 * 86400_000);
  let n = 0;
  const push = (p: number, direction: 'entry' | 'exit', ms: number) => {
    const s = spellings(p);
    reads.push({
      eventId: `gen-${n++}`,
      direction,
      plate: s[Math.floor(r() * s.length)],
      occurredAt: new Date(ms).toISOString(),
    });
  };
  while (reads.length < count) {
    const p = Math.floor(r() * clocks.length);
    let ms = (clocks[p] += Math.floor(r() * 6 * 3600_000) + 120_000);
    const kind = r();
    if (kind < 0.1) {
      push(p, 'exit', ms); // an exit without an entry
      continue;
    }
    push(p, 'entry', ms);
    // Repeated entry reads while the car waits at the barrier.
    while (r() < 0.3) push(p, 'entry', (ms += Math.floor(r() * 55_000)));
    ms = clocks[p] += Math.floor(r() * 4 * 3600_000) + 120_000;
    if (kind < 0.25) continue; // exit missed
    push(p, 'exit', ms);
    while (r() < 0.3) push(p, 'exit', (ms += Math.floor(r() * 55_000)));
    clocks[p] = ms;
  }
  return reads.slice(0, count);
}
