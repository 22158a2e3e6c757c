import { z } from 'zod';
import { cents, isoInstant } from './common';
import { openingHoursSchema } from './booking';

/** A site's id as its page's address names it (`/p/{siteId}`). */
export const siteIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/);

/** Where drivers drive to: the entrance of a car park. */
export const siteEntranceSchema = z.object({
  /** "Rathausgasse 12, 79098 Freiburg im Breisgau"; null: the shop names none. */
  line: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** How to find it, in the asked language; null: none written. */
  directions: z.string().nullable(),
});
export type SiteEntrance = z.infer<typeof siteEntranceSchema>;

/**
 * One car park as drivers see it (GET /api/sites, /api/sites/{id}; ADR 060). Counts only: no
 * plate or stay leaves the server. `at` is when the answer was computed.
 */
export const publicSiteSchema = z.object({
  id: siteIdSchema,
  name: z.string(),
  entrance: siteEntranceSchema,
  /** The site's opening hours; null: around the clock. */
  openingHours: openingHoursSchema.nullable(),
  /** The zone the opening hours are read in. */
  timeZone: z.string(),
  openNow: z.boolean(),
  changesAt: isoInstant.nullable().describe('When `openNow` changes next; null: not within a week'),
  freePlaces: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe('the walk-in places free now; null: the site counts none'),
  /** A phone number or contact line for drivers; null: none. */
  phone: z.string().nullable(),
  contactLine: z.string().nullable(),
  /** The ids of the products on sale valid here (the templates' `_id`). */
  templateIds: z.array(z.string()),
  /** The cheapest `priceFrom` of those products, in cents; null: none on sale. */
  priceFrom: cents.nullable(),
  /** Whether drivers parked here can pay by plate. */
  payByPlate: z.boolean(),
  at: isoInstant,
});
export type PublicSite = z.infer<typeof publicSiteSchema>;

/** GET /api/sites */
export const sitesResponseSchema = z.object({ sites: z.array(publicSiteSchema) });
export type SitesResponse = z.infer<typeof sitesResponseSchema>;
