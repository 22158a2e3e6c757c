import type { TFunction } from '../../lib/translator';

/**
 * Plain words for values the server stores as keys: payment states, methods,
 * providers, what reported a payment's change, mail kinds and states. A value the back office
 * does not know yet shows as it is rather than as an empty cell.
 */
const word = (t: TFunction, group: string, key: string | null | undefined): string =>
  key ? t(`admin.words.${group}.${key}`, { defaultValue: key }) : '–';

export const paymentStatusText = (t: TFunction, status: string | null | undefined) =>
  word(t, 'paymentStatus', status);

export const providerText = (t: TFunction, provider: string) => word(t, 'provider', provider);

/** How it was paid; before the provider had the payment, the provider. */
export const paymentMethodText = (t: TFunction, method: string | null, provider: string) =>
  method ? word(t, 'paymentMethod', method) : providerText(t, provider);

/** Who moved a payment (payment_events.source, inbox kinds): a handful of plain categories. */
function sourceGroup(source: string): string {
  if (source === 'reserve') return 'booked';
  if (source === 'demo-page') return 'demoPage';
  if (source === 'lapse') return 'lapse';
  if (source === 'replaced') return 'replaced';
  if (source === 'zero-price') return 'free';
  if (source === 'admin-cancel') return 'backoffice';
  if (source.startsWith('refund')) return 'refund';
  if (source.startsWith('sepa')) return 'sepa';
  if (/webhook|poll|notice|check|reconcile|fetch/.test(source)) return 'provider';
  return 'other';
}
export const paymentSourceText = (t: TFunction, source: string) => word(t, 'source', sourceGroup(source));

export function mailKindText(t: TFunction, kind: string): string {
  const key =
    kind === 'ticket-resend'
      ? 'ticketResend'
      : ['ticket', 'cancellation', 'bill'].includes(kind)
        ? kind
        : 'other';
  return word(t, 'mailKind', key);
}

export const mailStatusText = (t: TFunction, status: string) => word(t, 'mailStatus', status);

/** A language code of the shop (`ch` is Swiss German) in the operator's language. */
export function languageName(code: string, uiLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([uiLanguage === 'ch' ? 'de' : uiLanguage], { type: 'language' }).of(
      code === 'ch' ? 'gsw' : code,
    );
    return name ?? code;
  } catch {
    return code;
  }
}
