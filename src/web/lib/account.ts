import { useQuery } from '@tanstack/react-query';
import type { Contact, PermissionTemplate } from '../../shared/schemas/booking';
import { missingContactFields } from '../../shared/domain/contact';
import { apiGet } from './api-client';
import { arr, obj, str } from './parse';
import { parseContact } from './parse-booking';
import { useStyling } from '../features/content/api';
import { useCustomer } from '../features/auth/api';

/**
 * The logged-in customer's stored data (GET /sapi/customer/me), read with the light parsers so
 * the booking steps need no zod. Every /sapi query key starts with 'sapi' (dropped at login and
 * logout).
 */
export interface AccountMe {
  contact: Contact;
  licensePlates: string[];
}

export const ME_KEY = ['sapi', 'me'] as const;

export function parseMe(body: unknown): AccountMe {
  const b = obj(body, '');
  return {
    contact: parseContact(b.contact),
    licensePlates: b.licensePlates === undefined ? [] : arr(b.licensePlates, 'licensePlates', str),
  };
}

export function useAccountMe(enabled: boolean) {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: ({ signal }) => apiGet('/sapi/customer/me', parseMe, signal),
    enabled,
    retry: false,
    staleTime: 30_000,
  });
}

/** Does the account hold every field the template asks for (contact level and plate)? */
export function accountCovers(template: PermissionTemplate, me: AccountMe): boolean {
  if (missingContactFields(template.requiredContactDetails, me.contact).length > 0) return false;
  // Several plates: the data step asks which one.
  if (template.requestedIdentifierSources.includes('lp') && me.licensePlates.length !== 1) return false;
  return true;
}

/**
 * Booking while logged in (spec §2): whether a customer is logged in, their stored data, and
 * whether the personal-data step is left out for the template.
 */
export function useAccountBooking(template: PermissionTemplate | undefined) {
  const enabled = useStyling().data?.options.enableCustomerShop ?? false;
  const customer = useCustomer(enabled);
  const me = useAccountMe(customer !== null);
  return {
    customer,
    me: me.data,
    pending: customer !== null && me.isPending,
    skipData: !!(customer && template && me.data && accountCovers(template, me.data)),
  };
}
