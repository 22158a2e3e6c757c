import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SiteScope } from '../../platform/backoffice/site-scope';
import { siteCondition } from '../../platform/backoffice/site-scope-sql';
import { plateLockSql } from '../../db/locks';
import { ANY_PLATE, platesChanged } from '../../db/plate-changes';
import { permissionPeriods, staleClosedLatestSql } from './plate-permissions';
import { permitAtSiteSql, type GateSite, type SitedPermit } from './gate-site';
import type { PermissionPeriod } from '../../../shared/domain/parking-price';
import {
  accessAllowlistChanges,
  accessDecisions,
  accessDevices,
  accessEvents,
  bookings,
  parkingStayClosures,
  parkingStays,
  type StayStatus,
} from '../../db/schema';
import { inTransaction, type DbExecutor } from '../../db/executor';
import type { ClosureRow, DecisionRow, DeviceRow, EventRow, NewDecisionRow, StayRow } from '../../db/rows';

/** A stay with the operator's close, if any (the back office's lists). */
export type StayWithClosure = StayRow & { closure: ClosureRow | null };

/** The filters of the stay lists; the plate is already a plateKey prefix. */
export interface StayFilter {
  plateKey?: string;
  from?: Date;
  to?: Date;
  /** The operator's sites (ADR 060); null or absent: every site. */
  sites?: SiteScope;
}

/** The filters of the decisions log. */
export interface DecisionFilter {
  plateKey?: string;
  direction?: 'entry' | 'exit';
  allowed?: boolean;
  reason?: string;
  deviceId?: string;
  from?: Date;
  to?: Date;
  /** The sites of the deciding device (ADR 060); null or absent: every site. */
  sites?: SiteScope;
}

/** A paid booking that carries the plate (a permission, or a walk-in booking paying a stay). */
export interface PlatePermission {
  bookingId: string;
  startsAt: Date;
  endsAt: Date;
  stayId: string | null;
  /** Which site's gates it opens (gate-site.ts). */
  templateId: string;
  siteId: string | null;
}

/** A stay as the barrier's memory keeps it: `staleLatest` see staleClosedLatestSql. */
export type BarrierStay = StayRow & { staleLatest: boolean };

export interface AllowlistInterval {
  plateKey: string;
  validFrom: Date;
  validUntil: Date;
}

export { plateLockSql };

/** A permission's columns (PlatePermission), for the SQL decision and the barrier's memory. */
const PERMIT_COLUMNS = {
  bookingId: bookings.id,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  stayId: bookings.stayId,
  templateId: bookings.templateId,
  siteId: bookings.siteId,
};

/** Decisions kept while the database does not take them (about 30 MB); older ones are dropped. */
const MAX_QUEUED_DECISIONS = 100_000;
/** Rows per multi-row insert of decisions. */
const DECISION_BATCH_ROWS = 500;
/**
 * How long a decision waits for others to share its insert (ADR 036 addendum). Each insert is a
 * transaction of four statements; written as soon as the previous one ended, a busy barrier's
 * batches held a few rows each, and on PGlite, whose queries run on the server's own thread,
 * those transactions took seven eighths of the authorize call's time. 50 ms of waiting costs
 * nobody anything (the answer has gone) and adds 50 ms to what a crash of the process can lose.
 */
const DECISION_BATCH_MS = 50;

/** A queued decision as json_populate_recordset reads it: the table's column names. */
function decisionJson(r: NewDecisionRow) {
  return {
    device_id: r.deviceId ?? null,
    plate: r.plate,
    plate_key: r.plateKey,
    direction: r.direction,
    allowed: r.allowed,
    reason: r.reason,
    valid_until: r.validUntil?.toISOString() ?? null,
    stay_id: r.stayId ?? null,
    booking_id: r.bookingId ?? null,
    decided_at: r.decidedAt.toISOString(),
  };
}

/** Devices, reads, stays, decisions and the allowlist feed. */
export class AccessRepository {
  constructor(private readonly db: Db) {}

  // ---- devices ----

  listDevices(sites: SiteScope = null): Promise<DeviceRow[]> {
    return this.db
      .select()
      .from(accessDevices)
      .where(siteCondition(accessDevices.siteId, sites))
      .orderBy(desc(accessDevices.createdAt), asc(accessDevices.id));
  }

  /** A device by id, revoked or not (the back office's site check). */
  async deviceById(id: string): Promise<DeviceRow | undefined> {
    const [row] = await this.db.select().from(accessDevices).where(eq(accessDevices.id, id));
    return row;
  }

  /** The active device with this key hash (revoked devices are not found). */
  async deviceByKeyHash(keyHash: string): Promise<DeviceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(accessDevices)
      .where(and(eq(accessDevices.keyHash, keyHash), isNull(accessDevices.revokedAt)));
    return row;
  }

  async touchDevice(id: string, now: Date): Promise<void> {
    await this.db.update(accessDevices).set({ lastSeenAt: now }).where(eq(accessDevices.id, id));
  }

  // ---- reads and stays ----

  async findEvent(deviceId: string, eventId: string): Promise<EventRow | undefined> {
    const [row] = await this.db
      .select()
      .from(accessEvents)
      .where(and(eq(accessEvents.deviceId, deviceId), eq(accessEvents.eventId, eventId)));
    return row;
  }

  /** Runs `fn` in one transaction holding the plate's lock. */
  inPlateTransaction<T>(plateKey: string, fn: (tx: AccessTx) => Promise<T>): Promise<T> {
    return inTransaction(this.db, async (tx) => {
      await tx.execute(plateLockSql(plateKey));
      // The barrier's memory reloads the plate once this commits (ADR 036).
      platesChanged(tx, [plateKey]);
      return fn(new AccessTx(tx));
    });
  }

  // ---- barrier decisions ----

  /**
   * Paid bookings of the plate whose period covers `at` (or starts within `earlyMs` of it) and
   * that open the gates of `site` (null: a one-site shop, every booking).
   */
  async permissionsAt(
    plateKey: string,
    at: Date,
    site: GateSite | null,
    earlyMs = 0,
  ): Promise<PlatePermission[]> {
    return this.db
      .select(PERMIT_COLUMNS)
      .from(bookings)
      .where(
        and(
          eq(bookings.plateKey, plateKey),
          eq(bookings.status, 'paid'),
          gt(bookings.endsAt, at),
          lte(bookings.startsAt, new Date(at.getTime() + earlyMs)),
          permitAtSiteSql(site),
        ),
      )
      .orderBy(desc(bookings.endsAt));
  }

  /** The plate's permission periods that may cover a stay (access/plate-permissions.ts). */
  permissionPeriods(
    plateKey: string,
    entryAt: Date,
    due: Date,
    earlyMs: number,
    site: GateSite | null,
  ): Promise<PermissionPeriod[]> {
    return permissionPeriods(this.db, plateKey, entryAt, due, earlyMs, site);
  }

  /**
   * The plate's stay the exit barrier judges: the latest one that began by `at` and is either
   * still open or was closed by an exit read since `recentExit` (the exit camera may read the
   * plate before the barrier asks).
   */
  async currentStay(plateKey: string, at: Date, recentExit: Date): Promise<StayRow | undefined> {
    const [row] = await this.db
      .select()
      .from(parkingStays)
      .where(
        and(
          eq(parkingStays.plateKey, plateKey),
          lte(parkingStays.entryAt, at),
          or(
            eq(parkingStays.status, 'open'),
            and(eq(parkingStays.status, 'closed'), gte(parkingStays.exitAt, recentExit)),
            staleClosedLatestSql,
          ),
        ),
      )
      .orderBy(desc(parkingStays.entryAt))
      .limit(1);
    return row;
  }

  /**
   * Open stays that take a walk-in place: those of other plates without a paid permission
   * covering `at` (permission holders park on their own places). With a site: its stays, and
   * only a permission valid there keeps a car off its walk-in places.
   */
  async walkInsInside(exceptPlateKey: string, at: Date, site: GateSite | null): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(parkingStays)
      .where(
        and(
          eq(parkingStays.status, 'open'),
          ne(parkingStays.plateKey, exceptPlateKey),
          site ? eq(parkingStays.siteId, site.id) : undefined,
          sql`not exists (select 1 from ${bookings} b where b.plate_key = ${parkingStays.plateKey}
                and b.status = 'paid' and b.stay_id is null and b.starts_at <= ${at.toISOString()}::timestamptz and b.ends_at > ${at.toISOString()}::timestamptz
                and ${permitAtSiteSql(site, 'b') ?? sql`true`})`,
        ),
      );
    return row.n;
  }

  /**
   * The open stays by site and plate, each with the paid bookings of its plate covering `at`
   * (their product and site: what decides where they open the gate): every site's walk-ins are
   * counted from this one answer (access module, `walkInsBySite`) instead of one count per site.
   */
  async openStaysWithPermits(
    at: Date,
  ): Promise<Array<{ siteId: string; n: number; permits: SitedPermit[] }>> {
    const iso = at.toISOString();
    // Qualified by hand: drizzle writes a select list's columns without their table, which
    // inside this subquery would name the booking's own plate.
    const stayPlate = sql`${sql.identifier('parking_stays')}.${sql.identifier('plate_key')}`;
    const rows = await this.db
      .select({
        siteId: parkingStays.siteId,
        n: count(),
        permits: sql<string>`(select coalesce(json_agg(json_build_array(b.template_id, b.site_id)), '[]')::text
          from ${bookings} b where b.plate_key = ${stayPlate} and b.status = 'paid' and b.stay_id is null
          and b.starts_at <= ${iso}::timestamptz and b.ends_at > ${iso}::timestamptz)`,
      })
      .from(parkingStays)
      .where(eq(parkingStays.status, 'open'))
      .groupBy(parkingStays.siteId, parkingStays.plateKey);
    return rows.map((r) => ({
      siteId: r.siteId,
      n: r.n,
      permits: (JSON.parse(r.permits) as Array<[string, string | null]>).map(([templateId, siteId]) => ({
        templateId,
        siteId,
        stayId: null,
      })),
    }));
  }

  /**
   * What the barrier's memory keeps (ADR 036), for these plates or all: the stays a decision may
   * judge (open; closed by an exit since `since`; exit-missed by the stale-stay job and still the
   * plate's latest, `staleLatest`) and the paid bookings carrying a plate that end after `since`
   * or after the entry of such a stay (a permission covers part of a stay from its start).
   */
  async barrierSnapshot(
    since: Date,
    plates?: readonly string[],
  ): Promise<{ stays: BarrierStay[]; permits: Array<PlatePermission & { plateKey: string }> }> {
    if (plates && plates.length === 0) return { stays: [], permits: [] };
    const live = or(
      eq(parkingStays.status, 'open'),
      and(eq(parkingStays.status, 'closed'), gte(parkingStays.exitAt, since)),
      staleClosedLatestSql,
    );
    const [stays, permits] = await Promise.all([
      this.db
        .select({ stay: parkingStays, staleLatest: sql<boolean>`${staleClosedLatestSql}` })
        .from(parkingStays)
        .where(and(live, plates ? inArray(parkingStays.plateKey, [...plates]) : undefined)),
      this.db
        .select({ plateKey: bookings.plateKey, ...PERMIT_COLUMNS })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'paid'),
            isNotNull(bookings.plateKey),
            plates ? inArray(bookings.plateKey, [...plates]) : undefined,
            or(
              gt(bookings.endsAt, since),
              sql`exists (select 1 from ${parkingStays} s where s.plate_key = ${bookings.plateKey}
                and s.entry_at < ${bookings.endsAt} and (s.status in ('open', 'exit-missed')
                  or (s.status = 'closed' and s.exit_at >= ${since.toISOString()}::timestamptz)))`,
            ),
          ),
        ),
    ]);
    return {
      stays: stays.map((r) => ({ ...r.stay, staleLatest: r.staleLatest })),
      permits: permits.map((p) => ({ ...p, plateKey: p.plateKey! })),
    };
  }

  /** The devices not revoked (the barrier's memory of who may ask). */
  activeDevices(): Promise<DeviceRow[]> {
    return this.db.select().from(accessDevices).where(isNull(accessDevices.revokedAt));
  }

  /**
   * Queues a decision for the database and returns at once (ADR 036): the answer does not wait
   * for its row. Decisions that arrive while a write runs go into the next multi-row insert,
   * committed with `synchronous_commit off` (PostgreSQL acknowledges before the WAL is on disk;
   * a crash of the database loses at most its last ~0.6 s of such commits, never a read).
   * A failed insert is retried; `flushDecisions` waits for the queue (shutdown, the log's list).
   */
  logDecision(row: NewDecisionRow): void {
    this.decisionQueue.push(row);
    if (this.decisionQueue.length >= DECISION_BATCH_ROWS) this.endBatchWindow?.();
    if (this.decisionQueue.length > MAX_QUEUED_DECISIONS) {
      // The database has been away for long: keep the newest, say what was dropped.
      this.onDecisionWriteError(new Error('decision queue full'), this.decisionQueue.splice(0, 1).length);
    }
    this.kickDecisions();
  }

  private kickDecisions(): void {
    this.writingDecisions ??= this.writeDecisions().finally(() => {
      this.writingDecisions = undefined;
      // Queued after the loop's last look.
      if (this.decisionQueue.length > 0) this.kickDecisions();
    });
  }

  /** Resolves once every decision queued before the call is written. */
  async flushDecisions(): Promise<void> {
    // Whoever waits for the rows (the operator's list, the shutdown) need not wait for others.
    while (this.writingDecisions) {
      this.endBatchWindow?.();
      await this.writingDecisions;
    }
  }

  /** Resolves after DECISION_BATCH_MS, or sooner when a full batch is queued or a flush asks. */
  private batchWindow(): Promise<void> {
    return new Promise((resolve) => {
      const end = () => {
        clearTimeout(timer);
        this.endBatchWindow = undefined;
        resolve();
      };
      const timer = setTimeout(end, DECISION_BATCH_MS);
      timer.unref();
      this.endBatchWindow = end;
    });
  }

  private endBatchWindow: (() => void) | undefined;

  private decisionQueue: NewDecisionRow[] = [];
  private writingDecisions: Promise<void> | undefined;
  /** Called when a batch of decisions could not be written (it is kept and retried). */
  onDecisionWriteError: (err: unknown, rows: number) => void = () => undefined;

  private async writeDecisions(): Promise<void> {
    let failures = 0;
    while (this.decisionQueue.length > 0) {
      if (this.decisionQueue.length < DECISION_BATCH_ROWS) await this.batchWindow();
      const batch = this.decisionQueue.splice(0, DECISION_BATCH_ROWS);
      try {
        await inTransaction(this.db, async (tx) => {
          await tx.execute(sql`set local synchronous_commit = off`);
          // One JSON parameter for the whole batch: a multi-row insert binds ten parameters a
          // row, and on PGlite parsing and binding them took as long as the rows (measured
          // 0.14 ms a row that way, 0.08 ms this way).
          await tx.execute(sql`
            insert into ${accessDecisions} (device_id, plate, plate_key, direction, allowed, reason,
              valid_until, stay_id, booking_id, decided_at)
            select device_id, plate, plate_key, direction, allowed, reason, valid_until, stay_id,
              booking_id, decided_at
            from json_populate_recordset(null::${accessDecisions}, ${JSON.stringify(batch.map(decisionJson))}::json)`);
        });
        failures = 0;
      } catch (err) {
        this.onDecisionWriteError(err, batch.length);
        this.decisionQueue.unshift(...batch);
        failures++;
        await new Promise((r) => setTimeout(r, Math.min(200 * 2 ** failures, 5_000)));
      }
    }
  }

  // ---- operator views ----

  /** One page of the stays with `status`, filtered and sorted in SQL. */
  async stays(
    status: 'open' | 'exit-missed' | 'closed-by-operator',
    filter: StayFilter,
    sort: 'entryAt' | 'exitAt' | 'plate',
    order: 'asc' | 'desc',
    page: number,
    limit: number,
  ): Promise<{ rows: StayWithClosure[]; count: number }> {
    const where = and(eq(parkingStays.status, status), stayFilter(filter));
    const column = {
      entryAt: parkingStays.entryAt,
      exitAt: parkingStays.exitAt,
      plate: parkingStays.plateKey,
    }[sort];
    const dir = order === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ stay: parkingStays, closure: parkingStayClosures })
        .from(parkingStays)
        .leftJoin(parkingStayClosures, eq(parkingStayClosures.stayId, parkingStays.id))
        .where(where)
        .orderBy(dir(column), dir(parkingStays.entryAt), asc(parkingStays.id))
        .limit(limit)
        .offset(page * limit),
      this.db.select({ n: count() }).from(parkingStays).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r.stay, closure: r.closure })), count: total.n };
  }

  /**
   * Stays that left (exit read) after the free minutes with their time not paid up to the exit,
   * newest exit first, at most `limit`: the candidates of "unpaid after exit". Whether they owe
   * anything is the tariff's question (the service prices them): a daily cap already paid, for
   * one, leaves nothing owed although paid_until lies before the exit.
   */
  async unpaidCandidates(filter: StayFilter, freeMs: number, limit: number): Promise<StayRow[]> {
    return this.db
      .select()
      .from(parkingStays)
      .where(
        and(
          eq(parkingStays.status, 'closed'),
          isNotNull(parkingStays.exitAt),
          sql`${parkingStays.exitAt} > ${parkingStays.entryAt} + make_interval(secs => ${freeMs / 1000})`,
          or(isNull(parkingStays.paidUntil), sql`${parkingStays.paidUntil} < ${parkingStays.exitAt}`),
          stayFilter(filter),
        ),
      )
      .orderBy(desc(parkingStays.exitAt), asc(parkingStays.id))
      .limit(limit);
  }

  /**
   * Open stays that entered before their site's time in `before` (the stale-stay job; a site not
   * in it: `otherwise`), oldest first, at most `limit`. One query for every site, so that a busy
   * car park's stays not yet stale cannot crowd out another's stale ones from the round.
   */
  staleOpenStays(
    before: Record<string, Date>,
    otherwise: Date,
    limit: number,
  ): Promise<Array<{ id: string; plateKey: string }>> {
    const cutoffs = JSON.stringify(
      Object.fromEntries(Object.entries(before).map(([k, d]) => [k, d.toISOString()])),
    );
    return this.db
      .select({ id: parkingStays.id, plateKey: parkingStays.plateKey })
      .from(parkingStays)
      .where(
        and(
          eq(parkingStays.status, 'open'),
          sql`${parkingStays.entryAt} < coalesce((${cutoffs}::jsonb ->> ${parkingStays.siteId})::timestamptz, ${otherwise.toISOString()}::timestamptz)`,
        ),
      )
      .orderBy(asc(parkingStays.entryAt))
      .limit(limit);
  }

  /** Reads stamped more than `maxAgeMs` before they arrived (kept, unused), newest arrival first. */
  async ignoredReads(
    maxAgeMs: number,
    page: number,
    limit: number,
    sites: SiteScope = null,
  ): Promise<{ rows: Array<EventRow & { deviceName: string | null }>; count: number }> {
    const where = and(
      sql`${accessEvents.occurredAt} < ${accessEvents.receivedAt} - make_interval(secs => ${maxAgeMs / 1000})`,
      devicesAt(accessEvents.deviceId, sites),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ event: accessEvents, deviceName: accessDevices.name })
        .from(accessEvents)
        .leftJoin(accessDevices, eq(accessDevices.id, accessEvents.deviceId))
        .where(where)
        .orderBy(desc(accessEvents.receivedAt), desc(accessEvents.id))
        .limit(limit)
        .offset(page * limit),
      this.db.select({ n: count() }).from(accessEvents).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r.event, deviceName: r.deviceName })), count: total.n };
  }

  async stay(id: string): Promise<StayWithClosure | undefined> {
    const [row] = await this.db
      .select({ stay: parkingStays, closure: parkingStayClosures })
      .from(parkingStays)
      .leftJoin(parkingStayClosures, eq(parkingStayClosures.stayId, parkingStays.id))
      .where(eq(parkingStays.id, id));
    return row && { ...row.stay, closure: row.closure };
  }

  async decisions(
    filter: DecisionFilter,
    order: 'asc' | 'desc',
    page: number,
    limit: number,
  ): Promise<{ rows: Array<DecisionRow & { deviceName: string | null }>; count: number }> {
    const where = and(
      filter.plateKey ? sql`${accessDecisions.plateKey} like ${filter.plateKey + '%'}` : undefined,
      filter.direction ? eq(accessDecisions.direction, filter.direction) : undefined,
      filter.allowed === undefined ? undefined : eq(accessDecisions.allowed, filter.allowed),
      filter.reason ? eq(accessDecisions.reason, filter.reason) : undefined,
      filter.deviceId ? eq(accessDecisions.deviceId, filter.deviceId) : undefined,
      devicesAt(accessDecisions.deviceId, filter.sites ?? null),
      filter.from ? gte(accessDecisions.decidedAt, filter.from) : undefined,
      filter.to ? lt(accessDecisions.decidedAt, filter.to) : undefined,
    );
    const dir = order === 'asc' ? asc : desc;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ decision: accessDecisions, deviceName: accessDevices.name })
        .from(accessDecisions)
        .leftJoin(accessDevices, eq(accessDevices.id, accessDecisions.deviceId))
        .where(where)
        .orderBy(dir(accessDecisions.decidedAt), dir(accessDecisions.id))
        .limit(limit)
        .offset(page * limit),
      this.db.select({ n: count() }).from(accessDecisions).where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r.decision, deviceName: r.deviceName })), count: total.n };
  }

  /**
   * Runs `fn` in one transaction with a repository bound to it; `executor` is the transaction
   * for the audit entry that must commit with the change.
   */
  inTransaction<T>(fn: (repo: AccessWriteTx, executor: DbExecutor) => Promise<T>): Promise<T> {
    return inTransaction(this.db, async (tx) => fn(new AccessWriteTx(tx), tx));
  }

  // ---- allowlist ----

  /**
   * Runs `fn` in a repeatable-read transaction and hands it the snapshot's xmin: every change
   * written by a transaction below it is visible to `fn`, every later one has a txid at or
   * above it (ADR 019).
   */
  inSnapshot<T>(fn: (tx: AllowlistTx, xmin: number, xmax: number) => Promise<T>): Promise<T> {
    return inTransaction(
      this.db,
      async (raw) => {
        const tx = raw as unknown as Db;
        const result = await tx.execute(
          sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
        );
        const [snap] = (result as unknown as { rows: Array<{ xmin: string; xmax: string }> }).rows;
        return fn(new AllowlistTx(tx), Number(snap.xmin), Number(snap.xmax));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /**
   * Retention (RETENTION_STAY_DAYS, ADR 033): stays that ended before `before` (by
   * their exit, or their last change when none was read), the plate reads and barrier decisions
   * before it, except the reads of a stay still open (its entry is what it is priced from).
   * The walk-in bookings and bills of a deleted stay stay. Answers the rows deleted.
   */
  async deleteBefore(before: Date): Promise<{ stays: number; reads: number }> {
    return inTransaction(this.db, async (tx) => {
      const stays = await tx
        .delete(parkingStays)
        .where(
          and(
            ne(parkingStays.status, 'open'),
            sql`coalesce(${parkingStays.exitAt}, ${parkingStays.updatedAt}) < ${before}`,
          ),
        )
        .returning({ id: parkingStays.id });
      const reads = await tx
        .delete(accessEvents)
        .where(
          and(
            lt(accessEvents.occurredAt, before),
            sql`not exists (select 1 from ${parkingStays} where ${parkingStays.id} = ${accessEvents.stayId} and ${parkingStays.status} = 'open')`,
          ),
        )
        .returning({ id: accessEvents.id });
      const decisions = await tx
        .delete(accessDecisions)
        .where(lt(accessDecisions.decidedAt, before))
        .returning({ id: accessDecisions.id });
      if (stays.length > 0) platesChanged(tx, [ANY_PLATE]);
      return { stays: stays.length, reads: reads.length + decisions.length };
    });
  }
}

/** Which stays a list shows: plate prefix and the period they overlap. */
/** The row's device stands at one of the sites (reads and decisions carry no site of their own). */
function devicesAt(deviceId: SQLWrapper, sites: SiteScope): SQL | undefined {
  const at = siteCondition(accessDevices.siteId, sites);
  return at && sql`${deviceId} in (select ${accessDevices.id} from ${accessDevices} where ${at})`;
}

function stayFilter(f: StayFilter) {
  return and(
    f.plateKey ? sql`${parkingStays.plateKey} like ${f.plateKey + '%'}` : undefined,
    siteCondition(parkingStays.siteId, f.sites ?? null),
    f.to ? lt(parkingStays.entryAt, f.to) : undefined,
    // A stay without exit is still inside (or its exit is unknown): it overlaps any later period.
    f.from ? or(isNull(parkingStays.exitAt), gt(parkingStays.exitAt, f.from)) : undefined,
  );
}

/** The back office's writes (devices, closing a stay), inside one transaction. */
export class AccessWriteTx {
  constructor(private readonly tx: Db) {}

  async createDevice(row: typeof accessDevices.$inferInsert): Promise<DeviceRow> {
    const [created] = await this.tx.insert(accessDevices).values(row).returning();
    return created;
  }

  async deviceForUpdate(id: string): Promise<DeviceRow | undefined> {
    const [row] = await this.tx.select().from(accessDevices).where(eq(accessDevices.id, id)).for('update');
    return row;
  }

  /** Revokes the device; revoking twice keeps the first time. */
  async revokeDevice(id: string, now: Date): Promise<DeviceRow> {
    const [row] = await this.tx
      .update(accessDevices)
      .set({ revokedAt: sql`coalesce(${accessDevices.revokedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(accessDevices.id, id))
      .returning();
    return row;
  }

  async stay(id: string): Promise<StayRow | undefined> {
    const [row] = await this.tx.select().from(parkingStays).where(eq(parkingStays.id, id));
    return row;
  }

  /** Takes the plate's lock (the reads' rebuild holds it too), then reads the stay again. */
  async lockStay(plateKey: string, id: string): Promise<StayRow | undefined> {
    await this.tx.execute(plateLockSql(plateKey));
    return this.stay(id);
  }

  /** Closes the stay with its closure: by an operator, or as exit-missed by the stale-stay job. */
  async closeStay(
    closure: ClosureRow,
    now: Date,
    status: 'closed-by-operator' | 'exit-missed' = 'closed-by-operator',
  ): Promise<StayRow> {
    const [row] = await this.tx
      .update(parkingStays)
      .set({ status, updatedAt: now })
      .where(eq(parkingStays.id, closure.stayId))
      .returning();
    platesChanged(this.tx, [row?.plateKey]);
    await this.tx
      .insert(parkingStayClosures)
      .values(closure)
      .onConflictDoUpdate({ target: parkingStayClosures.stayId, set: closure });
    return row;
  }
}

/** The allowlist's reads inside one snapshot. */
export class AllowlistTx {
  constructor(private readonly tx: Db) {}

  /** Plates changed by transactions with txid >= `since`. */
  async changedPlates(since: number): Promise<string[]> {
    const rows = await this.tx
      .selectDistinct({ plateKey: accessAllowlistChanges.plateKey })
      .from(accessAllowlistChanges)
      .where(gte(accessAllowlistChanges.txid, since));
    return rows.map((r) => r.plateKey);
  }

  /** The oldest txid the feed still holds (null: empty log). */
  async oldestTxid(): Promise<number | null> {
    const [row] = await this.tx
      .select({ t: sql<string | null>`min(${accessAllowlistChanges.txid})::text` })
      .from(accessAllowlistChanges);
    return row.t === null ? null : Number(row.t);
  }

  /**
   * Paid bookings and paid stays with a plate, valid after `at` (optionally only these plates),
   * that open the gates of `site` (null: a one-site shop, all of them).
   */
  async intervals(at: Date, site: GateSite | null, plates?: string[]): Promise<AllowlistInterval[]> {
    if (plates && plates.length === 0) return [];
    const b = await this.tx
      .select({ plateKey: bookings.plateKey, validFrom: bookings.startsAt, validUntil: bookings.endsAt })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'paid'),
          isNotNull(bookings.plateKey),
          gt(bookings.endsAt, at),
          plates ? inArray(bookings.plateKey, plates) : undefined,
          permitAtSiteSql(site),
        ),
      );
    const s = await this.tx
      .select({
        plateKey: parkingStays.plateKey,
        validFrom: parkingStays.entryAt,
        validUntil: parkingStays.paidUntil,
      })
      .from(parkingStays)
      .where(
        and(
          gt(parkingStays.paidUntil, at),
          plates ? inArray(parkingStays.plateKey, plates) : undefined,
          site ? eq(parkingStays.siteId, site.id) : undefined,
        ),
      );
    return [
      ...b.map((r) => ({ plateKey: r.plateKey!, validFrom: r.validFrom, validUntil: r.validUntil })),
      ...s.map((r) => ({ plateKey: r.plateKey, validFrom: r.validFrom, validUntil: r.validUntil! })),
    ];
  }
}

/** One plate's reads and stays inside its locked transaction. */
export class AccessTx {
  /** `tx`: the plate's transaction, for the writes a closed stay causes elsewhere (ADR 066). */
  constructor(readonly tx: Db) {}

  async findEvent(deviceId: string, eventId: string): Promise<EventRow | undefined> {
    const [row] = await this.tx
      .select()
      .from(accessEvents)
      .where(and(eq(accessEvents.deviceId, deviceId), eq(accessEvents.eventId, eventId)));
    return row;
  }

  /** Inserts the read; undefined when the (device, eventId) already exists (a parallel replay). */
  async insertEvent(row: typeof accessEvents.$inferInsert): Promise<EventRow | undefined> {
    const [inserted] = await this.tx.insert(accessEvents).values(row).onConflictDoNothing().returning();
    return inserted;
  }

  async setEventStay(id: number, stayId: string | null): Promise<void> {
    await this.tx.update(accessEvents).set({ stayId }).where(eq(accessEvents.id, id));
  }

  /** The latest stay of the plate that began at or before `at`. */
  async stayBefore(plateKey: string, at: Date): Promise<StayRow | undefined> {
    const [row] = await this.tx
      .select()
      .from(parkingStays)
      .where(and(eq(parkingStays.plateKey, plateKey), lte(parkingStays.entryAt, at)))
      .orderBy(desc(parkingStays.entryAt))
      .limit(1);
    return row;
  }

  /**
   * The plate's reads from `from` on (all when null), without those stamped more than
   * `maxAgeMs` before they arrived (a wrong device clock; stored for operators).
   */
  readsFrom(plateKey: string, from: Date | null, maxAgeMs: number) {
    return this.tx
      .select({
        id: accessEvents.id,
        occurredAt: accessEvents.occurredAt,
        direction: accessEvents.direction,
        plate: accessEvents.plate,
        deviceId: accessEvents.deviceId,
        eventId: accessEvents.eventId,
        siteId: accessDevices.siteId,
      })
      .from(accessEvents)
      .leftJoin(accessDevices, eq(accessDevices.id, accessEvents.deviceId))
      .where(
        and(
          eq(accessEvents.plateKey, plateKey),
          from ? gte(accessEvents.occurredAt, from) : undefined,
          sql`${accessEvents.occurredAt} >= ${accessEvents.receivedAt} - make_interval(secs => ${maxAgeMs / 1000})`,
        ),
      );
  }

  /** One stay as the plate's transaction sees it (a fleet stay's charge, ADR 066). */
  async stay(id: string): Promise<StayRow | undefined> {
    const [row] = await this.tx.select().from(parkingStays).where(eq(parkingStays.id, id));
    return row;
  }

  /** The plate's stays from `from` on, each with whether money hangs on it. */
  async staysFrom(plateKey: string, from: Date | null) {
    return this.tx
      .select({
        id: parkingStays.id,
        entryAt: parkingStays.entryAt,
        exitAt: parkingStays.exitAt,
        paid: sql<boolean>`(${parkingStays.paidUntil} is not null or ${parkingStays.paidCents} > 0
          or exists (select 1 from ${bookings} b where b.stay_id = ${parkingStays.id}))`,
      })
      .from(parkingStays)
      .where(and(eq(parkingStays.plateKey, plateKey), from ? gte(parkingStays.entryAt, from) : undefined));
  }

  async insertStay(row: typeof parkingStays.$inferInsert): Promise<void> {
    await this.tx.insert(parkingStays).values(row);
  }

  /** Updates a stay's shape; unchanged rows are not written (no needless allowlist changes). */
  async updateStay(
    id: string,
    set: { entryAt: Date; exitAt: Date | null; status: StayStatus; plate: string; siteId: string },
    now: Date,
  ): Promise<void> {
    await this.tx
      .update(parkingStays)
      .set({
        ...set,
        // An operator's close stands until a real exit read closes the stay: the reads cannot
        // know it, and a rebuild must not reopen a stay the operator closed.
        // Likewise the stale-stay job's exit-missed (it has a closure): only a read can close it.
        status: sql`case when ${parkingStays.status} = 'closed-by-operator' and ${set.status}::text <> 'closed'
          then 'closed-by-operator'
          when ${parkingStays.status} = 'exit-missed' and ${set.status}::text = 'open'
            and exists (select 1 from ${parkingStayClosures} c where c.stay_id = ${parkingStays.id})
          then 'exit-missed' else ${set.status}::text end`,
        updatedAt: now,
      })
      .where(
        and(
          eq(parkingStays.id, id),
          sql`(${parkingStays.entryAt}, ${parkingStays.exitAt}, ${parkingStays.status}, ${parkingStays.plate}, ${parkingStays.siteId})
              is distinct from (${set.entryAt.toISOString()}::timestamptz, ${set.exitAt?.toISOString() ?? null}::timestamptz, ${set.status}::text, ${set.plate}::text, ${set.siteId}::text)`,
        ),
      );
  }

  async deleteStays(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.tx.delete(parkingStays).where(inArray(parkingStays.id, ids));
  }
}
