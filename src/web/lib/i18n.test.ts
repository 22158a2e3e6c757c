import { describe, expect, it } from 'vitest';
import { de } from '../../shared/i18n/de';
import { en } from '../../shared/i18n/en';
import { ErrorCode } from '../../shared/schemas/error-codes';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
  );
}

describe('translations', () => {
  it('English has exactly the German keys, none empty', () => {
    expect(keys(en).sort()).toEqual(keys(de).sort());
    for (const k of keys(en)) expect(k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], en)).not.toBe('');
  });

  it('has a text for every API error code', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(de.apiError).toHaveProperty(code);
      expect(en.apiError).toHaveProperty(code);
    }
  });

  it('uses the spec wording in English', () => {
    expect(en.screen.period.headline).toBe('Choose Booking Period');
    expect(en.screen.checkout.processing).toBe('Processing payment...');
    expect(en.screen.checkout.error.payment).toBe('Payment failed');
    expect(en.screen.checkout.success).toBe('The ticket has been paid for.');
    expect(en.screen.payment.proceed).toBe('Click here to proceed to payment');
    expect(en.contactForm.requiredFieldsAlert).toBe('Required fields have not been filled in yet.');
    expect(en.contactForm.requiredField).toBe('This field is required');
    expect(en.general.error.http['400']).toBe('Invalid request. Please check your inputs.');
    expect(en.general.message.error).toBe('An error has occurred.');
  });
});
