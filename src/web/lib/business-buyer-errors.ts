import type { TFunction } from './translator';
import { isValidBuyerReference } from '../../shared/domain/business-buyer';
import { isValidVatId } from '../../shared/domain/vat-id';

type BuyerValues = { companyName: string; vatId: string; buyerReference: string };

/**
 * The errors under a company's VAT ID and buyer reference, by the server's rules, so the
 * server's VAT_ID_INVALID and BUYER_REFERENCE_INVALID never come as a surprise. Without a
 * company name the fields are hidden and not sent: nothing to say.
 */
export function businessBuyerErrors(
  v: BuyerValues,
  t: TFunction,
): Partial<Record<'vatId' | 'buyerReference', string>> {
  if (v.companyName.trim() === '') return {};
  const errors: Partial<Record<'vatId' | 'buyerReference', string>> = {};
  if (v.vatId.trim() !== '' && !isValidVatId(v.vatId)) errors.vatId = t('contactForm.invalidVatId');
  if (v.buyerReference.trim() !== '' && !isValidBuyerReference(v.buyerReference)) {
    errors.buyerReference = t('contactForm.invalidBuyerReference');
  }
  return errors;
}
