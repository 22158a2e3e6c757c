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
 * The form's logo and ticket fields back into the styling (ADR 046): an empty logo removes it,
 * empty languages are left out, and a text empty in every language goes, so the ticket prints
 * its default again.
 */
export function brandFromForm(form: FormData, stored: BrandStyling): BrandStyling {
  const s = (k: string) => String(form.get(k) ?? '').trim();
  const ticket: Partial<Record<TicketField, Localized>> = {};
  for (const field of TICKET_FIELDS) {
    const texts: Record<string, string> = {};
    for (const lang of TICKET_LANGUAGES) {
      const v = s(`${field}-${lang}`);
      if (v) texts[lang] = v;
    }
    const was = stored.ticket?.[field];
    // One text for every language (from a config file) stays one text while no language differs.
    if (typeof was === 'string' && TICKET_LANGUAGES.every((l) => texts[l] === was.trim()))
      ticket[field] = was;
    else if (Object.keys(texts).length > 0) ticket[field] = texts;
  }
  const logo = s('logoUrl');
  return { ...(logo ? { logoUrl: logo } : {}), ticket };
}
