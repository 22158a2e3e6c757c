import { z } from 'zod';
import { THEME_NAMES, type ThemeName } from '../themes';
import { languageQuerySchema, languageSchema } from './common';

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
  options: z.object({ enableCustomerShop: z.boolean() }),
});
export type StylingResponse = z.infer<typeof stylingResponseSchema>;

/** GET /api/page/data?url= */
export const pageDataQuerySchema = languageQuerySchema.extend({ url: z.string().min(1).max(200) });
export const pageDataSchema = z.object({ title: z.string(), content: z.string() });
export type PageData = z.infer<typeof pageDataSchema>;
