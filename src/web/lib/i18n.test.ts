// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import i18next, { activateLanguage, loadLanguage } from './i18n';

afterAll(() => activateLanguage('de'));

describe('i18n at run time', () => {
  it('starts in German without loading any other language', () => {
    expect(i18next.language).toBe('de');
    expect(i18next.t('general.next')).toBe('Weiter');
    expect(i18next.hasResourceBundle('ro', 'translation')).toBe(false);
  });

  it('shows an untranslated key as the key itself (spec §8)', () => {
    expect(i18next.t('screen.nothing.here')).toBe('screen.nothing.here');
  });

  it('loads a language on demand and sets <html lang>, de-CH for Swiss German', async () => {
    await activateLanguage('ro');
    expect(i18next.t('general.next')).toBe('Înainte');
    expect(document.documentElement.lang).toBe('ro');
    await activateLanguage('ch');
    expect(i18next.t('contactForm.streetName')).toBe('Strasse');
    expect(document.documentElement.lang).toBe('de-CH');
    // No fallback language: a key missing in Swiss German shows as the key, not in German.
    i18next.addResource('de', 'translation', 'probe.onlyInGerman', 'Nur auf Deutsch');
    expect(i18next.t('probe.onlyInGerman')).toBe('probe.onlyInGerman');
  });

  it('loads each language once', async () => {
    await Promise.all([loadLanguage('nl'), loadLanguage('nl')]);
    expect(i18next.getFixedT('nl')('general.next')).toBe('Volgende');
  });
});
