import type { AuditInTx } from '../../platform/audit/audit';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { plateKey } from '../../../shared/domain/plate';
import type { LanguageCode } from '../../../shared/i18n/languages';
import type {
  AccessAuthorize,
  AccessDecision,
  AccessDevice,
  AccessDeviceCreate,
  AccessEvent,
  AccessReason,
  AllowlistResponse,
  DecisionList,
  DecisionListQuery,
  IgnoredReadList,
  IgnoredReadQuery,
  OperatorStayQuery,
  StayList,
  StaySummary,
} from '../../../shared/schemas/access';
import { UNPAID_CANDIDATE_CAP } from '../../../shared/schemas/access';
import { quoteStay } from '../../../shared/domain/parking-price';
import { PARKING_DEFAULTS, type ParkingConfig } from '../../config/shop-config';
import { DomainError } from '../../errors';
import { UUID_PATTERN } from '../../platform/codes';
import type { AccessRepository, AllowlistInterval, StayWithClosure } from './repository';
import { foldReads, planStays } from './stays';
import type { BarrierMemory } from './barrier-memory';
import { decide, type Decision, type DecisionView } from './decide';
import { afterCommit } from '../../db/executor';
import { barrierText } from './texts';
import type { DeviceRow, EventRow, StayRow } from '../../db/rows';

/** lastSeenAt is written at most this often per device: a busy barrier must not write on every call. */
const TOUCH_EVERY_MS = 60_000;
/** A read stamped further in the future than this is refused: the camera's clock is wrong. */
const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

export interface AccessDeps {
  repo: AccessRepository;
  /** The walk-in tariff; absent: no free minutes, no walk-in capacity. */
  parking?: ParkingConfig;
  language: LanguageCode;
  timeZone: string;
  /** What decisions need, in memory (ADR 036); absent: every decision asks the database. */
  barrier?: BarrierMemory;
}

/** SHA-256 (base64url) of a device key: the only form of the key the database holds. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The car park's access system: devices, plate reads, stays, barrier decisions, allowlist. */
export class AccessService {
  constructor(private readonly deps: AccessDeps) {}

  // ---- devices (operator) ----

  /**
   * Registers a device; its key is in this answer only (the database holds its SHA-256).
   * `record` writes the audit entry inside the same transaction (never with the key).
   */
  async createDevice(
    input: AccessDeviceCreate,
    now: Date,
    record: AuditInTx,
  ): Promise<{ id: string; apiKey: string }> {
    // The route's schema validation does not apply zod's trim: a blank name is refused here.
    const name = input.name.trim();
    if (name === '') throw new DomainError('VALIDATION', 'The device needs a name');
    const id = randomUUID();
    // 256 random bits; the prefix lets secret scanners and operators recognise a leaked key.
    const apiKey = `pkd_${randomBytes(32).toString('base64url')}`;
    await this.deps.repo.inTransaction(async (tx, executor) => {
      const created = await tx.createDevice({
        id,
        name,
        direction: input.direction,
        keyHash: hashKey(apiKey),
        createdAt: now,
      });
      afterCommit(executor, () => this.deps.barrier?.devicesChanged());
      await record(executor, {
        action: 'access-device.create',
        entity: 'access-device',
        entityId: id,
        before: null,
        after: deviceView(created),
      });
    });
    return { id, apiKey };
  }

  async listDevices(): Promise<AccessDevice[]> {
    return (await this.deps.repo.listDevices()).map(deviceView);
  }

  /** Its key answers 401 from now on. Revoking again changes nothing (and is recorded again). */
  async revokeDevice(id: string, now: Date, record: AuditInTx): Promise<void> {
    const notFound = () => new DomainError('ACCESS_DEVICE_NOT_FOUND', 'No such access device');
    if (!UUID_PATTERN.test(id)) throw notFound();
    await this.deps.repo.inTransaction(async (tx, executor) => {
      const before = await tx.deviceForUpdate(id);
      if (!before) throw notFound();
      const after = await tx.revokeDevice(id, now);
      afterCommit(executor, () => this.deps.barrier?.devicesChanged());
      await record(executor, {
        action: 'access-device.revoke',
        entity: 'access-device',
        entityId: id,
        before: deviceView(before),
        after: deviceView(after),
      });
    });
  }

  /** The active device of an `Authorization: Bearer <apiKey>` header, or null. */
  async authenticate(authorization: string | undefined, now: Date): Promise<DeviceRow | null> {
    const m = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(authorization ?? '');
    if (!m) return null;
    // Looked up by hash: the comparison happens on a digest, not on the secret itself.
    const hash = hashKey(m[1]);
    const device = await (this.deps.barrier?.device(hash) ?? this.deps.repo.deviceByKeyHash(hash));
    if (!device) return null;
    if (!device.lastSeenAt || now.getTime() - device.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await this.deps.repo.touchDevice(device.id, now);
      // The memory's row too, or it would write on every call.
      device.lastSeenAt = now;
    }
    return device;
  }

  // ---- reads ----

  /**
   * Stores a plate read and rebuilds the plate's stays from the reads' own times (stays.ts).
   * Idempotent by (device, eventId): a replay answers as the first time; the same id with
   * another body is a conflict.
   */
  async recordEvent(
    device: DeviceRow,
    ev: AccessEvent,
    now: Date,
  ): Promise<{ eventId: string; stayId: string | null; duplicate: boolean; ignored?: 'too-old' }> {
    checkDirection(device, ev.direction);
    const key = keyOf(ev.plate);
    const occurredAt = new Date(ev.occurredAt);
    const bodyHash = createHash('sha256')
      .update(
        JSON.stringify([ev.eventId, occurredAt.toISOString(), ev.direction, ev.plate, ev.confidence ?? null]),
      )
      .digest('base64url');
    const replay = (row: EventRow) => {
      if (row.bodyHash !== bodyHash) {
        throw new DomainError('ACCESS_EVENT_CONFLICT', 'This eventId was already sent with another body');
      }
      const old = row.occurredAt.getTime() < row.receivedAt.getTime() - this.maxReadAgeMs;
      return {
        eventId: row.eventId,
        stayId: row.stayId,
        duplicate: true,
        ...(old ? { ignored: 'too-old' as const } : {}),
      };
    };
    const known = await this.deps.repo.findEvent(device.id, ev.eventId);
    if (known) return replay(known);
    if (occurredAt.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS) {
      throw new DomainError('VALIDATION', 'occurredAt lies in the future: check the device clock');
    }

    const tooOld = occurredAt.getTime() < now.getTime() - this.maxReadAgeMs;
    return this.deps.repo.inPlateTransaction(key, async (tx) => {
      const inserted = await tx.insertEvent({
        deviceId: device.id,
        eventId: ev.eventId,
        bodyHash,
        occurredAt,
        direction: ev.direction,
        plate: ev.plate,
        plateKey: key,
        confidence: ev.confidence === undefined ? null : Math.round(ev.confidence * 1000),
        receivedAt: now,
      });
      if (!inserted) {
        // The same eventId arrived in parallel and won the insert.
        const other = await tx.findEvent(device.id, ev.eventId);
        return replay(other!);
      }
      if (tooOld) {
        // Kept for the operator, but it opens, closes and prices nothing: readsFrom skips it.
        return { eventId: ev.eventId, stayId: null, duplicate: false, ignored: 'too-old' as const };
      }
      // Reads before the latest stay that began by this read cannot change (stays.ts): rebuild
      // from there on only, so a plate with years of reads costs no more than a new one.
      const anchor = await tx.stayBefore(key, occurredAt);
      const from = anchor?.entryAt ?? null;
      const computed = foldReads(await tx.readsFrom(key, from, this.maxReadAgeMs));
      const plan = planStays(computed, await tx.staysFrom(key, from));
      await tx.deleteStays(plan.remove);
      let stayId: string | null = null;
      for (const [i, c] of computed.entries()) {
        let id = plan.ids[i];
        const shape = { entryAt: c.entryAt, exitAt: c.exitAt, status: c.status, plate: c.plate };
        if (id === null) {
          id = randomUUID();
          await tx.insertStay({ id, plateKey: key, ...shape, createdAt: now, updatedAt: now });
        } else {
          await tx.updateStay(id, shape, now);
        }
        if (c.readIds.includes(inserted.id)) stayId = id;
      }
      await tx.setEventStay(inserted.id, stayId);
      return { eventId: ev.eventId, stayId, duplicate: false };
    });
  }

  /** `parking.earlyArrivalMinutes`: a holder arriving this early is let in and covered as one. */
  private get earlyMs(): number {
    return (this.deps.parking?.earlyArrivalMinutes ?? PARKING_DEFAULTS.earlyArrivalMinutes) * 60_000;
  }

  /** `parking.maxReadAgeHours`: an older read (by its receipt) makes no stay. */
  private get maxReadAgeMs(): number {
    return (this.deps.parking?.maxReadAgeHours ?? PARKING_DEFAULTS.maxReadAgeHours) * 3_600_000;
  }

  // ---- barrier decisions ----

  /**
   * May this plate pass now? Decided from the barrier's memory (ADR 036) when there is one, else
   * by SQL. Every answer is logged with its reason, written after the answer (ADR 036: in
   * batches, drained on shutdown).
   */
  async authorize(device: DeviceRow, req: AccessAuthorize, now: Date): Promise<AccessDecision> {
    checkDirection(device, req.direction);
    const key = keyOf(req.plate);
    const { repo, barrier } = this.deps;
    let view: DecisionView = repo;
    if (barrier) {
      // Entry counts the walk-ins of every plate; exit asks about its own plate only.
      await barrier.fresh(req.direction === 'entry' ? undefined : key);
      view = barrier;
    }
    const d = await this.decide(view, key, req.direction, now);
    repo.logDecision({
      deviceId: device.id,
      plate: req.plate,
      plateKey: key,
      direction: req.direction,
      allowed: d.allowed,
      reason: d.reason,
      validUntil: d.validUntil,
      stayId: d.stayId,
      bookingId: d.bookingId,
      decidedAt: now,
    });
    return {
      allowed: d.allowed,
      reason: d.reason,
      validUntil: iso(d.validUntil),
      displayText: barrierText(
        req.direction,
        d.reason,
        d.validUntil,
        this.deps.language,
        this.deps.timeZone,
        now,
        d.amountCents,
      ),
    };
  }

  /** The decision from `view` (SQL or memory), not logged: authorize, and the property test. */
  decide(view: DecisionView, plateKey: string, direction: 'entry' | 'exit', now: Date): Promise<Decision> {
    return decide(view, { plateKey, direction, now, parking: this.deps.parking, earlyMs: this.earlyMs });
  }

  // ---- allowlist ----

  /**
   * Plates that may pass, for a barrier deciding offline (ADR 019). Without `since` (or with an
   * unusable one): every plate valid now or later (`full`). With `since`: every plate changed
   * since then with ALL its current entries (replace the plate's local entries), or one
   * `revoked` entry when nothing is left.
   */
  async allowlist(since: string | undefined, now: Date): Promise<AllowlistResponse> {
    return this.deps.repo.inSnapshot(async (tx, xmin, xmax) => {
      const cursor = since !== undefined && /^\d{1,18}$/.test(since) ? Number(since) : null;
      // A cursor above this snapshot's xmax was never handed out by this database.
      const usable = cursor !== null && cursor <= xmax;
      const plates = usable ? await tx.changedPlates(cursor) : undefined;
      const byPlate = groupMerged(await tx.intervals(now, plates));
      const entries = [...byPlate].flatMap(([plate, list]) =>
        list.map((i) => ({
          plate,
          validFrom: i.validFrom.toISOString(),
          validUntil: i.validUntil.toISOString(),
          revoked: false,
        })),
      );
      for (const plate of plates ?? []) {
        if (!byPlate.has(plate)) {
          // Nothing valid left: validFrom = validUntil = now marks the plate as gone.
          entries.push({ plate, validFrom: now.toISOString(), validUntil: now.toISOString(), revoked: true });
        }
      }
      entries.sort((a, b) =>
        a.plate < b.plate ? -1 : a.plate > b.plate ? 1 : a.validFrom < b.validFrom ? -1 : 1,
      );
      return { entries, cursor: String(xmin), full: !usable };
    });
  }

  // ---- operator views ----

  /**
   * The stays of one list, filtered, sorted and paged. `unpaid-after-exit` prices its
   * candidates with the walk-in tariff (parking-price.ts: up to the exit, minus what was paid)
   * and keeps those that owe something, so it sorts and pages after pricing.
   */
  async stays(q: OperatorStayQuery, now: Date): Promise<StayList> {
    const filter = { ...periodOf(q.from, q.to), plateKey: plateFilter(q.plate) };
    const { repo, parking } = this.deps;
    if (q.status !== 'unpaid-after-exit') {
      const sort = q.sort === 'amountDue' ? 'entryAt' : q.sort;
      const { rows, count } = await repo.stays(q.status, filter, sort, q.order, q.page, q.limit);
      return { count, capped: false, data: rows.map((r) => this.summary(r, now)) };
    }
    const freeMs = (parking?.freeMinutes ?? 0) * 60_000;
    const candidates = await repo.unpaidCandidates(filter, freeMs, UNPAID_CANDIDATE_CAP + 1);
    const capped = candidates.length > UNPAID_CANDIDATE_CAP;
    // Without a walk-in tariff nothing can be priced: every candidate stays listed, unpriced.
    const owing = candidates
      .slice(0, UNPAID_CANDIDATE_CAP)
      .map((r) => this.summary({ ...r, closure: null }, now))
      .filter((s) => s.amountDueCents === null || s.amountDueCents > 0);
    const key = (s: StaySummary): string | number =>
      q.sort === 'amountDue'
        ? (s.amountDueCents ?? 0)
        : q.sort === 'plate'
          ? s.plateKey
          : Date.parse(q.sort === 'exitAt' ? s.exitAt! : s.entryAt);
    const sign = q.order === 'asc' ? 1 : -1;
    owing.sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      return (ka < kb ? -sign : ka > kb ? sign : 0) || (a.id < b.id ? -1 : 1);
    });
    return {
      count: owing.length,
      capped,
      data: owing.slice(q.page * q.limit, (q.page + 1) * q.limit),
    };
  }

  /**
   * An open stay whose exit was never read, closed by hand (it held a walk-in place). Under the
   * plate's lock, so a read rebuilding the plate's stays waits; a later exit read still closes
   * it as `closed`. `record` writes the audit entry in the same transaction.
   */
  async closeStay(
    id: string,
    reason: string,
    actor: { operatorId: string | null; name: string },
    now: Date,
    record: AuditInTx,
  ): Promise<StaySummary> {
    const notFound = () => new DomainError('PARKING_STAY_NOT_FOUND', 'No such parking stay');
    if (!UUID_PATTERN.test(id)) throw notFound();
    // As for device names: the schema's trim does not reach the handler.
    reason = reason.trim();
    if (reason.length < 3) throw new DomainError('VALIDATION', 'Give a reason of at least 3 characters');
    const closed = await this.deps.repo.inTransaction(async (tx, executor) => {
      const found = await tx.stay(id);
      if (!found) throw notFound();
      const before = await tx.lockStay(found.plateKey, id);
      if (!before) throw notFound();
      if (before.status !== 'open') {
        throw new DomainError('STAY_NOT_OPEN', 'Only an open stay can be closed by hand', {
          status: before.status,
        });
      }
      const closure = {
        stayId: id,
        closedAt: now,
        operatorId: actor.operatorId,
        actorName: actor.name,
        reason,
      };
      const after = await tx.closeStay(closure, now);
      await record(executor, {
        action: 'stay.close',
        entity: 'parking-stay',
        entityId: id,
        before: stayView(before),
        after: { ...stayView(after), reason },
      });
      return { ...after, closure };
    });
    return this.summary(closed, now);
  }

  /**
   * The jobs' round (issue 16): open stays that entered more than parking.staleStayHours ago
   * never had their exit read. Each becomes `exit-missed` with a closure (by `system`, reason
   * `exit-missed`), listed for the operator, and stops holding a walk-in place. Under the
   * plate's lock, as a hand close; a later read of the plate still closes it as `closed`.
   * Returns how many it closed (at most 500 a round; the next round takes the rest).
   */
  async closeStaleStays(now: Date): Promise<number> {
    const hours = this.deps.parking?.staleStayHours ?? PARKING_DEFAULTS.staleStayHours;
    const before = new Date(now.getTime() - hours * 3_600_000);
    let closed = 0;
    for (const s of await this.deps.repo.staleOpenStays(before, 500)) {
      await this.deps.repo.inTransaction(async (tx) => {
        const current = await tx.lockStay(s.plateKey, s.id);
        // A read may have closed or moved it meanwhile.
        if (!current || current.status !== 'open' || current.entryAt >= before) return;
        const closure = {
          stayId: s.id,
          closedAt: now,
          operatorId: null,
          actorName: 'system',
          reason: 'exit-missed',
        };
        await tx.closeStay(closure, now, 'exit-missed');
        closed++;
      });
    }
    return closed;
  }

  /** The reads stored but not used because they were too old on arrival (issue 16). */
  async ignoredReads(q: IgnoredReadQuery): Promise<IgnoredReadList> {
    const { rows, count } = await this.deps.repo.ignoredReads(this.maxReadAgeMs, q.page, q.limit);
    return {
      count,
      data: rows.map((e) => ({
        deviceId: e.deviceId,
        deviceName: e.deviceName,
        eventId: e.eventId,
        plate: e.plate,
        direction: e.direction,
        occurredAt: e.occurredAt.toISOString(),
        receivedAt: e.receivedAt.toISOString(),
        reason: 'too-old' as const,
      })),
    };
  }

  async decisions(q: DecisionListQuery): Promise<DecisionList> {
    // This instance's decisions not yet written are part of the log (ADR 036).
    await this.deps.repo.flushDecisions();
    const { rows, count } = await this.deps.repo.decisions(
      {
        ...periodOf(q.from, q.to),
        plateKey: plateFilter(q.plate),
        direction: q.direction,
        allowed: q.allowed === undefined ? undefined : q.allowed === 'true',
        reason: q.reason,
        deviceId: q.deviceId,
      },
      q.order,
      q.page,
      q.limit,
    );
    return {
      count,
      data: rows.map((d) => ({
        id: d.id,
        deviceId: d.deviceId,
        deviceName: d.deviceName,
        plate: d.plate,
        plateKey: d.plateKey,
        direction: d.direction,
        allowed: d.allowed,
        reason: d.reason as AccessReason,
        validUntil: iso(d.validUntil),
        stayId: d.stayId,
        bookingId: d.bookingId,
        decidedAt: d.decidedAt.toISOString(),
      })),
    };
  }

  /**
   * A stay as operators see it, priced by the walk-in tariff: a stay that left up to its exit,
   * a stay inside as pay by plate would quote it now; a stay without exit that is no longer
   * inside (exit missed, closed by hand) has no end to price up to.
   */
  private summary(s: StayWithClosure, now: Date): StaySummary {
    const parking = this.deps.parking;
    const priced = parking && (s.status === 'open' || s.exitAt) ? quoteStay(parking, s, now) : null;
    return {
      id: s.id,
      plate: s.plate,
      plateKey: s.plateKey,
      status: s.status,
      entryAt: s.entryAt.toISOString(),
      exitAt: iso(s.exitAt),
      paidUntil: iso(s.paidUntil),
      paidCents: s.paidCents,
      priceCents: priced ? priced.totalCents : null,
      amountDueCents: priced ? priced.priceToBePaid : null,
      closure: s.closure
        ? {
            closedAt: s.closure.closedAt.toISOString(),
            closedBy: s.closure.actorName,
            reason: s.closure.reason,
          }
        : null,
    };
  }
}

/** A device as operators and the audit log see it: never its key or the key's hash. */
function deviceView(d: DeviceRow): AccessDevice {
  return {
    id: d.id,
    name: d.name,
    direction: d.direction,
    createdAt: d.createdAt.toISOString(),
    revokedAt: iso(d.revokedAt),
    lastSeenAt: iso(d.lastSeenAt),
  };
}

function stayView(s: StayRow) {
  return {
    plate: s.plate,
    status: s.status,
    entryAt: s.entryAt.toISOString(),
    exitAt: iso(s.exitAt),
    paidUntil: iso(s.paidUntil),
    paidCents: s.paidCents,
  };
}

/** A plate prefix as a plateKey prefix; a plate without letters or digits filters nothing. */
function plateFilter(plate: string | undefined): string | undefined {
  const key = plate === undefined ? '' : plateKey(plate);
  return key === '' ? undefined : key;
}

/** The period of a list: 400 PERIOD_INVALID when `from` is not before `to`. */
function periodOf(from: string | undefined, to: string | undefined): { from?: Date; to?: Date } {
  const f = from === undefined ? undefined : new Date(from);
  const t = to === undefined ? undefined : new Date(to);
  if (f && t && f >= t) throw new DomainError('PERIOD_INVALID', '`from` must lie before `to`');
  return { from: f, to: t };
}

function checkDirection(device: DeviceRow, direction: 'entry' | 'exit'): void {
  if (device.direction !== 'both' && device.direction !== direction) {
    throw new DomainError(
      'DEVICE_DIRECTION_NOT_ALLOWED',
      `This device is set up for ${device.direction} only`,
    );
  }
}

function keyOf(plate: string): string {
  const key = plateKey(plate);
  if (key === '') throw new DomainError('VALIDATION', 'The plate holds no letters or digits');
  return key;
}

/** Per plate, its validity intervals sorted and merged where they touch or overlap. */
function groupMerged(
  intervals: AllowlistInterval[],
): Map<string, Array<{ validFrom: Date; validUntil: Date }>> {
  const out = new Map<string, Array<{ validFrom: Date; validUntil: Date }>>();
  const sorted = [...intervals].sort((a, b) =>
    a.plateKey < b.plateKey
      ? -1
      : a.plateKey > b.plateKey
        ? 1
        : a.validFrom.getTime() - b.validFrom.getTime(),
  );
  for (const i of sorted) {
    const list = out.get(i.plateKey) ?? [];
    const last = list[list.length - 1];
    if (last && i.validFrom <= last.validUntil) {
      if (i.validUntil > last.validUntil) last.validUntil = i.validUntil;
    } else {
      list.push({ validFrom: i.validFrom, validUntil: i.validUntil });
    }
    out.set(i.plateKey, list);
  }
  return out;
}
