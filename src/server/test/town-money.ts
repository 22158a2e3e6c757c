import type { Db } from '../db/client';
import { seedBooking } from './admin-seed';
import { insertStay } from './stays';

/**
 * Money and cars at the town demo's car parks (NOW: 2026-11-20 10:30 Berlin), written as the
 * shop writes them: the dashboard's, the exports' and the bills' tests of sites read the same
 * rows. Bill numbers say the site: 1xx Markt, 2xx Bahnhof, 9xx several sites.
 */
export async function seedTownMoney(db: Db) {
  const ids: Record<string, string> = {};
  // Markt: a reservation billed this month, a walk-in paid today, one sale of last month.
  ids.marktBooked = (
    await seedBooking(db, {
      templateId: 'kurzzeit',
      siteId: 'markt',
      startsAt: '2026-11-06T09:00:00Z',
      createdAt: '2026-11-05T09:00:00Z',
      priceCents: 1200,
      plate: 'FR-MA 1',
      payment: { method: 'Mollie' },
      bill: { number: 101, closingDate: '2026-11-05' },
    })
  ).id;
  const marktStay = await insertStay(db, {
    plate: 'FR-MW 1',
    entryAt: new Date('2026-11-20T07:00:00Z'),
    siteId: 'markt',
  });
  ids.marktWalkIn = (
    await seedBooking(db, {
      templateId: 'walk-in',
      siteId: 'markt',
      stayId: marktStay,
      startsAt: '2026-11-20T07:00:00Z',
      endsAt: '2026-11-20T09:00:00Z',
      createdAt: '2026-11-20T08:50:00Z',
      priceCents: 450,
      plate: 'FR-MW 1',
      payment: { method: 'Mollie' },
      bill: { number: 102, closingDate: '2026-11-20' },
    })
  ).id;
  ids.marktLastMonth = (
    await seedBooking(db, {
      templateId: 'tagesticket',
      siteId: 'markt',
      startsAt: '2026-10-29T09:00:00Z',
      createdAt: '2026-10-28T09:00:00Z',
      priceCents: 5000,
      payment: { method: 'Mollie' },
      bill: { number: 100, closingDate: '2026-10-28' },
    })
  ).id;
  // Bahnhof: a day ticket partly credited, a walk-in paid yesterday, two cars inside.
  ids.bahnhofBooked = (
    await seedBooking(db, {
      templateId: 'bahnhof-tag',
      siteId: 'bahnhof',
      startsAt: '2026-11-11T09:00:00Z',
      createdAt: '2026-11-10T09:00:00Z',
      priceCents: 800,
      plate: 'FR-BA 1',
      payment: { method: 'Sumup' },
      bill: { number: 201, closingDate: '2026-11-10' },
      creditNote: { number: 1, closingDate: '2026-11-12', grossCents: 200 },
    })
  ).id;
  ids.bahnhofWalkIn = (
    await seedBooking(db, {
      templateId: 'walk-in',
      siteId: 'bahnhof',
      startsAt: '2026-11-19T07:00:00Z',
      endsAt: '2026-11-19T08:00:00Z',
      createdAt: '2026-11-19T08:00:00Z',
      priceCents: 300,
      plate: 'FR-BW 1',
      payment: { method: 'Mollie' },
      bill: { number: 202, closingDate: '2026-11-19' },
    })
  ).id;
  await insertStay(db, { plate: 'FR-BS 1', entryAt: new Date('2026-11-20T06:00:00Z'), siteId: 'bahnhof' });
  await insertStay(db, { plate: 'FR-BS 2', entryAt: new Date('2026-11-20T08:00:00Z'), siteId: 'bahnhof' });
  await insertStay(db, {
    plate: 'FR-BS 3',
    entryAt: new Date('2026-11-19T06:00:00Z'),
    exitAt: new Date('2026-11-19T08:00:00Z'),
    siteId: 'bahnhof',
  });
  // The city-wide monthly permit (Markt and Bahnhof): no one site's, covering now.
  ids.cityWide = (
    await seedBooking(db, {
      templateId: 'monatsparken',
      siteId: null,
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
      createdAt: '2026-11-02T09:00:00Z',
      priceCents: 9000,
      plate: 'FR-CW 1',
      payment: { method: 'Sepa' },
      bill: { number: 901, closingDate: '2026-11-02' },
    })
  ).id;
  return ids;
}
