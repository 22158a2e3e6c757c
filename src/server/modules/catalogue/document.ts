import type { z } from 'zod';
import { shopConfigSchema, type ShopConfig } from '../../config/shop-config';
import { siteOfWalkInKey } from '../../config/sites';
import { DomainError } from '../../errors';
import type { Tariff } from '../../../shared/domain/price';
import type { TariffVersionView } from '../../../shared/schemas/admin-catalogue';
import { mapTariffs, versionAt, versionsAt, versionedTariffs, type TariffVersion } from './catalogue';
import { canonicalJson } from './canonical';
import {
  isLogoUrl,
  LOGO_URL_MAX,
  TICKET_TEXT_MAX,
  TICKET_TEXT_MAX_LINES,
  ticketTextFits,
} from '../../../shared/domain/shop-brand';

// The catalogue document's rules, apart from its writes: what a valid document is (the
// SHOP_CONFIG rules, the brand's limits), which tariff versions a seed or an import adds, and
// how a tariff change or a settings save reads.

/** zod's issues as the 400's details: `{ path: 'templates.0.capacity', message }`. */
function details(issues: z.core.$ZodIssue[], prefix: (string | number)[] = []) {
  return issues.map((i) => ({ path: [...prefix, ...i.path].map(String).join('.'), message: i.message }));
}

/** The config document by the SHOP_CONFIG rules, or 400 CATALOGUE_INVALID naming the paths. */
export function validateDocument(raw: unknown): ShopConfig {
  const r = shopConfigSchema.safeParse(raw);
  if (!r.success) {
    throw new DomainError(
      'CATALOGUE_INVALID',
      'The catalogue does not satisfy the shop config rules',
      details(r.error.issues),
    );
  }
  return r.data;
}

export const sameJson = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** Version 1 of each template's (and the walk-in) tariff that has none yet, valid from `at`. */
export function missingVersions(
  doc: ShopConfig,
  existing: readonly TariffVersion[],
  at: Date,
): TariffVersion[] {
  const out: TariffVersion[] = [];
  for (const [templateId, tariff] of versionedTariffs(doc)) {
    if (!existing.some((v) => v.templateId === templateId))
      out.push({ templateId, version: 1, validFrom: at, tariff });
  }
  return out;
}

/** The versions to add so the stored catalogue equals `doc` (seed, import, the test harness). */
export function importVersions(
  doc: ShopConfig,
  existing: readonly TariffVersion[],
  at: Date,
): Omit<TariffVersion, 'version'>[] {
  const out: Omit<TariffVersion, 'version'>[] = missingVersions(doc, existing, at);
  const inForce = versionsAt(existing, at.getTime());
  for (const [templateId, tariff] of versionedTariffs(doc)) {
    const now = inForce.get(templateId);
    if (now && !sameJson(now.tariff, tariff)) out.push({ templateId, validFrom: at, tariff });
  }
  return out;
}

/**
 * The settings' audit entry names only the fields the save changed, before and after, so the
 * log shows what an operator did rather than the whole form.
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((k) => !sameJson(before[k] ?? null, after[k] ?? null));
  const only = (o: T) => Object.fromEntries(keys.map((k) => [k, o[k] ?? null]));
  return { action: 'catalogue.settings', entityId: null, before: only(before), after: only(after) };
}

/**
 * The logo and the ticket texts of a settings save (ADR 046) with codes of their own, which the
 * back office words for the operator; the whole document is then checked by the config rules.
 */
export function checkBrand(styling: Record<string, unknown>): void {
  const logo = styling.logoUrl;
  if (logo !== undefined && (typeof logo !== 'string' || !isLogoUrl(logo))) {
    throw new DomainError(
      'LOGO_URL_INVALID',
      'The logo must be an https:// URL or a path such as /logo.png',
      {
        maxLength: LOGO_URL_MAX,
      },
    );
  }
  const ticket = styling.ticket;
  if (ticket === null || typeof ticket !== 'object') return;
  for (const field of ['entryExit', 'conditions'] as const) {
    const text: unknown = (ticket as Record<string, unknown>)[field];
    const entries: [string, unknown][] =
      typeof text === 'string'
        ? [['all', text]]
        : text && typeof text === 'object'
          ? Object.entries(text)
          : [];
    for (const [language, value] of entries) {
      if (typeof value === 'string' && !ticketTextFits(value)) {
        throw new DomainError('TICKET_TEXT_TOO_LONG', `The ticket text ${field} (${language}) is too long`, {
          field,
          language,
          maxLength: TICKET_TEXT_MAX,
          maxLines: TICKET_TEXT_MAX_LINES,
        });
      }
    }
  }
}

/** The document with `templateId`'s (or a site's walk-in) tariff replaced. */
export function replaceTariff(doc: ShopConfig, templateId: string, tariff: Tariff): ShopConfig {
  return mapTariffs(doc, (key, t) => (key === templateId ? tariff : t));
}

/** Whether `key` names a versioned tariff of the document (a template, or a site's walk-in). */
export function hasTariff(doc: ShopConfig, key: string): boolean {
  const site = siteOfWalkInKey(key);
  if (site !== undefined) return doc.sites.some((s) => s.id === site && s.parking !== undefined);
  return doc.templates.some((t) => t.id === key);
}

/** `doc` with the tariffs of `from` (a scheduled tariff leaves the stored document's tariffs alone). */
export function withTariffsOf(doc: ShopConfig, from: ShopConfig): ShopConfig {
  const tariffOf = new Map(versionedTariffs(from));
  return mapTariffs(doc, (key, t) => tariffOf.get(key) ?? t);
}

/** A tariff version as the back office lists it: past, current (in force at `now`) or scheduled. */
export function tariffView(v: TariffVersion, all: readonly TariffVersion[], now: number): TariffVersionView {
  const current = versionAt(all, v.templateId, now);
  return {
    templateId: v.templateId,
    version: v.version,
    validFrom: v.validFrom.toISOString(),
    tariff: v.tariff,
    state: v.validFrom.getTime() > now ? 'scheduled' : current?.version === v.version ? 'current' : 'past',
  };
}

/** The fields of a settings save, as its audit entry compares them before and after. */
export function settingsOf(d: ShopConfig) {
  const { logoUrl, ticket, ...styling } = d.styling;
  return {
    shopName: d.shop.name,
    holdMinutes: d.shop.holdMinutes,
    enableCustomerShop: d.options.enableCustomerShop,
    acceptGuestRenewal: d.acceptGuestRenewal,
    maxBookingCount: d.maxBookingCount,
    sites: d.sites,
    logoUrl: logoUrl ?? null,
    ticket,
    styling,
  };
}
