import { z } from 'zod';
import { THEME_NAMES, type ThemeName } from '../themes';
import { isoInstant, languageQuerySchema, languageSchema } from './common';
import { openingHoursSchema } from './booking';

export const themes = THEME_NAMES;
export const themeSchema = z.enum(themes);
export type { ThemeName };

export const navigationPositionSchema = z.enum(['top', 'bottom']);

export const navigationEntrySchema = z.object({
  title: z.string().min(1),
  /** Absolute path of the content page, e.g. `/impressum`. */
  urlPath: z.string().regex(/^\/[a-z0-9\-/]*$/i, 'must be an absolute path like /impressum'),
  position: z.array(navigationPositionSchema).min(1),
});
export type NavigationEntry = z.infer<typeof navigationEntrySchema>;

/** GET /api/page/styling */
export const stylingResponseSchema = z.object({
  styling: z.object({
    websiteName: z.string(),
    shopLanguage: languageSchema,
    theme: themeSchema,
    navigation: z.array(navigationEntrySchema),
    landing: z.object({ header: z.string() }),
    footerContent: z.string(),
    /** IANA zone all times are shown in (not in the spec; the client needs it to render slots). */
    timeZone: z.string(),
  }),
  options: z.object({
    enableCustomerShop: z.boolean(),
    /** Drivers may sign up themselves (only with the customer shop on). */
    enableSignUp: z.boolean(),
  }),
});
export type StylingResponse = z.infer<typeof stylingResponseSchema>;

/** GET /api/page/data?url= */
export const pageDataQuerySchema = languageQuerySchema.extend({ url: z.string().min(1).max(200) });
export const pageDataSchema = z.object({ title: z.string(), content: z.string() });
export type PageData = z.infer<typeof pageDataSchema>;

/** GET /manifest.webmanifest: the shop as an app, named and coloured by its styling. */
export const webManifestSchema = z.object({
  name: z.string().describe("The styling's website name"),
  short_name: z.string().describe('At most 12 characters: the name, or its first word'),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string().describe("The theme's primary colour"),
  background_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() })),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

/**
 * GET /api/page/site (not in the spec; ADR 050): what the home page leads with. The car park's
 * address, its opening hours (null: around the clock) with whether it is open now and when that
 * changes, and the walk-in places free now (null: the car park counts none). A count only: no
 * plate or stay leaves the server. `at` is when the answer was computed.
 */
export const siteInfoSchema = z.object({
  address: z
    .string()
    .nullable()
    .describe(
      "The car park's entrance (entrance; before it shop.location), else the operator's address; null without any",
    ),
  openingHours: openingHoursSchema.nullable(),
  open: z.boolean(),
  changesAt: isoInstant.nullable().describe('When `open` changes next; null: not within a week'),
  freePlaces: z.number().int().min(0).nullable().describe('parking.capacity less the walk-ins inside'),
  at: isoInstant,
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
