import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { plateKey } from '../../../shared/domain/plate';
import { isBuiltInDemo } from '../../config/built-in-demo';
import type { ShopConfig } from '../../config/shop-config';
import type { Db } from '../../db/client';
import { parkingStays } from '../../db/schema';
import { insertDemoStay } from '../access';

/**
 * The built-in demo shop's parked cars (README): whoever tries the demo can pay by plate at
 * once, at three prices (within the first hour, a few hours, past the daily cap). Entered
 * relative to the start; a plate that still has an open stay is left alone, so restarts and
 * a second instance change nothing. Only in the built-in demo (config/built-in-demo.ts).
 * In a demo town of several car parks (ADR 060) the cars stand in different ones, in the order
 * of the sites that take payments by plate, so paying names a different garage for each.
 */
export const DEMO_PARKED_CARS = [
  { plate: 'FR-PK 240', minutesAgo: 40 },
  { plate: 'FR-PK 300', minutesAgo: 3 * 60 },
  { plate: 'FR-PK 2600', minutesAgo: 26 * 60 },
] as const;

export async function seedDemoStays(
  env: Parameters<typeof isBuiltInDemo>[0],
  shop: ShopConfig,
  db: Db,
  now: Date,
): Promise<'seeded' | 'skipped'> {
  const sites = shop.sites.filter((s) => s.parking);
  if (!isBuiltInDemo(env) || !shop.acceptGuestRenewal || sites.length === 0) return 'skipped';
  let seeded = 0;
  for (const [i, car] of DEMO_PARKED_CARS.entries()) {
    const key = plateKey(car.plate);
    const open = await db
      .select({ id: parkingStays.id })
      .from(parkingStays)
      .where(and(eq(parkingStays.plateKey, key), eq(parkingStays.status, 'open')))
      .limit(1);
    if (open.length > 0) continue;
    // Stays are access's table (ADR 029): its writer inserts the row.
    await insertDemoStay(db, {
      id: randomUUID(),
      plateKey: key,
      plate: car.plate,
      siteId: sites[i % sites.length].id,
      entryAt: new Date(now.getTime() - car.minutesAgo * 60_000),
      status: 'open',
      paidCents: 0,
      createdAt: now,
      updatedAt: now,
    });
    seeded++;
  }
  return seeded > 0 ? 'seeded' : 'skipped';
}
