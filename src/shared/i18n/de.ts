import type { ErrorCode, PaymentErrorCode } from '../schemas/error-codes';
import type { deAdmin, AdminErrorCode } from './de-admin';
import type { deCompanies, CompanyErrorCode } from './de-companies';
import type { OrderErrorCode } from './de-order';
import type { dePortal } from './de-portal';
import type { deRenewal } from './de-renewal';
import type { deOrder } from './de-order';
import type { deSites } from './de-sites';

/**
 * German texts: the default language and the reference every other language must match
 * (see `TranslationResource`). Keys follow the spec where it names them.
 */
export const deBase = {
  general: {
    next: 'Weiter',
    back: 'Zurück',
    close: 'Schließen',
    loading: 'Wird geladen...',
    retry: 'Erneut versuchen',
    toHome: 'Zur Startseite',
    notFound: 'Die Seite wurde nicht gefunden.',
    skipToContent: 'Zum Inhalt springen',
    noScript: 'Zum Buchen wird JavaScript benötigt. Bitte aktivieren Sie JavaScript in Ihrem Browser.',
    error: {
      http: {
        '400': 'Ungültige Anfrage. Bitte überprüfen Sie Ihre Eingaben.',
        '404': 'Ticket nicht gefunden.',
        '429': 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
        '500': 'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
        default: 'Ein unbekannter Fehler ist aufgetreten.',
      },
    },
    message: { error: 'Ein Fehler ist aufgetreten.' },
    save: {
      labelSuccess: 'Erfolgreich gespeichert.',
      labelError: 'Speichern fehlgeschlagen. Bitte versuchen Sie es erneut.',
    },
  },
  layout: {
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    mainNavigation: 'Hauptnavigation',
    footerNavigation: 'Fußzeilennavigation',
    login: 'Anmelden',
    account: 'Kundenportal von {{username}}',
    language: 'Sprache',
    chooseLanguage: 'Sprache wählen (aktuell: {{language}})',
    myBookings: 'Meine Buchungen / Anmelden',
    myReservation: 'Meine Reservierung',
  },
  home: {
    headline: 'Parkberechtigungen',
    priceFrom: 'ab {{price}}',
    free: 'Kostenlos',
    dailyCap: 'Höchstens {{price}} je 24 Stunden',
    book: 'Buchen',
    bookNamed: '{{name}} buchen',
    benefits: 'Leistungen',
    empty: 'Derzeit sind keine Angebote verfügbar.',
    // The guest renewal card (spec §2 home); short: these are in the landing page's bundle.
    // The home page's lead (ADR 050): address, hours, free places; short, in the landing bundle.
    site: {
      open: 'Jetzt geöffnet',
      closed: 'Geschlossen',
      allDay: 'Rund um die Uhr geöffnet',
      until: 'bis {{time}}',
      opens: 'öffnet {{time}}',
      closedDay: 'geschlossen',
      holidays: 'Feiertage',
      free: 'Freie Plätze: {{count}}',
      full: 'Derzeit voll',
      updated: 'aktualisiert {{time}}',
    },
    renew: {
      title: 'Schon geparkt? Jetzt bezahlen',
      text: 'Kein Warten am Kassenautomaten: Ticket schnell bezahlen.',
      action: 'Ticket bezahlen',
      plate: 'Kennzeichen',
    },
  },
  reserve: {
    headline: 'Übersicht',
  },
  screen: {
    period: {
      headline: 'Buchungszeitraum wählen',
      start: 'Beginn',
      end: 'Ende',
      endDerived: 'Ende (ergibt sich aus dem Beginn)',
      chooseStartFirst: 'Bitte zuerst den Beginn wählen.',
      price: 'Preis',
      noPrice: 'Preis: –',
      priceChip: 'Preis: {{price}}',
      priceLoading: 'Preis wird berechnet...',
      range: 'Zeitraum: {{range}}',
      noRange: 'Zeitraum: –',
      priceError: 'Kein Preis verfügbar',
      bookedOut: 'Ausgebucht',
      noOptions: 'Derzeit sind keine Zeiträume buchbar.',
      templateNotFound: 'Dieses Angebot gibt es nicht.',
      now: 'Jetzt',
      nowClosed: 'Jetzt geschlossen',
      plusHours: '+{{count}} Std.',
      plusMinutes: '+{{count}} Min.',
      priceFrom: 'ab {{price}} für {{duration}}',
      fixedPrice: '{{price}} für {{duration}}',
      duration: 'Dauer',
      shorter: '{{step}} kürzer',
      nowBookedOut: 'Jetzt ausgebucht',
      chooseStart: 'Beginn wählen',
      chooseEnd: 'Ende wählen',
      longerMax: 'Länger geht nicht: höchstens {{duration}}',
      longerClosed: 'Länger geht nicht: danach geschlossen.',
      longerBookedOut: 'Länger geht nicht: danach ausgebucht.',
      longerWindow: 'Länger geht nicht: so weit im Voraus nicht buchbar.',
      endHint: 'Höchstens {{duration}} ab Beginn; spätere Zeiten sind ausgegraut.',
      durations: {
        minutes: '{{count}} Min.',
        hours: '{{count}} Std.',
        oneDay: '1 Tag',
        days: '{{count}} Tage',
        oneYear: '1 Jahr',
      },
    },
    data: {
      headline: 'Persönliche Daten eingeben',
    },
    confirm: {
      headline: 'Buchung überprüfen',
    },
    payment: {
      headline: 'Bezahlung',
    },
    checkout: {
      headline: 'Buchungsabschluss',
    },
    ticket: {
      headline: 'Ihr Ticket',
      product: 'Angebot',
      period: 'Zeitraum',
      licensePlate: 'Kennzeichen',
      price: 'Preis',
      ticketCode: 'Ticketcode',
      download: 'Ticket herunterladen',
      notFound: 'Ticket nicht gefunden.',
      cancelled: 'Storniert',
      cancelledAt: 'Storniert am {{date}}',
      cancelledNote: 'Dieses Ticket ist nicht mehr gültig und öffnet keine Schranke.',
      creditNote: 'Gutschrift anzeigen (PDF)',
      cancelledPdf: 'Stornierungsbeleg (PDF)',
    },
    content: {
      notFound: 'Diese Seite wurde nicht gefunden.',
    },
    portal: {
      permissions: {
        bookingMax: 'Die maximale Anzahl buchbarer Berechtigungen ist erreicht ({{count}}/{{max}})',
      },
    },
  },
  apiError: {
    VALIDATION: 'Ungültige Anfrage. Bitte überprüfen Sie Ihre Eingaben.',
    INVALID_JSON: 'Die Anfrage konnte nicht gelesen werden.',
    TEMPLATE_NOT_FOUND: 'Dieses Angebot gibt es nicht.',
    PAGE_NOT_FOUND: 'Diese Seite wurde nicht gefunden.',
    SITE_NOT_FOUND: 'Diesen Standort gibt es nicht.',
    START_OFF_GRID: 'Der gewählte Beginn ist nicht buchbar.',
    START_TOO_EARLY: 'Der gewählte Beginn liegt in der Vergangenheit. Bitte wählen Sie einen neuen Zeitraum.',
    START_TOO_LATE: 'Der gewählte Beginn liegt zu weit in der Zukunft.',
    END_TOO_LATE: 'Das gewählte Ende liegt zu weit in der Zukunft.',
    CAR_PARK_CLOSED:
      'Das Parkhaus ist in dieser Zeit geschlossen. Bitte wählen Sie eine Zeit innerhalb der Öffnungszeiten.',
    SLOT_COUNT_OUT_OF_RANGE: 'Die gewählte Dauer ist nicht buchbar.',
    CONTACT_FIELD_MISSING: 'Es wurden noch nicht alle Pflichtfelder ausgefüllt.',
    INVALID_MAIL: 'Die E-Mail-Adresse ist ungültig.',
    VAT_ID_INVALID: 'Die USt-IdNr. ist ungültig.',
    BUYER_REFERENCE_INVALID: 'Die Käuferreferenz oder Leitweg-ID ist ungültig.',
    LICENSE_PLATE_MISSING: 'Bitte geben Sie ein Kennzeichen an.',
    LICENSE_PLATE_INVALID: 'Das Kennzeichen ist ungültig.',
    IDENTIFIER_NOT_REQUESTED: 'Für dieses Angebot wird diese Angabe nicht benötigt.',
    BOOKED_OUT: 'Der gewählte Zeitraum ist leider ausgebucht. Bitte wählen Sie einen anderen.',
    RANGE_INVALID: 'Der Zeitraum ist ungültig: der Beginn muss vor dem Ende liegen.',
    RANGE_TOO_LARGE: 'Der Zeitraum ist zu lang. Bitte fragen Sie einen kürzeren an.',
    NO_BOOKING: 'Es gibt keine offene Buchung.',
    PAYMENT_PENDING: 'Die Zahlung ist noch nicht abgeschlossen.',
    PAYMENT_FAILED: 'Zahlung fehlgeschlagen',
    PAYMENT_NOT_FOUND: 'Die Zahlung wurde nicht gefunden.',
    PAYMENT_CLOSED: 'Diese Zahlung ist bereits abgeschlossen.',
    ALREADY_PAID: 'Diese Buchung ist bereits bezahlt. Ihr Ticket wird angezeigt.',
    HOLD_LAPSED: 'Die Reservierung ist abgelaufen. Die Buchung wird neu angelegt.',
    TICKET_NOT_FOUND: 'Ticket nicht gefunden.',
    WALLET_NOT_CONFIGURED: 'Keine Wallet-Tickets in diesem Shop.',
    UNAUTHORIZED: 'Bitte melden Sie sich an.',
    CROSS_SITE:
      'Die Anfrage kam von einer anderen Website und wurde abgelehnt. Bitte laden Sie die Seite neu.',
    BODY_TOO_LARGE: 'Die Anfrage ist zu groß. Bitte kürzen Sie Ihre Eingaben.',
    UNSUPPORTED_MEDIA_TYPE: 'Die Anfrage hat ein ungültiges Format.',
    URI_TOO_LONG: 'Die Adresse ist zu lang. Bitte prüfen Sie den Link.',
    WRONG_HOST: 'Diese Adresse gehört nicht zu diesem Shop.',
    NOT_FOUND: 'Nicht gefunden.',
    RATE_LIMITED: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    PLATE_LOOKUP_LIMIT:
      'Dieses Kennzeichen wurde in der letzten Stunde zu oft abgefragt. Bitte versuchen Sie es später erneut.',
    TOO_MANY_HOLDS:
      'Es sind schon zu viele unbezahlte Reservierungen offen. Bitte bezahlen Sie eine davon oder versuchen Sie es in einigen Minuten erneut.',
    NOT_LOGGED_IN: 'Bitte melden Sie sich an.',
    PASSWORD_CHANGE_REQUIRED: 'Bitte ändern Sie zuerst Ihr Passwort.',
    WRONG_CREDENTIALS: 'Benutzername oder Passwort ist falsch.',
    LOGIN_LOCKED: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.',
    LOGIN_BUSY:
      'Gerade melden sich sehr viele Personen an. Bitte versuchen Sie es in einigen Sekunden erneut.',
    PASSWORD_SESSION_ENDED:
      'Zu viele falsche Passwörter: Sie wurden abgemeldet. Bitte melden Sie sich erneut an.',
    WRONG_OLD_PASSWORD:
      'Das aktuelle Passwort ist nicht korrekt. Bitte prüfen Sie es und versuchen Sie es erneut.',
    PASSWORD_POLICY:
      'Das Passwort erfüllt die Anforderungen nicht. (Mindestlänge 14 Zeichen, Groß- und Kleinschreibung, Ziffern)',
    TOKEN_GONE: 'Dieser Link ist abgelaufen oder wurde bereits verwendet.',
    RENEWAL_UNAVAILABLE: 'Diese Berechtigung kann nicht mehr online verlängert werden.',
    CUSTOMER_EXISTS: 'Ein Konto mit dieser E-Mail-Adresse oder diesem Benutzernamen existiert bereits.',
    CUSTOMER_NOT_FOUND: 'Kunde nicht gefunden.',
    PERMISSION_NOT_FOUND: 'Berechtigung nicht gefunden.',
    CANCELLATION_NOT_POSSIBLE: 'Diese Berechtigung kann nicht mehr storniert werden.',
    MANDATE_IN_USE:
      'Dieses Mandat wird für eine noch offene Lastschrift verwendet und kann noch nicht gelöscht werden.',
    BOOKING_LIMIT_REACHED: 'Die maximale Anzahl buchbarer Berechtigungen ist erreicht.',
    STAY_NOT_FOUND: 'Ticket nicht gefunden.',
    ACCESS_EVENT_CONFLICT: 'Diese Ereignis-ID wurde bereits mit anderen Daten gesendet.',
    ACCESS_DEVICE_NOT_FOUND: 'Zugangsgerät nicht gefunden.',
    DEVICE_DIRECTION_NOT_ALLOWED: 'Dieses Gerät ist für diese Richtung nicht eingerichtet.',
    SITE_UNKNOWN: 'Diesen Parkplatz gibt es nicht: Bitte einen der Parkplätze des Shops wählen.',
    INTERNAL: 'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
    // Payment calls
    BILL_NOT_FOUND: 'Die Rechnung wurde nicht gefunden.',
    WRONG_PAYMENT_METHOD: 'Diese Zahlungsart passt nicht zu dieser Zahlung.',
    IBAN_INVALID: 'Die IBAN ist ungültig. Bitte überprüfen Sie sie.',
    BIC_INVALID: 'Der BIC ist ungültig.',
    ACCOUNT_NAME_INVALID: 'Bitte geben Sie den Namen des Kontoinhabers an (mindestens 2 Zeichen).',
    MANDATE_NOT_FOUND: 'Das SEPA-Mandat wurde nicht gefunden.',
    PROVIDER_UNAVAILABLE:
      'Der Zahlungsanbieter ist gerade nicht erreichbar. Es wurde nichts abgebucht – bitte versuchen Sie es gleich noch einmal.',
    PROVIDER_ERROR: 'Der Zahlungsanbieter hat die Zahlung abgelehnt. Es wurde nichts abgebucht.',
    EXPORT_NOT_FOUND: 'Der SEPA-Export wurde nicht gefunden.',
    WEBHOOK_INVALID: 'Die Benachrichtigung des Zahlungsanbieters ist ungültig.',
    SEPA_AMOUNT_LIMIT:
      'Dieser Betrag ist zu hoch für eine Zahlung per Lastschrift. Bitte wählen Sie eine andere Zahlungsart oder einen kürzeren Zeitraum.',
    SEPA_OPEN_DEBITS_LIMIT:
      'Für dieses Konto oder diese E-Mail-Adresse sind bereits zu viele Lastschriften offen. Bitte versuchen Sie es nach deren Einzug erneut.',
    COUNTRY_INVALID: 'Das Land der Adresse ist ungültig.',
    SEPA_FILE_INVALID: 'Die SEPA-Datei verletzt die Regeln der Bank; betroffene Lastschriften sind genannt.',
    COLLECTION_NOT_FOUND: 'Die Lastschrift wurde nicht gefunden.',
    COLLECTION_EXPORTED: 'Die Lastschrift ist bereits exportiert.',
    // The back office's codes are in de-admin.ts (not in the first bundle).
  } satisfies Record<
    Exclude<ErrorCode | PaymentErrorCode, AdminErrorCode | CompanyErrorCode | OrderErrorCode>,
    string
  >,
};

/** Both parts deep-merged (the type is the intersection, so every key of both is required). */
export function mergeTexts<A extends object, B extends object>(a: A, b: B): A & B {
  const out = { ...a } as Record<string, unknown>;
  for (const [k, v] of Object.entries(b)) {
    const here = out[k];
    out[k] =
      typeof v === 'object' && typeof here === 'object' && here !== null ? mergeTexts(here, v as object) : v;
  }
  return out as A & B;
}

/**
 * All German texts are `de` in de-full.ts. This module holds only what the client's first bundle
 * takes (`deBase`): it must not import the lazily loaded parts (`dePortal`, `deRenewal`, the back
 * office's `deAdmin`) as values, or the bundler puts them into the first bundle even when nothing
 * there uses them.
 */
type German = typeof deBase &
  typeof dePortal &
  typeof deRenewal &
  typeof deAdmin &
  typeof deOrder &
  typeof deSites &
  typeof deCompanies;

/**
 * The shape every language must have: exactly the German keys, each a string. Annotating a
 * language's object with this type makes a missing or misspelled key a type error.
 */
export type TranslationResource = DeepStrings<German>;
type DeepStrings<T> = { readonly [K in keyof T]-?: T[K] extends string ? string : DeepStrings<T[K]> };
