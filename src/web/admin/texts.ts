import i18next from 'i18next';
import { deAdmin } from '../../shared/i18n/de-admin';
import { adminNl, adminRo } from './texts-nl-ro';

/**
 * The back office's texts (issue 10, ADR 023): a resource of their own under `admin`, added
 * when the back office's code loads, so no shop page carries them. German, English, Dutch and
 * Romanian are complete (texts-nl-ro.ts); Swiss German shows German (operators, not visitors,
 * read these screens). The German error texts (`deAdmin`) join here too; the other languages
 * have them in their main resource. An area whose Dutch or Romanian texts are missing shows
 * English there (registerAdminTexts).
 */
const adminDe = {
  title: 'Backoffice',
  skipToContent: 'Zum Inhalt springen',
  nav: {
    label: 'Backoffice-Navigation',
    home: 'Übersicht',
    bookings: 'Buchungen',
    customers: 'Kunden',
    payments: 'Zahlungen',
    parking: 'Parken',
    catalogue: 'Angebot & Einstellungen',
    exports: 'Exporte',
    operators: 'Betreiber',
    audit: 'Protokoll',
    account: 'Mein Konto',
    logout: 'Abmelden',
    openMenu: 'Menü öffnen',
  },
  language: 'Sprache',
  role: { admin: 'Administrator', staff: 'Mitarbeiter', viewer: 'Nur lesen' },
  status: { active: 'Aktiv', disabled: 'Gesperrt' },
  login: {
    headline: 'Anmeldung Backoffice',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    loggedOut: 'Sie wurden abgemeldet.',
    totpHeadline: 'Bestätigungscode',
    totpHint: 'Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein.',
    code: 'Code',
    confirm: 'Bestätigen',
    restart: 'Zurück zur Anmeldung',
  },
  enrol: {
    headline: 'Zwei-Faktor-Anmeldung einrichten',
    intro:
      'Scannen Sie den QR-Code mit einer Authenticator-App (z. B. FreeOTP, Aegis, Google Authenticator) und geben Sie den angezeigten Code ein.',
    required: 'Richten Sie die Zwei-Faktor-Anmeldung ein, bevor Sie fortfahren: Ihr Passwort allein genügt für das Backoffice nicht.',
    qrAlt: 'QR-Code für die Authenticator-App',
    secret: 'Schlüssel zur manuellen Eingabe',
    start: 'Einrichtung starten',
    done: 'Die Zwei-Faktor-Anmeldung ist eingerichtet.',
    enabled: 'Zwei-Faktor-Anmeldung: eingerichtet',
    disabled: 'Zwei-Faktor-Anmeldung: nicht eingerichtet',
    renew: 'Neu einrichten',
    renewHint:
      'Zum Neu-Einrichten bestätigen Sie mit Ihrem Passwort und einem Code der bisherigen App. Danach enden Ihre anderen Sitzungen.',
    currentCode: 'Code der bisherigen App',
  },
  setPassword: {
    headline: 'Passwort festlegen',
    password: 'Neues Passwort',
    repeat: 'Passwort wiederholen',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    policy:
      'Mindestens 14 Zeichen, Groß- und Kleinbuchstaben und Ziffern; nicht den Benutzernamen enthalten.',
    submit: 'Passwort speichern',
    done: 'Das Passwort ist gespeichert. Sie können sich jetzt anmelden.',
    toLogin: 'Zur Anmeldung',
    missingToken: 'Der Link ist unvollständig.',
  },
  account: {
    headline: 'Mein Konto',
    changePassword: 'Passwort ändern',
    oldPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    save: 'Speichern',
    saved: 'Das Passwort wurde geändert.',
  },
  home: {
    headline: 'Backoffice',
    welcome: 'Angemeldet als {{username}} ({{role}}).',
  },
  operators: {
    headline: 'Betreiber',
    create: 'Betreiber anlegen',
    username: 'Benutzername',
    role: 'Rolle',
    status: 'Status',
    totp: '2FA',
    totpLocked: '2FA gesperrt bis {{until}}',
    passwordSet: 'Passwort gesetzt',
    createdAt: 'Angelegt',
    actions: 'Aktionen',
    search: 'Suche nach Benutzername',
    yes: 'Ja',
    no: 'Nein',
    cancel: 'Abbrechen',
    save: 'Anlegen',
    linkHeadline: 'Einmal-Link zum Festlegen des Passworts',
    linkHint:
      'Dieser Link wird nur jetzt angezeigt und ist 72 Stunden gültig. Geben Sie ihn der Person auf sicherem Weg weiter.',
    copy: 'Kopieren',
    close: 'Schließen',
    disable: 'Sperren',
    enable: 'Entsperren',
    reset: 'Zurücksetzen',
    resetConfirm:
      'Passwort und Zwei-Faktor-Anmeldung von {{username}} zurücksetzen? Alle Sitzungen enden; es wird ein neuer Link erzeugt.',
    changeRole: 'Rolle von {{username}}',
    you: '(Sie)',
  },
  audit: {
    headline: 'Protokoll',
    at: 'Zeitpunkt',
    actor: 'Wer',
    action: 'Aktion',
    entity: 'Objekt',
    entityId: 'Objekt-ID',
    change: 'Änderung',
    address: 'Adresse',
    from: 'Von',
    to: 'Bis',
    filter: 'Filtern',
    clear: 'Zurücksetzen',
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
/** The shape every language's back-office screen texts share. */
export type AdminScreenTexts = Texts<typeof adminDe>;

const adminEn: Texts<typeof adminDe> = {
  title: 'Back office',
  skipToContent: 'Skip to content',
  nav: {
    label: 'Back office navigation',
    home: 'Overview',
    bookings: 'Bookings',
    customers: 'Customers',
    payments: 'Payments',
    parking: 'Parking',
    catalogue: 'Products & settings',
    exports: 'Exports',
    operators: 'Operators',
    audit: 'Audit log',
    account: 'My account',
    logout: 'Log out',
    openMenu: 'Open menu',
  },
  language: 'Language',
  role: { admin: 'Administrator', staff: 'Staff', viewer: 'Read only' },
  status: { active: 'Active', disabled: 'Disabled' },
  login: {
    headline: 'Back office login',
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    expired: 'Your session has expired. Please log in again.',
    loggedOut: 'You have been logged out.',
    totpHeadline: 'Verification code',
    totpHint: 'Enter the six-digit code from your authenticator app.',
    code: 'Code',
    confirm: 'Confirm',
    restart: 'Back to login',
  },
  enrol: {
    headline: 'Set up two-factor login',
    intro:
      'Scan the QR code with an authenticator app (e.g. FreeOTP, Aegis, Google Authenticator) and enter the code it shows.',
    required: 'Set up two-factor login before you continue: your password alone is not enough for the back office.',
    qrAlt: 'QR code for the authenticator app',
    secret: 'Key for manual entry',
    start: 'Start setup',
    done: 'Two-factor login is set up.',
    enabled: 'Two-factor login: set up',
    disabled: 'Two-factor login: not set up',
    renew: 'Set up again',
    renewHint:
      'To set it up again, confirm with your password and a code from your current app. Your other sessions end afterwards.',
    currentCode: 'Code from your current app',
  },
  setPassword: {
    headline: 'Set password',
    password: 'New password',
    repeat: 'Repeat password',
    mismatch: 'The passwords do not match.',
    policy: 'At least 14 characters, upper and lower case and digits; must not contain the username.',
    submit: 'Save password',
    done: 'The password is saved. You can log in now.',
    toLogin: 'To the login',
    missingToken: 'The link is incomplete.',
  },
  account: {
    headline: 'My account',
    changePassword: 'Change password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    save: 'Save',
    saved: 'The password has been changed.',
  },
  home: {
    headline: 'Back office',
    welcome: 'Logged in as {{username}} ({{role}}).',
  },
  operators: {
    headline: 'Operators',
    create: 'Create operator',
    username: 'Username',
    role: 'Role',
    status: 'Status',
    totp: '2FA',
    totpLocked: '2FA locked until {{until}}',
    passwordSet: 'Password set',
    createdAt: 'Created',
    actions: 'Actions',
    search: 'Search by username',
    yes: 'Yes',
    no: 'No',
    cancel: 'Cancel',
    save: 'Create',
    linkHeadline: 'One-time link to set the password',
    linkHint: 'This link is shown only now and is valid for 72 hours. Pass it on to the person securely.',
    copy: 'Copy',
    close: 'Close',
    disable: 'Disable',
    enable: 'Enable',
    reset: 'Reset',
    resetConfirm:
      "Reset {{username}}'s password and two-factor login? All their sessions end; a new link is created.",
    changeRole: 'Role of {{username}}',
    you: '(you)',
  },
  audit: {
    headline: 'Audit log',
    at: 'Time',
    actor: 'Who',
    action: 'Action',
    entity: 'Object',
    entityId: 'Object id',
    change: 'Change',
    address: 'Address',
    from: 'From',
    to: 'To',
    filter: 'Filter',
    clear: 'Clear',
  },
};

/** An area's texts per language; Dutch and Romanian fall back to English, Swiss German to German. */
export interface AreaTexts<T extends Record<string, unknown> = Record<string, unknown>> {
  de: T;
  en: T;
  nl?: T;
  ro?: T;
}

/** The texts of the back office's areas (dashboard, bookings, ...), each under `admin.<area>`. */
const areas = new Map<string, AreaTexts>();

function areaTextsFor(lng: string, texts: AreaTexts): Record<string, unknown> {
  if (lng === 'de' || lng === 'ch') return texts.de;
  if (lng === 'nl') return texts.nl ?? texts.en;
  if (lng === 'ro') return texts.ro ?? texts.en;
  return texts.en;
}

const LANGUAGES = ['de', 'ch', 'en', 'nl', 'ro'];

/**
 * An area's screen texts under `admin.<area>`, registered by the area's lazily loaded code
 * (`admin/<area>/texts.ts`), so neither the shop nor the other areas carry them.
 */
export function registerAdminTexts(area: string, texts: AreaTexts): void {
  areas.set(area, texts);
  for (const lng of LANGUAGES) {
    if (done.has(lng)) {
      i18next.addResourceBundle(
        lng,
        'translation',
        { admin: { [area]: areaTextsFor(lng, texts) } },
        true,
        true,
      );
    }
  }
}

const done = new Set<string>();
/**
 * Adds the back office's texts to a language whose main texts are loaded. Never before: an
 * existing bundle tells lib/i18n.ts the language is loaded, so it would skip the main texts.
 */
function addAdminTexts(lng: string) {
  if (done.has(lng) || !i18next.hasResourceBundle(lng, 'translation')) return;
  done.add(lng);
  const german = lng === 'de' || lng === 'ch';
  const own = lng === 'nl' ? adminNl : lng === 'ro' ? adminRo : adminEn;
  const areaTexts = Object.fromEntries([...areas].map(([area, texts]) => [area, areaTextsFor(lng, texts)]));
  i18next.addResourceBundle(
    lng,
    'translation',
    german ? { ...deAdmin, admin: { ...adminDe, ...areaTexts } } : { admin: { ...own, ...areaTexts } },
    true,
    false,
  );
}

for (const lng of LANGUAGES) addAdminTexts(lng);
i18next.store.on('added', (lng: string) => addAdminTexts(lng));
