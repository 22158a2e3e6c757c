import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import {
  bicProblem,
  germanBankCode,
  isBicInputValid,
  isSepaFormValid,
  isValidAccountName,
  isValidIban,
  maskIban,
} from '../../shared/domain/iban';
import { useTranslation } from '../lib/use-translation';
import { bicForBankCode } from '../lib/bic-lookup';
import '../lib/order-texts';

/**
 * A new SEPA mandate's account: holder, IBAN (input mask) and BIC (filled from a German IBAN's
 * bank code), checked by the shared rules (spec §5). Used by the driver's direct debit on the
 * payment step and by a company admin's B2B mandate in the portal.
 */
export function useSepaAccount() {
  const { t } = useTranslation();
  const [accountName, setAccountName] = useState('');
  const [iban, setIban] = useState('');
  const [bic, setBic] = useState('');
  const [bicFilled, setBicFilled] = useState(false);
  const [touched, setTouched] = useState({ accountName: false, iban: false, bic: false });

  // An empty BIC is filled from the bank code of a valid German IBAN (spec §5).
  useEffect(() => {
    const code = germanBankCode(iban);
    if (!code || (bic !== '' && !bicFilled)) return;
    let live = true;
    void bicForBankCode(code).then((found) => {
      if (live && found) {
        setBic(found);
        setBicFilled(true);
      }
    });
    return () => {
      live = false;
    };
    // Only a new IBAN starts a lookup; the BIC's own edits do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [iban]);

  // The button follows spec §5 (3 characters); the field shows the shared BIC rule's problem
  // at once, and a submit does not send a BIC the server would refuse.
  const bicError = !isBicInputValid(bic)
    ? touched.bic
      ? t('screen.payment.sepa.bicInvalid')
      : null
    : bicProblem(bic, iban) === 'format'
      ? t('screen.payment.sepa.bicFormat')
      : isValidIban(iban) && bicProblem(bic, iban) === 'country'
        ? t('screen.payment.sepa.bicCountry')
        : null;
  const nameError =
    touched.accountName && !isValidAccountName(accountName)
      ? accountName.trim().length >= 2
        ? t('screen.payment.sepa.accountNameLetters')
        : t('screen.payment.sepa.accountNameInvalid')
      : null;

  return {
    values: { accountName, iban, bic },
    bicFilled,
    touched,
    bicError,
    nameError,
    /** Complete by the shared rule (the submit button's state). */
    valid: isSepaFormValid({ iban, bic, accountName }),
    setAccountName,
    setIban: (input: string) => setIban(maskIban(input)),
    setBic: (input: string) => {
      setBic(input.toUpperCase());
      setBicFilled(false);
    },
    touch: (field: 'accountName' | 'iban' | 'bic') => setTouched((s) => ({ ...s, [field]: true })),
    /** Shows the BIC's problem; true when there is one and the submit must wait. */
    blockedByBic: () => {
      if (bicError === null) return false;
      setTouched((s) => ({ ...s, bic: true }));
      return true;
    },
    reset: () => {
      setAccountName('');
      setIban('');
      setBic('');
      setBicFilled(false);
      setTouched({ accountName: false, iban: false, bic: false });
    },
  };
}

export type SepaAccount = ReturnType<typeof useSepaAccount>;

/** The three fields of a new mandate, laid out by the caller's grid. */
export function SepaAccountFields({ account }: { account: SepaAccount }) {
  const { t } = useTranslation();
  const { values, touched, bicError, nameError, bicFilled } = account;
  const ibanInvalid = touched.iban && !isValidIban(values.iban);
  return (
    <>
      <TextField
        label={t('screen.payment.sepa.accountName')}
        value={values.accountName}
        onChange={(e) => account.setAccountName(e.target.value)}
        onBlur={() => account.touch('accountName')}
        error={nameError !== null}
        helperText={nameError ?? ' '}
        autoComplete="name"
        required
        sx={{ gridColumn: { sm: '1 / -1' } }}
        slotProps={{ htmlInput: { 'data-testid': 'sepa-account-name', maxLength: 70 } }}
      />
      <TextField
        label={t('screen.payment.sepa.iban')}
        value={values.iban}
        onChange={(e) => account.setIban(e.target.value)}
        onBlur={() => account.touch('iban')}
        error={ibanInvalid}
        helperText={ibanInvalid ? t('screen.payment.sepa.ibanInvalid') : t('screen.payment.sepa.ibanHint')}
        required
        placeholder="DE00 0000 0000 0000 0000 00"
        slotProps={{
          htmlInput: {
            'data-testid': 'sepa-iban',
            inputMode: 'text',
            autoCapitalize: 'characters',
            spellCheck: false,
            maxLength: 42,
          },
        }}
      />
      <TextField
        label={t('screen.payment.sepa.bic')}
        value={values.bic}
        onChange={(e) => account.setBic(e.target.value)}
        onBlur={() => account.touch('bic')}
        error={bicError !== null}
        helperText={bicError ?? (bicFilled ? t('screen.payment.sepa.bicFilled') : ' ')}
        required
        slotProps={{
          htmlInput: {
            'data-testid': 'sepa-bic',
            'aria-invalid': bicError !== null,
            autoCapitalize: 'characters',
            spellCheck: false,
            maxLength: 11,
          },
        }}
      />
    </>
  );
}
