/**
 * German error texts of the back office (issue 10, ADR 023). Not in the client's first bundle:
 * the back office registers them when its code loads; `de` in de.ts holds them too. The back
 * office's screen texts are a resource of their own (web/admin/texts.ts).
 */
import type { ErrorCode } from '../schemas/error-codes';

export type AdminErrorCode =
  | 'ADMIN_NOT_LOGGED_IN'
  | 'FORBIDDEN_ROLE'
  | 'CSRF_INVALID'
  | 'TOTP_REQUIRED'
  | 'TOTP_SETUP_REQUIRED'
  | 'TOTP_INVALID'
  | 'OPERATOR_EXISTS'
  | 'CATALOGUE_INVALID'
  | 'CATALOGUE_CONFLICT'
  | 'TARIFF_VERSION_NOT_FOUND'
  | 'TARIFF_VERSION_PAST'
  | 'OPERATOR_NOT_FOUND'
  | 'OPERATOR_SELF_CHANGE'
  // Booking search and exports (ADR 024)
  | 'BOOKING_NOT_FOUND'
  | 'PERIOD_INVALID'
  | 'ACCOUNTING_NOT_CONFIGURED';

export const deAdmin = {
  apiError: {
    ADMIN_NOT_LOGGED_IN: 'Sie sind nicht (mehr) angemeldet. Bitte melden Sie sich erneut an.',
    FORBIDDEN_ROLE: 'Ihre Rolle erlaubt diese Aktion nicht.',
    CSRF_INVALID: 'Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu.',
    TOTP_REQUIRED: 'Bitte geben Sie den Code aus Ihrer Authenticator-App ein.',
    TOTP_SETUP_REQUIRED: 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein.',
    TOTP_INVALID: 'Der Code ist falsch, abgelaufen oder wurde bereits verwendet.',
    OPERATOR_EXISTS: 'Ein Betreiberkonto mit diesem Benutzernamen existiert bereits.',
    CATALOGUE_INVALID: 'Die Änderung verletzt die Regeln des Katalogs (siehe Details).',
    CATALOGUE_CONFLICT: 'Der Katalog wurde inzwischen geändert. Bitte neu laden und erneut versuchen.',
    TARIFF_VERSION_NOT_FOUND: 'Tarifversion nicht gefunden.',
    TARIFF_VERSION_PAST: 'Eine gültige oder vergangene Tarifversion kann nicht geändert werden.',
    OPERATOR_NOT_FOUND: 'Betreiberkonto nicht gefunden.',
    OPERATOR_SELF_CHANGE:
      'Sie können sich nicht selbst die Administratorrolle entziehen oder sich selbst sperren.',
    BOOKING_NOT_FOUND: 'Buchung nicht gefunden.',
    PERIOD_INVALID:
      'Der Zeitraum ist ungültig: Der Beginn muss vor dem Ende liegen, und er darf nicht zu lang sein.',
    ACCOUNTING_NOT_CONFIGURED:
      'Der DATEV-Export ist nicht eingerichtet (Berater- und Mandantennummer fehlen in der Shop-Konfiguration).',
  } satisfies Record<AdminErrorCode & ErrorCode, string>,
};
