import { bankDataByBLZ } from 'bankdata-germany';
import {
  germanBankCode,
  isValidAccountName,
  isValidBicForIban,
  isValidIban,
  normalizeBic,
  normalizeIban,
} from '../../../shared/domain/iban';
import type { SepaPaymentRequest } from '../../../shared/schemas/payment';
import { DomainError } from '../../errors';

/** The debtor's account as the mandate records it. */
export interface DebtorAccount {
  iban: string;
  bic: string;
  accountName: string;
}

/** Spec §5, checked again on the server; an empty BIC is filled from a German IBAN. */
export function validatedAccount(req: SepaPaymentRequest): DebtorAccount {
  const iban = normalizeIban(req.iban);
  if (!isValidIban(iban)) throw new DomainError('IBAN_INVALID', 'The IBAN is not valid');
  const accountName = req.accountName.trim().replace(/\s+/g, ' ');
  if (!isValidAccountName(accountName)) {
    throw new DomainError(
      'ACCOUNT_NAME_INVALID',
      'The account holder needs at least 2 letters in the SEPA character set',
    );
  }
  let bic = normalizeBic(req.bic);
  if (bic === '') {
    const blz = germanBankCode(iban);
    bic = (blz ? bankDataByBLZ(blz)?.bic : undefined) ?? '';
    if (!bic) throw new DomainError('BIC_INVALID', 'Please enter the BIC of your bank');
  }
  if (!isValidBicForIban(bic, iban)) {
    throw new DomainError('BIC_INVALID', "The BIC is not valid for the IBAN's country");
  }
  return { iban, bic, accountName };
}
