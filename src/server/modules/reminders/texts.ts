import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages';

/** The reminder mails' texts in the five shop languages. */
export interface ReminderTexts {
  reminderSubject: (shop: string) => string;
  reminderIntro: (product: string, end: string) => string;
  failedSubject: (shop: string) => string;
  failedIntro: (product: string) => string;
  next: string;
  price: string;
  plate: string;
  renew: string;
  /** The link holds the renewal ready; nothing is charged before the driver pays. */
  howItWorks: (until: string) => string;
  switchOff: string;
  greeting: string;
  closing: string;
}

const de: ReminderTexts = {
  reminderSubject: (shop) => `Ihre Parkberechtigung endet bald – ${shop}`,
  reminderIntro: (product, end) => `Ihre Parkberechtigung „${product}“ endet am ${end}.`,
  failedSubject: (shop) => `Verlängerung nicht bezahlt – ${shop}`,
  failedIntro: (product) =>
    `die Zahlung für die Verlängerung Ihrer Parkberechtigung „${product}“ ist fehlgeschlagen. Die Berechtigung wurde nicht verlängert.`,
  next: 'Verlängerung',
  price: 'Preis',
  plate: 'Kennzeichen',
  renew: 'Jetzt verlängern',
  howItWorks: (until) =>
    `Der Link öffnet den Shop mit der Verlängerung zum aktuellen Tarif. Bezahlt wird erst, wenn Sie die Zahlung ausführen. Er gilt einmal, bis ${until}.`,
  switchOff: 'Diese E-Mails können Sie im Kundenportal unter „Daten ändern“ abschalten.',
  greeting: 'Guten Tag,',
  closing: 'Mit freundlichen Grüßen',
};

const TEXTS: Record<LanguageCode, ReminderTexts> = {
  de,
  en: {
    reminderSubject: (shop) => `Your parking permit ends soon – ${shop}`,
    reminderIntro: (product, end) => `your parking permit "${product}" ends on ${end}.`,
    failedSubject: (shop) => `Renewal not paid – ${shop}`,
    failedIntro: (product) =>
      `the payment for renewing your parking permit "${product}" failed. The permit has not been renewed.`,
    next: 'Renewal',
    price: 'Price',
    plate: 'Licence plate',
    renew: 'Renew now',
    howItWorks: (until) =>
      `The link opens the shop with the renewal at the current tariff. Nothing is charged until you make the payment. It works once, until ${until}.`,
    switchOff: 'You can switch these e-mails off in the customer portal under "Change data".',
    greeting: 'Hello,',
    closing: 'Kind regards',
  },
  nl: {
    reminderSubject: (shop) => `Uw parkeervergunning loopt binnenkort af – ${shop}`,
    reminderIntro: (product, end) => `uw parkeervergunning "${product}" loopt af op ${end}.`,
    failedSubject: (shop) => `Verlenging niet betaald – ${shop}`,
    failedIntro: (product) =>
      `de betaling voor de verlenging van uw parkeervergunning "${product}" is mislukt. De vergunning is niet verlengd.`,
    next: 'Verlenging',
    price: 'Prijs',
    plate: 'Kenteken',
    renew: 'Nu verlengen',
    howItWorks: (until) =>
      `De link opent de shop met de verlenging tegen het huidige tarief. Er wordt pas betaald wanneer u de betaling uitvoert. De link werkt één keer, tot ${until}.`,
    switchOff: 'U kunt deze e-mails in het klantenportaal onder "Gegevens wijzigen" uitschakelen.',
    greeting: 'Goedendag,',
    closing: 'Met vriendelijke groet',
  },
  ro: {
    reminderSubject: (shop) => `Permisul dumneavoastră de parcare expiră în curând – ${shop}`,
    reminderIntro: (product, end) => `permisul dumneavoastră de parcare „${product}” expiră la ${end}.`,
    failedSubject: (shop) => `Prelungirea nu a fost plătită – ${shop}`,
    failedIntro: (product) =>
      `plata pentru prelungirea permisului de parcare „${product}” nu a reușit. Permisul nu a fost prelungit.`,
    next: 'Prelungire',
    price: 'Preț',
    plate: 'Număr de înmatriculare',
    renew: 'Prelungiți acum',
    howItWorks: (until) =>
      `Linkul deschide magazinul cu prelungirea la tariful actual. Nu se încasează nimic până când nu efectuați plata. Funcționează o singură dată, până la ${until}.`,
    switchOff: 'Puteți dezactiva aceste e-mailuri în portalul clienților, la „Modificare date”.',
    greeting: 'Bună ziua,',
    closing: 'Cu stimă',
  },
  // Swiss Standard German: "ss" for "ß", "Kontrollschild" for the plate.
  ch: {
    ...de,
    reminderIntro: (product, end) => `Ihre Parkberechtigung «${product}» endet am ${end}.`,
    failedIntro: (product) =>
      `Die Zahlung für die Verlängerung Ihrer Parkberechtigung «${product}» ist fehlgeschlagen. Die Berechtigung wurde nicht verlängert.`,
    plate: 'Kontrollschild',
    switchOff: 'Diese E-Mails können Sie im Kundenportal unter «Daten ändern» abschalten.',
    greeting: 'Grüezi',
    closing: 'Freundliche Grüsse',
  },
};

export function reminderTexts(language: string): ReminderTexts {
  return TEXTS[isLanguageCode(language) ? language : DEFAULT_LANGUAGE];
}
