import type { TFunction } from '../lib/translator';
import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-change';

/** The German texts the cases need; any other key answers its default, as i18next does. */
const GERMAN: Record<string, string> = {
  'admin.auditWords.fields.role': 'Rolle',
  'admin.auditWords.fields.disabled': 'Gesperrt',
  'admin.auditWords.fields.refundCents': 'Erstattung',
  'admin.auditWords.fields.endsAt': 'Ende',
  'admin.auditWords.fields.plate': 'Kennzeichen',
  'admin.auditWords.fields.shop': 'Shop',
  'admin.auditWords.fields.vatRatePercent': 'Umsatzsteuersatz (%)',
  'admin.auditWords.fields.tariff': 'Tarif',
  'admin.auditWords.fields.pricePerStep': 'Preis je Takt',
  'admin.auditWords.fields.reservationSlotDetails': 'Zeitraster',
  'admin.auditWords.fields.stepDuration': 'Abrechnungstakt',
  'admin.auditWords.fields.maxDuration': 'Höchstdauer',
  'admin.auditWords.duration.one.hours': '1 Stunde',
  'admin.auditWords.duration.many.days': '{{count}} Tage',
  'admin.auditWords.duration.many.minutes': '{{count}} Minuten',
  'admin.auditWords.duration.one.days': '1 Tag',
  'admin.role.staff': 'Mitarbeiter',
  'admin.role.admin': 'Administrator',
  'admin.words.yes': 'Ja',
  'admin.words.no': 'Nein',
  'admin.auditWords.fields.stage': 'Anmeldestand',
  'admin.auditWords.stages.enrol': 'Zwei-Faktor-Einrichtung fällig',
};
const t = ((key: string, o?: { defaultValue?: string; count?: number }) =>
  (GERMAN[key] ?? o?.defaultValue ?? key).replace('{{count}}', String(o?.count))) as TFunction;
const i18next = { t };

/** The audit log's before-and-after as changed fields in plain words. */
describe('auditChanges', () => {
  it('names only the changed fields, in words, with old → new values', () => {
    const changes = auditChanges(
      i18next.t,
      'de',
      { id: 'x', username: 'erika', role: 'staff', disabled: false },
      { id: 'x', username: 'erika', role: 'admin', disabled: true },
    );
    expect(changes).toEqual([
      { field: 'Rolle', before: 'Mitarbeiter', after: 'Administrator' },
      { field: 'Gesperrt', before: 'Nein', after: 'Ja' },
    ]);
  });

  it('formats money, instants and nested settings in German words: euros, full years, no seconds', () => {
    const changes = auditChanges(
      i18next.t,
      'de',
      { refundCents: 500, endsAt: '2026-11-20T22:59:59.000Z', shop: { vatRatePercent: 19 } },
      { refundCents: 1200, endsAt: '2026-11-21T22:59:59.000Z', shop: { vatRatePercent: 7 } },
    );
    // The test machine's time zone decides the hour; the browser's shows the operator's.
    expect(changes.map((c) => `${c.field}: ${c.before} → ${c.after}`.replace(/\u00a0/g, ' '))).toEqual([
      'Erstattung: 5,00 € → 12,00 €',
      expect.stringMatching(/^Ende: 2[01]\.11\.2026 \d\d:59 → 2[12]\.11\.2026 \d\d:59$/),
      'Shop › Umsatzsteuersatz (%): 19 → 7',
    ]);
  });

  it('a tariff in euros and a time grid in hours and days, never cents or seconds', () => {
    const changes = auditChanges(
      i18next.t,
      'de',
      { tariff: { pricePerStep: 250 }, reservationSlotDetails: { stepDuration: 1800, maxDuration: 86400 } },
      { tariff: { pricePerStep: 1250 }, reservationSlotDetails: { stepDuration: 3600, maxDuration: 172800 } },
    );
    expect(changes.map((c) => `${c.field}: ${c.before} → ${c.after}`.replace(/\u00a0/g, ' '))).toEqual([
      'Tarif › Preis je Takt: 2,50 € → 12,50 €',
      'Zeitraster › Abrechnungstakt: 30 Minuten → 1 Stunde',
      'Zeitraster › Höchstdauer: 1 Tag → 2 Tage',
    ]);
  });

  it('a created entity lists its fields without a "before"', () => {
    expect(auditChanges(i18next.t, 'de', null, { plate: 'KA-AB 1' })).toEqual([
      { field: 'Kennzeichen', before: null, after: 'KA-AB 1' },
    ]);
  });

  it("a login's stage in words, not the server's value", () => {
    expect(auditChanges(i18next.t, 'de', null, { stage: 'enrol' })).toEqual([
      { field: 'Anmeldestand', before: null, after: 'Zwei-Faktor-Einrichtung fällig' },
    ]);
  });
});
