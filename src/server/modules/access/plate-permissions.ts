import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { PermissionPeriod } from '../../../shared/domain/parking-price';
import type { FleetAccount, FleetAccounts, FleetMemory } from './fleet-memory';
import type { Db } from '../../db/client';
import { bookings, parkingStayClosures, parkingStays } from '../../db/schema';
import type { StayRow } from '../../db/rows';
import type { CatalogueReader } from '../../platform/catalogue/view';
import { gateSiteOf, permitAtSiteSql, type GateSite } from './gate-site';

// The car park's coverage rule in SQL, owned by access (the barrier) and read by renewal (pay by
// plate) through access's index.ts, so both price the uncovered part of a stay alike. It was
// in db/, which holds the kernel only (executor, rows, schema), not a feature's queries.

/**
 * A stay the stale-stay job closed as exit-missed (it has a closure) and still the plate's latest:
 * as far as anyone knows the car is still inside, so the exit barrier and pay by plate still
 * judge it like an open stay. Otherwise waiting out parking.staleStayHours would clear the
 * debt.
 */
export const staleClosedLatestSql = sql`(${parkingStays.status} = 'exit-missed'
  and exists (select 1 from ${parkingStayClosures} c where c.stay_id = ${parkingStays.id})
  and not exists (select 1 from ${parkingStays} later where later.plate_key = ${parkingStays.plateKey}
    and later.entry_at > ${parkingStays.entryAt}))`;

/**
 * The periods of the plate's paid permissions (bookings carrying the plate, walk-in payments of
 * a stay excluded) that may cover part of a stay from `entryAt` to `due`: ending after the entry
 * and starting (less the early-arrival allowance) by `due`. Read by the exit barrier (access)
 * and by pay by plate (renewal), so both price the uncovered part of a stay alike. Only
 * permissions valid at `site` (the stay's car park; null in a one-site shop) cover it.
 */
export function permissionPeriods(
  db: Db,
  plateKey: string,
  entryAt: Date,
  due: Date,
  earlyMs: number,
  site: GateSite | null,
): Promise<PermissionPeriod[]> {
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.plateKey, plateKey),
        eq(bookings.status, 'paid'),
        isNull(bookings.stayId),
        gt(bookings.endsAt, entryAt),
        lte(bookings.startsAt, new Date(due.getTime() + earlyMs)),
        permitAtSiteSql(site),
      ),
    );
}

/**
 * What pay by plate reads of the car park: the plate's stays still to be paid and the
 * permissions that cover part of them, by the same rules as the exit barrier (handed to the
 * pay-by-plate module by app.ts; the stays are this module's table).
 */
export class PlateStayReads {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueReader,
    /** The barrier's fleet memory and company billing's charges (ADR 066); absent without them. */
    private readonly fleet?: { memory: FleetMemory; accounts: FleetAccounts },
  ) {}

  /**
   * The company whose account the stay goes onto. An open stay: as the exit barrier will decide
   * it (the same memory of fleet plates in good standing), so pay by plate asks no money exactly
   * when the barrier opens with `account`. A stay that ended: the company its exit read charged,
   * whatever the company's standing is now, so a charged stay is never paid again and an
   * uncharged one is never let off.
   */
  async fleetAccount(stay: {
    id: string;
    plateKey: string;
    status: string;
  }): Promise<FleetAccount | undefined> {
    if (!this.fleet) return undefined;
    return stay.status === 'open'
      ? this.fleet.memory.accountOf(stay.plateKey)
      : this.fleet.accounts.chargedStay(stay.id);
  }

  /**
   * The plate's permission periods that may cover a stay at the site `siteId` (the stay's; see
   * permissionPeriods).
   */
  permissionPeriods(
    plateKey: string,
    entryAt: Date,
    due: Date,
    earlyMs: number,
    siteId: string,
  ): Promise<PermissionPeriod[]> {
    const site = gateSiteOf(this.catalogue.current().config, siteId);
    return permissionPeriods(this.db, plateKey, entryAt, due, earlyMs, site);
  }

  /**
   * The plate's stays that may still be paid: the open one(s), and those that left after
   * `exitedAfter` (payAfterExitHours), newest first, open ones before closed ones. A stay
   * closed as "exit missed" is not offered (a newer entry of the plate is open).
   */
  async payableStays(plateKey: string, exitedAfter: Date | null): Promise<StayRow[]> {
    return this.db
      .select()
      .from(parkingStays)
      .where(
        and(
          eq(parkingStays.plateKey, plateKey),
          or(
            eq(parkingStays.status, 'open'),
            staleClosedLatestSql,
            exitedAfter
              ? and(eq(parkingStays.status, 'closed'), gt(parkingStays.exitAt, exitedAfter))
              : sql`false`,
          ),
        ),
      )
      .orderBy(sql`(${parkingStays.status} = 'open') desc`, desc(parkingStays.entryAt))
      .limit(5);
  }
}
