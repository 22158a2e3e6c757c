import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Contact } from '../../../shared/schemas/booking';
import { COUNTRIES } from '../../lib/countries';
import { formatCountry } from '../../lib/format';
import { errorText } from '../../lib/error-text';
import { useTimedMessage } from '../../lib/use-timed-message';
import { TimedMessageView } from '../../components/timed-message';
import { PageSpinner } from '../../components/page-spinner';
import { usePageTitle } from '../../app/use-page-title';
import { ME_KEY, useAccountMe, type AccountMe } from '../../lib/account';
import { changePassword, saveMe } from './api';
import { PasswordForm } from './password-form';
import { PrivacySection } from './privacy-section';
import { ReminderSettingsSection } from './reminder-settings';
import { contactValues, valuesToContact, type ContactValueName } from '../../lib/contact-values';
import { businessBuyerErrors } from '../../lib/business-buyer-errors';
import '../../lib/portal-texts';
import '../../lib/order-texts';

type Values = Record<ContactValueName, string>;

function valuesOf(me: AccountMe): Values {
  return contactValues(me.contact);
}

/** The form values as the contact of the shared schema (empty fields left out); mail stays. */
export function contactOf(values: Values, mail: string | undefined): Contact {
  return valuesToContact(values, mail);
}

function DataForm({ me }: { me: AccountMe }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(me));
  const [busy, setBusy] = useState(false);
  const { message, show, hide } = useTimedMessage();

  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const business = values.companyName.trim() !== '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = businessBuyerErrors(values, t);
    setErrors(next);
    const first = Object.keys(next)[0];
    if (first) {
      document.getElementById(`portal-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      // Plates are kept by the plate editor (/portal/plates); this form leaves them as they are.
      await saveMe({ contact: contactOf(values, me.contact.mail) });
      show('saveSuccess', t('general.save.labelSuccess'));
      await client.invalidateQueries({ queryKey: ME_KEY });
    } catch (err) {
      show('saveError', `${t('general.save.labelError')} ${errorText(t, i18n, err)}`);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Values, autoComplete: string, wide = false, hint?: string) => (
    <Box sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <TextField
        id={`portal-${name}`}
        label={t(`contactForm.${name}`)}
        value={values[name]}
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          if (errors[name]) setErrors((x) => ({ ...x, [name]: undefined }));
        }}
        error={!!errors[name]}
        helperText={errors[name] ?? hint}
        autoComplete={autoComplete}
        fullWidth
      />
    </Box>
  );
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
      data-testid="portal-data-form"
    >
      <TimedMessageView message={message} onClose={hide} testId="save-message" />
      <Box sx={grid}>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField
            id="portal-mail"
            label={t('contactForm.mail')}
            value={me.contact.mail ?? ''}
            disabled
            slotProps={{ htmlInput: { 'aria-describedby': 'portal-mail-note' } }}
            fullWidth
          />
          {/* Not the field's helper text: a disabled field greys it below the contrast minimum. */}
          <Typography
            id="portal-mail-note"
            variant="body2"
            sx={{ color: 'text.secondary', mt: 0.5, mx: 1.75 }}
          >
            {t('screen.portal.data.mailLocked')}
          </Typography>
        </Box>
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
        {field('companyName', 'organization', true)}
        {/* A business's VAT ID and reference for its invoices, once a company is named. */}
        {business && field('vatId', 'off', true, t('contactForm.vatIdHint'))}
        {business && field('buyerReference', 'off', true, t('contactForm.buyerReferenceHint'))}
        {field('co', 'off', true)}
        {field('streetName', 'address-line1')}
        {field('buildingNumber', 'off')}
        {field('zipCode', 'postal-code')}
        {field('city', 'address-level2')}
        <Box>
          <TextField
            id="portal-country"
            select
            label={t('contactForm.country')}
            value={values.country}
            onChange={(e) => setValues((v) => ({ ...v, country: e.target.value }))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="">{'–'}</option>
            {COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {formatCountry(c.code, i18n.language)}
              </option>
            ))}
          </TextField>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 2 }}>
        {/* The plates have their own editor (named, one per line); no second, comma-separated field. */}
        <Link component={RouterLink} to="/portal/plates" data-testid="portal-data-plates">
          {t('screen.portal.data.platesLink')}
        </Link>
        <Button type="submit" variant="contained" disabled={busy} data-testid="portal-data-save">
          {t('screen.portal.data.save')}
        </Button>
      </Box>
    </Paper>
  );
}

/** /portal/data (spec §2 "change data"): the stored contact and plates, and the password change. */
export default function PortalDataPage() {
  const { t } = useTranslation();
  usePageTitle(t('screen.portal.data.headline'));
  const me = useAccountMe(true);
  const { message, show, hide } = useTimedMessage();
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('screen.portal.data.headline')}
      </Typography>
      {me.isPending ? (
        <PageSpinner />
      ) : me.data ? (
        <DataForm me={me.data} />
      ) : (
        <Typography role="alert">{t('general.message.error')}</Typography>
      )}
      <TimedMessageView message={message} onClose={hide} testId="password-changed" />
      <PasswordForm
        key={formKey}
        level="h2"
        needsOld
        username={me.data?.contact.mail}
        testId="change-password-form"
        headline={t('changePasswordScreen.headline')}
        submitLabel={t('changePasswordScreen.submit')}
        onSubmit={async (oldPassword, newPassword) => {
          await changePassword(oldPassword, newPassword);
          show('saveSuccess', t('changePasswordScreen.success'));
          setFormKey((k) => k + 1);
        }}
      />
      <ReminderSettingsSection />
      <PrivacySection />
    </>
  );
}
