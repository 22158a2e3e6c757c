import { registerAdminTexts } from '../texts';

/** The exports screen's texts, under admin.exports.*. */
registerAdminTexts('exports', {
  de: {
    intro:
      'Dateien für die Buchhaltung: CSV-Dateien für Tabellenkalkulationen (Semikolon, Dezimalkomma) und der DATEV-Buchungsstapel eines Monats für die Steuerberatung.',
    csvHeadline: 'Buchungen, Zahlungen und Rechnungen (CSV)',
    csvHint:
      'Kalendertage in der Zeitzone des Parkhauses, beide eingeschlossen, höchstens 367 Tage. Buchungen nach Anlagetag, Zahlungen nach Beginn, Rechnungen und Gutschriften nach Rechnungsdatum.',
    from: 'Von',
    to: 'Bis',
    bookings: 'Buchungen herunterladen',
    payments: 'Zahlungen herunterladen',
    bills: 'Rechnungen und Gutschriften herunterladen',
    datevHeadline: 'DATEV-Buchungsstapel',
    datevHint:
      'Rechnungen und Gutschriften eines Monats als EXTF-Datei für DATEV Rechnungswesen, eine Zeile je Beleg.',
    month: 'Monat',
    datev: 'DATEV-Datei herunterladen',
    downloaded: 'Heruntergeladen: {{file}}',
  },
  en: {
    intro:
      'Files for the accountant: CSV files for spreadsheets (semicolon, decimal comma) and a month’s DATEV Buchungsstapel for the tax adviser.',
    csvHeadline: 'Bookings, payments and bills (CSV)',
    csvHint:
      'Calendar days in the car park’s time zone, both included, at most 367 days. Bookings by the day they were made, payments by their start, bills and credit notes by their date.',
    from: 'From',
    to: 'To',
    bookings: 'Download bookings',
    payments: 'Download payments',
    bills: 'Download bills and credit notes',
    datevHeadline: 'DATEV Buchungsstapel',
    datevHint:
      'A month’s bills and credit notes as an EXTF file for DATEV accounting, one line per document.',
    month: 'Month',
    datev: 'Download DATEV file',
    downloaded: 'Downloaded: {{file}}',
  },
  nl: {
    intro:
      'Bestanden voor de boekhouding: CSV-bestanden voor spreadsheets (puntkomma, decimale komma) en de DATEV-boekingsstapel van een maand voor de belastingadviseur.',
    csvHeadline: 'Boekingen, betalingen en facturen (CSV)',
    csvHint:
      'Kalenderdagen in de tijdzone van de parkeergarage, beide inbegrepen, hoogstens 367 dagen. Boekingen op aanmaakdag, betalingen op start, facturen en creditnota’s op datum.',
    from: 'Van',
    to: 'Tot en met',
    bookings: 'Boekingen downloaden',
    payments: 'Betalingen downloaden',
    bills: 'Facturen en creditnota’s downloaden',
    datevHeadline: 'DATEV-boekingsstapel',
    datevHint:
      'De facturen en creditnota’s van een maand als EXTF-bestand voor DATEV, één regel per document.',
    month: 'Maand',
    datev: 'DATEV-bestand downloaden',
    downloaded: 'Gedownload: {{file}}',
  },
  ro: {
    intro:
      'Fișiere pentru contabilitate: fișiere CSV pentru foi de calcul (punct și virgulă, virgulă zecimală) și lotul de înregistrări DATEV al unei luni pentru consultantul fiscal.',
    csvHeadline: 'Rezervări, plăți și facturi (CSV)',
    csvHint:
      'Zile calendaristice în fusul orar al parcării, ambele incluse, cel mult 367 de zile. Rezervările după ziua creării, plățile după început, facturile și notele de credit după dată.',
    from: 'De la',
    to: 'Până la',
    bookings: 'Descarcă rezervările',
    payments: 'Descarcă plățile',
    bills: 'Descarcă facturile și notele de credit',
    datevHeadline: 'Lot de înregistrări DATEV',
    datevHint:
      'Facturile și notele de credit ale unei luni ca fișier EXTF pentru DATEV, un rând pe document.',
    month: 'Luna',
    datev: 'Descarcă fișierul DATEV',
    downloaded: 'Descărcat: {{file}}',
  },
});
