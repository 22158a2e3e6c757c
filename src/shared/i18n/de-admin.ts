/**
 * German error texts of the back office (ADR 023). Not in the client's first bundle:
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
  | 'TOTP_SESSION_ENDED'
  | 'TOTP_LOCKED'
  | 'OPERATOR_EXISTS'
  | 'OPERATORS_BOOTSTRAPPED'
  | 'PROXY_NOT_TRUSTED'
  | 'LINK_LIMIT'
  | 'CATALOGUE_INVALID'
  | 'CATALOGUE_CONFLICT'
  | 'SITE_IN_USE'
  | 'LOGO_URL_INVALID'
  | 'TICKET_TEXT_TOO_LONG'
  | 'TARIFF_VERSION_NOT_FOUND'
  | 'TARIFF_VERSION_PAST'
  | 'OPERATOR_NOT_FOUND'
  | 'OPERATOR_SELF_CHANGE'
  | 'OPERATOR_SITE_UNKNOWN'
  // Booking search and exports (ADR 024)
  | 'BOOKING_NOT_FOUND'
  | 'PERIOD_INVALID'
  | 'ACCOUNTING_NOT_CONFIGURED'
  // Booking actions (ADR 026)
  | 'BOOKING_NOT_PAID'
  | 'BOOKING_CANCELLED'
  | 'BOOKING_WALK_IN'
  | 'EXTEND_END_INVALID'
  | 'REFUND_TOO_HIGH'
  // Parking
  | 'PARKING_STAY_NOT_FOUND'
  | 'STAY_NOT_OPEN'
  // Payments
  | 'REFUND_NOT_FOUND'
  | 'REFUND_ALREADY_DONE'
  | 'REFUND_IN_PROGRESS'
  | 'REFUND_NOT_AT_PROVIDER'
  | 'REFUND_PROVIDER_FAILED'
  | 'COLLECTION_NOT_EXCLUDED'
  | 'COLLECTION_CANCELLED'
  | 'MANDATE_REVOKED'
  // Customer accounts in the back office
  | 'CUSTOMER_BLOCKED';

export const deAdmin = {
  apiError: {
    ADMIN_NOT_LOGGED_IN: 'Sie sind nicht (mehr) angemeldet. Bitte melden Sie sich erneut an.',
    FORBIDDEN_ROLE: 'Ihre Rolle erlaubt diese Aktion nicht.',
    CSRF_INVALID: 'Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu.',
    TOTP_REQUIRED: 'Bitte geben Sie den Code aus Ihrer Authenticator-App ein.',
    TOTP_SETUP_REQUIRED: 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein.',
    TOTP_INVALID: 'Der Code ist falsch, abgelaufen oder wurde bereits verwendet.',
    TOTP_SESSION_ENDED: 'Zu viele falsche Codes. Bitte melden Sie sich erneut mit Ihrem Passwort an.',
    TOTP_LOCKED:
      'Zu viele falsche Codes: Die Zwei-Faktor-Anmeldung ist für 15 Minuten gesperrt. Ein Administrator kann Ihr Konto zurücksetzen.',
    LINK_LIMIT:
      'Dieses Konto hat in der letzten Stunde zu viele Links zum Setzen des Passworts erhalten. Bitte versuchen Sie es später erneut.',
    OPERATOR_EXISTS: 'Ein Betreiberkonto mit diesem Benutzernamen existiert bereits.',
    OPERATORS_BOOTSTRAPPED:
      'Es gibt bereits eine Administratorin oder einen Administrator: Betreiber werden im Backoffice angelegt.',
    PROXY_NOT_TRUSTED: 'Diese Anfrage kam über einen Proxy, dem der Shop nicht vertraut.',
    CATALOGUE_INVALID: 'Die Änderung verletzt die Regeln des Katalogs (siehe Details).',
    CATALOGUE_CONFLICT:
      'Der Katalog wurde inzwischen geändert. Der aktuelle Stand ist geladen; bitte prüfen und erneut speichern.',
    SITE_IN_USE:
      'Dieser Standort kann nicht gelöscht werden: Er ist der letzte, oder ein Produkt gilt noch dort. Entfernen Sie ihn zuerst aus den Produkten.',
    LOGO_URL_INVALID:
      'Die Logo-Adresse muss mit https:// beginnen oder ein Pfad dieser Website sein, zum Beispiel /logo.png (höchstens 500 Zeichen).',
    TICKET_TEXT_TOO_LONG:
      'Ein Text für das Ticket ist zu lang: höchstens 300 Zeichen in 6 Zeilen je Sprache, damit das Ticket auf eine Seite passt.',
    TARIFF_VERSION_NOT_FOUND: 'Tarifversion nicht gefunden.',
    TARIFF_VERSION_PAST: 'Eine gültige oder vergangene Tarifversion kann nicht geändert werden.',
    OPERATOR_NOT_FOUND: 'Betreiberkonto nicht gefunden.',
    OPERATOR_SITE_UNKNOWN:
      'Diesen Standort gibt es im Shop nicht. Bitte wählen Sie einen der Standorte der Liste.',
    OPERATOR_SELF_CHANGE:
      'Sie können sich nicht selbst die Administratorrolle entziehen oder sich selbst sperren.',
    BOOKING_NOT_FOUND: 'Buchung nicht gefunden.',
    PERIOD_INVALID:
      'Der Zeitraum ist ungültig: Der Beginn muss vor dem Ende liegen, und er darf nicht zu lang sein.',
    ACCOUNTING_NOT_CONFIGURED:
      'Der DATEV-Export ist nicht eingerichtet (Berater- und Mandantennummer fehlen in der Shop-Konfiguration).',
    BOOKING_NOT_PAID: 'Diese Buchung ist nicht bezahlt: Dafür braucht es eine bezahlte Buchung.',
    BOOKING_CANCELLED: 'Diese Buchung ist bereits storniert.',
    BOOKING_WALK_IN:
      'Eine Zahlung per Kennzeichen gehört zu ihrem Parkvorgang: Kennzeichen und Ende lassen sich nicht ändern.',
    EXTEND_END_INVALID:
      'Das neue Ende ist ungültig: Es muss nach dem bisherigen Ende und auf dem Zeitraster des Produkts liegen.',
    REFUND_TOO_HIGH: 'Die Erstattung ist höher als der bezahlte Betrag abzüglich früherer Erstattungen.',
    PARKING_STAY_NOT_FOUND: 'Parkvorgang nicht gefunden.',
    STAY_NOT_OPEN: 'Nur ein offener Parkvorgang kann von Hand geschlossen werden.',
    REFUND_NOT_FOUND: 'Diese Erstattung ist nicht (mehr) offen.',
    REFUND_ALREADY_DONE: 'Diese Erstattung ist bereits erledigt.',
    REFUND_IN_PROGRESS: 'Diese Erstattung wird gerade beim Zahlungsanbieter angefragt.',
    REFUND_NOT_AT_PROVIDER:
      'Der Zahlungsanbieter kann diese Zahlung nicht erstatten. Bitte erstatten Sie per Überweisung.',
    REFUND_PROVIDER_FAILED:
      'Der Zahlungsanbieter hat die Erstattung abgelehnt oder nicht beantwortet. Sie bleibt offen.',
    COLLECTION_NOT_EXCLUDED: 'Diese Lastschrift ist nicht ausgeschlossen.',
    COLLECTION_CANCELLED:
      'Diese Lastschrift entfiel durch die Stornierung der Buchung und kann nicht wieder aufgenommen werden.',
    MANDATE_REVOKED: 'Das SEPA-Mandat ist widerrufen.',
    CUSTOMER_BLOCKED: 'Das Kundenkonto ist gesperrt. Heben Sie die Sperre zuerst auf.',
  } satisfies Record<AdminErrorCode & ErrorCode, string>,
};
