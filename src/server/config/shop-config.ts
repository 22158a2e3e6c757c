import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  contactLevelSchema,
  identifierSourceSchema,
  productTypeSchema,
  reservationSlotDetailsSchema,
} from '../../shared/schemas/booking';
import { languageSchema } from '../../shared/schemas/common';
import { navigationEntrySchema, themeSchema } from '../../shared/schemas/page';
import { tariffSchema } from '../../shared/domain/price';
import { slotDetailsProblems } from '../../shared/domain/slots';
import { assertTimeZone, DEFAULT_TIME_ZONE } from '../../shared/domain/time';
import { ConfigError, formatIssues } from './config-error';

/**
 * The operator's shop configuration (docs/operations/shop-config.md).
 * Every text a visitor reads lives in `styling` and in the templates' name, description and
 * benefits, so per-language texts (issue 3) can replace exactly these fields.
 */
const templateSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be lower-case letters, digits and hyphens'),
    type: productTypeSchema,
    name: z.string().min(1),
    description: z.string().default(''),
    benefits: z.array(z.string()).default([]),
    requiredContactDetails: contactLevelSchema,
    requestedIdentifierSources: z.array(identifierSourceSchema).default([]),
    /** Seconds (ADR 002). */
    reservationSlotDetails: reservationSlotDetailsSchema,
    tariff: tariffSchema,
    /** Places that may be booked at the same time; required for reservations. */
    capacity: z.number().int().positive().optional(),
  })
  .superRefine((t, ctx) => {
    if (t.type === 'reservation' && t.capacity === undefined) {
      ctx.addIssue({ code: 'custom', path: ['capacity'], message: 'is required for a reservation template' });
    }
    for (const problem of slotDetailsProblems(t.reservationSlotDetails)) {
      // slotDetailsProblems words its problems "<field> ...", so the field goes into the path.
      const field = problem.split(' ')[0];
      const known = ['stepDuration', 'startBefore', 'bookUntil', 'minDuration', 'maxDuration'].includes(
        field,
      );
      ctx.addIssue({
        code: 'custom',
        path: known ? ['reservationSlotDetails', field] : ['reservationSlotDetails'],
        message: problem,
      });
    }
  });

export const shopConfigSchema = z
  .object({
    shop: z.object({
      /** Shown on tickets and mails and on the demo payment page. */
      name: z.string().min(1),
      legalName: z.string().optional(),
      timeZone: z.string().default(DEFAULT_TIME_ZONE),
      language: languageSchema.default('de'),
      theme: themeSchema.default('parkingBlue'),
      /** How long an unpaid reservation holds its place. */
      holdMinutes: z
        .number()
        .int()
        .min(1)
        .max(24 * 60)
        .default(15),
    }),
    styling: z.object({
      websiteName: z.string().min(1),
      landing: z.object({ header: z.string().default('') }).default({ header: '' }),
      footerContent: z.string().default(''),
      navigation: z
        .array(
          navigationEntrySchema.extend({
            /** The content page behind the entry; `title` defaults to the entry's title. */
            page: z.object({ title: z.string().optional(), content: z.string() }),
          }),
        )
        .default([]),
    }),
    options: z
      .object({ enableCustomerShop: z.boolean().default(false) })
      .default({ enableCustomerShop: false }),
    acceptGuestRenewal: z.boolean().default(false),
    maxBookingCount: z.number().int().positive().nullable().default(null),
    paymentProvider: z.enum(['demo']).default('demo'),
    templates: z.array(templateSchema).min(1),
  })
  .superRefine((c, ctx) => {
    try {
      assertTimeZone(c.shop.timeZone);
    } catch {
      ctx.addIssue({
        code: 'custom',
        path: ['shop', 'timeZone'],
        message: `unknown time zone "${c.shop.timeZone}"`,
      });
    }
    const seenPaths = new Map<string, number>();
    c.styling.navigation.forEach((n, i) => {
      if (seenPaths.has(n.urlPath)) {
        ctx.addIssue({
          code: 'custom',
          path: ['styling', 'navigation', i, 'urlPath'],
          message: `duplicate urlPath "${n.urlPath}" (also navigation[${seenPaths.get(n.urlPath)}])`,
        });
      } else seenPaths.set(n.urlPath, i);
    });
    const seenIds = new Map<string, number>();
    c.templates.forEach((t, i) => {
      if (seenIds.has(t.id)) {
        ctx.addIssue({ code: 'custom', path: ['templates', i, 'id'], message: `duplicate id "${t.id}"` });
      } else seenIds.set(t.id, i);
    });
  });

export type ShopConfig = z.infer<typeof shopConfigSchema>;
export type TemplateConfig = ShopConfig['templates'][number];

const DEMO_SHOP_PATH = fileURLToPath(new URL('./demo-shop.json', import.meta.url));

/** Validates a parsed config object; `label` prefixes every message (e.g. `SHOP_CONFIG`). */
export function parseShopConfig(raw: unknown, label = 'SHOP_CONFIG'): ShopConfig {
  const r = shopConfigSchema.safeParse(raw);
  if (!r.success) throw new ConfigError(formatIssues(label, r.error.issues));
  return r.data;
}

/** Loads SHOP_CONFIG, or the built-in demo shop when it is unset. */
export function loadShopConfig(path: string | undefined): ShopConfig {
  const file = path ?? DEMO_SHOP_PATH;
  const label = path ? 'SHOP_CONFIG' : 'built-in demo shop';
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new ConfigError(`${label}: cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ConfigError(`${label}: ${file} is not valid JSON (${(e as Error).message})`);
  }
  return parseShopConfig(json, label);
}
