/**
 * The bounds of the shop's logo address and ticket texts (ADR 046), one rule for the config
 * file, the import and the back office's settings form.
 */

/** Longest logo address: a CDN URL with a cache-busting query fits easily. */
export const LOGO_URL_MAX = 500;

/**
 * The ticket texts stand beside the QR code, 315 pt wide at 10 pt (about 60 characters of
 * ordinary text a line, 33 of "W"). Measured on the renderer: 400 characters in 8 lines of the
 * widest letters pushed the terms line onto a second page; 300 characters in 6 lines, however
 * wrapped, keep both texts, the terms line and the operator's foot on the one page.
 */
export const TICKET_TEXT_MAX = 300;
export const TICKET_TEXT_MAX_LINES = 6;

/**
 * A logo is an https URL or a path on the shop's own host (`/logo.png`, made absolute with
 * PUBLIC_URL). Refused: http (a mail client would warn or block it), `//host/...` (another
 * host in disguise), `data:` and `javascript:` URLs, and anything with spaces or quotes, since
 * the address ends up in an HTML attribute of every mail.
 */
export function isLogoUrl(value: string): boolean {
  if (value.length === 0 || value.length > LOGO_URL_MAX) return false;
  if (/[\s"'<>\\`]/.test(value)) return false;
  if (value.startsWith('/')) return /^\/(?!\/)[\w.~\-/%]*$/.test(value);
  if (!value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * The origin of an https logo ("https://cdn.example.de"), the one source the back office's CSP
 * adds to img-src for its preview; undefined for a path of the shop (already 'self') and for
 * anything that is no plain host name (an IP literal in brackets is no CSP host source).
 */
export function logoOrigin(url: string | undefined): string | undefined {
  if (!url || !url.startsWith('https://') || !isLogoUrl(url)) return undefined;
  const origin = new URL(url).origin;
  return /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/.test(origin) ? origin : undefined;
}

/** Whether one ticket text (one language's) is within the bounds of the ticket's page. */
export function ticketTextFits(value: string): boolean {
  return value.length <= TICKET_TEXT_MAX && value.split('\n').length <= TICKET_TEXT_MAX_LINES;
}
