import { useEffect, useState, type FormEvent } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Contact, PermissionTemplate } from '../../../shared/schemas/booking';
import {
  contactFieldsShown,
  isValidMail,
  missingContactFields,
  REQUIRED_CONTACT_FIELDS,
  type ContactField,
} from '../../../shared/domain/contact';
import { isValidPlate, normalizePlate, plateInput } from '../../../shared/domain/plate';
import { useTemplate } from './api';
import { useAccountBooking, type AccountMe } from '../../lib/account';
import { PageSpinner } from '../../components/page-spinner';
import { COUNTRIES } from '../../lib/countries';
import { formatCountry } from '../../lib/format';
import { readSession, writeSession } from '../../lib/session-store';
import { useTimedMessage } from '../../lib/use-timed-message';
import { TimedMessageView } from '../../components/timed-message';
import '../../lib/portal-texts';
import { contactValues, valuesToContact } from '../../lib/contact-values';
import { businessBuyerErrors } from '../../lib/business-buyer-errors';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { IdentifierSource } from '../../../shared/schemas/booking';
import { isDayOrLonger } from '../../../shared/domain/slots';
import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time';
import { useStyling } from '../content/api';
import { useBookingCap } from '../../lib/use-booking-cap';
import { Notice } from '../../components/notice';
import { BookingSummary } from './booking-summary';
import { isValidIdentifier, OTHER_SOURCES, type OtherSource } from './identifier-fields';
import '../../lib/order-texts';

/** Spec §5/§9: the required-fields warning shows for 4 s. */
export { REQUIRED_ALERT_MS } from '../../lib/timings';

type FieldName =
  | 'mail'
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'vatId'
  | 'buyerReference'
  | 'co'
  | 'streetName'
  | 'buildingNumber'
  | 'zipCode'
  | 'city'
  | 'country'
  | 'licensePlate'
  | OtherSource;
type FormValues = Record<FieldName, string>;

function initialValues(template: PermissionTemplate, me?: AccountMe): FormValues {
  // A logged-in customer starts from the account, unless they already edited this booking's data.
  const edited = readSession('contactEdit') === true;
  const c = me && !edited ? me.contact : (readSession('contact') ?? {});
  const ids = me && !edited && me.licensePlates[0] ? { lp: me.licensePlates[0] } : (readSession('ids') ?? {});
  const values = contactValues(c);
  return {
    ...values,
    mail: c.mail ?? '',
    country: values.country || (template.requiredContactDetails === 'FullData' ? 'DE' : ''),
    licensePlate: ids.lp ?? '',
    rfid: ids.rfid ?? '',
    visual: ids.visual ?? '',
    ticket: ids.ticket ?? '',
  };
}

/** Form values to the Contact of the shared schema: trimmed, empty fields left out. */
export function toContact(v: FormValues, shown: { name: boolean; address: boolean }): Contact {
  return valuesToContact(v, v.mail.trim() === '' ? undefined : v.mail.trim(), shown);
}

/**
 * The contact form. For a logged-in customer (`me`) the mail is the account's and locked; the
 * other fields the account fills are locked until the edit button unlocks them (contactEdit).
 */
function DataForm({ template, me }: { template: PermissionTemplate; me?: AccountMe }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const level = template.requiredContactDetails;
  const shown = contactFieldsShown(level);
  const wantsPlate = template.requestedIdentifierSources.includes('lp');
  const others = OTHER_SOURCES.filter((s) => template.requestedIdentifierSources.includes(s));
  const portalOn = useStyling().data?.options.enableCustomerShop ?? false;
  const selection = readSession('selection');
  const zone = useStyling().data?.styling.timeZone ?? DEFAULT_TIME_ZONE;
  const required = new Set<string>(REQUIRED_CONTACT_FIELDS[level].map((f) => f.replace('address.', '')));
  if (wantsPlate) required.add('licensePlate');

  const [values, setValues] = useState<FormValues>(() => initialValues(template, me));
  const [editing, setEditing] = useState(() => readSession('contactEdit') === true);
  const prefilled = me ? initialValues(template, { ...me }) : null;
  // An account with several plates chooses one here: that choice is never locked.
  const choosePlate = !!me && me.licensePlates.length > 1;
  const locked = (name: FieldName) =>
    !!me &&
    (name === 'mail' ||
      (!editing &&
        !!prefilled &&
        prefilled[name].trim() !== '' &&
        !(choosePlate && name === 'licensePlate')));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const business = shown.name && values.companyName.trim() !== '';
  const alert = useTimedMessage();

  function set(name: FieldName, value: string) {
    setValues((v) => ({ ...v, [name]: name === 'licensePlate' ? plateInput(value) : value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const contact = toContact(values, shown);
    const next: Partial<Record<FieldName, string>> = {};
    for (const f of missingContactFields(level, contact) as ContactField[]) {
      next[f.replace('address.', '') as FieldName] = t('contactForm.requiredField');
    }
    const plate = values.licensePlate.trim();
    if (wantsPlate && plate === '') next.licensePlate = t('contactForm.requiredField');
    const missing = Object.keys(next).length > 0;
    if (values.mail.trim() !== '' && !isValidMail(values.mail)) next.mail = t('contactForm.invalidMail');
    if (wantsPlate && plate !== '' && !isValidPlate(plate)) next.licensePlate = t('contactForm.invalidPlate');
    for (const s of others) {
      if (values[s].trim() !== '' && !isValidIdentifier(values[s])) next[s] = t('order.identifiers.invalid');
    }
    if (shown.name) Object.assign(next, businessBuyerErrors(values, t));
    setErrors(next);
    // The alert says which: a field left empty, or only values to correct.
    if (missing) alert.show('required', t('contactForm.requiredFieldsAlert'));
    else if (Object.keys(next).length > 0) alert.show('invalid', t('order.invalidAlert'));
    if (Object.keys(next).length > 0) {
      const first = Object.keys(next)[0];
      document.getElementById(`field-${first}`)?.focus();
      return;
    }
    writeSession('contact', contact);
    const ids: Partial<Record<IdentifierSource, string>> = wantsPlate ? { lp: normalizePlate(plate) } : {};
    for (const s of others) if (values[s].trim() !== '') ids[s] = values[s].trim();
    writeSession('ids', ids);
    writeSession('contactEdit', me ? editing : true);
    navigate(`/confirm/${template._id}`);
  }

  const field = (name: FieldName, autoComplete: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      {...extra}
      id={`field-${name}`}
      name={name}
      label={extra.label ?? t(`contactForm.${name}`)}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      required={required.has(name)}
      disabled={locked(name)}
      error={!!errors[name]}
      helperText={errors[name] ?? (locked(name) ? undefined : extra.helperText)}
      autoComplete={autoComplete}
      fullWidth
    />
  );

  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  };

  const form = (
    <Box component="form" noValidate onSubmit={submit}>
      {portalOn && !me && (
        <Typography sx={{ mb: 2 }} data-testid="data-login">
          {t('order.alreadyCustomer')}{' '}
          <Link component={RouterLink} to="/portal">
            {t('order.login')}
          </Link>
        </Typography>
      )}
      <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h2">{t('screen.data.contact')}</Typography>
          {me && !editing && (
            <Button
              variant="outlined"
              startIcon={<EditIcon />}
              onClick={() => setEditing(true)}
              data-testid="contact-edit"
            >
              {t('screen.portal.data.edit')}
            </Button>
          )}
        </Box>
        <Box sx={grid}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            {field('mail', 'email', {
              type: 'email',
              // Why the address is asked for.
              helperText: t('order.mailReason'),
              slotProps: { htmlInput: { inputMode: 'email' } },
            })}
          </Box>
          {shown.name && field('firstName', 'given-name')}
          {shown.name && field('lastName', 'family-name')}
          {shown.name && <Box sx={{ gridColumn: '1 / -1' }}>{field('companyName', 'organization')}</Box>}
          {/* A business books: its VAT ID and reference for the invoice, once a company is named. */}
          {business && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              {field('vatId', 'off', {
                helperText: t('contactForm.vatIdHint'),
                slotProps: { htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } },
              })}
            </Box>
          )}
          {business && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              {field('buyerReference', 'off', {
                helperText: t('contactForm.buyerReferenceHint'),
                slotProps: { htmlInput: { spellCheck: false, maxLength: 200 } },
              })}
            </Box>
          )}
        </Box>
        {shown.address && (
          <>
            <Typography variant="h2" gutterBottom sx={{ mt: 3 }}>
              {t('screen.data.address')}
            </Typography>
            <Box sx={grid}>
              <Box sx={{ gridColumn: '1 / -1' }}>{field('co', 'off')}</Box>
              {field('streetName', 'address-line1')}
              {field('buildingNumber', 'off')}
              {field('zipCode', 'postal-code')}
              {field('city', 'address-level2')}
              {field('country', 'country', {
                select: true,
                slotProps: { select: { native: true }, inputLabel: { shrink: true } },
                children: [
                  <option key="" value="">
                    {'–'}
                  </option>,
                  ...COUNTRIES.map((c) => ({ code: c.code, name: formatCountry(c.code, i18n.language) }))
                    .sort((a, b) =>
                      a.name.localeCompare(b.name, i18n.language === 'ch' ? 'de-CH' : i18n.language),
                    )
                    .map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.name}
                      </option>
                    )),
                ],
              })}
            </Box>
          </>
        )}
        {(wantsPlate || others.length > 0) && (
          <>
            <Typography variant="h2" gutterBottom sx={{ mt: 3 }}>
              {t('screen.data.vehicle')}
            </Typography>
            <Box sx={grid}>
              {wantsPlate &&
                (choosePlate
                  ? field('licensePlate', 'off', {
                      select: true,
                      slotProps: { select: { native: true }, htmlInput: { 'data-testid': 'plate-choice' } },
                      children: me.licensePlates.map((p) => (
                        <option key={p} value={p}>
                          {p}
                        </option>
                      )),
                    })
                  : field('licensePlate', 'off', {
                      helperText: t('contactForm.licensePlateHint'),
                      slotProps: { htmlInput: { autoCapitalize: 'characters', spellCheck: false } },
                    }))}
              {others.map((s) => (
                <Box key={s}>
                  {field(s, 'off', {
                    label: t(`order.identifiers.${s}`),
                    helperText: t(`order.identifiers.${s}Hint`),
                    slotProps: { htmlInput: { spellCheck: false, maxLength: 40 } },
                  })}
                </Box>
              ))}
            </Box>
          </>
        )}
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" data-testid="next-button">
          {t('general.next')}
        </Button>
      </Box>
      <TimedMessageView message={alert.message} onClose={alert.hide} testId="required-alert" />
    </Box>
  );

  // Desktop: the form at a readable width, the order summary beside it.
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 44rem) minmax(16rem, 1fr)' },
        alignItems: 'start',
      }}
    >
      {form}
      {selection?.templateId === template._id && (
        <Box component="aside" sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
          <BookingSummary
            title={t('order.selection')}
            product={template.info.name}
            priceToBePaid={selection.priceResponse?.priceToBePaid}
            startTime={selection.priceResponse?.startTime ?? selection.startTime}
            endTime={selection.priceResponse?.endTime ?? selection.endTime}
            zone={zone}
            dateOnly={isDayOrLonger(template.reservationSlotDetails.stepDuration)}
            changeTo={`/period/${template._id}`}
          />
        </Box>
      )}
    </Box>
  );
}

export default function DataPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { template, isPending } = useTemplate(id);
  const account = useAccountBooking(template);
  const cap = useBookingCap();
  const skip = account.skipData && readSession('contactEdit') !== true && !cap.reached;
  useEffect(() => {
    // The account holds everything the template asks for: the logged-in stepper has no data step.
    if (!skip || !template || !account.me) return;
    writeSession('contact', account.me.contact);
    writeSession(
      'ids',
      template.requestedIdentifierSources.includes('lp') ? { lp: account.me.licensePlates[0]! } : {},
    );
    writeSession('contactEdit', false);
    void navigate(`/confirm/${template._id}`, { replace: true });
  }, [skip, template, account.me, navigate]);
  return (
    <>
      {isPending || account.pending || skip ? (
        <PageSpinner />
      ) : cap.reached ? (
        // At the cap the reserve would refuse (held bookings count, as there): say so before
        // any data is entered.
        <Notice severity="info" testId="booking-max">
          {t('screen.portal.permissions.bookingMax', { count: cap.count, max: cap.max })}
        </Notice>
      ) : template ? (
        <DataForm template={template} me={account.customer ? account.me : undefined} />
      ) : (
        <Alert severity="error">{t('screen.period.templateNotFound')}</Alert>
      )}
    </>
  );
}
