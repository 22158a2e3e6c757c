import type { AvailabilityResponse, ReservationSlotDetails } from '../schemas/booking';
import { slotBounds } from './slots';
import { addDuration } from './time';

/**
 * The most slots one availability call answers: a 31-day month of 10-minute slots plus a DST
 * hour (4 470), rounded up, so the finest grid's calendar month fits in one call.
 */
export const MAX_AVAILABILITY_SLOTS = 4500;

interface Load {
  free: number;
  startsHere: number;
}

/**
 * Availability as the pickers use it. `capacity` null is unlimited; slots outside the loaded
 * range (or not loaded yet) count as free: the price and reserve calls keep the last word.
 */
export interface Availability {
  capacity: number | null;
  from: number;
  to: number;
  /** Slot start (ms) to its load; only slots with a place taken. */
  bySlot: ReadonlyMap<number, Load>;
  /** The listed slot starts, ascending (for the sums over a period). */
  starts: readonly number[];
}

export const UNLIMITED: Availability = { capacity: null, from: 0, to: 0, bySlot: new Map(), starts: [] };

export function toAvailability(res: AvailabilityResponse): Availability {
  const bySlot = new Map<number, Load>();
  for (const s of res.slots) bySlot.set(Date.parse(s.startTime), { free: s.free, startsHere: s.startsHere });
  return {
    capacity: res.capacity,
    from: Date.parse(res.from),
    to: Date.parse(res.to),
    bySlot,
    starts: [...bySlot.keys()].sort((a, b) => a - b),
  };
}

/** Places left in the slot starting at `start` (Infinity when unlimited). */
export function freeAt(a: Availability, start: Date): number {
  if (a.capacity === null) return Infinity;
  return a.bySlot.get(start.getTime())?.free ?? a.capacity;
}

/** A start that cannot be booked for even one slot: every place of its slot is taken. */
export function isBookedOut(a: Availability, start: Date): boolean {
  return freeAt(a, start) <= 0;
}

/**
 * The server's capacity rule (booking repository: the active bookings overlapping the period
 * must be fewer than `capacity`, ADR 049 counts them over the slot occupancy) from per-slot figures. The bookings overlapping [start, end)
 * are those overlapping the first slot (capacity - free) plus those beginning in a later slot
 * of the period (their `startsHere`): a booking that misses the first slot starts after it.
 * So a long period can be refused although each of its slots has a place: two bookings in
 * different hours of a capacity-2 car park both overlap it.
 */
export function periodHasPlace(a: Availability, start: Date, end: Date, slot: Date = start): boolean {
  if (a.capacity === null) return true;
  const s = start.getTime();
  const e = end.getTime();
  // A period from now (ADR 052) begins inside a slot (`slot`, a Period's own): that slot's
  // bookings overlap it as well.
  let taken = a.capacity - freeAt(a, slot);
  for (const t of a.starts) {
    if (t <= s) continue;
    if (t >= e) break;
    taken += a.bySlot.get(t)!.startsHere;
  }
  return taken < a.capacity;
}

/**
 * The starts of `startOptions(d, now, zone)` that cannot be booked even for the shortest period:
 * the pickers show them disabled as booked out.
 */
export function bookedOutStarts(
  a: Availability,
  d: ReservationSlotDetails,
  starts: readonly Date[],
  now: Date,
  zone: string,
): Set<number> {
  const out = new Set<number>();
  if (a.capacity === null || a.bySlot.size === 0) return out;
  const b = slotBounds(d, now, zone);
  for (const start of starts) {
    // The shortest period ends minSlots steps on (on a day grid: that many calendar days).
    const end = addDuration(start, b.minSlots * d.stepDuration, zone);
    if (!periodHasPlace(a, start, end)) out.add(start.getTime());
  }
  return out;
}

/** First index whose value is above `x` (`strict`) or at least `x` (else); `a` ascending. */
function search(a: readonly number[], x: number, strict: boolean): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (strict ? a[mid] <= x : a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Per-slot loads from active bookings: what the availability call answers for them (the server
 * reads the same figures from its slot occupancy since ADR 049; the client rule's tests build
 * answers with this reference). `bounds`
 * are the n + 1 slot boundaries in ms (the shared grid), `periods` the bookings grouped by
 * [start, end) with their number. `taken` counts the bookings overlapping a slot (the capacity
 * rule's count); `startsHere` those beginning inside it. A difference array keeps it at
 * O(periods · log n + n), whatever the length of the bookings. Slots with nothing taken are
 * left out.
 */
export function slotLoads(
  bounds: readonly number[],
  periods: readonly { start: number; end: number; n: number }[],
): { index: number; taken: number; startsHere: number }[] {
  const slots = bounds.length - 1;
  if (slots < 1) return [];
  const diff = new Array<number>(slots + 1).fill(0);
  const starting = new Array<number>(slots).fill(0);
  for (const p of periods) {
    if (p.end <= bounds[0] || p.start >= bounds[slots]) continue;
    // The slot holding the start (slot 0 for a booking begun earlier) up to the last slot that
    // begins before the end.
    const first = p.start < bounds[0] ? 0 : search(bounds, p.start, true) - 1;
    const last = Math.min(search(bounds, p.end, false) - 1, slots - 1);
    diff[first] += p.n;
    diff[last + 1] -= p.n;
    if (p.start >= bounds[0]) starting[first] += p.n;
  }
  const out: { index: number; taken: number; startsHere: number }[] = [];
  let taken = 0;
  for (let i = 0; i < slots; i++) {
    taken += diff[i];
    if (taken > 0) out.push({ index: i, taken, startsHere: starting[i] });
  }
  return out;
}
