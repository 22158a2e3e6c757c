import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentInbox, payments, permissions } from '../../db/schema';
import { childDatabases, type ChildDatabase } from '../../test/child-databases';
import { startChildServer, type ChildServer } from '../../test/child-server';
import { serveFake } from '../../test/fakes/http-fake';
import { SumUpFake } from '../../test/fakes/sumup-fake';

/**
 * The crash test: the server process is killed (SIGKILL, by its test-only hook) right after
 * SumUp's "PAID" was stored in the inbox and before the permission exists. Restarted on the
 * same database, with SumUp unreachable, its reconciliation issues the ticket from the stored
 * answer alone.
 */
describe.each(childDatabases)('crash between "paid" and the permission, on $name', ({ make }) => {
  const sumup = new SumUpFake();
  let fake: Awaited<ReturnType<typeof serveFake>>;
  let target: ChildDatabase;
  let server: ChildServer | undefined;
  beforeAll(async () => {
    fake = await serveFake(sumup);
    target = make();
  });
  afterAll(async () => {
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
  });

  // Two server processes start one after the other (each loads the whole server and opens the
  // database; seeded with the migrated template, neither runs initdb): on a busy machine that
  // can take more than the default minute, hence the test's own timeout at the end.
  it('is killed after storing PAID, and after the restart reconciliation issues the ticket', async () => {
    server = await startChildServer({ ...env(), TEST_KILL_AFTER_PAID_EVENT: '1' });
    const reserve = await fetch(`${server.url}/api/booking/reserve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        selection: { templateId: 'tagesticket', startTime: tomorrowBerlinMidnight(), slotCount: 1 },
        contact: { mail: 'crash@example.de' },
        identifications: [{ source: 'lp', code: 'B-CR 42' }],
      }),
    });
    expect(reserve.status).toBe(200);
    const reservation = (await reserve.json()) as { paymentId: string; paymentMethod: string };
    expect(reservation.paymentMethod).toBe('Sumup');
    const cookie = reserve.headers.get('set-cookie')!.split(';')[0];
    const checkoutId = reservation.paymentId;

    sumup.pay(checkoutId);
    // SumUp's webhook: the server fetches the checkout, stores PAID and dies.
    await fetch(`${server.url}/api/payments/sumup/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event_type: 'CHECKOUT_STATUS_CHANGED', id: checkoutId }),
    }).catch(() => undefined);
    const gone = await server.exited;
    expect(gone.signal).toBe('SIGKILL');
    server = undefined;

    // The state the crash left: PAID stored, payment pending, no permission.
    const database = await target.open();
    try {
      const [p] = await database.db.select().from(payments).where(eq(payments.providerRef, checkoutId));
      expect(p.status).toBe('pending');
      const stored = await database.db.select().from(paymentInbox).where(eq(paymentInbox.paymentId, p.id));
      expect(stored.map((s) => [s.kind, s.authoritative, s.status])).toEqual([
        ['webhook', false, null],
        ['webhook-fetch', true, 'paid'],
      ]);
      expect(
        await database.db.select().from(permissions).where(eq(permissions.bookingId, p.bookingId)),
      ).toHaveLength(0);
    } finally {
      await database.close();
    }

    // SumUp is unreachable now: only the stored answer can settle the payment.
    sumup.faultMode = 'down';
    server = await startChildServer(env());
    let status = 0;
    let data: { permissionId?: string; permissionSecret?: string } = {};
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const co = await fetch(`${server.url}/api/booking/checkout`, { headers: { cookie } });
      status = co.status;
      data = (await co.json()) as typeof data;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    const pdf = await fetch(`${server.url}/api/ticket/${data.permissionId}/${data.permissionSecret}.pdf`);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(server.output()).toContain('reconcile: applied provider answers that were stored but not settled');
    await server.stop();
    server = undefined;
  }, 180_000);
});

/** Midnight in Berlin of tomorrow (the day ticket's second slot), as an ISO instant. */
function tomorrowBerlinMidnight(): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + 86_400_000),
  );
  for (const offset of ['+01:00', '+02:00']) {
    const d = new Date(`${day}T00:00:00${offset}`);
    const back = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(d);
    if (back === '00') return d.toISOString();
  }
  throw new Error('no midnight');
}
