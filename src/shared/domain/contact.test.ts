import { describe, expect, it } from 'vitest';
import { contactFieldsShown, isValidMail, missingContactFields } from './contact';

const full = {
  mail: 'anna@example.de',
  firstName: 'Anna',
  lastName: 'Schmidt',
  address: {
    streetName: 'Marktstraße',
    buildingNumber: '5a',
    zipCode: '10115',
    city: 'Berlin',
    country: 'DE',
  },
};

describe('contact levels (spec §5)', () => {
  it('MailOnly and MailAndOptionalName require only the mail', () => {
    expect(missingContactFields('MailOnly', {})).toEqual(['mail']);
    expect(missingContactFields('MailAndOptionalName', { mail: 'a@b.de' })).toEqual([]);
  });

  it('NameAndMail and MailNameAndOptionalAddress require mail, first and last name', () => {
    for (const level of ['NameAndMail', 'MailNameAndOptionalAddress'] as const) {
      expect(missingContactFields(level, { mail: 'a@b.de', firstName: '  ' })).toEqual([
        'firstName',
        'lastName',
      ]);
      expect(missingContactFields(level, { mail: 'a@b.de', firstName: 'A', lastName: 'B' })).toEqual([]);
    }
  });

  it('FullData requires the address too, but never c/o or company', () => {
    expect(missingContactFields('FullData', full)).toEqual([]);
    expect(missingContactFields('FullData', { ...full, address: { ...full.address, zipCode: '' } })).toEqual([
      'address.zipCode',
    ]);
    expect(missingContactFields('FullData', { mail: 'a@b.de', firstName: 'A', lastName: 'B' })).toEqual([
      'address.streetName',
      'address.buildingNumber',
      'address.zipCode',
      'address.city',
      'address.country',
    ]);
  });

  it('shows name and address fields by level', () => {
    expect(contactFieldsShown('MailOnly')).toEqual({ name: false, address: false });
    expect(contactFieldsShown('MailAndOptionalName')).toEqual({ name: true, address: false });
    expect(contactFieldsShown('MailNameAndOptionalAddress')).toEqual({ name: true, address: true });
    expect(contactFieldsShown('FullData')).toEqual({ name: true, address: true });
  });

  it('checks mail addresses', () => {
    expect(isValidMail('anna.schmidt@parkhaus-markt.de')).toBe(true);
    expect(isValidMail(' anna@example.de ')).toBe(true);
    for (const bad of ['anna', 'anna@', 'anna@example', 'an na@example.de', '@example.de', 'a@b@c.de']) {
      expect(isValidMail(bad), bad).toBe(false);
    }
  });
});
