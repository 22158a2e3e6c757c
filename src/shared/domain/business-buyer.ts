import { isValidLeitwegId, looksLikeLeitwegId, normalizeLeitwegId } from './leitweg-id';
import { isValidVatId, normalizeVatId } from './vat-id';

/**
 * A booking is to a business when its contact names a company; its bill then carries the
 * buyer's VAT ID and buyer reference (BT-10) when given. Browser and server check with these
 * same rules.
 */

/** A free buyer order reference: long enough for any purchase order number, short for a PDF line. */
export const BUYER_REFERENCE_MAX = 100;

/**
 * A buyer reference is either a Leitweg-ID (what a German public body must be invoiced with) or
 * the buyer's own order reference. Text that starts like a Leitweg-ID (digits, then a hyphen)
 * must be a valid one: a mistyped Leitweg-ID would not reach the body's invoice portal, and
 * passing it as free text would hide the typo until the invoice is refused.
 */
export function isValidBuyerReference(input: string): boolean {
  const text = input.trim();
  if (looksLikeLeitwegId(text)) return isValidLeitwegId(text);
  // Printable text on one line: it is printed and written into the e-invoice's XML.
  return text.length > 0 && text.length <= BUYER_REFERENCE_MAX && !/\p{Cc}/u.test(text);
}

export function normalizeBuyerReference(input: string): string {
  const text = input.trim();
  return looksLikeLeitwegId(text) ? normalizeLeitwegId(text) : text;
}

interface BuyerFields {
  companyName?: string;
  vatId?: string;
  buyerReference?: string;
}

export type BusinessBuyerProblem = 'VAT_ID_INVALID' | 'BUYER_REFERENCE_INVALID';

/** The server's message beside the code (the client shows its own translation of the code). */
export const BUSINESS_BUYER_MESSAGES: Record<BusinessBuyerProblem, string> = {
  VAT_ID_INVALID: "The VAT ID is not in the format of an EU member state's VAT IDs",
  BUYER_REFERENCE_INVALID:
    'The buyer reference is neither a valid Leitweg-ID nor an order reference of up to 100 characters',
};

export type BusinessBuyerResult<C> = { ok: true; contact: C } | { ok: false; code: BusinessBuyerProblem };

/**
 * The contact with its VAT ID and buyer reference checked and normalised, empty ones left out.
 * Without a company name both are dropped, not refused: the form hides them once the company is
 * cleared, and a private person's bill must not carry a business's VAT ID.
 */
export function checkBusinessBuyer<C extends BuyerFields>(contact: C): BusinessBuyerResult<C> {
  const { vatId, buyerReference, ...rest } = contact;
  if (!contact.companyName?.trim()) return { ok: true, contact: rest as C };
  const out = { ...rest } as C;
  if (vatId !== undefined && vatId.trim() !== '') {
    if (!isValidVatId(vatId)) return { ok: false, code: 'VAT_ID_INVALID' };
    out.vatId = normalizeVatId(vatId);
  }
  if (buyerReference !== undefined && buyerReference.trim() !== '') {
    if (!isValidBuyerReference(buyerReference)) return { ok: false, code: 'BUYER_REFERENCE_INVALID' };
    out.buyerReference = normalizeBuyerReference(buyerReference);
  }
  return { ok: true, contact: out };
}
