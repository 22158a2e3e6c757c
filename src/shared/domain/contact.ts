import type { Contact, ContactLevel } from '../schemas/booking';

export type ContactField =
  | 'mail'
  | 'firstName'
  | 'lastName'
  | 'address.streetName'
  | 'address.buildingNumber'
  | 'address.zipCode'
  | 'address.city'
  | 'address.country';

const NAME: ContactField[] = ['mail', 'firstName', 'lastName'];
const ADDRESS: ContactField[] = [
  'address.streetName',
  'address.buildingNumber',
  'address.zipCode',
  'address.city',
  'address.country',
];

/** Required fields per contact level (spec §5). c/o and company name are always optional. */
export const REQUIRED_CONTACT_FIELDS: Record<ContactLevel, ContactField[]> = {
  MailOnly: ['mail'],
  MailAndOptionalName: ['mail'],
  NameAndMail: NAME,
  MailNameAndOptionalAddress: NAME,
  FullData: [...NAME, ...ADDRESS],
};

/** Fields the level shows at all (required or optional). */
export function contactFieldsShown(level: ContactLevel): { name: boolean; address: boolean } {
  return {
    name: level !== 'MailOnly',
    address: level === 'FullData' || level === 'MailNameAndOptionalAddress',
  };
}

function valueOf(contact: Contact, field: ContactField): string {
  if (field.startsWith('address.')) {
    const key = field.slice('address.'.length) as keyof NonNullable<Contact['address']>;
    return contact.address?.[key] ?? '';
  }
  return (contact[field as 'mail' | 'firstName' | 'lastName'] ?? '') as string;
}

/** Required fields that are empty (after trimming). */
export function missingContactFields(level: ContactLevel, contact: Contact): ContactField[] {
  return REQUIRED_CONTACT_FIELDS[level].filter((f) => valueOf(contact, f).trim() === '');
}

/** A pragmatic address check: one @, a dot in the domain, no spaces. */
export function isValidMail(mail: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(mail.trim()) && mail.trim().length <= 254;
}
