import { z } from 'zod';
import { tariffSchema } from '../domain/price';

/**
 * The back office's catalogue calls (ADR 025). The document itself is the shop
 * config format (docs/operations/shop-config.md): its full rules (the server's shopConfigSchema
 * with its cross-field checks) run in the service, which answers 400 CATALOGUE_INVALID with the
 * failing paths in `details`; the request schemas here check only the frame.
 */

/** Every write names the revision it was made on: another change in between answers 409 CATALOGUE_CONFLICT. */
const baseRevision = z.number().int().min(0);

/** A JSON object (a template, a config document): checked by the service. */
const jsonObject = z.record(z.string(), z.unknown());

export const tariffVersionStates = ['past', 'current', 'scheduled'] as const;

export const tariffVersionSchema = z.object({
  templateId: z.string(),
  version: z.number().int(),
  validFrom: z.string(),
  tariff: tariffSchema,
  /** past: replaced; current: in force now; scheduled: takes over at validFrom (deletable). */
  state: z.enum(tariffVersionStates),
});
export type TariffVersionView = z.infer<typeof tariffVersionSchema>;

export const catalogueResponseSchema = z.object({
  revision: z.number().int(),
  /** The config document (export/import format); each template's tariff is the one in force now. */
  document: jsonObject,
  /** Retired templates: hidden from the shop, kept for their bookings' bills and tickets. */
  retired: z.array(jsonObject),
  tariffs: z.array(tariffVersionSchema),
  /** Settings that only a restart applies (ADR 025). */
  restartOnly: z.array(z.string()),
  /** Of those, the ones where the stored document differs from what this instance runs with. */
  pendingRestart: z.array(z.string()),
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;

export const catalogueSettingsBodySchema = z.object({
  baseRevision,
  shopName: z.string().optional(),
  holdMinutes: z.number().int().optional(),
  enableCustomerShop: z.boolean().optional(),
  acceptGuestRenewal: z.boolean().optional(),
  maxBookingCount: z.number().int().nullable().optional(),
  /** The walk-in tariff's settings (without its tariff: that is versioned); null removes it. */
  parking: jsonObject.nullable().optional(),
  /**
   * websiteName, landing.header, footerContent, navigation, ticket.entryExit and
   * ticket.conditions (LocalizedText: string or per language), logoUrl (absent: no logo).
   */
  styling: jsonObject.optional(),
});
export type CatalogueSettingsBody = z.infer<typeof catalogueSettingsBodySchema>;

export const templateCreateBodySchema = z.object({ baseRevision, template: jsonObject });
export type TemplateCreateBody = z.infer<typeof templateCreateBodySchema>;

/** The template without `id` and `tariff` (tariffs change through versions). */
export const templateUpdateBodySchema = z.object({ baseRevision, template: jsonObject });
export type TemplateUpdateBody = z.infer<typeof templateUpdateBodySchema>;

export const revisionBodySchema = z.object({ baseRevision });

/**
 * A site (car park) in the config format (`sites[]`: id, name, entrance, openingHours, contact,
 * parking, timeZone, costCentre). On a change its id stays, and so does its walk-in tariff
 * (versioned under `walk-in@{id}`, or `walk-in` for the site `main`).
 */
export const siteBodySchema = z.object({ baseRevision, site: jsonObject });
export type SiteBody = z.infer<typeof siteBodySchema>;
export const siteIdParamsSchema = z.object({ id: z.string().max(100) });

export const tariffScheduleBodySchema = z.object({
  baseRevision,
  /** ISO instant; absent or past: in force at once. */
  validFrom: z.iso.datetime({ offset: true }).optional(),
  tariff: tariffSchema,
});
export type TariffScheduleBody = z.infer<typeof tariffScheduleBodySchema>;

export const catalogueImportBodySchema = z.object({ baseRevision, document: jsonObject });

export const templateIdParamsSchema = z.object({ id: z.string().max(100) });
export const tariffVersionParamsSchema = z.object({
  id: z.string().max(100),
  version: z.coerce.number().int(),
});
export const revisionQuerySchema = z.object({ baseRevision: z.coerce.number().int().min(0) });
