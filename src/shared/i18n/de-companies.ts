/**
 * German texts of company accounts (ADR 065): the portal's company screen and the error codes of
 * its calls. Not in the client's first bundle: they join the German texts when the company
 * screen or the back office loads (web/features/company/texts.ts, web/admin/texts.ts).
 */
import type { ErrorCode } from '../schemas/error-codes';

export type CompanyErrorCode =
  | 'COMPANY_NOT_FOUND'
  | 'COMPANY_MEMBER_NOT_FOUND'
  | 'COMPANY_MEMBER_ACTIVE'
  | 'COMPANY_LAST_ADMIN'
  | 'COMPANY_STATUS_INVALID'
  | 'FLEET_PLATE_TAKEN'
  | 'FLEET_PLATE_NOT_FOUND'
  | 'COST_CENTRE_EXISTS'
  | 'COST_CENTRE_NOT_FOUND'
  | 'INVITATION_INVALID'
  | 'INVITATION_OTHER_MAIL'
  | 'DEBITOR_ACCOUNTS_EXHAUSTED'
  | 'PAID_DATE_INVALID';

export const deCompanies = {
  apiError: {
    COMPANY_NOT_FOUND: 'Diese Firma wurde nicht gefunden.',
    COMPANY_MEMBER_NOT_FOUND: 'Dieses Mitglied wurde nicht gefunden.',
    COMPANY_MEMBER_ACTIVE: 'Diese E-Mail-Adresse gehört bereits zu einem Mitglied der Firma.',
    COMPANY_LAST_ADMIN: 'Die Firma braucht mindestens einen Administrator.',
    COMPANY_STATUS_INVALID: 'Diese Änderung ist im aktuellen Status der Firma nicht möglich.',
    FLEET_PLATE_TAKEN: 'Dieses Kennzeichen gehört schon zur Flotte einer anderen Firma.',
    FLEET_PLATE_NOT_FOUND: 'Dieses Kennzeichen ist nicht in der Flotte.',
    COST_CENTRE_EXISTS: 'Eine Kostenstelle mit diesem Code gibt es schon.',
    COST_CENTRE_NOT_FOUND: 'Diese Kostenstelle wurde nicht gefunden.',
    INVITATION_INVALID: 'Diese Einladung ist ungültig, abgelaufen oder wurde bereits angenommen.',
    INVITATION_OTHER_MAIL:
      'Diese Einladung gilt für eine andere E-Mail-Adresse. Melden Sie sich mit dem Konto dieser Adresse an.',
    DEBITOR_ACCOUNTS_EXHAUSTED: 'Es ist kein Debitorenkonto mehr frei.',
    PAID_DATE_INVALID: 'Der Zahlungstag darf nicht in der Zukunft und nicht vor dem Rechnungsdatum liegen.',
  } satisfies Record<CompanyErrorCode & ErrorCode, string>,
  company: {
    title: 'Firma',
    none: 'Sie gehören keiner Firma an. Ein Firmen-Administrator kann Sie einladen.',
    signUpTitle: 'Firma registrieren',
    signUpIntro:
      'Registrieren Sie Ihre Firma: Ihre Fahrer buchen dann auf Rechnung, und die Firma erhält eine Rechnung im Monat. Der Betreiber prüft und bestätigt die Registrierung.',
    legalName: 'Firmenname (wie im Handelsregister)',
    street: 'Straße',
    buildingNumber: 'Hausnummer',
    zipCode: 'PLZ',
    city: 'Ort',
    country: 'Land (z. B. DE)',
    vatId: 'USt-IdNr. (optional)',
    buyerReference: 'Käuferreferenz oder Leitweg-ID (optional)',
    invoiceMail: 'E-Mail für Rechnungen',
    signUp: 'Firma registrieren',
    status: 'Status',
    statuses: { pending: 'wartet auf Bestätigung', active: 'aktiv', suspended: 'gesperrt' },
    pendingNote: 'Der Betreiber prüft Ihre Registrierung. Bis dahin kann noch niemand auf Rechnung buchen.',
    debitor: 'Debitorenkonto',
    data: 'Rechnungsdaten',
    invoicePer: 'Rechnung',
    invoicePerCompany: 'eine für die Firma',
    invoicePerCostCentre: 'eine je Kostenstelle',
    save: 'Speichern',
    saved: 'Gespeichert.',
    members: 'Mitglieder',
    mail: 'E-Mail',
    role: 'Rolle',
    roles: { admin: 'Administrator', member: 'Fahrer' },
    memberStatuses: { invited: 'eingeladen', active: 'aktiv', removed: 'entfernt' },
    invite: 'Einladen',
    invited: 'Die Einladung an {{mail}} ist verschickt.',
    remove: 'Entfernen',
    removeMember: '{{mail}} entfernen',
    makeAdmin: 'Zum Administrator machen',
    makeMember: 'Zum Fahrer machen',
    plates: 'Flotte (Kennzeichen)',
    plate: 'Kennzeichen',
    addPlate: 'Hinzufügen',
    removePlate: 'Kennzeichen {{plate}} entfernen',
    noPlates: 'Noch keine Kennzeichen.',
    costCentres: 'Kostenstellen',
    code: 'Code',
    name: 'Bezeichnung',
    addCostCentre: 'Kostenstelle anlegen',
    archive: 'Archivieren',
    archiveCostCentre: 'Kostenstelle {{code}} archivieren',
    noCostCentres: 'Noch keine Kostenstellen.',
    defaultCostCentre: 'Standard-Kostenstelle',
    noCostCentre: 'keine',
    memberIntro: 'Sie buchen als Fahrer für {{company}}.',
    yourCostCentres: 'Kostenstellen der Firma',
    invitationTitle: 'Einladung einer Firma',
    invitationIntro: 'Sie wurden eingeladen, auf Rechnung einer Firma zu parken.',
    accept: 'Einladung annehmen',
    accepted: 'Sie sind jetzt Mitglied von {{company}}.',
  },
};
