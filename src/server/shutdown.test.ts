import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, paymentEvents, payments } from './db/schema';
import { childDatabases, type ChildDatabase } from './test/child-databases';
import { childReserve, hourFromNow, startChildServer, until, type ChildServer } from './test/child-server';
import { holdingFake, serveFake } from './test/fakes/http-fake';
import { checkoutLookUp, SumUpFake } from './test/fakes/sumup-fake';

/**
 * A rolling restart sends SIGTERM. The real server (a child process) then reports itself not
 * ready while it still serves for SHUTDOWN_GRACE_MS, stops accepting connections, lets the
 * request and the job round in flight finish (both wait for a slow SumUp) and exits 0.
 */
describe.each(childDatabases)('SIGTERM drains the shop on $name', ({ make }) => {
  const sumup = new SumUpFake();
  // Held by the test: a look-up of one checkout (by id), or the creation of any checkout.
  const provider = holdingFake(sumup, (req) =>
    req.method === 'POST' && req.path === '/v0.1/checkouts' ? 'create' : checkoutLookUp(req),
  );
  let fake: Awaited<ReturnType<typeof serveFake>>;
  let target: ChildDatabase;
  let server: ChildServer | undefined;
  beforeAll(async () => {
    fake = await serveFake(provider);
    target = make();
  });
  afterAll(async () => {
    provider.openAll();
    await server?.stop();
    await fake.close();
    await target.cleanup();
  });

  const env = () => ({
    ...target.env,
    PAYMENT_PROVIDER: 'sumup',
    SUMUP_API_KEY: sumup.apiKey,
    SUMUP_MERCHANT_CODE: sumup.merchantCode,
    SUMUP_API_URL: fake.url,
    JOBS_INTERVAL_MS: '200',
    SHUTDOWN_GRACE_MS: '1500',
  });

  it('answers ready 503 DRAINING, refuses new connections, finishes the request and the job round, exits 0', async () => {
    // A hold whose time ran out while the shop was down (PGlite: one process at a time).
    server = await startChildServer(env());
    const hold = await childReserve(server, hourFromNow(3), 'hold@example.de');
    expect(hold.status).toBe(200);
    const holdCheckout = hold.body.paymentId as string;
    await server.stop();
    const database = await target.open();
    const [holdPayment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerRef, holdCheckout));
    await database.db
      .update(bookings)
      .set({ holdUntil: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, holdPayment.bookingId));
    await database.close();

    // After the start, the first job round asks SumUp about it once more, and waits.
    const jobLookUp = provider.hold(holdCheckout);
    server = await startChildServer(env());
    await jobLookUp.reached;

    // A visitor reserves: the shop opens a SumUp checkout, and SumUp is slow to answer.
    const create = provider.hold('create');
    const inFlight = childReserve(server, hourFromNow(4), 'slow@example.de');
    await create.reached;

    server.child.kill('SIGTERM');
    const url = server.url;
    // The load balancer is told at once (the signal takes a moment to arrive) ...
    let ready = await fetch(`${url}/api/health/ready`);
    await until(async () => (ready = await fetch(`${url}/api/health/ready`)).status !== 200);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { code: string }).code).toBe('DRAINING');
    // ... and after the grace time new connections are refused, with both still waiting.
    await until(() =>
      fetch(`${url}/api/health`).then(
        () => false,
        () => true,
      ),
    );
    expect(server.child.exitCode).toBeNull();

    create.open();
    jobLookUp.open();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body.paymentId).toEqual(expect.any(String));
    expect(await server.exited).toEqual({ code: 0, signal: null });
    server = undefined;

    // The job round finished its work: the hold is lapsed, once.
    const after = await target.open();
    try {
      const [p] = await after.db.select().from(payments).where(eq(payments.id, holdPayment.id));
      expect(p.status).toBe('expired');
      const lapses = await after.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.paymentId, p.id), eq(paymentEvents.source, 'lapse')));
      expect(lapses).toHaveLength(1);
    } finally {
      await after.close();
    }
  }, 360_000); // two starts of a real server (each up to 120 s on a loaded machine: tsx, PGlite, migrations) and the drain
});
