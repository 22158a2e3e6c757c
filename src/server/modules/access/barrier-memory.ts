import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PermissionPeriod } from '../../../shared/domain/parking-price';
import type { Database, Db } from '../../db/client';
import { listenForSchema, type ListenLog } from '../../db/listen';
import { ANY_PLATE, onPlatesChanged } from '../../db/plate-changes';
import type { DeviceRow, StayRow } from '../../db/rows';
import type { AccessRepository, BarrierStay, PlatePermission } from './repository';
import type { DecisionView } from './decide';
import { opensAt, type GateSite } from './gate-site';

/** The channel the triggers of migration 0015 NOTIFY on: "<schema> <plateKey>" or "<schema> #devices". */
export const BARRIER_CHANNEL = 'access_barrier';
/**
 * How far back the memory keeps stays closed by an exit and ended permissions. A decision needs
 * only the last 15 minutes (RECENT_EXIT_MS); the rest covers a clock set back (tests, a
 * corrected server clock) between a load and a decision.
 */
const KEEP_MS = 24 * 3_600_000;

interface PlateMemory {
  /** Paid bookings carrying the plate, latest end first (the SQL's order). */
  permits: PlatePermission[];
  stays: BarrierStay[];
}

const NO_PLATE: PlateMemory = { permits: [], stays: [] };

/**
 * What a barrier decision needs, in memory (ADR 036): per plate its paid bookings
 * and the stays a decision may judge, the plates with an open stay (the walk-in count), and the
 * active devices. It loads all of it on first use and on every `resyncMs` (the fallback), and
 * reloads single plates when they change:
 * - on this instance, right after the writer's commit, through the in-process port
 *   (db/plate-changes.ts, called by the booking and stay writers): the plate is marked and the
 *   next decision on it reloads it first, so an answer given after the write's answer sees it;
 * - from other instances through LISTEN (the triggers of migration 0015 NOTIFY at commit);
 *   also on PGlite, where its one session hears its own NOTIFYs (writes by hand, tests).
 * A decision on a plate with no mark reads no row.
 */
export class BarrierMemory implements DecisionView {
  private plates = new Map<string, PlateMemory>();
  /** Plates with an open stay: the entry barrier counts the walk-ins among them. */
  private openPlates = new Set<string>();
  /**
   * The same per site (ADR 060): a site's entry barrier and its free places walk its own open
   * stays only, so a town of many car parks costs each gate what one car park did.
   */
  private openBySite = new Map<string, Set<string>>();
  private devices = new Map<string, DeviceRow>();
  /** Counts the loads applied: the open stays and permits may have changed when it moved. */
  private loads = 0;
  /** Marked plates: the next decision on one reloads it first. */
  private dirty = new Set<string>();
  /** Everything is to be reloaded (start, resync, a bulk change, a new LISTEN). */
  private full = true;
  private devicesStale = true;
  private devicesLoad: Promise<void> | undefined;
  private loading: Promise<void> | undefined;
  private loadingNow: ReadonlySet<string> | 'all' | undefined;
  private readonly fences = new Map<string, () => void>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private readonly offLocal: () => void;
  private readonly timer: NodeJS.Timeout;
  private listener: ReturnType<typeof listenForSchema> | undefined;

  constructor(
    private readonly deps: {
      repo: AccessRepository;
      db: Db;
      clock: () => Date;
      log: ListenLog;
      /** LISTENs on its dedicated connection (absent: in-process changes and the resync only). */
      database?: Pick<Database, 'schemaName' | 'dedicatedConnection'>;
      resyncMs: number;
    },
  ) {
    this.offLocal = onPlatesChanged(deps.db, (keys) => this.changed(keys));
    this.timer = setInterval(() => {
      this.full = true;
      this.devicesStale = true;
      void this.kick().catch(() => undefined);
    }, deps.resyncMs);
    this.timer.unref();
    if (deps.database) {
      this.listener = listenForSchema({
        database: deps.database,
        channel: BARRIER_CHANNEL,
        what: 'barrier',
        log: deps.log,
        onPayload: (rest) => {
          if (rest === '#devices') this.devicesStale = true;
          else if (rest.startsWith('#fence ')) this.fences.get(rest.slice(7))?.();
          else this.changed([rest]);
        },
        // NOTIFYs sent while nobody listened are lost: read everything again.
        onListening: () => this.changed([ANY_PLATE]),
      });
    }
  }

  /**
   * Resolves when a change of the plate is heard (in process or by NOTIFY). Ask before the
   * write: a test of two instances waits for it instead of sleeping.
   */
  nextChange(plateKey: string): Promise<void> {
    return new Promise((resolve) => {
      const set = this.waiters.get(plateKey) ?? new Set<() => void>();
      this.waiters.set(plateKey, set);
      set.add(resolve);
    });
  }

  /** Marks plates changed (ANY_PLATE: all); their next decision reloads them first. */
  changed(keys: readonly string[]): void {
    for (const k of keys) {
      const waiting = this.waiters.get(k);
      this.waiters.delete(k);
      for (const fn of waiting ?? []) fn();
      if (k === ANY_PLATE) this.full = true;
      else this.dirty.add(k);
    }
    // Reload at once in the background, so that mostly the decision finds the plate fresh.
    void this.kick().catch(() => undefined);
  }

  /** Marks the devices changed (a device created or revoked on this instance). */
  devicesChanged(): void {
    this.devicesStale = true;
  }

  /**
   * Resolves once every change committed before this call is in memory: a NOTIFY round trip
   * (NOTIFYs arrive in commit order) and the reloads it caused. For tests and tools that write
   * the tables by hand; a decision never waits for it.
   */
  async synced(): Promise<void> {
    if (this.listener) {
      await this.listener.started;
      const token = randomUUID();
      const heard = new Promise<void>((resolve) => this.fences.set(token, resolve));
      await this.deps.db.execute(
        sql`select pg_notify(${BARRIER_CHANNEL}, current_schema() || ${' #fence ' + token})`,
      );
      await heard;
      this.fences.delete(token);
    } else {
      this.full = true;
    }
    this.devicesStale = true;
    await this.fresh();
  }

  /** Resolves when the plate (undefined: every plate) holds no change it has not loaded. */
  async fresh(plateKey?: string): Promise<void> {
    while (this.stale(plateKey)) {
      try {
        await this.kick();
      } catch (err) {
        // The database is away: decide from what is known (the barrier must answer).
        this.deps.log.warn({ err }, 'barrier memory reload failed; deciding from memory');
        return;
      }
    }
  }

  private stale(plateKey?: string): boolean {
    if (this.full || this.loadingNow === 'all') return true;
    if (plateKey === undefined) return this.dirty.size > 0 || this.loadingNow !== undefined;
    return this.dirty.has(plateKey) || (this.loadingNow?.has(plateKey) ?? false);
  }

  /** One reload loop at a time; marks made while it reads are read in its next turn. */
  private kick(): Promise<void> {
    this.loading ??= this.pump().finally(() => {
      this.loading = undefined;
      this.loadingNow = undefined;
    });
    return this.loading;
  }

  private async pump(): Promise<void> {
    while (this.full || this.dirty.size > 0) {
      const since = new Date(this.deps.clock().getTime() - KEEP_MS);
      if (this.full) {
        this.full = false;
        this.dirty.clear();
        this.loadingNow = 'all';
        try {
          const snap = await this.deps.repo.barrierSnapshot(since);
          this.plates = new Map();
          this.openPlates = new Set();
          this.openBySite = new Map();
          this.applySnapshot(undefined, snap);
        } catch (err) {
          this.full = true;
          throw err;
        }
      } else {
        const keys = new Set(this.dirty);
        this.dirty.clear();
        this.loadingNow = keys;
        try {
          this.applySnapshot(keys, await this.deps.repo.barrierSnapshot(since, [...keys]));
        } catch (err) {
          for (const k of keys) this.dirty.add(k);
          throw err;
        }
      }
      this.loadingNow = undefined;
    }
  }

  private applySnapshot(
    keys: ReadonlySet<string> | undefined,
    snap: Awaited<ReturnType<AccessRepository['barrierSnapshot']>>,
  ): void {
    this.loads++;
    const fresh = new Map<string, PlateMemory>();
    const of = (k: string) => {
      let m = fresh.get(k);
      if (!m) fresh.set(k, (m = { permits: [], stays: [] }));
      return m;
    };
    for (const s of snap.stays) of(s.plateKey).stays.push(s);
    for (const p of snap.permits) {
      of(p.plateKey).permits.push({
        bookingId: p.bookingId,
        startsAt: p.startsAt,
        endsAt: p.endsAt,
        stayId: p.stayId,
        templateId: p.templateId,
        siteId: p.siteId,
      });
    }
    for (const k of keys ?? []) {
      for (const s of this.plates.get(k)?.stays ?? []) this.openBySite.get(s.siteId)?.delete(k);
      this.plates.delete(k);
      this.openPlates.delete(k);
    }
    for (const [k, m] of fresh) {
      m.permits.sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime());
      this.plates.set(k, m);
      for (const s of m.stays) {
        if (s.status !== 'open') continue;
        this.openPlates.add(k);
        let set = this.openBySite.get(s.siteId);
        if (!set) this.openBySite.set(s.siteId, (set = new Set()));
        set.add(k);
      }
    }
  }

  /**
   * A number that moves whenever the stays and permits in memory may have changed (a plate
   * reloaded, everything read again); equal numbers mean the same memory. Read it after
   * `fresh()` to have every change committed before the call in it.
   */
  get version(): number {
    return this.loads;
  }

  // ---- devices ----

  /**
   * The active device with this key hash: from memory, reloaded after a create or revoke here
   * or a NOTIFY from another instance. A key not in memory is looked up (a device created on
   * another instance a moment ago); a revocation holds here once its NOTIFY is heard.
   */
  async device(keyHash: string): Promise<DeviceRow | undefined> {
    if (this.devicesStale) {
      this.devicesLoad ??= (async () => {
        this.devicesStale = false;
        try {
          this.devices = new Map((await this.deps.repo.activeDevices()).map((d) => [d.keyHash, d]));
        } catch (err) {
          this.devicesStale = true;
          throw err;
        } finally {
          this.devicesLoad = undefined;
        }
      })();
    }
    if (this.devicesLoad) await this.devicesLoad;
    return this.devices.get(keyHash) ?? (await this.deps.repo.deviceByKeyHash(keyHash));
  }

  // ---- the decision's questions (the same answers as AccessRepository's SQL) ----

  private plate(key: string): PlateMemory {
    return this.plates.get(key) ?? NO_PLATE;
  }

  permissionsAt(plateKey: string, at: Date, site: GateSite | null, earlyMs = 0): PlatePermission[] {
    const until = at.getTime() + earlyMs;
    return this.plate(plateKey).permits.filter(
      (p) => p.endsAt > at && p.startsAt.getTime() <= until && opensAt(site, p),
    );
  }

  permissionPeriods(
    plateKey: string,
    entryAt: Date,
    due: Date,
    earlyMs: number,
    site: GateSite | null,
  ): PermissionPeriod[] {
    const until = due.getTime() + earlyMs;
    return this.plate(plateKey)
      .permits.filter(
        (p) => p.stayId === null && p.endsAt > entryAt && p.startsAt.getTime() <= until && opensAt(site, p),
      )
      .map((p) => ({ startsAt: p.startsAt, endsAt: p.endsAt }));
  }

  currentStay(plateKey: string, at: Date, recentExit: Date): StayRow | undefined {
    let best: BarrierStay | undefined;
    for (const s of this.plate(plateKey).stays) {
      if (s.entryAt > at) continue;
      const judged =
        s.status === 'open' ||
        (s.status === 'closed' && s.exitAt !== null && s.exitAt >= recentExit) ||
        s.staleLatest;
      if (judged && (!best || s.entryAt > best.entryAt)) best = s;
    }
    return best;
  }

  walkInsInside(exceptPlateKey: string, at: Date, site: GateSite | null): number {
    let n = 0;
    const plates = site ? (this.openBySite.get(site.id) ?? []) : this.openPlates;
    for (const k of plates) {
      if (k === exceptPlateKey) continue;
      const m = this.plate(k);
      const permitted = m.permits.some(
        (p) => p.stayId === null && p.startsAt <= at && p.endsAt > at && opensAt(site, p),
      );
      if (!permitted)
        n += m.stays.filter((s) => s.status === 'open' && (!site || s.siteId === site.id)).length;
    }
    return n;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.offLocal();
    await this.listener?.stop();
    await this.loading?.catch(() => undefined);
  }
}
