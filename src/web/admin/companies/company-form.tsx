import { useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  companyInvoicePer,
  companyPaymentMeans,
  companySchema,
  type AdminCompanyInput,
  type Company,
} from '../../../shared/schemas/companies';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/use-translation';
import { adminCall } from '../api';
import { centsToEuroText, parseEuroCents } from '../catalogue/units';
import { FormDialog, stackedContent } from '../components/form-dialog';
import { useCall } from '../components/use-call';
import { ErrorAlert } from '../error-alert';

type Field =
  | 'legalName'
  | 'street'
  | 'buildingNumber'
  | 'zipCode'
  | 'city'
  | 'country'
  | 'vatId'
  | 'buyerReference'
  | 'invoiceMail'
  | 'paymentDays'
  | 'creditLimit';
type Values = Record<Field, string> & Pick<Company, 'invoicePer' | 'paymentMeans'>;

/** The field a refusal of the server is about: its text goes under that field, not above the form. */
const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  COUNTRY_INVALID: 'country',
  VAT_ID_INVALID: 'vatId',
  BUYER_REFERENCE_INVALID: 'buyerReference',
  INVALID_MAIL: 'invoiceMail',
};

function valuesOf(c: Company | undefined, language: string): Values {
  return {
    legalName: c?.legalName ?? '',
    street: c?.address.street ?? '',
    buildingNumber: c?.address.buildingNumber ?? '',
    zipCode: c?.address.zipCode ?? '',
    city: c?.address.city ?? '',
    country: c?.address.country ?? 'DE',
    vatId: c?.vatId ?? '',
    buyerReference: c?.buyerReference ?? '',
    invoiceMail: c?.invoiceMail ?? '',
    invoicePer: c?.invoicePer ?? 'company',
    paymentMeans: c?.paymentMeans ?? 'transfer',
    paymentDays: String(c?.paymentDays ?? 14),
    creditLimit: c?.creditLimitCents == null ? '' : centsToEuroText(c.creditLimitCents, language),
  };
}

function bodyOf(v: Values, creditLimitCents: number | null): AdminCompanyInput {
  return {
    legalName: v.legalName,
    address: {
      street: v.street,
      buildingNumber: v.buildingNumber.trim() || undefined,
      zipCode: v.zipCode,
      city: v.city,
      country: v.country.trim().toUpperCase(),
    },
    vatId: v.vatId.trim() || null,
    buyerReference: v.buyerReference.trim() || null,
    invoiceMail: v.invoiceMail,
    invoicePer: v.invoicePer,
    paymentMeans: v.paymentMeans,
    paymentDays: Number(v.paymentDays),
    creditLimitCents,
  };
}

/**
 * A company's data on a form (ADR 065): a new one (`company` absent; active at once) or the
 * edit of one. The credit limit is typed in euros and sent as cents; empty is the shop's
 * default. A refused VAT ID, buyer reference, country or e-mail shows its text under its field.
 */
export default function CompanyForm(props: {
  company?: Company;
  onClose: () => void;
  onSaved: (c: Company) => void;
}) {
  const { t, i18n } = useTranslation();
  const [v, setV] = useState(() => valuesOf(props.company, i18n.language));
  const [limitWrong, setLimitWrong] = useState(false);
  const { busy, error, setError, call } = useCall();
  const k = (key: string) => t(`admin.companies.form.${key}`);
  const code = error instanceof ApiError ? error.code : undefined;
  const errorField = code ? FIELD_OF_CODE[code] : undefined;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const cents = parseEuroCents(v.creditLimit);
    if (cents !== undefined && Number.isNaN(cents)) {
      setLimitWrong(true);
      return;
    }
    setLimitWrong(false);
    const body = bodyOf(v, cents ?? null);
    const id = props.company?.id;
    call(
      () =>
        id
          ? adminCall('PUT', `/api/admin/companies/${encodeURIComponent(id)}`, companySchema, body)
          : adminCall('POST', '/api/admin/companies', companySchema, body),
      (saved) => {
        props.onSaved(saved);
        props.onClose();
      },
    );
  };

  const field = (
    name: Field,
    label: string,
    more: { required?: boolean; type?: string; helperText?: string; autoComplete?: string } = {},
  ) => {
    const refused = errorField === name;
    const wrongLimit = name === 'creditLimit' && limitWrong;
    return (
      <TextField
        label={label}
        value={v[name]}
        onChange={(e) => {
          setV({ ...v, [name]: e.target.value });
          if (refused) setError(null);
        }}
        required={more.required ?? false}
        type={more.type}
        autoComplete={more.autoComplete ?? 'off'}
        error={refused || wrongLimit}
        helperText={refused ? t(`apiError.${code}`) : wrongLimit ? k('creditLimitInvalid') : more.helperText}
        slotProps={{
          htmlInput: {
            'data-testid': `company-form-${name}`,
            ...(name === 'paymentDays' && { min: 0, max: 120, step: 1 }),
            ...(name === 'country' && { maxLength: 2 }),
            ...(name === 'creditLimit' && { inputMode: 'decimal' }),
          },
        }}
      />
    );
  };

  return (
    <FormDialog
      titleId="company-form-title"
      title={props.company ? k('editTitle') : k('createTitle')}
      testId="company-form"
      onClose={props.onClose}
      onSubmit={submit}
      cancel={k('cancel')}
      submit={k('save')}
      submitTestId="company-form-save"
      busy={busy}
      maxWidth="md"
      contentSx={{ ...stackedContent, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {/* The refusals of one field are under it; anything else above the fields. */}
      {!errorField && error !== null && (
        <div style={{ gridColumn: '1 / -1' }}>
          <ErrorAlert error={error} />
        </div>
      )}
      <div style={{ gridColumn: '1 / -1', display: 'grid' }}>
        {field('legalName', k('legalName'), { required: true, autoComplete: 'organization' })}
      </div>
      {field('street', k('street'), { required: true })}
      {field('buildingNumber', k('buildingNumber'))}
      {field('zipCode', k('zipCode'), { required: true })}
      {field('city', k('city'), { required: true })}
      {field('country', k('country'), { required: true })}
      {field('vatId', k('vatId'))}
      {field('buyerReference', k('buyerReference'), { helperText: k('buyerReferenceHelp') })}
      {field('invoiceMail', k('invoiceMail'), { required: true, type: 'email' })}
      <TextField
        select
        label={k('invoicePer')}
        value={v.invoicePer}
        onChange={(e) => setV({ ...v, invoicePer: e.target.value as Values['invoicePer'] })}
        slotProps={{ htmlInput: { 'data-testid': 'company-form-invoicePer' } }}
      >
        {companyInvoicePer.map((p) => (
          <MenuItem key={p} value={p}>
            {k(`per.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('admin.companies.paymentMeans')}
        value={v.paymentMeans}
        onChange={(e) => setV({ ...v, paymentMeans: e.target.value as Values['paymentMeans'] })}
        slotProps={{ htmlInput: { 'data-testid': 'company-form-paymentMeans' } }}
      >
        {companyPaymentMeans.map((m) => (
          <MenuItem key={m} value={m}>
            {t(`admin.companies.means.${m}`)}
          </MenuItem>
        ))}
      </TextField>
      {field('paymentDays', t('admin.companies.paymentDays'), {
        required: true,
        type: 'number',
        helperText: k('paymentDaysHelp'),
      })}
      {field('creditLimit', k('creditLimit'), { helperText: k('creditLimitHelp') })}
    </FormDialog>
  );
}
