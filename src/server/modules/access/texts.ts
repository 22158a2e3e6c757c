import { barrierTime } from '../../../shared/domain/wall-clock';
import { formatEuro } from '../../tickets/format';
import type { LanguageCode } from '../../../shared/i18n/languages';
import type { AccessReason } from '../../../shared/schemas/access';

/**
 * What the barrier's display shows, in the shop language. Kept under 32 characters (a common
 * two-line LED display holds 2 x 16 to 2 x 20), so no text carries the plate. The one price shown
 * is what an exit owes: the driver must see that a cheap ticket does not cover it all.
 */
interface BarrierTexts {
  welcome: string;
  full: string;
  validUntil: (time: string) => string;
  paidUntil: (time: string) => string;
  free: string;
  unpaid: string;
  /** The amount owed, formatted ("47,50 €"). */
  unpaidAmount: (amount: string) => string;
  noStay: string;
  /** A fleet plate leaving on its company's account (ADR 066). */
  account: string;
}

const de: BarrierTexts = {
  welcome: 'Willkommen',
  full: 'Besetzt',
  validUntil: (t) => `Gute Fahrt – gültig bis ${t}`,
  paidUntil: (t) => `Gute Fahrt – bezahlt bis ${t}`,
  free: 'Gute Fahrt – kostenfrei',
  unpaid: 'Bitte zuerst bezahlen',
  unpaidAmount: (a) => `Bitte zuerst ${a} zahlen`,
  noStay: 'Kein Parkvorgang bekannt',
  account: 'Gute Fahrt – auf Firmenrechnung',
};

const TEXTS: Record<LanguageCode, BarrierTexts> = {
  de,
  // Swiss German shares the German texts (no ß in them); only the time format differs.
  ch: de,
  en: {
    welcome: 'Welcome',
    full: 'Car park full',
    validUntil: (t) => `Goodbye – valid until ${t}`,
    paidUntil: (t) => `Goodbye – paid until ${t}`,
    free: 'Goodbye – free of charge',
    unpaid: 'Please pay first',
    unpaidAmount: (a) => `Please pay ${a} first`,
    noStay: 'No parking stay found',
    account: 'Goodbye – on company account',
  },
  nl: {
    welcome: 'Welkom',
    full: 'Vol',
    validUntil: (t) => `Goede reis – geldig tot ${t}`,
    paidUntil: (t) => `Goede reis – betaald tot ${t}`,
    free: 'Goede reis – gratis',
    unpaid: 'Eerst betalen a.u.b.',
    unpaidAmount: (a) => `Eerst ${a} betalen`,
    noStay: 'Geen parkeeractie gevonden',
    account: 'Goede reis – op bedrijfsrekening',
  },
  ro: {
    welcome: 'Bun venit',
    full: 'Parcare plină',
    validUntil: (t) => `Drum bun – valabil până ${t}`,
    paidUntil: (t) => `Drum bun – plătit până ${t}`,
    free: 'Drum bun – gratuit',
    unpaid: 'Vă rugăm plătiți',
    unpaidAmount: (a) => `Plătiți întâi ${a}`,
    noStay: 'Nicio staționare găsită',
    account: 'Drum bun – pe contul firmei',
  },
};

/**
 * The barrier text of a decision. The time is the shop's local time of day; a validity that
 * ends on another day than today also names the day ("21.11. 14:35"). `amountCents`: what an
 * unpaid exit owes, when it could be priced.
 */
export function barrierText(
  direction: 'entry' | 'exit',
  reason: AccessReason,
  validUntil: Date | null,
  language: LanguageCode,
  timeZone: string,
  now: Date,
  amountCents: number | null = null,
): string {
  const t = TEXTS[language] ?? de;
  if (direction === 'entry') return reason === 'full' ? t.full : t.welcome;
  const when = validUntil ? barrierTime(validUntil, timeZone, language, now) : '';
  switch (reason) {
    case 'permission':
      return validUntil ? t.validUntil(when) : t.welcome;
    case 'paid':
      return t.paidUntil(when);
    case 'free-minutes':
      return t.free;
    case 'capacity':
      return t.welcome;
    case 'full':
      return t.full;
    case 'unpaid':
      // Plain spaces: a barrier display may not know the no-break space Intl puts before "€".
      return amountCents === null
        ? t.unpaid
        : t.unpaidAmount(formatEuro(amountCents, language).replace(/\s/g, ' '));
    case 'no-stay':
      return t.noStay;
    case 'account':
      return t.account;
  }
}
