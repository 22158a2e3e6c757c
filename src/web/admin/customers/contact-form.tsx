import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { AdminCustomerDetail, UpdateCustomerRequest } from '../../../shared/schemas/admin-customers';
import { ErrorAlert } from '../error-alert';
import { customersApi } from './api';
import { splitPlates } from './fields';
import { Section } from './section';

/** The contact data: a form for staff, the same fields read-only for a viewer. */
export function ContactForm({
  customer: c,
  editable,
  onSaved,
}: {
  customer: AdminCustomerDetail;
  editable: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const a = c.contact.address ?? {};
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (k: string) => String(data.get(k) ?? '').trim();
    const address = Object.fromEntries(
      (['co', 'streetName', 'buildingNumber', 'zipCode', 'city', 'country'] as const)
        .map((k) => [k, k === 'country' ? text(k).toUpperCase() : text(k)])
        .filter(([, v]) => v !== ''),
    );
    const body: UpdateCustomerRequest = {
      mail: text('mail'),
      firstName: text('firstName'),
      lastName: text('lastName'),
      ...(text('companyName') ? { companyName: text('companyName') } : {}),
      ...(Object.keys(address).length > 0 ? { address } : {}),
      licensePlates: splitPlates(text('licensePlates')),
    };
    setBusy(true);
    setError(null);
    customersApi
      .update(c.id, body)
      .then(onSaved, setError)
      .finally(() => setBusy(false));
  };
  const field = (name: string, label: string, value: string | undefined, extra: object = {}) => (
    <TextField
      name={name}
      label={label}
      defaultValue={value ?? ''}
      slotProps={{ htmlInput: { readOnly: !editable, 'data-testid': `admin-customer-field-${name}` } }}
      {...extra}
    />
  );
  return (
    <Section title={t('admin.customers.contact')}>
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('admin.customers.readOnly')}
        </Alert>
      )}
      <form onSubmit={submit} data-testid="admin-customer-contact-form">
        <ErrorAlert error={error} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            mt: error ? 2 : 0,
          }}
        >
          {field('mail', t('admin.customers.mail'), c.mail, { type: 'email', required: true })}
          {field('companyName', t('admin.customers.company'), c.contact.companyName)}
          {field('firstName', t('admin.customers.firstName'), c.contact.firstName, { required: true })}
          {field('lastName', t('admin.customers.lastName'), c.contact.lastName, { required: true })}
          {field('licensePlates', t('admin.customers.plates'), c.licensePlates.join(', '), {
            helperText: editable ? t('admin.customers.platesHint') : undefined,
          })}
          {field('co', t('admin.customers.co'), a.co)}
          {field('streetName', t('admin.customers.street'), a.streetName)}
          {field('buildingNumber', t('admin.customers.number'), a.buildingNumber)}
          {field('zipCode', t('admin.customers.zip'), a.zipCode)}
          {field('city', t('admin.customers.city'), a.city)}
          {field('country', t('admin.customers.country'), a.country, {
            slotProps: {
              htmlInput: { readOnly: !editable, maxLength: 2, 'data-testid': 'admin-customer-field-country' },
            },
          })}
        </Box>
        {editable && (
          <Box sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={busy} data-testid="admin-customer-save">
              {t('admin.customers.save')}
            </Button>
          </Box>
        )}
      </form>
    </Section>
  );
}
