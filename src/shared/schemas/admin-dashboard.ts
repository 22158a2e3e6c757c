import { z } from 'zod';
import { isoInstant } from './common';

/**
 * The back office's dashboard: occupancy now, today's figures and series over the
 * last days. One schema for the route, the screen and the tests.
 */

/** Ranges the screen offers; the call takes any whole number of days up to the largest. */
export const DASHBOARD_RANGES = [1, 7, 30, 90] as const;
export const MAX_DASHBOARD_DAYS = 90;
/** Up to this many days the occupancy series has one point per hour, above one per day. */
export const HOURLY_OCCUPANCY_MAX_DAYS = 7;

export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_DASHBOARD_DAYS)
    .default(7)
    .describe(`Calendar days in the shop's time zone ending today (today included), 1–${MAX_DASHBOARD_DAYS}`),
  site: z
    .string()
    .max(64)
    .optional()
    .describe(
      "One site's figures (its id); absent or empty: every site the operator may see. 404 NOT_FOUND for an unknown site or one outside the operator's",
    ),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const count = z.number().int().nonnegative();
const calendarDate = z.iso.date();

/**
 * One car park's row in the side-by-side comparison of a multi-site shop. Revenue is the
 * current calendar month up to today (bills minus credit notes by closing day, like `daily`),
 * counted at the booking's site: a walk-in at the stay's site, a one-site product at its site.
 * A product valid at several sites (a city-wide permit) belongs to none of them: its revenue
 * is one row of its own with `siteId` null, so the rows add up to the shop's revenue.
 */
export const siteFiguresSchema = z.object({
  siteId: z.string().nullable().describe('The site; null: products valid at several sites'),
  name: z
    .string()
    .nullable()
    .describe("The site's name in the shop's language; null for the several-sites row"),
  staysInside: count.describe('Open stays at this site (0 for the several-sites row)'),
  walkInsInside: count.describe('Walk-in places taken at this site'),
  walkInCapacity: count
    .nullable()
    .describe("The site's walk-in places; null: no limit or no walk-in parking"),
  occupancy: z
    .number()
    .nonnegative()
    .nullable()
    .describe('walkInsInside / walkInCapacity (two decimals); null without a capacity'),
  revenueCents: z.number().int().describe('Bills minus credit notes of the month so far'),
  walkInRevenueCents: z.number().int().describe('Of which paid by plate (walk-in stays)'),
  bookedRevenueCents: z.number().int().describe('Of which booked products (tickets, reservations, permits)'),
});
export type SiteFigures = z.infer<typeof siteFiguresSchema>;

export const dashboardSchema = z.object({
  /** The instant the figures were taken (the server's clock). */
  now: isoInstant,
  timeZone: z.string(),
  occupancy: z.object({
    staysInside: count.describe('Open parking stays (entry read, no exit read yet): every car inside'),
    walkInsInside: count.describe(
      'Open stays of plates without a paid permission covering now: the walk-in places taken (the entry barrier counts these)',
    ),
    walkInCapacity: count
      .nullable()
      .describe('parking.capacity; null when the car park has no limit or no walk-in parking'),
    reservations: count.describe('Paid bookings of reservation templates covering now'),
    reservationCapacity: count
      .nullable()
      .describe("Sum of the reservation templates' capacities; null without any"),
    permitHolders: count.describe(
      'Paid bookings of the other templates (one-time and flat permissions) covering now; walk-in payments excluded (they are stays)',
    ),
  }),
  today: z.object({
    date: calendarDate,
    bookings: count,
    revenueCents: z.number().int(),
    creditedCents: z.number().int().nonnegative(),
  }),
  range: z.object({
    days: z.number().int(),
    from: calendarDate,
    to: calendarDate,
    occupancyStep: z.enum(['hour', 'day']),
  }),
  /**
   * One entry per calendar day, oldest first. bookings: bookings created that day that were paid
   * (status paid, or cancelled after paying), as in the bookings CSV by creation day; revenueCents:
   * gross of the bills closed that day minus the credit notes closed that day (the bills CSV's sum).
   */
  daily: z.array(
    z.object({
      date: calendarDate,
      bookings: count,
      revenueCents: z.number().int(),
      creditedCents: z.number().int().nonnegative(),
    }),
  ),
  /**
   * Stays inside over time, one entry per hour (ranges up to 7 days) or per day, oldest first,
   * up to now: peak = most stays inside at the same moment within the period; average = the
   * time-weighted mean (stay-hours inside / hours of the period, the current one up to now).
   */
  occupancyOverTime: z.array(
    z.object({
      start: isoInstant,
      peak: count,
      average: z.number().nonnegative(),
    }),
  ),
  /**
   * The sites side by side (multi-site shops only; empty in a shop with one car park): one row
   * per site in the view, in the configuration's order, then the several-sites row when the
   * view is every site and the shop sells such products.
   */
  sites: z.array(siteFiguresSchema),
  /** The calendar month the sites' revenue covers: its first day up to today. */
  sitesPeriod: z.object({ from: calendarDate, to: calendarDate }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
