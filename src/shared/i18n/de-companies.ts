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
  | 'PAID_DATE_INVALID'
  | 'COMPANY_INVOICE_NO_BANK_ACCOUNT';

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
    COMPANY_INVOICE_NO_BANK_ACCOUNT:
      'Es ist kein Bankkonto für Überweisungen eingerichtet (shop.bankAccount). Ohne Konto wird keine Rechnung ausgestellt.',
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
    rename: 'Umbenennen',
    renameCostCentre: 'Kostenstelle {{code}} umbenennen',
    newName: 'Neue Bezeichnung für {{code}}',
    cancel: 'Abbrechen',
    renamed: 'Die Kostenstelle {{code}} heißt jetzt „{{name}}“.',
    back: 'Zurück zur Firma',
    adminOnly: 'Rechnungen und Lastschriftmandat einer Firma sehen nur ihre Administratoren.',
    billingTitle: 'Rechnungen und Zahlung',
    invoicesLink: 'Rechnungen der Firma',
    mandateLink: 'SEPA-Firmenlastschrift',
  },
  companyInvoices: {
    title: 'Rechnungen der Firma',
    intro:
      'Die Firma erhält eine Rechnung im Monat (oder eine je Kostenstelle). Das PDF enthält die E-Rechnung (ZUGFeRD); die XML-Datei ist die XRechnung für Ihre Buchhaltung.',
    empty: 'Noch keine Rechnungen.',
    number: 'Nummer',
    month: 'Monat',
    costCentre: 'Kostenstelle',
    gross: 'Betrag (brutto)',
    status: 'Status',
    due: 'Fällig am',
    byDebit: 'per Lastschrift',
    documents: 'Dokumente',
    pdfNamed: 'Rechnung {{number}} als PDF',
    xmlNamed: 'Rechnung {{number}} als XML (XRechnung)',
    wholeCompany: 'gesamte Firma',
    statuses: { open: 'offen', overdue: 'überfällig', paid: 'bezahlt', cancelled: 'storniert' },
  },
  companyMandate: {
    title: 'SEPA-Firmenlastschrift',
    intro:
      'Mit einem SEPA-Firmenlastschriftmandat (B2B) zieht der Betreiber die Monatsrechnungen der Firma von ihrem Konto ein. Die Rechnungsmail kündigt Betrag und Tag jeder Abbuchung an.',
    current: 'Mandat in Kraft',
    none: 'Es ist kein Mandat erteilt: Die Firma bezahlt ihre Rechnungen per Überweisung.',
    reference: 'Mandatsreferenz',
    creditorId: 'Gläubiger-ID',
    accountName: 'Kontoinhaber',
    iban: 'IBAN',
    signatureDate: 'Erteilt am',
    bankNotice:
      'Wichtig: Bestätigen Sie das Mandat vor der ersten Abbuchung Ihrer Bank, mit Mandatsreferenz und Gläubiger-ID. Bei der Firmenlastschrift prüft Ihre Bank das Mandat, und es gibt kein Recht auf Erstattung einer Abbuchung.',
    transferNote:
      'Ihre Firma bezahlt derzeit per Überweisung. Stellt der Betreiber sie auf Lastschrift um, werden die Rechnungen mit dem Mandat eingezogen.',
    signTitle: 'Mandat erteilen',
    replaceTitle: 'Neues Mandat erteilen',
    replaceNote: 'Ein neues Mandat ersetzt das bisherige; es gilt ab der nächsten Rechnung.',
    mandateText:
      'Die Firma ermächtigt {{creditor}}, Zahlungen von ihrem Konto mittels SEPA-Firmenlastschrift einzuziehen. Zugleich weist sie ihr Kreditinstitut an, die von {{creditor}} auf ihr Konto gezogenen Lastschriften einzulösen. Hinweis: Dieses Mandat dient nur dem Einzug von Lastschriften auf Konten von Unternehmen. Die Firma hat keinen Anspruch auf Erstattung eines belasteten Betrags. Sie kann ihr Kreditinstitut bis zum Fälligkeitstag anweisen, Lastschriften nicht einzulösen.',
    sign: 'Mandat erteilen',
    signed: 'Das Mandat ist erteilt. Mandatsreferenz: {{reference}}',
    revoke: 'Mandat widerrufen',
    revokeTitle: 'Mandat widerrufen?',
    revokeText:
      'Das Mandat {{reference}} endet. Rechnungen, die danach ausgestellt werden, bezahlt die Firma per Überweisung.',
    revoked: 'Das Mandat ist widerrufen.',
  },
};
