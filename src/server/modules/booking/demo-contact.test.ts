import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShopConfig } from '../../config/shop-config';
import { databases } from '../../test/databases';
import { reserve, reserveBody, startTestApp, type TestApp } from '../../test/harness';

/**
 * The demo shop's short-term parking asks only for the e-mail and the plate (ADR 054, spec §5
 * MailOnly): a driver parking for two hours types no name.
 */
describe.each(databases)('the demo’s short-term parking on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(db, { shopConfig: loadShopConfig(undefined) });
  });
  afterAll(() => t.close());

  it('books with an e-mail and a plate alone, and still refuses a booking without the plate', async () => {
    const ok = await reserve(t.app, reserveBody({ contact: { mail: 'kurz@example.de' } }));
    expect(ok.res.statusCode).toBe(200);
    expect(ok.json.paymentId).toEqual(expect.any(String));

    const noPlate = await reserve(
      t.app,
      reserveBody({ contact: { mail: 'kurz2@example.de' }, identifications: [] }),
    );
    expect(noPlate.res.statusCode).toBe(400);
    expect(noPlate.json.code).toMatch(/LICENSE_PLATE|IDENTIFIER/);
  });
});
