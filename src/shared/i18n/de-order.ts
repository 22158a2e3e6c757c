/**
 * German texts of the order steps (data, confirmation, payment, result; issue 19). Not in the
 * client's first bundle, like the portal's (ADR 017): the steps' code registers them when it
 * loads (web/features/booking/order-texts.ts); `de` in de-full.ts holds them too.
 */
export const deOrder = {
  order: {
    /** § 312j (3) BGB: the button names the payment duty (ADR 041). */
    payButton: 'Zahlungspflichtig buchen – {{price}}',
    freeButton: 'Kostenlos buchen',
    vatIncluded: 'inkl. {{rate}} % MwSt. ({{amount}})',
    change: 'Ändern',
    changeLabel: '{{block}} ändern',
    accept:
      'Die Angaben sind korrekt. Ich akzeptiere die <terms>Allgemeinen Geschäftsbedingungen</terms> und habe die <privacy>Datenschutzerklärung</privacy> zur Kenntnis genommen.',
    toPay: 'Zu zahlen: {{price}}',
    selection: 'Ihre Auswahl',
    mailReason: 'An diese Adresse senden wir Ihr Ticket und die Rechnung.',
    alreadyCustomer: 'Schon Kunde?',
    login: 'Anmelden',
    invalidAlert: 'Bitte korrigieren Sie die markierten Angaben.',
    identifiers: {
      rfid: 'RFID-Kartennummer',
      rfidHint: 'Die Nummer auf Ihrer Zufahrtskarte',
      visual: 'Parkausweis-Nummer',
      visualHint: 'Die Nummer auf dem Ausweis hinter der Windschutzscheibe',
      ticket: 'Ticketnummer',
      ticketHint: 'Die Nummer auf Ihrem Parkticket',
      invalid: 'Bitte nur Buchstaben, Ziffern und Bindestriche (höchstens 40 Zeichen).',
    },
    result: {
      created: 'Ticket erstellt',
      what: 'Ihre Buchung',
      period: 'Zeitraum',
      amount: 'Betrag',
      free: 'kostenlos',
      ticketCode: 'Ticketcode',
      mailedTo: 'Wir senden das Ticket an {{mail}}.',
      noMail: 'Bitte laden Sie das Ticket jetzt herunter oder speichern Sie den Link zur Ticketseite.',
      bill: 'Rechnung (PDF)',
      calendar: 'Zum Kalender hinzufügen',
    },
  },
};
