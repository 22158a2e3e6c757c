/**
 * Redirect payments open the provider's page at once (ADR 055): "Zahlungspflichtig buchen" and
 * "Erneut bezahlen" navigate to the payment screen with this state; a reminder's renewal link,
 * a reload or Back from the provider come without it and show the screen's link instead.
 */
export const FORWARD_STATE = { forward: true } as const;

export function forwardRequested(state: unknown): boolean {
  return (state as { forward?: unknown } | null)?.forward === true;
}

/** The provider's own page to send the browser to; card widget and SEPA form stay on the screen. */
export function redirectOf(res: {
  paymentMethod: string;
  priceToBePaid: number;
  paymentRedirect?: string;
}): string | undefined {
  if (res.paymentMethod === 'None' || res.priceToBePaid === 0) return undefined;
  if (res.paymentMethod === 'Sumup' || res.paymentMethod === 'Sepa') return undefined;
  return res.paymentRedirect || undefined;
}
