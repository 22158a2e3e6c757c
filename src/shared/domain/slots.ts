import type { ReservationSlotDetails } from '../schemas/booking';
import { ErrorCode } from '../schemas/error-codes';
import { addDuration, calendarDaysBetween, DAY, isLocalMidnight, startOfDayInZone } from './time';

const MIN = 60;
const HOUR = 3600;
export const WEEK = 7 * DAY;
/** "A month as 30 days, a year as 365 days" (spec §9). */
export const MONTH = 30 * DAY;
export const YEAR = 365 * DAY;

/** The slot intervals of spec §9, in seconds. */
export const SLOT_INTERVALS = [
  10 * MIN,
  15 * MIN,
  30 * MIN,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
  12 * HOUR,
  DAY,
  WEEK,
  MONTH,
  YEAR,
] as const;

export function isDayOrLonger(stepDuration: number): boolean {
  return stepDuration >= DAY;
}

/**
 * The spacing of starts, in seconds (ADR 048): a day when a template of a day-or-longer step
 * lets its periods begin on any day (`startGrid: 'day'`), otherwise the step itself.
 */
export function startGridOf(d: ReservationSlotDetails): number {
  return d.startGrid === 'day' && isDayOrLonger(d.stepDuration) ? DAY : d.stepDuration;
}

/**
 * Checks a template's slot details; returns a list of problems (empty when valid).
 * Used when the shop config is loaded, so a bad template stops the start.
 */
export function slotDetailsProblems(d: ReservationSlotDetails): string[] {
  const problems: string[] = [];
  if (!(SLOT_INTERVALS as readonly number[]).includes(d.stepDuration)) {
    problems.push(`stepDuration ${d.stepDuration} is not one of ${SLOT_INTERVALS.join(', ')}`);
    return problems;
  }
  if (d.startGrid === 'day' && !isDayOrLonger(d.stepDuration)) {
    problems.push(`startGrid 'day' needs a stepDuration of a day or longer`);
  }
  // With day starts the window is counted in days (a month permit bookable 45 days ahead); the
  // booked length stays whole steps.
  const grid = startGridOf(d);
  for (const key of ['startBefore', 'bookUntil'] as const) {
    if (d[key] % grid !== 0) {
      problems.push(`${key} must be a multiple of ${grid === d.stepDuration ? 'stepDuration' : 'a day'}`);
    }
  }
  for (const key of ['minDuration', 'maxDuration'] as const) {
    if (d[key] % d.stepDuration !== 0) problems.push(`${key} must be a multiple of stepDuration`);
  }
  if (d.minDuration > d.maxDuration) problems.push('minDuration must not exceed maxDuration');
  if (d.minDuration > d.bookUntil) problems.push('minDuration must not exceed bookUntil');
  return problems;
}

/** Start of the slot that contains `now`: the first bookable start. */
export function firstSlotStart(stepDuration: number, now: Date, zone: string): Date {
  const midnight = startOfDayInZone(now, zone);
  if (isDayOrLonger(stepDuration)) return midnight;
  // Sub-day grids run in elapsed time from local midnight, so every slot is exactly one step long
  // even on a DST day (hourly and shorter grids stay on the wall-clock hour).
  const elapsed = Math.floor((now.getTime() - midnight.getTime()) / 1000);
  return new Date(midnight.getTime() + (elapsed - (elapsed % stepDuration)) * 1000);
}

/** Start of slot `k` counted from `first`. */
export function slotStart(first: Date, k: number, stepDuration: number, zone: string): Date {
  return addDuration(first, k * stepDuration, zone);
}

/** Number of slots: how many steps fit into `duration`. */
function steps(duration: number, stepDuration: number): number {
  return Math.floor(duration / stepDuration);
}

/**
 * A template's grid now. Indices count grid slots (`grid` seconds from `first`: the step, or a
 * day with `startGrid: 'day'`); slot counts count steps, each `gridPerStep` grid slots long.
 */
export interface SlotBounds {
  first: Date;
  /** Seconds between two starts. */
  grid: number;
  /** Grid slots in one step: 1, or 7, 30 or 365 for day starts. */
  gridPerStep: number;
  /** Starts are grid slots 0 .. maxStartIndex-1 */
  maxStartIndex: number;
  /** start index + slotCount * gridPerStep must not exceed this */
  maxEndIndex: number;
  minSlots: number;
  maxSlots: number;
}

export function slotBounds(d: ReservationSlotDetails, now: Date, zone: string): SlotBounds {
  const grid = startGridOf(d);
  return {
    first: firstSlotStart(grid, now, zone),
    grid,
    gridPerStep: d.stepDuration / grid,
    maxStartIndex: steps(d.startBefore, grid),
    maxEndIndex: steps(d.bookUntil, grid),
    minSlots: steps(d.minDuration, d.stepDuration),
    maxSlots: steps(d.maxDuration, d.stepDuration),
  };
}

export type SlotError =
  | typeof ErrorCode.START_OFF_GRID
  | typeof ErrorCode.START_TOO_EARLY
  | typeof ErrorCode.START_TOO_LATE
  | typeof ErrorCode.END_TOO_LATE
  | typeof ErrorCode.SLOT_COUNT_OUT_OF_RANGE;

/** Grid slot index of `start` on a grid of `grid` seconds, or the reason it is not on it. */
export function slotIndexOf(
  start: Date,
  grid: number,
  first: Date,
  zone: string,
): { ok: true; index: number } | { ok: false; code: SlotError } {
  if (isDayOrLonger(grid)) {
    if (!isLocalMidnight(start, zone)) return { ok: false, code: ErrorCode.START_OFF_GRID };
    const days = calendarDaysBetween(first, start, zone);
    const stepDays = grid / DAY;
    if (days % stepDays !== 0) return { ok: false, code: ErrorCode.START_OFF_GRID };
    if (days < 0) return { ok: false, code: ErrorCode.START_TOO_EARLY };
    return { ok: true, index: days / stepDays };
  }
  const diff = start.getTime() - first.getTime();
  if (diff % (grid * 1000) !== 0) return { ok: false, code: ErrorCode.START_OFF_GRID };
  if (diff < 0) return { ok: false, code: ErrorCode.START_TOO_EARLY };
  return { ok: true, index: diff / (grid * 1000) };
}

export interface Period {
  start: Date;
  /** Exclusive end: where the next booking may begin. Used for overlap and capacity. */
  end: Date;
  /** The end shown and answered: for day-or-longer steps the period's last second (spec §9). */
  displayEnd: Date;
  slotCount: number;
  /**
   * The start of the grid slot that holds `start`: `start` itself on the grid, the slot begun
   * before it for a booking from now (ADR 052). Its load is the one the period's first moments
   * share.
   */
  slot: Date;
}

/**
 * A booking from now (ADR 052) starts at the current minute, off the grid, and may reach the
 * server this much after that minute (the visitor fills in the data and confirms)...
 */
export const NOW_START_LATE = 10 * MIN;
/** ... or this much before the server's clock says it (a client clock running ahead). */
export const NOW_START_AHEAD = 5 * MIN;

/**
 * Where a booking that starts now begins (ADR 052): the current minute. Not the next 5-minute
 * mark: a car parked now would stand up to five minutes without a valid ticket.
 */
export function nowStart(now: Date): Date {
  return new Date(Math.floor(now.getTime() / (MIN * 1000)) * MIN * 1000);
}

type StartPlace = { ok: true; index: number; onGrid: boolean } | { ok: false; code: SlotError };

/**
 * Where a start lies on the template's grid. Below a day (ADR 052) no start may lie more than
 * NOW_START_LATE before the current minute, on the grid or not; a start off the grid is a
 * booking from now, accepted on a whole minute within the window around `now`, and counted
 * (for the window's limits) as the grid slot that holds it.
 */
function placeStart(b: SlotBounds, start: Date, now: Date, zone: string): StartPlace {
  const idx = slotIndexOf(start, b.grid, b.first, zone);
  if (isDayOrLonger(b.grid)) return idx.ok ? { ...idx, onGrid: true } : idx;
  const t = start.getTime();
  if (t < nowStart(now).getTime() - NOW_START_LATE * 1000) {
    return { ok: false, code: ErrorCode.START_TOO_EARLY };
  }
  if (idx.ok) return { ...idx, onGrid: true };
  if (t % (MIN * 1000) !== 0 || t > now.getTime() + NOW_START_AHEAD * 1000) {
    return { ok: false, code: ErrorCode.START_OFF_GRID };
  }
  const index = Math.max(0, Math.floor((t - b.first.getTime()) / (b.grid * 1000)));
  return { ok: true, index, onGrid: false };
}

/** The period booked by `slotCount` slots from `start`, or why it cannot be booked now. */
export function periodFor(
  d: ReservationSlotDetails,
  start: Date,
  slotCount: number,
  now: Date,
  zone: string,
): { ok: true; period: Period } | { ok: false; code: SlotError } {
  const b = slotBounds(d, now, zone);
  if (!Number.isInteger(slotCount) || slotCount < b.minSlots || slotCount > b.maxSlots) {
    return { ok: false, code: ErrorCode.SLOT_COUNT_OUT_OF_RANGE };
  }
  const place = placeStart(b, start, now, zone);
  if (!place.ok) return place;
  if (place.index >= b.maxStartIndex) return { ok: false, code: ErrorCode.START_TOO_LATE };
  if (place.index + slotCount * b.gridPerStep > b.maxEndIndex) {
    return { ok: false, code: ErrorCode.END_TOO_LATE };
  }
  return { ok: true, period: periodAt(b, place, start, slotCount, zone) };
}

function periodAt(
  b: SlotBounds,
  place: { index: number; onGrid: boolean },
  start: Date,
  slotCount: number,
  zone: string,
): Period {
  if (place.onGrid) return makePeriod(b, place.index, slotCount, zone);
  // From now: whole steps of elapsed time (only below a day), whatever the grid.
  const end = new Date(start.getTime() + slotCount * b.grid * b.gridPerStep * 1000);
  return { start, end, displayEnd: end, slotCount, slot: slotStart(b.first, place.index, b.grid, zone) };
}

/**
 * `slotCount` steps from grid slot `index`. On a day grid the end is as many calendar days on
 * as the steps hold (a month from the 7th ends 30 days later, 23- and 25-hour days included).
 */
function makePeriod(b: SlotBounds, index: number, slotCount: number, zone: string): Period {
  const start = slotStart(b.first, index, b.grid, zone);
  const end = slotStart(b.first, index + slotCount * b.gridPerStep, b.grid, zone);
  const displayEnd = isDayOrLonger(b.grid) ? new Date(end.getTime() - 1000) : end;
  return { start, end, displayEnd, slotCount, slot: start };
}

/**
 * Every start a visitor may pick now (at least minDuration must still fit before bookUntil).
 * Below a day the slot begun before the current minute is not offered (ADR 052): it would sell
 * time already gone; a booking from now starts at `nowStart`.
 */
export function startOptions(d: ReservationSlotDetails, now: Date, zone: string): Date[] {
  const b = slotBounds(d, now, zone);
  const last = Math.min(b.maxStartIndex, b.maxEndIndex - b.minSlots * b.gridPerStep + 1);
  const begun = !isDayOrLonger(b.grid) && b.first.getTime() < nowStart(now).getTime();
  const out: Date[] = [];
  for (let k = begun ? 1 : 0; k < last; k++) out.push(slotStart(b.first, k, b.grid, zone));
  return out;
}

/**
 * Every period a visitor may pick for a chosen start, shortest first; for a start off the grid
 * (a booking from now, ADR 052) the whole steps from it.
 */
export function endOptions(d: ReservationSlotDetails, start: Date, now: Date, zone: string): Period[] {
  const b = slotBounds(d, now, zone);
  const place = placeStart(b, start, now, zone);
  if (!place.ok || place.index >= b.maxStartIndex) return [];
  const out: Period[] = [];
  const most = Math.min(b.maxSlots, Math.floor((b.maxEndIndex - place.index) / b.gridPerStep));
  for (let n = b.minSlots; n <= most; n++) out.push(periodAt(b, place, start, n, zone));
  return out;
}

/**
 * Whether a list of `count` slots is shown as a slot list (else calendar and time lists),
 * and how many per row: "at most 7 items, 50 for a year step; rows of 6, 5 or 4" (spec §9).
 */
export function slotListLayout(
  count: number,
  stepDuration: number,
): { useList: boolean; columns: 6 | 5 | 4 } {
  const max = stepDuration === YEAR ? 50 : 7;
  const columns = count % 6 === 0 ? 6 : count % 5 === 0 ? 5 : 4;
  return { useList: count > 0 && count <= max, columns };
}

/** Whether the end is derived from the start (minDuration = maxDuration, spec §4). */
export function endIsDerived(d: ReservationSlotDetails): boolean {
  return d.minDuration === d.maxDuration;
}

/** Index of the first slot that starts at or after `instant` (0 when it lies before `first`). */
export function slotIndexAtOrAfter(instant: Date, stepDuration: number, first: Date, zone: string): number {
  if (instant.getTime() <= first.getTime()) return 0;
  // An estimate from elapsed time or calendar days, then corrected on the real grid (DST days).
  let k = isDayOrLonger(stepDuration)
    ? Math.ceil(calendarDaysBetween(first, instant, zone) / (stepDuration / DAY))
    : Math.ceil((instant.getTime() - first.getTime()) / (stepDuration * 1000));
  while (k > 0 && slotStart(first, k - 1, stepDuration, zone).getTime() >= instant.getTime()) k--;
  while (slotStart(first, k, stepDuration, zone).getTime() < instant.getTime()) k++;
  return k;
}
