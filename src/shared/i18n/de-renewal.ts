/**
 * German texts of the guest renewal screens (/renew-ticket, /checkout/renew). Not in the client's
 * first bundle, like the portal's (ADR 017): the renewal's code registers them when it loads;
 * `de` in de.ts holds them too. Home's card texts are in `deBase` (home.renew).
 */
export const deRenewal = {
  screen: {
    renew: {
      headline: 'Parkticket bezahlen',
      step: 'Schritt {{step}} von 2',
      intro:
        'Geben Sie das Kennzeichen Ihres Fahrzeugs ein: Sie sehen sofort den Betrag und wie er sich zusammensetzt.',
      licensePlate: 'Kennzeichen',
      licensePlateHint: 'Wie auf dem Schild, z. B. FR-AB 123',
      site: 'Parkplatz',
      mail: 'E-Mail-Adresse',
      mailHint: 'Dorthin schicken wir die Quittung.',
      mailHintNoMail: 'Die Quittung laden Sie nach der Zahlung hier herunter.',
      showAmount: 'Betrag anzeigen',
      payNow: 'Jetzt bezahlen',
      paidUntil: 'Ihr Ticket gilt bis',
      validUntil: 'Nach der Zahlung haben Sie Zeit zum Ausfahren: bitte bis {{time}} ausfahren.',
      breakdown: {
        title: 'So setzt sich der Betrag zusammen',
        tariff: 'Tarif: {{tariff}}.',
        hour: 'Stunde',
        minutes: '{{count}} Minuten',
        first: '{{price}} die erste angefangene {{step}}',
        further: '{{price}} jede weitere',
        each: '{{price}} je angefangene {{step}}',
        cap: 'höchstens {{price}} je 24 Stunden ab der Einfahrt',
        free: 'die ersten {{count}} Minuten kostenlos',
        stay: 'Eingefahren: {{entry}} · berechnet bis: {{until}}',
        period: '{{from}} bis {{to}}',
        steps: '{{sum}} = {{raw}}',
        capped: '{{sum}} = {{raw}}, höchstens {{cap}} je 24 Stunden',
        alreadyPaid: 'Bereits bezahlt',
      },
      ticket: 'Ihr Parkticket',
      priceToBePaid: 'Zu zahlender Betrag',
      noPaymentRequired: 'Keine Zahlung erforderlich.',
      onAccount:
        'Dieses Parken geht auf das Firmenkonto von {{company}}. Sie müssen hier nichts bezahlen und können ausfahren.',
      coveredLater:
        'Ein Parkticket für dieses Kennzeichen gilt erst ab seinem Beginn. Die Parkzeit davor ist hier zu bezahlen.',
      alreadyPaidUntil: 'Das Ticket ist bezahlt. Bitte fahren Sie bis {{time}} aus.',
      legal:
        'Mit „Jetzt bezahlen“ akzeptieren Sie die <terms>Allgemeinen Geschäftsbedingungen</terms>. Wie wir Ihre Daten verarbeiten, steht in der <privacy>Datenschutzerklärung</privacy>.',
      change: 'Ändern',
      requesting: 'Die Zahlung wird angelegt...',
      off: 'Parktickets können hier nicht online bezahlt werden.',
      checkout: {
        headline: 'Zahlung des Parktickets',
        success: 'Das Parkticket ist bezahlt.',
        leave: 'Bitte fahren Sie bis {{time}} aus.',
        receiptMail: 'Die Quittung erhalten Sie zusätzlich per E-Mail.',
        none: 'Für dieses Kennzeichen ist nichts zu bezahlen.',
        failedHint: 'Die Zahlung wurde abgebrochen oder ist abgelaufen. Sie können es erneut versuchen.',
        noRenewal: 'Es gibt keine offene Zahlung eines Parktickets.',
        amount: 'Bezahlter Betrag',
        receipt: 'Quittung',
        downloadReceipt: 'Quittung herunterladen (PDF)',
        again: 'Erneut bezahlen',
      },
    },
  },
};
