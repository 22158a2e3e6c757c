import { describe, expect, it } from 'vitest';
import { COUNTRY_CODE_COUNT, isCountryCode } from './country';
import {
  bicProblem,
  germanBankCode,
  isBicInputValid,
  isSepaFormValid,
  isValidAccountName,
  isValidBicForIban,
  isValidIban,
  maskedIban,
  maskIban,
  normalizeIban,
} from './iban';

describe('IBAN (spec §5)', () => {
  it('removes spaces and upper-cases', () => {
    expect(normalizeIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });

  it('accepts valid IBANs of SEPA countries, with or without spaces and in lower case', () => {
    for (const iban of [
      'DE89370400440532013000',
      'de89 3704 0044 0532 0130 00',
      'AT611904300234573201', // AT: 20 characters
      'NL91ABNA0417164300',
      'FR1420041010050500013M02606',
      'CH9300762011623852957', // SEPA, not EU
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });

  it('refuses a wrong length, a wrong check sum, an unknown country and non-SEPA countries', () => {
    for (const iban of [
      '',
      'DE8937040044053201300', // 21 characters
      'DE893704004405320130000', // 23
      'DE88370400440532013000', // mod-97 fails
      'AT611904300234573202',
      'XX89370400440532013000',
      'BR1800360305000010009795493C1', // valid, but not SEPA
      'DE89 3704 0044 0532 0130 0O', // letter O instead of zero
    ]) {
      expect(isValidIban(iban), iban).toBe(false);
    }
  });

  it('masks input as two letters, two digits, then groups of four', () => {
    expect(maskIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(maskIban('DE 89-3704')).toBe('DE89 3704');
    // A digit where a letter belongs and a letter where a digit belongs are dropped.
    expect(maskIban('1DEX89')).toBe('DE89');
    expect(maskIban('')).toBe('');
    // At most 34 characters (the longest IBAN).
    expect(maskIban('DE89' + '1'.repeat(40)).replace(/ /g, '')).toHaveLength(34);
  });

  it('hides the account number in lists', () => {
    expect(maskedIban('DE89370400440532013000')).toBe('DE89 **** **** **** **30 00');
  });

  it('finds the German bank code (characters 5 to 12) of a valid German IBAN only', () => {
    expect(germanBankCode('DE89 3704 0044 0532 0130 00')).toBe('37040044');
    expect(germanBankCode('DE88370400440532013000')).toBeNull();
    expect(germanBankCode('AT611904300234573201')).toBeNull();
  });
});

describe('BIC and account holder (spec §5)', () => {
  it('the form wants at least 3 characters of BIC and 2 of holder', () => {
    expect(isBicInputValid('CO')).toBe(false);
    expect(isBicInputValid(' C O B ')).toBe(true);
    expect(isValidAccountName(' E ')).toBe(false);
    expect(isValidAccountName('Ed')).toBe(true);
  });

  it('the server also wants a well-formed BIC of the IBAN country', () => {
    expect(isValidBicForIban('COBADEFFXXX', 'DE89370400440532013000')).toBe(true);
    expect(isValidBicForIban('cobadeff', 'DE89370400440532013000')).toBe(true);
    expect(isValidBicForIban('COB', 'DE89370400440532013000')).toBe(false);
    expect(isValidBicForIban('ABNANL2A', 'DE89370400440532013000')).toBe(false);
    expect(isValidBicForIban('COBADEFFX', 'DE89370400440532013000')).toBe(false);
  });

  it('one BIC rule for form and server: the format first, then the IBAN country', () => {
    const de = 'DE89370400440532013000';
    expect(bicProblem('COBADEFFXXX', de)).toBeNull();
    expect(bicProblem('cobadeff', de)).toBeNull();
    // 3 characters enable the button (spec §5), but the form shows the format problem.
    for (const bad of ['COB', 'COBADEF', 'COBADEFFX', 'COBADEFFXXXX', '1OBADEFF', 'COBA-EFF']) {
      expect(isBicInputValid(bad) || bad.length < 3, bad).toBe(true);
      expect(bicProblem(bad, de), bad).toBe('format');
    }
    expect(bicProblem('ABNANL2A', de)).toBe('country');
    // Territories with their own BIC country code use the parent's IBANs.
    expect(bicProblem('BNPAGPGP', 'FR1420041010050500013M02606')).toBeNull();
  });

  it('the holder keeps at least two letters in the SEPA character set', () => {
    expect(isValidAccountName('Łukasz Żółw')).toBe(true);
    expect(isValidAccountName('Øy')).toBe(true);
    for (const bad of ['李明', '--', '1 2 3', 'Я.', 'E 1']) expect(isValidAccountName(bad), bad).toBe(false);
  });

  it('countries are ISO 3166-1 alpha-2 codes', () => {
    expect(COUNTRY_CODE_COUNT).toBe(250); // 249 assigned codes and XK
    for (const c of ['DE', 'AT', 'XK', 'GB', 'RO']) expect(isCountryCode(c), c).toBe(true);
    for (const c of ['', 'D', 'de', 'XX', 'ZZ', 'EU', 'UK', 'DEU']) expect(isCountryCode(c), c).toBe(false);
  });

  it('enables the buy button only with all three valid', () => {
    const ok = { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', accountName: 'Erika Mustermann' };
    expect(isSepaFormValid(ok)).toBe(true);
    expect(isSepaFormValid({ ...ok, iban: 'DE88370400440532013000' })).toBe(false);
    expect(isSepaFormValid({ ...ok, bic: 'CO' })).toBe(false);
    expect(isSepaFormValid({ ...ok, accountName: 'E' })).toBe(false);
  });
});
