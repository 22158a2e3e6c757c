// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  getLanguageState,
  initLanguageChoice,
  LANGUAGE_STORAGE_KEY,
  languageFromSearch,
  resetLanguageState,
} from './language';
import i18next from './i18n';

afterEach(() => {
  localStorage.clear();
  resetLanguageState();
  window.history.replaceState(null, '', '/');
});

describe('the visitor’s language choice', () => {
  it('reads ?lang=xx of e-mail links, remembers it and drops it from the address', () => {
    window.history.replaceState(null, '', '/t/p1/s1?lang=nl&x=1#top');
    expect(initLanguageChoice()).toBe('nl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('nl');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/t/p1/s1?x=1#top');
    // The next visit, without the parameter, keeps it.
    expect(initLanguageChoice()).toBe('nl');
  });

  it('ignores unknown languages and leaves the shop language in charge', () => {
    expect(languageFromSearch('?lang=fr')).toBeNull();
    window.history.replaceState(null, '', '/?lang=fr');
    expect(initLanguageChoice()).toBeNull();
    expect(getLanguageState().choice).toBeNull();
  });

  it('remembers a choice from the language menu after loading its texts', async () => {
    await chooseLanguage('ro');
    expect(getLanguageState().choice).toBe('ro');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ro');
    expect(i18next.hasResourceBundle('ro', 'translation')).toBe(true);
  });
});
