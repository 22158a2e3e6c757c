import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plateKey } from '../../shared/domain/plate';
import { loadShopConfig } from '../config/shop-config';
import { seedOperatorSession, type SeededOperator } from '../test/admin';
import { databases } from '../test/databases';
import { NOW, startTestApp, type TestApp } from '../test/harness';
import { migrate, openDatabase, type Database } from './client';

// A shop that ran before sites existed, upgraded (ADR 060): its database holds the catalogue in
// the old shape (top-level entrance and parking, templates without siteIds), tariff versions
// under `walk-in`, paid bookings, an open stay and a barrier's device. Starting the new version
// on it runs the sites migration, and everything a driver or operator had must work unchanged.

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** The last migration before sites (0019_signup_link_password). */
const BEFORE_SITES = 20;

/** A fresh database migrated up to, not including, the sites migration. */
async function openBeforeSites(kind: 'pglite' | 'postgres'): Promise<Database> {
  const database =
    kind === 'pglite'
      ? await openDatabase({ dataDir: 'memory://' })
      : await openDatabase({
          databaseUrl: process.env.TEST_DATABASE_URL!,
          schemaName: `t_${randomBytes(6).toString('hex')}`,
        });
  const all = readMigrationFiles({ migrationsFolder: MIGRATIONS });
  expect(all.length).toBeGreaterThan(BEFORE_SITES);
  // As client.ts's migrate() applies them, only without the sites migration and those after it.
  const migrations = all.slice(0, BEFORE_SITES).map((m) => ({
    ...m,
    sql: m.sql.map((s) => s.replaceAll('"public".', '')),
  }));
  const internal = database.db as unknown as {
    dialect: { migrate(m: unknown, s: unknown, c: unknown): Promise<void> };
    session: unknown;
  };
  await internal.dialect.migrate(migrations, internal.session, {
    migrationsFolder: MIGRATIONS,
    migrationsSchema: database.schemaName === 'public' ? 'drizzle' : database.schemaName,
  });
  if (kind === 'pglite') return database;
  return {
    ...database,
    async close() {
      await database.db.execute(sql.raw(`drop schema if exists "${database.schemaName}" cascade`));
      await database.close();
    },
  };
}

/** The one-site demo's catalogue document as the shop stored it before sites. */
function documentBeforeSites(): Record<string, unknown> {
  const parsed = JSON.parse(JSON.stringify(loadShopConfig(undefined)));
  const { sites, templates, ...rest } = parsed;
  const [site] = sites;
  return {
    ...rest,
    entrance: site.entrance,
    parking: site.parking,
    templates: templates.map(({ siteIds: _, ...t }: { siteIds: string[] }) => t),
  };
}

const DEVICE_KEY = 'dev_migrated-barrier-key-0123456789abcdef';
const PERMIT_PLATE = 'FR-MP 100';
const DAY_PLATE = 'FR-DT 200';
const STAY_PLATE = 'FR-ST 300';
const WRITTEN = new Date('2026-10-15T08:00:00Z');
/** The walk-in tariff scheduled before the upgrade, in force at NOW (the document still has v1). */
const WALK_IN_V2 = { firstStepPrice: 300, pricePerStep: 250, dailyCap: 2000 };

interface Seeded {
  permitBooking: string;
  dayBooking: string;
  permitPermission: string;
  permitSecret: string;
  retiredBooking: string;
  retiredPermission: string;
  retiredSecret: string;
}

async function seedBeforeSites(database: Database): Promise<Seeded> {
  const x = (q: ReturnType<typeof sql>) => database.db.execute(q);
  const doc = documentBeforeSites() as {
    templates: { id: string; tariff: unknown }[];
    parking: { tariff: unknown };
  };
  // A product retired before the upgrade: its tickets must still open.
  const dayTemplate = doc.templates.find((t) => t.id === 'tagesticket')!;
  const retired = [{ ...dayTemplate, id: 'wochenende', name: 'Wochenendticket' }];
  await x(sql`insert into catalogue (id, revision, document, retired, updated_at)
    values (1, 3, ${JSON.stringify(doc)}::jsonb, ${JSON.stringify(retired)}::jsonb, ${WRITTEN})`);
  for (const t of doc.templates) {
    await x(sql`insert into catalogue_tariffs (template_id, version, valid_from, tariff, created_at)
      values (${t.id}, 1, ${new Date('2026-01-01T00:00:00Z')}, ${JSON.stringify(t.tariff)}::jsonb, ${WRITTEN})`);
  }
  await x(sql`insert into catalogue_tariffs (template_id, version, valid_from, tariff, created_at) values
    ('walk-in', 1, ${new Date('2026-01-01T00:00:00Z')}, ${JSON.stringify(doc.parking.tariff)}::jsonb, ${WRITTEN}),
    ('walk-in', 2, ${new Date('2026-11-01T00:00:00Z')}, ${JSON.stringify(WALK_IN_V2)}::jsonb, ${WRITTEN})`);

  const booking = async (b: {
    templateId: string;
    startsAt: string;
    endsAt: string;
    price: number;
    plate: string;
    mail: string;
  }) => {
    const id = randomUUID();
    const contact = { mail: b.mail, firstName: 'Erika', lastName: 'Alt' };
    const ids = [{ source: 'lp', code: b.plate }];
    await x(sql`insert into bookings (id, template_id, starts_at, ends_at, display_end, slot_count,
        price_cents, contact, identifications, language, status, plate_key, created_at)
      values (${id}, ${b.templateId}, ${new Date(b.startsAt)}, ${new Date(b.endsAt)},
        ${new Date(Date.parse(b.endsAt) - 1000)}, 1, ${b.price}, ${JSON.stringify(contact)}::jsonb,
        ${JSON.stringify(ids)}::jsonb, 'de', 'paid', ${plateKey(b.plate)}, ${WRITTEN})`);
    const paymentId = randomUUID();
    await x(sql`insert into payments (id, booking_id, provider, provider_ref, method, amount_cents, status,
        created_at, updated_at)
      values (${paymentId}, ${id}, 'demo', ${`ref-${paymentId.slice(0, 8)}`}, 'card', ${b.price}, 'paid',
        ${WRITTEN}, ${WRITTEN})`);
    const permissionId = randomUUID();
    const secret = randomBytes(24).toString('base64url');
    await x(sql`insert into permissions (id, booking_id, template_id, secret, ticket_code, identifications, created_at)
      values (${permissionId}, ${id}, ${b.templateId}, ${secret}, ${`T-${permissionId.slice(0, 8)}`},
        ${JSON.stringify(ids)}::jsonb, ${WRITTEN})`);
    return { id, permissionId, secret };
  };
  const permit = await booking({
    templateId: 'monatsparken',
    startsAt: '2026-10-31T23:00:00Z',
    endsAt: '2026-11-30T23:00:00Z',
    price: 8900,
    plate: PERMIT_PLATE,
    mail: 'monat@example.de',
  });
  const day = await booking({
    templateId: 'tagesticket',
    startsAt: '2026-11-24T23:00:00Z',
    endsAt: '2026-11-25T23:00:00Z',
    price: 1500,
    plate: DAY_PLATE,
    mail: 'tag@example.de',
  });
  const weekend = await booking({
    templateId: 'wochenende',
    startsAt: '2026-11-13T23:00:00Z',
    endsAt: '2026-11-15T23:00:00Z',
    price: 2000,
    plate: 'FR-WE 400',
    mail: 'wochenende@example.de',
  });
  const entry = new Date(NOW.getTime() - 150 * 60_000);
  await x(sql`insert into parking_stays (id, plate_key, plate, entry_at, status, paid_cents, created_at, updated_at)
    values (${randomUUID()}, ${plateKey(STAY_PLATE)}, ${STAY_PLATE}, ${entry}, 'open', 0, ${entry}, ${entry})`);
  const keyHash = createHash('sha256').update(DEVICE_KEY).digest('base64url');
  await x(sql`insert into access_devices (id, name, direction, key_hash, created_at)
    values (${randomUUID()}, 'Einfahrt Rathausgasse', 'both', ${keyHash}, ${WRITTEN})`);
  return {
    permitBooking: permit.id,
    dayBooking: day.id,
    permitPermission: permit.permissionId,
    permitSecret: permit.secret,
    retiredBooking: weekend.id,
    retiredPermission: weekend.permissionId,
    retiredSecret: weekend.secret,
  };
}

describe.each(databases)('a shop from before sites, upgraded, on $name', (db) => {
  let t: TestApp;
  let seeded: Seeded;
  let admin: SeededOperator;
  beforeAll(async () => {
    const database = await openBeforeSites(db.name);
    seeded = await seedBeforeSites(database);
    // What the server does at start: the pending migration (sites), then the app on the
    // stored catalogue, which the configuration only seeds into an empty database.
    await migrate(database);
    t = await startTestApp(db, { database, catalogueStart: 'seed', shopConfig: loadShopConfig(undefined) });
    admin = await seedOperatorSession(database.db, { now: NOW, role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
    await t?.database.close();
  });

  it('puts every old row at the one site "main" and keeps the tariff versions of the bookings', async () => {
    const rows = (q: ReturnType<typeof sql>) =>
      t.database.db.execute(q).then((r) => (r as unknown as { rows: Record<string, unknown>[] }).rows);
    expect(await rows(sql`select site_id, tariff_version from bookings order by template_id`)).toEqual([
      { site_id: 'main', tariff_version: 1 },
      { site_id: 'main', tariff_version: 1 },
      // Sold under a product that has no tariff versions (retired before versions were kept).
      { site_id: 'main', tariff_version: null },
    ]);
    expect(await rows(sql`select site_id from parking_stays`)).toEqual([{ site_id: 'main' }]);
    expect(await rows(sql`select site_id from access_devices`)).toEqual([{ site_id: 'main' }]);
  });

  it('the back office lists the bookings as before', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/bookings', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { id: string; templateId: string; priceCents: number; plate: string }[];
    expect(rows.map((r) => [r.id, r.templateId, r.priceCents, r.plate]).sort()).toEqual(
      [
        [seeded.permitBooking, 'monatsparken', 8900, PERMIT_PLATE],
        [seeded.dayBooking, 'tagesticket', 1500, DAY_PLATE],
        [seeded.retiredBooking, 'wochenende', 2000, 'FR-WE 400'],
      ].sort(),
    );
  });

  it("the driver's ticket page names the same product and entrance", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ticket/${seeded.permitPermission}/${seeded.permitSecret}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      permissionId: seeded.permitPermission,
      templateName: 'Monatsparken',
      licensePlate: PERMIT_PLATE,
      priceToBePaid: 8900,
      entrance: { address: 'Rathausgasse 12, 79098 Freiburg im Breisgau' },
    });
  });

  it('the ticket of a product retired before the upgrade still opens', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ticket/${seeded.retiredPermission}/${seeded.retiredSecret}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      templateName: 'Wochenendticket',
      priceToBePaid: 2000,
      entrance: { address: 'Rathausgasse 12, 79098 Freiburg im Breisgau' },
    });
  });

  it("the barrier's device still authenticates and opens for the paid permit", async () => {
    const ask = (plate: string, direction: 'entry' | 'exit') =>
      t.app.inject({
        method: 'POST',
        url: '/api/access/authorize',
        payload: { plate, direction },
        headers: { authorization: `Bearer ${DEVICE_KEY}` },
      });
    const permit = await ask(PERMIT_PLATE, 'entry');
    expect(permit.statusCode).toBe(200);
    expect(permit.json()).toMatchObject({ allowed: true, reason: 'permission' });
    // The day ticket starts in five days: no permission yet, so an exit without a stay stays shut.
    const early = await ask(DAY_PLATE, 'exit');
    expect(early.json()).toMatchObject({ allowed: false, reason: 'no-stay' });
    const wrongKey = await t.app.inject({
      method: 'POST',
      url: '/api/access/authorize',
      payload: { plate: PERMIT_PLATE, direction: 'entry' },
      headers: { authorization: `Bearer ${DEVICE_KEY}x` },
    });
    expect(wrongKey.statusCode).toBe(401);
  });

  it('the open stay is priced with the walk-in tariff version stored before the upgrade', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/permission/find',
      payload: { licensePlate: STAY_PLATE },
    });
    expect(res.statusCode).toBe(200);
    // 2 h 30 min inside: three started hours at version 2 (3,00 € + 2 × 2,50 €), not the
    // document's version 1 (2,50 € + 2 × 2,00 €).
    expect(res.json()).toMatchObject({ priceToBePaid: 800, alreadyPaid: false });
  });

  it('the catalogue answers with one site "main" and every product valid there', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/catalogue', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const doc = res.json().document as {
      sites: { id: string; parking?: { tariff: unknown } }[];
      templates: { id: string; siteIds: string[] }[];
    };
    expect(doc.sites.map((s) => s.id)).toEqual(['main']);
    expect(doc.templates.map((x) => x.siteIds)).toEqual([['main'], ['main'], ['main']]);
    // The export shows the tariff in force, as every catalogue answer does.
    expect(doc.sites[0].parking?.tariff).toEqual(WALK_IN_V2);
  });

  it('the public product list is the same three products, each valid at "main"', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/booking/templates' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { _id: string; siteIds: string[] }[];
    expect(list.map((x) => x._id)).toEqual(['kurzzeit', 'tagesticket', 'monatsparken']);
    expect(list.map((x) => x.siteIds)).toEqual([['main'], ['main'], ['main']]);
  });

  it('GET /api/sites lists the one car park', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sites' });
    expect(res.statusCode).toBe(200);
    const sites = res.json().sites as { id: string; name: string; entrance: { line: string | null } }[];
    expect(sites).toHaveLength(1);
    expect(sites[0]).toMatchObject({
      id: 'main',
      name: 'Parkhaus am Markt',
      entrance: { line: 'Rathausgasse 12, 79098 Freiburg im Breisgau' },
    });
  });
});
