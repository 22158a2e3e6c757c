import type { ReservationSlotDetails } from '../schemas/booking';
import { firstSlotStart, isDayOrLonger } from './slots';
import { addDuration, DAY, startOfDayInZone } from './time';

/**
 * The grid of a template's occupancy rows (ADR 049), in seconds: its step below a day, else a
 * day. A day rather than the step for day-or-longer steps: periods of a week, month or year
 * begin on any local midnight (the grid of `slotBounds` is counted from today, ADR 048 day
 * starts from any day), so only days are boundaries every booking of such a template shares.
 * Below a day the step's grid is anchored at each local midnight (`firstSlotStart`).
 */
export function occupancyGridOf(d: Pick<ReservationSlotDetails, 'stepDuration'>): number {
  return isDayOrLonger(d.stepDuration) ? DAY : d.stepDuration;
}

/** The occupancy slot that contains `instant`: its start. */
export function occupancySlotOf(grid: number, instant: Date, zone: string): Date {
  return grid >= DAY ? startOfDayInZone(instant, zone) : firstSlotStart(grid, instant, zone);
}

/**
 * The starts of the occupancy slots that [start, end) overlaps, ascending: a booking has one
 * row for each. Below a day the grid begins anew at every local midnight (on a 25-hour day the
 * last slot is a short one), so the slots of a period never depend on the day it was sold.
 * A period on the grid gets exactly its slots; one off it (an 8-hour period sold across a DST
 * change) also gets the slots it only partly covers, which can only count it more, never less.
 */
export function occupancySlots(grid: number, start: Date, end: Date, zone: string): Date[] {
  const out: number[] = [];
  const stop = end.getTime();
  let s = occupancySlotOf(grid, start, zone).getTime();
  // The local midnight after s: where a sub-day grid begins anew.
  let midnight = addDuration(startOfDayInZone(new Date(s), zone), DAY, zone).getTime();
  while (s < stop) {
    out.push(s);
    if (grid >= DAY) s = midnight;
    else s = Math.min(s + grid * 1000, midnight);
    if (s === midnight) midnight = addDuration(new Date(midnight), DAY, zone).getTime();
  }
  return out.map((ms) => new Date(ms));
}
