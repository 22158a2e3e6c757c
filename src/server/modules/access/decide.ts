import { quoteCoveredStay, quoteStay, type PermissionPeriod } from '../../../shared/domain/parking-price';
import type { AccessReason } from '../../../shared/schemas/access';
import type { ParkingConfig } from '../../config/shop-config';
import type { StayRow } from '../../db/rows';
import type { PlatePermission } from './repository';
import type { GateSite } from './gate-site';

/**
 * The exit camera may read the plate (closing the stay) a moment before the barrier asks: a stay
 * closed this recently still decides the exit.
 */
export const RECENT_EXIT_MS = 15 * 60_000;

type Maybe<T> = T | Promise<T>;

/**
 * The questions a barrier decision asks (ADR 018). Two answerers: AccessRepository (SQL) and
 * BarrierMemory (ADR 036); the property test holds them to the same answers.
 */
export interface DecisionView {
  /**
   * Paid bookings of the plate covering `at` (or starting within `earlyMs`) that open the gates
   * of `site` (gate-site.ts; null: a one-site shop), latest end first.
   */
  permissionsAt(
    plateKey: string,
    at: Date,
    site: GateSite | null,
    earlyMs?: number,
  ): Maybe<PlatePermission[]>;
  /** The plate's permission periods valid at `site` that may cover a stay from `entryAt` to `due`. */
  permissionPeriods(
    plateKey: string,
    entryAt: Date,
    due: Date,
    earlyMs: number,
    site: GateSite | null,
  ): Maybe<PermissionPeriod[]>;
  /** The stay the exit barrier judges (see AccessRepository.currentStay), at whichever site. */
  currentStay(plateKey: string, at: Date, recentExit: Date): Maybe<StayRow | undefined>;
  /** Open stays at `site` of other plates without a permission valid there covering `at`. */
  walkInsInside(exceptPlateKey: string, at: Date, site: GateSite | null): Maybe<number>;
}

export interface Decision {
  allowed: boolean;
  reason: AccessReason;
  validUntil: Date | null;
  stayId: string | null;
  bookingId: string | null;
  /** What is owed (the display text), when the exit is refused as unpaid. */
  amountCents: number | null;
}

/**
 * May the plate pass now (ADR 018; a permission covers a stay only from its start)? At the
 * device's site (ADR 060): only permissions valid there open, its capacity counts; a stay is
 * priced with its own site's tariff and covered by permissions valid at its own site.
 */
export async function decide(
  view: DecisionView,
  q: {
    plateKey: string;
    direction: 'entry' | 'exit';
    now: Date;
    /** The walk-in settings of the device's site. */
    parking: ParkingConfig | undefined;
    earlyMs: number;
    /** The device's site (null: a one-site shop). */
    site: GateSite | null;
    /** A stay's site's walk-in settings and gate rules (the device's, in the usual case). */
    stayParking: (stay: StayRow) => ParkingConfig | undefined;
    staySite: (stay: StayRow) => GateSite | null;
    /** The plate is in the fleet of a company in good standing (ADR 066): its stay is on account. */
    fleet?: boolean;
  },
): Promise<Decision> {
  const { plateKey: key, now, parking: gateParking, earlyMs, site } = q;
  const d: Decision = {
    allowed: false,
    reason: 'no-stay',
    validUntil: null,
    stayId: null,
    bookingId: null,
    amountCents: null,
  };
  if (q.direction === 'entry') {
    const permission = (await view.permissionsAt(key, now, site, earlyMs)).find((p) => p.stayId === null);
    if (permission) {
      return {
        ...d,
        allowed: true,
        reason: 'permission',
        validUntil: permission.endsAt,
        bookingId: permission.bookingId,
      };
    }
    const capacity = gateParking?.capacity;
    const allowed = capacity === undefined || (await view.walkInsInside(key, now, site)) < capacity;
    return { ...d, allowed, reason: allowed ? 'capacity' : 'full' };
  }

  const permits = await view.permissionsAt(key, now, site);
  // A walk-in booking paying a stay is "paid"; any other paid booking is a permission.
  const permission = permits.find((p) => p.stayId === null);
  const walkIn = permits.find((p) => p.stayId !== null);
  const stay = await view.currentStay(key, now, new Date(now.getTime() - RECENT_EXIT_MS));
  const parking = stay ? q.stayParking(stay) : gateParking;
  // A permission covers the stay only from its own start less the early-arrival allowance:
  // the time before is a walk-in stay that must be paid first.
  const owed =
    permission && stay && parking
      ? quoteCoveredStay(
          parking,
          stay,
          await view.permissionPeriods(key, stay.entryAt, stay.exitAt ?? now, earlyMs, q.staySite(stay)),
          now,
          earlyMs,
        ).priceToBePaid
      : 0;
  if (permission && owed > 0) {
    return { ...d, reason: 'unpaid', stayId: stay!.id, amountCents: owed };
  }
  if (permission || walkIn) {
    const p = (permission ?? walkIn)!;
    return {
      ...d,
      allowed: true,
      reason: permission ? 'permission' : 'paid',
      validUntil: p.endsAt,
      bookingId: p.bookingId,
      stayId: permission ? (stay?.id ?? null) : p.stayId,
    };
  }
  if (!stay) return d;
  const freeUntil = new Date(stay.entryAt.getTime() + (parking?.freeMinutes ?? 0) * 60_000);
  if (stay.paidUntil && stay.paidUntil >= now) {
    return { ...d, allowed: true, reason: 'paid', validUntil: stay.paidUntil, stayId: stay.id };
  }
  if (now < freeUntil) {
    return { ...d, allowed: true, reason: 'free-minutes', validUntil: freeUntil, stayId: stay.id };
  }
  // A fleet car leaves on its company's account: the stay is charged when it ends.
  if (q.fleet) return { ...d, allowed: true, reason: 'account', stayId: stay.id };
  return {
    ...d,
    reason: 'unpaid',
    stayId: stay.id,
    amountCents: parking ? quoteStay(parking, stay, now).priceToBePaid : null,
  };
}
