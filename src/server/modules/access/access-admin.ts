import type { AuditInTx } from '../../platform/audit/audit';
import { parkingOf } from '../../config/sites';
import { plateKey } from '../../../shared/domain/plate';
import type {
  AccessReason,
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
import type { StayRow } from '../../db/rows';
import type { StayWithClosure } from './repository';
import type { AccessDeps } from './service';
import { inSiteScope, type SiteScope } from '../../platform/backoffice/site-scope';
import { iso, maxReadAgeMs } from './times';

/**
 * The operator's side of the stays and reads: the stays listed (priced by the walk-in tariff)
 * and closed by hand, the jobs' close of stays whose exit was never read, the reads ignored
 * as too old, and the log of barrier decisions.
 */
export class AccessAdminService {
  constructor(private readonly deps: Pick<AccessDeps, 'repo' | 'catalogue'>) {}

  /**
   * The stays of one list, filtered, sorted and paged. `unpaid-after-exit` prices its
   * candidates with the walk-in tariff (parking-price.ts: up to the exit, minus what was paid)
   * and keeps those that owe something, so it sorts and pages after pricing.
   */
  async stays(q: OperatorStayQuery, now: Date, scope: SiteScope = null): Promise<StayList> {
    const filter = { ...periodOf(q.from, q.to), plateKey: plateFilter(q.plate), sites: scope };
    const { repo } = this.deps;
    const shop = this.deps.catalogue.current().config;
    // Each stay is priced with its own car park's walk-in tariff (ADR 060).
    const parking = (s: StayRow) => parkingOf(shop, s.siteId);
    if (q.status !== 'unpaid-after-exit') {
      const sort = q.sort === 'amountDue' ? 'entryAt' : q.sort;
      const { rows, count } = await repo.stays(q.status, filter, sort, q.order, q.page, q.limit);
      return { count, capped: false, data: rows.map((r) => summaryOf(parking(r), r, now)) };
    }
    // The fewest free minutes of any site select the candidates; pricing per site drops the rest.
    const freeMs = Math.min(...shop.sites.map((s) => s.parking?.freeMinutes ?? 0)) * 60_000;
    const candidates = await repo.unpaidCandidates(filter, freeMs, UNPAID_CANDIDATE_CAP + 1);
    const capped = candidates.length > UNPAID_CANDIDATE_CAP;
    // Without a walk-in tariff nothing can be priced: every candidate stays listed, unpriced.
    const owing = candidates
      .slice(0, UNPAID_CANDIDATE_CAP)
      .map((r) => summaryOf(parking(r), { ...r, closure: null }, now))
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
  /** 404 PARKING_STAY_NOT_FOUND for a stay at a site outside the operator's (ADR 060). */
  async visibleStay(id: string, scope: SiteScope): Promise<void> {
    if (scope === null) return;
    const stay = UUID_PATTERN.test(id) ? await this.deps.repo.stay(id) : undefined;
    if (!stay || !inSiteScope(scope, stay.siteId)) {
      throw new DomainError('PARKING_STAY_NOT_FOUND', 'No such parking stay');
    }
  }

  async closeStay(
    id: string,
    reason: string,
    actor: { operatorId: string | null; name: string },
    now: Date,
    record: AuditInTx,
  ): Promise<StaySummary> {
    const shop = this.deps.catalogue.current().config;
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
    return summaryOf(parkingOf(shop, closed.siteId), closed, now);
  }

  /**
   * The jobs' round: open stays that entered more than parking.staleStayHours ago
   * never had their exit read. Each becomes `exit-missed` with a closure (by `system`, reason
   * `exit-missed`), listed for the operator, and stops holding a walk-in place. Under the
   * plate's lock, as a hand close; a later read of the plate still closes it as `closed`.
   * Returns how many it closed (at most 500 a round; the next round takes the rest).
   */
  async closeStaleStays(now: Date): Promise<number> {
    const shop = this.deps.catalogue.current().config;
    // Each car park has its own staleStayHours; a stay of a site no longer configured, the first's.
    const beforeAt = (siteId: string | null) =>
      new Date(
        now.getTime() -
          (parkingOf(shop, siteId)?.staleStayHours ?? PARKING_DEFAULTS.staleStayHours) * 3_600_000,
      );
    const before = Object.fromEntries(shop.sites.map((s) => [s.id, beforeAt(s.id)]));
    let closed = 0;
    for (const s of await this.deps.repo.staleOpenStays(before, beforeAt(null), 500)) {
      await this.deps.repo.inTransaction(async (tx) => {
        const current = await tx.lockStay(s.plateKey, s.id);
        // A read may have closed or moved it meanwhile.
        if (!current || current.status !== 'open' || current.entryAt >= beforeAt(current.siteId)) return;
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

  /** The reads stored but not used because they were too old on arrival. */
  async ignoredReads(q: IgnoredReadQuery, scope: SiteScope = null): Promise<IgnoredReadList> {
    const { rows, count } = await this.deps.repo.ignoredReads(
      maxReadAgeMs(parkingOf(this.deps.catalogue.current().config)),
      q.page,
      q.limit,
      scope,
    );
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

  async decisions(q: DecisionListQuery, scope: SiteScope = null): Promise<DecisionList> {
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
        sites: scope,
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
}

/**
 * A stay as operators see it, priced by the walk-in tariff: a stay that left up to its exit,
 * a stay inside as pay by plate would quote it now; a stay without exit that is no longer
 * inside (exit missed, closed by hand) has no end to price up to.
 */
function summaryOf(parking: ParkingConfig | undefined, s: StayWithClosure, now: Date): StaySummary {
  const priced = parking && (s.status === 'open' || s.exitAt) ? quoteStay(parking, s, now) : null;
  return {
    id: s.id,
    plate: s.plate,
    plateKey: s.plateKey,
    siteId: s.siteId,
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
