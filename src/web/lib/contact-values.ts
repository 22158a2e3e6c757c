import type { Contact } from '../../shared/schemas/booking';
import { normalizeBuyerReference } from '../../shared/domain/business-buyer';
import { normalizeVatId } from '../../shared/domain/vat-id';

/** The address fields of the contact forms (booking data step and portal data page). */
export const ADDRESS_FIELDS = ['co', 'streetName', 'buildingNumber', 'zipCode', 'city', 'country'] as const;

export type ContactValueName =
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'vatId'
  | 'buyerReference'
  | (typeof ADDRESS_FIELDS)[number];

/** A contact as form values: every name and address field a string ('' when absent). */
export function contactValues(c: Partial<Contact>): Record<ContactValueName, string> {
  const a = c.address ?? {};
  return {
    firstName: c.firstName ?? '',
    lastName: c.lastName ?? '',
    companyName: c.companyName ?? '',
    vatId: c.vatId ?? '',
    buyerReference: c.buyerReference ?? '',
    co: a.co ?? '',
    streetName: a.streetName ?? '',
    buildingNumber: a.buildingNumber ?? '',
    zipCode: a.zipCode ?? '',
    city: a.city ?? '',
    country: a.country ?? '',
  };
}

/**
 * Form values back to the Contact of the shared schema: trimmed, empty fields left out (an
 * address only when one of its fields is filled); `shown` leaves out what the form hides.
 */
export function valuesToContact(
  v: Record<ContactValueName, string>,
  mail: string | undefined,
  shown: { name: boolean; address: boolean } = { name: true, address: true },
): Contact {
  const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());
  const contact: Contact = { mail };
  if (shown.name) {
    contact.firstName = opt(v.firstName);
    contact.lastName = opt(v.lastName);
    contact.companyName = opt(v.companyName);
    // A business's fields go with its company name: cleared with it, as the form hides them.
    if (contact.companyName) {
      // As the server stores them, so the confirmation shows what the bill will say.
      contact.vatId = opt(v.vatId) && normalizeVatId(v.vatId);
      contact.buyerReference = opt(v.buyerReference) && normalizeBuyerReference(v.buyerReference);
    }
  }
  if (shown.address) {
    const address = Object.fromEntries(
      ADDRESS_FIELDS.map((f) => [f, opt(v[f])]).filter(([, x]) => x !== undefined),
    );
    if (Object.keys(address).length > 0) contact.address = address;
  }
  // Drops the undefined keys, so the body carries only what was filled.
  return JSON.parse(JSON.stringify(contact)) as Contact;
}
