import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShopConfig } from '../config/shop-config';
import { openDatabase, type Database } from '../db/client';
import { bills, bookings, mails, paymentEvents, payments, permissions } from '../db/schema';
import {
  childReserve as reserve,
  hourFromNow,
  pause,
  startChildServer,
  until,
  type ChildServer,
} from '../test/child-server';
import { holdingFake, serveFake } from '../test/fakes/http-fake';
import { OccupancyCheck } from '../modules/booking/occupancy-check';
import { gridsOf } from '../modules/booking/occupancy';
import { checkoutLookUp, SumUpFake } from '../test/fakes/sumup-fake';

const databaseUrl = process.env.TEST_DATABASE_URL;
const LEADS = 'this instance now leads the background jobs';

/**
 * Two real shop processes (server.ts, as `npm start` runs it) on one PostgreSQL schema behind
 * no proxy: the test spreads the calls over both. PGlite is one process's database by design,
 * so this runs only with TEST_DATABASE_URL (CI sets it).
 */
describe.skipIf(!databaseUrl)(
  'two instances on one PostgreSQL database (PostgreSQL only: PGlite serves one process)',
  () => {
    const sumup = new SumUpFake();
    const provider = holdingFake(sumup, checkoutLookUp);
    const schemaName = `t_multi_${randomBytes(5).toString('hex')}`;
    let fake: Awaited<ReturnType<typeof serveFake>>;
    let configDir: string;
    let database: Database;
    let servers: ChildServer[] = [];
    let leader: ChildServer;
    let follower: ChildServer;

    const env = () => ({
      DATABASE_URL: databaseUrl!,
      DATABASE_SCHEMA: schemaName,
      SHOP_CONFIG: join(configDir, 'shop.json'),
      PAYMENT_PROVIDER: 'sumup',
      SUMUP_API_KEY: sumup.apiKey,
      SUMUP_MERCHANT_CODE: sumup.merchantCode,
      SUMUP_API_URL: fake.url,
      // Rounds every 200 ms instead of 30 s, so a test sees several of them.
      JOBS_INTERVAL_MS: '200',
      SHUTDOWN_GRACE_MS: '1500',
      LOG_LEVEL: 'info',
    });

    beforeAll(async () => {
      fake = await serveFake(provider);
      configDir = mkdtempSync(join(tmpdir(), 'parkshop-multi-'));
      // The demo shop (kurzzeit: capacity 3). Open holds per visitor are not what this test is
      // about: every call comes from 127.0.0.1.
      const demo = loadShopConfig(undefined);
      writeFileSync(
        join(configDir, 'shop.json'),
        JSON.stringify({ ...demo, shop: { ...demo.shop, maxOpenHoldsPerClient: 100 } }),
      );
      database = await openDatabase({ databaseUrl: databaseUrl!, schemaName });
      // Started together, as in a rolling deployment: they migrate one after the other.
      servers = await Promise.all([startChildServer(env()), startChildServer(env())]);
    }, 120_000);

    afterAll(async () => {
      provider.openAll();
      await Promise.all(servers.map((s) => s.stop()));
      await fake?.close();
      if (database) {
        await database.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`));
        await database.close();
      }
      if (configDir) rmSync(configDir, { recursive: true, force: true });
    });

    const [a, b] = [() => servers[0], () => servers[1]];

    it('exactly one instance leads the background jobs', async () => {
      await until(() => servers.some((s) => s.output().includes(LEADS)));
      // Several rounds later the other one still has not run them.
      await pause(1500);
      const leading = servers.filter((s) => s.output().includes(LEADS));
      expect(leading).toHaveLength(1);
      leader = leading[0];
      follower = servers.find((s) => s !== leader)!;
    });

    it('40 concurrent reserves spread over both at capacity 3: exactly three win', async () => {
      const start = hourFromNow(2);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => reserve(i % 2 ? b() : a(), start, `gast${i}@example.de`)),
      );
      const codes = results.map((r) => r.status);
      expect(codes.filter((c) => c === 200)).toHaveLength(3);
      expect(codes.filter((c) => c === 409)).toHaveLength(37);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe('BOOKED_OUT');
      const held = await database.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.templateId, 'kurzzeit'), eq(bookings.startsAt, new Date(start))));
      expect(held).toHaveLength(3);
      // Their slot occupancy, kept by whichever instance reserved, matches them (ADR 049).
      const demo = loadShopConfig(undefined);
      const templates = new Map(demo.templates.map((t) => [t.id, t]));
      const grids = gridsOf(() => templates, demo.shop.timeZone);
      expect(await new OccupancyCheck(database.db, grids).run(new Date())).toMatchObject({
        missing: 0,
        extra: 0,
        repaired: [],
      });
    });

    it('ten duplicate webhooks spread over both give one permission, one mail and one bill', async () => {
      const r = await reserve(a(), hourFromNow(3), 'webhook@example.de');
      expect(r.status).toBe(200);
      const checkoutId = r.body.paymentId as string;
      sumup.pay(checkoutId);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${(i % 2 ? b() : a()).url}/api/payments/sumup/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ event_type: 'CHECKOUT_STATUS_CHANGED', id: checkoutId }),
          }),
        ),
      );
      expect(answers.map((x) => x.status)).toEqual(Array(10).fill(200));

      // The payer's browser polls the other instance: the session made on one is known to both.
      let co: Response | undefined;
      await until(
        async () =>
          (co = await fetch(`${b().url}/api/booking/checkout`, { headers: { cookie: r.cookie } })).status ===
          200,
      );
      const { permissionId } = (await co!.json()) as { permissionId: string };

      const [payment] = await database.db.select().from(payments).where(eq(payments.providerRef, checkoutId));
      expect(payment.status).toBe('paid');
      const permission = await database.db
        .select()
        .from(permissions)
        .where(eq(permissions.bookingId, payment.bookingId));
      expect(permission).toHaveLength(1);
      expect(
        await database.db.select().from(mails).where(eq(mails.permissionId, permission[0].id)),
      ).toHaveLength(1);
      expect(
        await database.db.select().from(bills).where(eq(bills.bookingId, payment.bookingId)),
      ).toHaveLength(1);
      expect(
        await database.db
          .select()
          .from(paymentEvents)
          .where(and(eq(paymentEvents.paymentId, payment.id), eq(paymentEvents.status, 'paid'))),
      ).toHaveLength(1);
      expect(permissionId).toBe(permission[0].id);
    });

    it('a hold that ran out is lapsed once, with one provider look-up, while both run their timers', async () => {
      const r = await reserve(b(), hourFromNow(4), 'lapse@example.de');
      expect(r.status).toBe(200);
      const checkoutId = r.body.paymentId as string;
      const paymentId = await expireHold(checkoutId);
      await until(async () => (await paymentStatus(paymentId)) === 'expired');
      await pause(1000); // several more rounds of both instances
      expect(await eventsOf(paymentId, 'lapse')).toBe(1);
      const lookUps = sumup.requests.filter(
        (q) => q.method === 'GET' && q.path === `/v0.1/checkouts/${checkoutId}`,
      );
      expect(lookUps).toHaveLength(1);
      // The visitor coming back is told the payment is over.
      expect((await fetch(`${a().url}/api/booking/checkout`, { headers: { cookie: r.cookie } })).status).toBe(
        424,
      );
    });

    it('a leader stopped by SIGTERM finishes its round first; then the other instance takes the jobs over', async () => {
      // A job round in flight on the leader: lapsing a hold waits for SumUp's answer.
      const hold = await reserve(leader, hourFromNow(5), 'drain-hold@example.de');
      expect(hold.status).toBe(200);
      const holdCheckout = hold.body.paymentId as string;
      const lookUp = provider.hold(holdCheckout);
      const holdPayment = await expireHold(holdCheckout);
      await lookUp.reached;

      leader.child.kill('SIGTERM');
      await until(
        async () => (await fetch(`${leader.url}/api/health/ready`).catch(() => null))?.status !== 200,
      );
      await pause(1000);
      // The lead is not given up while the round runs: nobody else lapses that hold meanwhile.
      expect(follower.output()).not.toContain(LEADS);
      expect(await paymentStatus(holdPayment)).toBe('pending');

      lookUp.open();
      expect(await leader.exited).toEqual({ code: 0, signal: null });
      expect(await paymentStatus(holdPayment)).toBe('expired');
      expect(await eventsOf(holdPayment, 'lapse')).toBe(1);

      // The survivor takes the lead and runs the jobs from now on.
      await until(() => follower.output().includes(LEADS));
      expect((await fetch(`${follower.url}/api/health/ready`)).status).toBe(200);
      const late = await reserve(follower, hourFromNow(7), 'after@example.de');
      const latePayment = await expireHold(late.body.paymentId as string);
      await until(async () => (await paymentStatus(latePayment)) === 'expired');
      expect(await eventsOf(latePayment, 'lapse')).toBe(1);
    });

    /** Moves a hold's end into the past, as if its 15 minutes had passed; returns the payment id. */
    async function expireHold(checkoutId: string): Promise<string> {
      const [p] = await database.db.select().from(payments).where(eq(payments.providerRef, checkoutId));
      await database.db
        .update(bookings)
        .set({ holdUntil: new Date(Date.now() - 1000) })
        .where(eq(bookings.id, p.bookingId));
      return p.id;
    }

    async function paymentStatus(id: string) {
      const [p] = await database.db.select().from(payments).where(eq(payments.id, id));
      return p.status;
    }

    async function eventsOf(paymentId: string, source: string) {
      const rows = await database.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.paymentId, paymentId), inArray(paymentEvents.source, [source])));
      return rows.length;
    }
  },
);
