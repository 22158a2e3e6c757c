import { describe, expect, it } from 'vitest';
import i18next, { loadLanguage } from './i18n';
import { ApiError } from './api-client';
import { errorText, listErrorText } from './error-text';

const t = i18next.t.bind(i18next);

describe('error texts (spec §8)', () => {
  it('maps HTTP statuses without a known code to the catalogue', () => {
    const e = (status: number) => errorText(t, i18next, new ApiError(status, `HTTP_${status}`, 'x'));
    expect(e(400)).toBe('Ungültige Anfrage. Bitte überprüfen Sie Ihre Eingaben.');
    expect(e(404)).toBe('Ticket nicht gefunden.');
    expect(e(429)).toBe('Zu viele Anfragen. Bitte versuchen Sie es später erneut.');
    expect(e(500)).toBe('Interner Serverfehler. Bitte versuchen Sie es später erneut.');
    expect(e(502)).toBe('Ein unbekannter Fehler ist aufgetreten.');
    expect(e(0)).toBe('Ein unbekannter Fehler ist aufgetreten.');
  });

  it('prefers the translated error code, and uses the general text for anything else', () => {
    expect(errorText(t, i18next, new ApiError(503, 'BOOKED_OUT', 'x'))).toBe(
      'Der gewählte Zeitraum ist leider ausgebucht. Bitte wählen Sie einen anderen.',
    );
    expect(errorText(t, i18next, new TypeError('boom'))).toBe('Ein Fehler ist aufgetreten.');
  });

  it("shows spec §8's text for the server's 429 RATE_LIMITED answer, in English and German", async () => {
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many requests, retry in 1 minute');
    await loadLanguage('en');
    const en = i18next.getFixedT('en');
    expect(errorText(en, i18next, limited)).toBe('Too many requests. Please try again later.');
    expect(errorText(t, i18next, limited)).toBe('Zu viele Anfragen. Bitte versuchen Sie es später erneut.');
    // A 429 from something in front of the shop (a proxy) carries no code of ours.
    expect(errorText(en, i18next, new ApiError(429, 'HTTP_429', ''))).toBe(
      'Too many requests. Please try again later.',
    );
  });

  it('shows list errors as the server text, translated when it is a key', () => {
    expect(listErrorText(t, i18next, new Error('Die Liste ist gesperrt.'))).toBe('Die Liste ist gesperrt.');
    expect(listErrorText(t, i18next, new Error('apiError.RATE_LIMITED'))).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    );
    expect(listErrorText(t, i18next, new Error('error.unknownThing'))).toBe('error.unknownThing');
    expect(listErrorText(t, i18next, new ApiError(500, 'INTERNAL', 'Internal server error'))).toBe(
      'Interner Serverfehler. Bitte versuchen Sie es später erneut.',
    );
    expect(listErrorText(t, i18next, undefined)).toBe('Ein Fehler ist aufgetreten.');
  });
});
