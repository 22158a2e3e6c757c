import {
  permissionFindResponseSchema,
  permissionPayResponseSchema,
  renewalCheckoutSchema,
  type PermissionFindResponse,
  type PermissionPayResponse,
  type RenewalCheckout,
} from '../../../shared/schemas/renewal';
import type { CheckoutPollPhase } from '../../../shared/domain/checkout-poll';
import { normalizePlate } from '../../../shared/domain/plate';
import { apiGet, apiPost, ApiError } from '../../lib/api-client';
import { useCheckoutPoll } from '../../lib/use-checkout-poll';
import { currentLanguage } from '../../lib/i18n';

/** POST /api/permission/find: what the plate's stay costs now; 404 when no ticket is known. */
export function findPermission(licensePlate: string): Promise<PermissionFindResponse> {
  return apiPost(
    '/api/permission/find',
    { licensePlate: normalizePlate(licensePlate) },
    permissionFindResponseSchema,
  );
}

/** POST /api/permission/pay: the payment of the stay (price 0 and method None: nothing owed). */
export function payPermission(licensePlate: string, mail: string): Promise<PermissionPayResponse> {
  return apiPost(
    '/api/permission/pay',
    {
      licensePlate: normalizePlate(licensePlate),
      contact: { mail: mail.trim() },
      // The receipt mail and bill come in the language the driver pays in.
      language: currentLanguage(),
    },
    permissionPayResponseSchema,
  );
}

/** `absent`: no renewal in this browser's session (404). */
export type RenewalCheckoutState = RenewalCheckout | { status: 'absent' };

export async function fetchRenewalCheckout(signal?: AbortSignal): Promise<RenewalCheckoutState> {
  try {
    return await apiGet('/api/permission/checkout', renewalCheckoutSchema, signal);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return { status: 'absent' };
    throw e;
  }
}

/** The shared poll policy's view of a renewal answer: a renewal holds no slot, so any final answer ends the poll. */
export function renewalPhase(state: RenewalCheckoutState | undefined): CheckoutPollPhase {
  return state === undefined || state.status === 'processing' ? { phase: 'open' } : { phase: 'final' };
}

/** GET /api/permission/checkout, for /checkout/renew. */
export function useRenewalCheckout() {
  return useCheckoutPoll('renewal-checkout', fetchRenewalCheckout, renewalPhase);
}

/**
 * The plate and e-mail of a look-up that found a ticket, kept for this tab (sessionStorage): a
 * reload, or the back button from a provider's page, shows the ticket again with its price asked
 * anew, instead of an empty form next to the car.
 */
const INPUT_KEY = 'parkingShop.renewal';

export interface RenewalInput {
  plate: string;
  mail: string;
}

export function readRenewalInput(): RenewalInput | null {
  try {
    const v = JSON.parse(window.sessionStorage.getItem(INPUT_KEY) ?? 'null') as unknown;
    if (typeof v !== 'object' || v === null) return null;
    const { plate, mail } = v as Record<string, unknown>;
    // The e-mail comes after the amount (ADR 042): a plate without one is still remembered.
    return typeof plate === 'string' && plate ? { plate, mail: typeof mail === 'string' ? mail : '' } : null;
  } catch {
    return null;
  }
}

export function writeRenewalInput(value: RenewalInput | null): void {
  try {
    if (value) window.sessionStorage.setItem(INPUT_KEY, JSON.stringify(value));
    else window.sessionStorage.removeItem(INPUT_KEY);
  } catch {
    // Private mode without storage: the form simply starts empty after a reload.
  }
}
