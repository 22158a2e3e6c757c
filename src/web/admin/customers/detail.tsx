import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminCustomerDetail, UpdateCustomerRequest } from '../../../shared/schemas/admin-customers';
import { formatPrice } from '../../lib/format';
import { ErrorAlert } from '../error-alert';
import { formatDay, formatInstant, formatMinute } from '../components/format';
import { can, useAdminMe } from '../session';
import { customersApi, customersKey } from './api';
import { accountState, splitPlates } from './fields';

/** /admin/customers/:id: contact data (editable by staff), status and actions, bookings, bills, mandates. */
export default function CustomerDetail() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const location = useLocation();
  const role = useAdminMe().data?.operator.role;
  const staff = can(role, 'staff');
  const [notice, setNotice] = useState<string>((location.state as { notice?: string } | null)?.notice ?? '');
  const [error, setError] = useState<unknown>(null);
  const [confirm, setConfirm] = useState<'block' | 'link' | null>(null);
  const detail = useQuery({ queryKey: [...customersKey, 'detail', id], queryFn: () => customersApi.get(id) });
  const c = detail.data;
  const title = c ? `${c.firstName} ${c.lastName}` : t('admin.customers.headline');
  useEffect(() => {
    document.title = `${title} – ${t('admin.customers.headline')}`;
  }, [t, title]);

  const refresh = () => client.invalidateQueries({ queryKey: customersKey });
  const act = (p: Promise<unknown>, done: string) => {
    setError(null);
    setNotice('');
    p.then(() => {
      setNotice(done);
      void refresh();
    }, setError);
  };

  return (
    <>
      <Link component={RouterLink} to="/admin/customers" sx={{ display: 'inline-block', mb: 1 }}>
        {t('admin.customers.back')}
      </Link>
      <Typography variant="h1" gutterBottom data-testid="admin-customer-title">
        {title}
      </Typography>
      {notice && (
        <Alert
          severity="success"
          onClose={() => setNotice('')}
          sx={{ mb: 2 }}
          data-testid="admin-customer-notice"
        >
          {notice}
        </Alert>
      )}
      <ErrorAlert error={error ?? detail.error} />
      {c && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Section title={t('admin.customers.statusHeadline')}>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
            >
              <Term label={t('admin.customers.statusFilter')}>
                <span data-testid="admin-customer-status">{accountState(t, c)}</span>
              </Term>
              <Term label={t('admin.customers.username')}>{c.username}</Term>
              <Term label={t('admin.customers.mailVerified')}>
                {c.mailVerifiedAt
                  ? formatInstant(c.mailVerifiedAt, i18n.language)
                  : t('admin.customers.notVerified')}
              </Term>
              <Term label={t('admin.customers.createdAt')}>{formatInstant(c.createdAt, i18n.language)}</Term>
            </Box>
            {c.openLink && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('admin.customers.openLink')}
              </Typography>
            )}
            {staff && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
                {c.status === 'active' ? (
                  <>
                    <Button
                      variant="outlined"
                      color="error"
                      onClick={() => setConfirm('block')}
                      data-testid="admin-customer-block"
                    >
                      {t('admin.customers.block')}
                    </Button>
                    <Button
                      variant="outlined"
                      onClick={() => setConfirm('link')}
                      data-testid="admin-customer-send-link"
                    >
                      {t('admin.customers.sendLink')}
                    </Button>
                  </>
                ) : (
                  <Button
                    variant="outlined"
                    onClick={() => act(customersApi.unblock(c.id), t('admin.customers.unblocked'))}
                    data-testid="admin-customer-unblock"
                  >
                    {t('admin.customers.unblock')}
                  </Button>
                )}
              </Box>
            )}
          </Section>
          <ContactForm
            key={c.updatedAt}
            customer={c}
            editable={staff}
            onSaved={() => {
              setNotice(t('admin.customers.saved'));
              void refresh();
            }}
          />
          <BookingsTable customer={c} />
          <DocumentsTable customer={c} />
          <MandatesTable customer={c} />
        </Box>
      )}
      {c && confirm === 'block' && (
        <ConfirmDialog
          title={t('admin.customers.blockHeadline')}
          text={t('admin.customers.blockConfirm', { mail: c.mail })}
          action={t('admin.customers.block')}
          testId="admin-customer-block-confirm"
          onClose={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            act(customersApi.block(c.id), t('admin.customers.blocked'));
          }}
        />
      )}
      {c && confirm === 'link' && (
        <ConfirmDialog
          title={t('admin.customers.linkHeadline')}
          text={t(c.passwordSet ? 'admin.customers.linkConfirm' : 'admin.customers.linkConfirmInvite', {
            mail: c.mail,
          })}
          action={t('admin.customers.send')}
          testId="admin-customer-link-confirm"
          onClose={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            setError(null);
            setNotice('');
            customersApi.sendLink(c.id).then((r) => {
              setNotice(
                t(r.kind === 'reset' ? 'admin.customers.linkSent' : 'admin.customers.inviteSent', {
                  recipient: r.recipient,
                }),
              );
              void refresh();
            }, setError);
          }}
        />
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

function ConfirmDialog(props: {
  title: string;
  text: string;
  action: string;
  testId: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={`${props.testId}-title`} data-testid={props.testId}>
      <DialogTitle id={`${props.testId}-title`}>{props.title}</DialogTitle>
      <DialogContent>
        <Typography>{props.text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={props.onClose}>
          {t('admin.customers.cancel')}
        </Button>
        <Button variant="contained" onClick={props.onConfirm} data-testid={`${props.testId}-ok`}>
          {props.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The contact data: a form for staff, the same fields read-only for a viewer. */
function ContactForm({
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

function SimpleTable({
  title,
  empty,
  head,
  rows,
  testId,
}: {
  title: string;
  empty: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
  testId: string;
}) {
  return (
    <Section title={title}>
      {rows.length === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={title} data-testid={testId}>
            <TableHead>
              <TableRow>
                {head.map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key}>
                  {r.cells.map((cell, i) => (
                    <TableCell key={i}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}

function BookingsTable({ customer }: { customer: AdminCustomerDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleTable
      title={t('admin.customers.bookings')}
      empty={t('admin.customers.noBookings')}
      testId="admin-customer-bookings"
      head={[
        t('admin.customers.booking'),
        t('admin.customers.period'),
        t('admin.customers.statusFilter'),
        t('admin.customers.plates'),
        t('admin.customers.price'),
      ]}
      rows={customer.bookings.map((b) => ({
        key: b.id,
        cells: [
          <Link
            component={RouterLink}
            to={`/admin/bookings/${b.id}`}
            key="l"
            data-testid="admin-customer-booking-link"
          >
            {b.id.slice(0, 8)}
          </Link>,
          `${formatMinute(b.startsAt, i18n.language)} – ${formatMinute(b.endsAt, i18n.language)}`,
          t(`admin.customers.bookingStatus.${b.status}`),
          b.plate ?? '',
          formatPrice(b.priceCents, i18n.language),
        ],
      }))}
    />
  );
}

function DocumentsTable({ customer }: { customer: AdminCustomerDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleTable
      title={t('admin.customers.documents')}
      empty={t('admin.customers.noDocuments')}
      testId="admin-customer-documents"
      head={[
        t('admin.customers.documentKind'),
        t('admin.customers.documentNumber'),
        t('admin.customers.date'),
        t('admin.customers.amount'),
        t('admin.customers.booking'),
      ]}
      rows={customer.documents.map((d) => ({
        key: `${d.kind}-${d.id}`,
        cells: [
          t(`admin.customers.kind.${d.kind}`),
          String(d.number).padStart(6, '0'),
          formatDay(d.closingDate, i18n.language),
          d.grossCents < 0
            ? `−${formatPrice(-d.grossCents, i18n.language)}`
            : formatPrice(d.grossCents, i18n.language),
          <Link component={RouterLink} to={`/admin/bookings/${d.bookingId}`} key="l">
            {d.bookingId.slice(0, 8)}
          </Link>,
        ],
      }))}
    />
  );
}

function MandatesTable({ customer }: { customer: AdminCustomerDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleTable
      title={t('admin.customers.mandates')}
      empty={t('admin.customers.noMandates')}
      testId="admin-customer-mandates"
      head={[
        t('admin.customers.reference'),
        t('admin.customers.iban'),
        t('admin.customers.accountName'),
        t('admin.customers.signed'),
        t('admin.customers.recurrent'),
        t('admin.customers.revoked'),
      ]}
      rows={customer.mandates.map((m) => ({
        key: m.id,
        cells: [
          m.reference,
          m.ibanMasked,
          m.accountName,
          formatDay(m.signatureDate, i18n.language),
          m.recurrent ? t('admin.customers.yes') : t('admin.customers.no'),
          m.revokedAt ? formatInstant(m.revokedAt, i18n.language) : '–',
        ],
      }))}
    />
  );
}
