import { describe, expect, it } from 'vitest';
import { ErrorCode, PaymentErrorCode } from '../schemas/error-codes';
import { languages } from '../schemas/common';
import { ch } from './ch';
import { de } from './de-full';
import { en } from './en';
import { LANGUAGE_CODES, LANGUAGE_INFO } from './languages';
import { nl } from './nl';
import { ro } from './ro';

const resources: Record<string, object> = { de, en, nl, ro, ch };

/** Every leaf of a nested text object as [dotted key, value]. */
function leaves(obj: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? leaves(v, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v] as [string, unknown]],
  );
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const german = new Map(leaves(de));

describe('translations', () => {
  it('covers exactly the languages of the shared schema', () => {
    expect([...LANGUAGE_CODES]).toEqual([...languages]);
    expect(Object.keys(resources).sort()).toEqual([...languages].sort());
    expect(LANGUAGE_INFO.ch.htmlLang).toBe('de-CH');
  });

  it.each(Object.keys(resources))('%s has every German key, no other key, and no empty text', (lang) => {
    const texts = new Map(leaves(resources[lang]));
    const missing = [...german.keys()].filter((k) => !texts.has(k));
    const extra = [...texts.keys()].filter((k) => !german.has(k));
    expect(missing, `missing in ${lang}`).toEqual([]);
    expect(extra, `unknown in ${lang}`).toEqual([]);
    for (const [key, value] of texts) {
      expect(typeof value, `${lang}: ${key}`).toBe('string');
      expect((value as string).trim(), `${lang}: ${key} is empty`).not.toBe('');
    }
  });

  it.each(Object.keys(resources))('%s keeps the placeholders of every German text', (lang) => {
    for (const [key, value] of leaves(resources[lang])) {
      expect(placeholders(value as string), `${lang}: ${key}`).toEqual(
        placeholders(german.get(key) as string),
      );
    }
  });

  it('has a text for every API error code in every language', () => {
    for (const lang of Object.keys(resources)) {
      for (const code of [...Object.values(ErrorCode), ...Object.values(PaymentErrorCode)]) {
        expect((resources[lang] as typeof de).apiError, `${lang}: ${code}`).toHaveProperty(code);
      }
    }
  });

  it('writes Swiss German with ss, never ß', () => {
    for (const [key, value] of leaves(ch)) expect(value, key).not.toMatch(/ß/);
    expect(ch.contactForm.streetName).toBe('Strasse');
    expect(ch.layout.closeMenu).toBe('Menü schliessen');
  });

  it('writes Romanian with comma-below ș and ț, not the cedilla forms', () => {
    const all = leaves(ro)
      .map(([, v]) => v)
      .join(' ');
    expect(all).not.toMatch(/[şţŞŢ]/);
    expect(all).toMatch(/[ăâî]/);
    expect(all).toMatch(/[șț]/);
  });

  it('uses the wording of the spec in English', () => {
    expect(en.screen.period.headline).toBe('Choose Booking Period');
    expect(en.screen.checkout.processing).toBe('Processing payment...');
    expect(en.screen.checkout.error.payment).toBe('Payment failed');
    expect(en.screen.checkout.success).toBe('The ticket has been paid for.');
    expect(en.screen.payment.proceed).toBe('Click here to proceed to payment');
    expect(en.contactForm.requiredFieldsAlert).toBe('Required fields have not been filled in yet.');
    expect(en.contactForm.requiredField).toBe('This field is required');
    expect(en.general.error.http['400']).toBe('Invalid request. Please check your inputs.');
    expect(en.general.error.http['404']).toBe('Ticket not found.');
    expect(en.general.error.http['429']).toBe('Too many requests. Please try again later.');
    expect(en.general.error.http['500']).toBe('Internal server error. Please try again later.');
    expect(en.general.error.http.default).toBe('An unknown error occurred.');
    expect(en.general.message.error).toBe('An error has occurred.');
    expect(en.loginScreen.error).toBe('An issue occurred. Please try again later.');
    expect(en.changePasswordScreen.wrongOldPassword).toBe(
      'The current password is incorrect. Please check it and try again.',
    );
    expect(en.changePasswordScreen.notMatching).toBe('The passwords do not match');
    expect(en.screen.portal.permissions.bookingMax).toBe(
      'The maximum number of bookable permissions has been reached ({{count}}/{{max}})',
    );
  });
});
