import type { Localized } from './common';

/** The languages a ticket is printed in (the booking's language), German first. */
export const TICKET_LANGUAGES = ['de', 'en', 'nl', 'ro', 'ch'] as const;
export const TICKET_FIELDS = ['entryExit', 'conditions'] as const;
type TicketField = (typeof TICKET_FIELDS)[number];

export interface BrandStyling {
  logoUrl?: string;
  ticket?: Partial<Record<TicketField, Localized>>;
}

/** One language's own text; a single string stands for every language, so it shows in each. */
export function textIn(value: Localized | undefined, lang: string): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : (value[lang] ?? '');
}

/**
 * One text's fields (`<name>-<lang>`, one per language) back into a LocalizedText: empty
 * languages are left out (they show the shop language's text), and one text for every language
 * (from a config file) stays one text while no language differs. Undefined when all are empty.
 */
export function localizedFromForm(
  form: FormData,
  name: string,
  was: Localized | undefined,
): Localized | undefined {
  const texts: Record<string, string> = {};
  for (const lang of TICKET_LANGUAGES) {
    const v = String(form.get(`${name}-${lang}`) ?? '').trim();
    if (v) texts[lang] = v;
  }
  if (typeof was === 'string' && TICKET_LANGUAGES.every((l) => texts[l] === was.trim())) return was;
  return Object.keys(texts).length > 0 ? texts : undefined;
}

/**
 * The form's logo and ticket fields back into the styling (ADR 046): an empty logo removes it,
 * empty languages are left out, and a text empty in every language goes, so the ticket prints
 * its default again.
 */
export function brandFromForm(form: FormData, stored: BrandStyling): BrandStyling {
  const ticket: Partial<Record<TicketField, Localized>> = {};
  for (const field of TICKET_FIELDS) {
    const text = localizedFromForm(form, field, stored.ticket?.[field]);
    if (text !== undefined) ticket[field] = text;
  }
  const logo = String(form.get('logoUrl') ?? '').trim();
  return { ...(logo ? { logoUrl: logo } : {}), ticket };
}
