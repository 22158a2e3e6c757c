import type { Container, Mount } from '../../container';
import { parkingOf } from '../../config/sites';
import { BarrierMemory } from './barrier-memory';
import { FleetMemory, type FleetAccounts } from './fleet-memory';
import { gateSiteOf, opensAt } from './gate-site';
import { PlateStayReads } from './plate-permissions';
import { AccessRepository } from './repository';
import { accessAdminRoutes, accessDeviceRoutes, accessOperatorRoutes } from './routes';
import { AccessAdminService } from './access-admin';
import { DeviceService } from './devices';
import { AccessService } from './service';

/** The barrier's memory reads everything again this often, the fallback of LISTEN (ADR 036). */
const BARRIER_RESYNC_MS = 5 * 60_000;
/** How long the shutdown waits for the decisions not yet written (ADR 036). */
const DECISION_DRAIN_MS = 10_000;

/** The car park's access system (devices, plate reads, stays, barrier decisions). */
export function accessModule(c: Container, deps: { fleet?: FleetAccounts } = {}) {
  // One repository (its queue of decisions to write) and one memory per app.
  const repo = new AccessRepository(c.db);
  repo.onDecisionWriteError = (err, rows) =>
    c.log.error({ err, rows }, 'barrier decisions not written yet; retrying');
  const barrier = new BarrierMemory({
    repo,
    db: c.db,
    clock: c.clock,
    log: c.log,
    database: c.database,
    resyncMs: BARRIER_RESYNC_MS,
  });
  // The barrier's texts speak the shop language in its time zone, both pinned at start (ADR 025).
  const { shop } = c.catalogue.current().config;
  // Fleet plates of companies in good standing, beside the barrier's memory (ADR 066).
  const fleetMemory = deps.fleet
    ? new FleetMemory({ accounts: deps.fleet, clock: c.clock, ttlMs: BARRIER_RESYNC_MS })
    : undefined;
  const fleet = fleetMemory && deps.fleet ? { memory: fleetMemory, accounts: deps.fleet } : undefined;
  const access = new AccessService({
    repo,
    barrier,
    fleet,
    catalogue: c.catalogue,
    language: shop.language,
    timeZone: shop.timeZone,
  });
  const devices = new DeviceService({ repo, barrier, catalogue: c.catalogue });
  const admin = new AccessAdminService({ repo, catalogue: c.catalogue });
  const routes: Record<'operator' | 'device' | 'admin', Mount> = {
    operator: (app) =>
      app.register(accessOperatorRoutes, { operator: c.operator, devices, admin, clock: c.clock }),
    device: (app) => app.register(accessDeviceRoutes, { devices, access, clock: c.clock }),
    admin: (app) => app.register(accessAdminRoutes, { devices, admin, clock: c.clock }),
  };
  // The home page's free places (ADR 050): counted in the barrier's memory, which reloads only
  // the plates that changed: a request reads no row, and the count walks the open stays only.
  // Per site (ADR 060): its capacity less its own walk-ins (the first site when none is named).
  async function freePlaces(now: Date, siteId?: string): Promise<number | null> {
    const shop = c.catalogue.current().config;
    const capacity = parkingOf(shop, siteId)?.capacity;
    if (capacity === undefined) return null;
    await barrier.fresh();
    return Math.max(0, capacity - barrier.walkInsInside('', now, gateSiteOf(shop, siteId)));
  }
  /**
   * What the free places of every site are counted from: equal answers mean equal counts at
   * the same time (a permit that starts or ends still changes a count over time).
   */
  async function occupancyVersion(): Promise<number> {
    await barrier.fresh();
    return barrier.version;
  }
  // '' is no plate's key: every open stay is counted (the entry barrier's own query); without
  // a site, those of every site (the dashboard's "all car parks"; a car whose permit is valid at
  // another car park than the one it stands in counts as permitted there).
  const walkInsInside = (at: Date, siteId?: string) =>
    repo.walkInsInside(
      '',
      at,
      siteId === undefined ? null : gateSiteOf(c.catalogue.current().config, siteId),
    );
  /**
   * Walk-ins inside at every site, from one query (the dashboard's comparison of 200 car parks
   * asks once, not 200 times): a stay counts at its site unless a permit of its plate opens that
   * site's gate (`opensAt`, the rule of the per-site count); `total` is `walkInsInside(at)`, where
   * any permit keeps a car off the walk-in places.
   */
  async function walkInsBySite(at: Date): Promise<{ total: number; bySite: ReadonlyMap<string, number> }> {
    const shop = c.catalogue.current().config;
    const bySite = new Map<string, number>();
    let total = 0;
    for (const { siteId, n, permits } of await repo.openStaysWithPermits(at)) {
      if (permits.length === 0) total += n;
      const site = gateSiteOf(shop, siteId);
      if (!permits.some((p) => opensAt(site, p))) bySite.set(siteId, (bySite.get(siteId) ?? 0) + n);
    }
    return { total, bySite };
  }
  return {
    /** The companies module calls it when a fleet or a company's standing changed (ADR 066). */
    fleetChanged: () => fleetMemory?.changed(),
    /** Pay by plate reads a plate's stays and covering permissions through these. */
    plateStays: new PlateStayReads(c.db, c.catalogue, fleet),
    /**
     * What the jobs and the tests reach as app.shop.access: the jobs close stays whose exit was
     * never read; the tests wait for the barrier's memory and compare it with SQL.
     */
    forJobs: {
      closeStaleStays: (now: Date) => admin.closeStaleStays(now),
      barrierSynced: () => barrier.synced(),
      barrier,
      service: access,
      freePlaces,
      walkInsInside,
    },
    freePlaces,
    occupancyVersion,
    walkInsInside,
    walkInsBySite,
    /** The retention job deletes old stays and plate reads (RETENTION_STAY_DAYS). */
    deleteStaysBefore: (before: Date) => repo.deleteBefore(before),
    repo,
    /** Shutdown: stop listening, write the decisions not yet written (bounded wait). */
    async close() {
      await barrier.stop();
      let timer: NodeJS.Timeout | undefined;
      const drained = await Promise.race([
        repo.flushDecisions().then(() => true),
        new Promise<false>((r) => (timer = setTimeout(() => r(false), DECISION_DRAIN_MS))),
      ]);
      clearTimeout(timer);
      if (!drained) c.log.error('barrier decisions not written at shutdown');
    },
    routes,
  };
}
