import type { PermissionTemplate } from '../../../shared/schemas/booking';
import { missingContactFields } from '../../../shared/domain/contact';
import { apiGet, apiPost } from '../../lib/api-client';
import { parsePriceResponse } from '../../lib/parse-booking';
import { writeSession } from '../../lib/session-store';
import { parseMe, type AccountMe } from '../../lib/account';
import type { Permission } from './api';

/**
 * "Verlängern" (ADR 055): a new booking of the permit's product for its plate, starting where the
 * permit ends, its shortest bookable length. The booking session is filled as the booking steps
 * would fill it; the server prices and later validates it. Returns where the driver goes on:
 * the confirmation when the price came and the account holds the data the product asks for, the
 * data step (with this plate) when it does not, the period screen (start kept where it can be
 * chosen) when the start cannot be priced.
 */
export async function continuePermit(
  permission: Permission,
  template: PermissionTemplate,
  me: AccountMe | undefined,
): Promise<string> {
  const id = encodeURIComponent(template._id);
  const d = template.reservationSlotDetails;
  const request = {
    templateId: template._id,
    startTime: permission.nextStart ?? permission.end,
    slotCount: Math.max(1, Math.ceil(d.minDuration / d.stepDuration)),
  };
  const plate = permission.identifications.find((i) => i.source === 'lp')?.code;
  // A tap before the overview's account data arrived waits for it rather than asking for it again.
  const account = me ?? (await apiGet('/sapi/customer/me', parseMe).catch(() => undefined));
  writeSession('ids', plate ? { lp: plate } : {});
  if (account) writeSession('contact', account.contact);
  try {
    const price = await apiPost('/api/booking/price', request, parsePriceResponse);
    if (price.bookedOut) throw new Error('booked out');
    writeSession('selection', { ...request, endTime: price.endTime, priceResponse: price });
  } catch {
    writeSession('selection', request);
    return `/period/${id}`;
  }
  const complete =
    !!account && missingContactFields(template.requiredContactDetails, account.contact).length === 0;
  // contactEdit: the data step shows the session's contact and this plate, not the account's first.
  writeSession('contactEdit', !complete);
  return complete ? `/confirm/${id}` : `/data/${id}`;
}
