import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionListSchema } from '../../../shared/schemas/portal';
import { loadShopConfig, parseShopConfig } from '../../config/shop-config';
import { databases } from '../../test/databases';
import { reserveBody, startTestApp, type TestApp } from '../../test/harness';
import {
  bookAndPayAsCustomer,
  DAY_TICKET,
  loginNewCustomer,
  portalShopConfig,
  sapi,
} from '../../test/portal';

/** The town of three car parks (markt, bahnhof, pr-west), as `npm start` shows it. */
function townConfig() {
  const town = loadShopConfig(undefined, 'town');
  // One customer books twice; the open-holds caps have their own tests.
  return parseShopConfig({ ...town, maxOpenHoldsPerClient: 10_000, maxHoldsPerClientPerProduct: null });
}

const ADDRESS = {
  streetName: 'Hauptstraße',
  buildingNumber: '1',
  zipCode: '79098',
  city: 'Freiburg',
  country: 'DE',
};

describe.each(databases)("the portal's booking list names the car park on $name", (db) => {
  let town: TestApp;
  let oneSite: TestApp;
  beforeAll(async () => {
    town = await startTestApp(db, { shopConfig: townConfig() });
    oneSite = await startTestApp(db, { shopConfig: portalShopConfig() });
  });
  afterAll(async () => {
    await town.close();
    await oneSite.close();
  });

  it("names the station garage of a day there, and where a city-wide permit is valid; a one-site shop's list names none", async () => {
    const customer = await loginNewCustomer(town.database.db);
    let cookie = customer.cookie;
    // A day at the station garage (valid there only), from midnight in Freiburg.
    const station = await bookAndPayAsCustomer(
      town.app,
      cookie,
      reserveBody({
        selection: { templateId: 'bahnhof-tag', startTime: '2026-11-20T23:00:00.000Z', slotCount: 1 },
        identifications: [{ source: 'lp', code: 'F-BH 1' }],
      }),
    );
    cookie = station.cookie ?? cookie;
    // The monthly permit valid at the market and the station garage.
    const permit = await bookAndPayAsCustomer(
      town.app,
      cookie,
      reserveBody({
        selection: { templateId: 'monatsparken', startTime: '2026-11-19T23:00:00.000Z', slotCount: 1 },
        // A monthly permit asks for the full address.
        contact: { mail: customer.mail, firstName: 'Erika', lastName: 'Mustermann', address: ADDRESS },
        identifications: [{ source: 'lp', code: 'F-MP 2' }],
      }),
    );
    cookie = permit.cookie ?? cookie;

    const res = await sapi(town.app, cookie, 'GET', '/sapi/permission/list');
    expect(res.statusCode, res.body).toBe(200);
    const list = permissionListSchema.parse(res.json());
    expect(list.count).toBe(2);
    const day = list.data.find((p) => p._id === station.permissionId)!;
    expect(day.site).toEqual({ id: 'bahnhof', name: 'Parkhaus am Hauptbahnhof' });
    expect(day.validAt).toBeUndefined();
    const monthly = list.data.find((p) => p._id === permit.permissionId)!;
    expect(monthly.site).toBeUndefined();
    expect(monthly.validAt).toEqual([
      { id: 'markt', name: 'Parkhaus am Markt' },
      { id: 'bahnhof', name: 'Parkhaus am Hauptbahnhof' },
    ]);

    // A one-site shop: the answer reads exactly as before there were sites.
    const single = await loginNewCustomer(oneSite.database.db);
    const booked = await bookAndPayAsCustomer(oneSite.app, single.cookie);
    const plain = await sapi(oneSite.app, booked.cookie ?? single.cookie, 'GET', '/sapi/permission/list');
    expect(plain.statusCode, plain.body).toBe(200);
    const [only] = plain.json().data;
    expect(only.templateId).toBe(DAY_TICKET.templateId);
    expect(only).not.toHaveProperty('site');
    expect(only).not.toHaveProperty('validAt');
  });
});
