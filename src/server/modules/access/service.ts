import { createHash, randomUUID } from 'node:crypto';
import { parkingOf, siteOrFirst } from '../../config/sites';
import { plateKey } from '../../../shared/domain/plate';
import type { LanguageCode } from '../../../shared/i18n/languages';
import type {
  AccessAuthorize,
  AccessDecision,
  AccessEvent,
  AllowlistResponse,
} from '../../../shared/schemas/access';
import { PARKING_DEFAULTS, type ParkingConfig } from '../../config/shop-config';
import { DomainError } from '../../errors';
import type { CatalogueReader } from '../../platform/catalogue/view';
import type { AccessRepository, AccessTx, AllowlistInterval } from './repository';
import { foldReads, planStays } from './stays';
import type { BarrierMemory } from './barrier-memory';
import { decide, type Decision, type DecisionView } from './decide';
import { gateSiteOf } from './gate-site';
import { barrierText } from './texts';
import type { DeviceRow, EventRow } from '../../db/rows';
import { iso, maxReadAgeMs } from './times';
import type { FleetAccounts, FleetMemory } from './fleet-memory';
import { quoteStay } from '../../../shared/domain/parking-price';

/** `parking.earlyArrivalMinutes`: a holder arriving this early is let in and covered as one. */
function earlyMsOf(parking: ParkingConfig | undefined): number {
  return (parking?.earlyArrivalMinutes ?? PARKING_DEFAULTS.earlyArrivalMinutes) * 60_000;
}

/** A read stamped further in the future than this is refused: the camera's clock is wrong. */
const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

export interface AccessDeps {
  repo: AccessRepository;
  /** `parking`, the walk-in tariff; absent: no free minutes, no walk-in capacity. */
  catalogue: CatalogueReader;
  /** Pinned at start (ADR 025). */
  language: LanguageCode;
  timeZone: string;
  /** What decisions need, in memory (ADR 036); absent: every decision asks the database. */
  barrier?: BarrierMemory;
  /** Fleet plates leave on their company's account (ADR 066); absent: no company accounts. */
  fleet?: { memory: FleetMemory; accounts: FleetAccounts };
}

/**
 * The car park's access system as its devices meet it: plate reads make stays, barrier
 * decisions, the offline allowlist. Devices themselves: `DeviceService`; the operator's views of
 * stays, reads and decisions: `AccessAdminService`.
 */
export class AccessService {
  constructor(private readonly deps: AccessDeps) {}

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
    const shop = this.deps.catalogue.current().config;
    const parking = parkingOf(shop, device.siteId);
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
      const old = row.occurredAt.getTime() < row.receivedAt.getTime() - maxReadAgeMs(parking);
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

    const tooOld = occurredAt.getTime() < now.getTime() - maxReadAgeMs(parking);
    const fleetCompany = await this.deps.fleet?.memory.companyOf(key);
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
      const computed = foldReads(await tx.readsFrom(key, from, maxReadAgeMs(parking)));
      const plan = planStays(computed, await tx.staysFrom(key, from));
      await tx.deleteStays(plan.remove);
      let stayId: string | null = null;
      for (const [i, c] of computed.entries()) {
        let id = plan.ids[i];
        const shape = {
          entryAt: c.entryAt,
          exitAt: c.exitAt,
          status: c.status,
          plate: c.plate,
          // A read of a device gone from the table: the shop's first car park.
          siteId: c.siteId ?? siteOrFirst(shop, null).id,
        };
        if (id === null) {
          id = randomUUID();
          await tx.insertStay({ id, plateKey: key, ...shape, createdAt: now, updatedAt: now });
        } else {
          await tx.updateStay(id, shape, now);
        }
        if (c.readIds.includes(inserted.id)) stayId = id;
      }
      await tx.setEventStay(inserted.id, stayId);
      if (fleetCompany && stayId) await this.chargeFleetStay(tx, stayId, fleetCompany, now);
      return { eventId: ev.eventId, stayId, duplicate: false };
    });
  }

  /**
   * A fleet plate's stay that this read closed goes onto its company's charges, priced at its
   * site's walk-in tariff less what was paid by plate (as pay by plate prices it). Charged once:
   * a later read that moves the exit changes no charge (ADR 066).
   */
  private async chargeFleetStay(tx: AccessTx, stayId: string, companyId: string, now: Date) {
    const stay = await tx.stay(stayId);
    if (!stay || stay.status !== 'closed' || !stay.exitAt) return;
    const parking = parkingOf(this.deps.catalogue.current().config, stay.siteId);
    if (!parking) return;
    const grossCents = quoteStay(parking, stay, stay.exitAt).priceToBePaid;
    if (grossCents <= 0) return;
    const { entryAt, exitAt, plate, siteId } = stay;
    const fleet = this.deps.fleet!;
    await fleet.accounts.stayEnded(
      tx.tx,
      { stayId, companyId, plate, siteId, entryAt, exitAt, grossCents },
      now,
    );
    // The charge may take the company to its limit: the next exit asks afresh.
    fleet.memory.changed();
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
    const fleet = req.direction === 'exit' && !!(await this.deps.fleet?.memory.companyOf(key));
    const d = await this.decide(view, key, req.direction, now, device.siteId, fleet);
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

  /**
   * The decision from `view` (SQL or memory) at a device of `siteId` (the first site when
   * absent), not logged: authorize, and the property test.
   */
  decide(
    view: DecisionView,
    plateKey: string,
    direction: 'entry' | 'exit',
    now: Date,
    siteId?: string,
    /** A fleet plate of a company in good standing (ADR 066). */
    fleet = false,
  ): Promise<Decision> {
    const shop = this.deps.catalogue.current().config;
    const parking = parkingOf(shop, siteId);
    return decide(view, {
      plateKey,
      direction,
      now,
      parking,
      earlyMs: earlyMsOf(parking),
      site: gateSiteOf(shop, siteId),
      stayParking: (stay) => parkingOf(shop, stay.siteId),
      staySite: (stay) => gateSiteOf(shop, stay.siteId),
      fleet,
    });
  }

  // ---- allowlist ----

  /**
   * Plates that may pass, for a barrier deciding offline (ADR 019). Without `since` (or with an
   * unusable one): every plate valid now or later (`full`). With `since`: every plate changed
   * since then with ALL its current entries (replace the plate's local entries), or one
   * `revoked` entry when nothing is left.
   */
  async allowlist(since: string | undefined, now: Date, siteId?: string): Promise<AllowlistResponse> {
    // A device downloads its own site's list: the plates its gate would open (ADR 060).
    const site = gateSiteOf(this.deps.catalogue.current().config, siteId);
    return this.deps.repo.inSnapshot(async (tx, xmin, xmax) => {
      const cursor = since !== undefined && /^\d{1,18}$/.test(since) ? Number(since) : null;
      // A cursor above this snapshot's xmax was never handed out by this database.
      const usable = cursor !== null && cursor <= xmax;
      const plates = usable ? await tx.changedPlates(cursor) : undefined;
      const byPlate = groupMerged(await tx.intervals(now, site, plates));
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
