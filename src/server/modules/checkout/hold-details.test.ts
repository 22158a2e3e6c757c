import { afterEach, describe, expect, it } from 'vitest';
import { databases } from '../../test/databases';
import {
  checkout,
  demoPay,
  NOW,
  reserve,
  reserveBody,
  slot,
  startTestApp,
  type TestApp,
} from '../../test/harness';

// The checkout poll stops once the hold has ended; the answers tell it when that is.
describe.each(databases)('checkout tells the hold end on $name', (db) => {
  let t: TestApp;
  afterEach(() => t?.close());
  const holdUntil = new Date(NOW.getTime() + 15 * 60_000).toISOString();

  it('409 while open and 424 after a lapse carry details.holdUntil; 404 has none', async () => {
    t = await startTestApp(db);
    const none = await checkout(t.app);
    expect(none.statusCode).toBe(404);
    expect(none.json().details).toBeUndefined();
    const r = await reserve(t.app);
    const open = await checkout(t.app, r.cookie);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({ code: 'PAYMENT_PENDING', details: { holdUntil } });
    t.advance(15 * 60_000);
    const lapsed = await checkout(t.app, r.cookie);
    expect(lapsed.statusCode).toBe(424);
    expect(lapsed.json()).toMatchObject({ code: 'PAYMENT_FAILED', details: { holdUntil } });
  });

  it('424 after a failed payment carries details.holdUntil', async () => {
    t = await startTestApp(db);
    const r = await reserve(
      t.app,
      reserveBody({ selection: { templateId: 'kurzzeit', startTime: slot(3), slotCount: 1 } }),
    );
    expect((await demoPay(t.app, r.json.paymentId, 'failed')).statusCode).toBe(303);
    const failed = await checkout(t.app, r.cookie);
    expect(failed.statusCode).toBe(424);
    expect(failed.json()).toMatchObject({ code: 'PAYMENT_FAILED', details: { holdUntil } });
  });
});
