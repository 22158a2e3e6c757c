import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShopConfig } from '../config/shop-config';
import { openDatabase, type Database } from '../db/client';
import { bills, bookings, mails, paymentEvents, payments, permissions } from '../db/schema';
import { startChildServer, type ChildServer } from '../test/child-server';
import type { FakeRequest, ProviderFake } from '../test/fakes/http-fake';
import { serveFake } from '../test/fakes/http-fake';
import { SumUpFake } from '../test/fakes/sumup-fake';

const databaseUrl = process.env.TEST_DATABASE_URL;
const LEADS = 'this instance now leads the background jobs';

/** Holds SumUp's answer about one checkout until the test opens it (a slow provider). */
class Gate {
  private arrive!: () => void;
  private release!: () => void;
  /** Resolves once the shop's request is waiting at the gate. */
  readonly reached = new Promise<void>((r) => (this.arrive = r));
  readonly opened = new Promise<void>((r) => (this.release = r));
  arrived() {
    this.arrive();
  }
  open() {
    this.release();
  }
}

/**
 * Two real shop processes (server.ts, as `npm start` runs it) on one PostgreSQL schema behind
 * no proxy: the test spreads the calls over both. PGlite is one process's database by design,
 * so this runs only with TEST_DATABASE_URL (CI sets it).
 */
describe.skipIf(!databaseUrl)(
  'two instances on one PostgreSQL database (PostgreSQL only: PGlite serves one process)',
  () => {
    const sumup = new SumUpFake();
    const gates = new Map<string, Gate>();
    const gated: ProviderFake = {
      requests: sumup.requests,
      async handle(req: FakeRequest) {
        const id = /^\/v0\.1\/checkouts\/([^/]+)$/.exec(req.path)?.[1];
        const gate = req.method === 'GET' && id ? gates.get(decodeURIComponent(id)) : undefined;
        if (gate) {
          gate.arrived();
          await gate.opened;
        }
        return sumup.handle(req);
      },
    };
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
      fake = await serveFake(gated);
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
    });

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      for (const g of gates.values()) g.open();
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
      // The session made on one instance is known to the other.
      const co = await fetch(`${b().url}/api/booking/checkout`, { headers: { cookie: r.cookie } });
      expect(co.status).toBe(200);
      expect(((await co.json()) as { permissionId: string }).permissionId).toBe(permission[0].id);
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

    it('SIGTERM drains: not ready, in-flight request and job round finish, exit 0; the other instance takes the jobs over', async () => {
      // A job round in flight on the leader: lapsing a hold waits for SumUp's answer.
      const hold = await reserve(leader, hourFromNow(5), 'drain-hold@example.de');
      expect(hold.status).toBe(200);
      const holdCheckout = hold.body.paymentId as string;
      const jobGate = new Gate();
      gates.set(holdCheckout, jobGate);
      const holdPayment = await expireHold(holdCheckout);
      await jobGate.reached;

      // A request in flight: the payer is back, the checkout poll waits for SumUp's answer.
      const paid = await reserve(leader, hourFromNow(6), 'drain-paid@example.de');
      expect(paid.status).toBe(200);
      const paidCheckout = paid.body.paymentId as string;
      sumup.pay(paidCheckout);
      const requestGate = new Gate();
      gates.set(paidCheckout, requestGate);
      const inFlight = fetch(`${leader.url}/api/booking/checkout`, { headers: { cookie: paid.cookie } });
      await requestGate.reached;

      leader.child.kill('SIGTERM');
      // During the grace time the load balancer is told to stop sending traffic.
      // (The signal takes a moment to arrive.)
      let ready = await fetch(`${leader.url}/api/health/ready`);
      await until(async () => (ready = await fetch(`${leader.url}/api/health/ready`)).status !== 200);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { code: string }).code).toBe('DRAINING');
      // Then no new connections, while the request and the round are still waiting.
      await until(async () => {
        try {
          await fetch(`${leader.url}/api/health`);
          return false;
        } catch {
          return true;
        }
      });
      expect(leader.child.exitCode).toBeNull();
      // The leader has not given up the lock while its round runs.
      expect(follower.output()).not.toContain(LEADS);

      requestGate.open();
      jobGate.open();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { permissionId?: string }).permissionId).toEqual(expect.any(String));
      expect(await leader.exited).toEqual({ code: 0, signal: null });
      expect(await paymentStatus(holdPayment)).toBe('expired');
      expect(await eventsOf(holdPayment, 'lapse')).toBe(1);

      // The survivor takes the lead and runs the jobs from now on.
      await until(() => follower.output().includes(LEADS));
      ready = await fetch(`${follower.url}/api/health/ready`);
      expect(ready.status).toBe(200);
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

async function reserve(server: ChildServer, startTime: string, mail: string) {
  const res = await fetch(`${server.url}/api/booking/reserve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      selection: { templateId: 'kurzzeit', startTime, slotCount: 1 },
      contact: { mail, firstName: 'Gast', lastName: 'Zwei' },
      identifications: [{ source: 'lp', code: 'F-MI 42' }],
    }),
  });
  return {
    status: res.status,
    body: (await res.json()) as Record<string, unknown>,
    cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '',
  };
}

/** The start of the hour `n` hours after the current one (the hourly grid is whole UTC hours). */
function hourFromNow(n: number): string {
  const hour = 3600_000;
  return new Date((Math.floor(Date.now() / hour) + n) * hour).toISOString();
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean | Promise<boolean>, what = 'condition'): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(100);
  }
}
