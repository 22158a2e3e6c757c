import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../error-alert';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatInstant } from '../components/format';
import { can, useAdminMe } from '../session';
import { customersApi, customersKey } from './api';
import { ContactForm } from './contact-form';
import { accountState } from './fields';
import { Section, Term } from './section';
import { BookingsTable, DocumentsTable, MandatesTable } from './tables';

/** /admin/customers/:id: contact data (editable by staff), status and actions, bookings, bills, mandates. */
export default function CustomerDetail() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const location = useLocation();
  const me = useAdminMe().data?.operator;
  const role = me?.role;
  // The export holds every car park's data (ADR 060): one limited to sites cannot make it.
  const allSites = me?.siteIds == null;
  const staff = can(role, 'staff');
  const admin = can(role, 'admin');
  const [notice, setNotice] = useState<string>((location.state as { notice?: string } | null)?.notice ?? '');
  const [error, setError] = useState<unknown>(null);
  const [confirm, setConfirm] = useState<'block' | 'link' | 'erase' | null>(null);
  const detail = useQuery({ queryKey: [...customersKey, 'detail', id], queryFn: () => customersApi.get(id) });
  const c = detail.data;
  const name = c ? `${c.firstName} ${c.lastName}`.trim() : '';
  const title = c ? name || c.mail : t('admin.customers.headline');
  // An erased account has nothing left to erase.
  const erased = c?.mail.endsWith('@erased.invalid') ?? false;
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
                ) : erased ? null : (
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
            editable={staff && !erased}
            onSaved={() => {
              setNotice(t('admin.customers.saved'));
              void refresh();
            }}
          />
          <BookingsTable customer={c} />
          <DocumentsTable customer={c} />
          <MandatesTable customer={c} />
          {staff && (
            <Section title={t('admin.customers.privacyHeadline')}>
              <Typography sx={{ mb: 2 }}>{t('admin.customers.privacyIntro')}</Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {allSites ? (
                  (['json', 'csv'] as const).map((format) => (
                    <Button
                      key={format}
                      variant="outlined"
                      href={customersApi.exportUrl(c.id, format)}
                      download
                      data-testid={`admin-customer-export-${format}`}
                    >
                      {t(format === 'json' ? 'admin.customers.exportJson' : 'admin.customers.exportCsv')}
                    </Button>
                  ))
                ) : (
                  <Typography data-testid="admin-customer-export-all-sites">
                    {t('admin.customers.exportAllSites')}
                  </Typography>
                )}
                {admin && !erased && (
                  <Button
                    variant="outlined"
                    color="error"
                    onClick={() => setConfirm('erase')}
                    data-testid="admin-customer-erase"
                  >
                    {t('admin.customers.erase')}
                  </Button>
                )}
              </Box>
            </Section>
          )}
        </Box>
      )}
      {c && confirm === 'erase' && (
        <CustomerConfirm
          title={t('admin.customers.eraseHeadline')}
          text={t('admin.customers.eraseConfirm', { mail: c.mail })}
          action={t('admin.customers.erase')}
          testId="admin-customer-erase-confirm"
          onClose={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            act(customersApi.erase(c.id), t('admin.customers.erased'));
          }}
        />
      )}
      {c && confirm === 'block' && (
        <CustomerConfirm
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
        <CustomerConfirm
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

/** A customer's action confirmed first; it runs once the dialog is closed, its outcome shows on the page. */
function CustomerConfirm(props: {
  title: string;
  text: string;
  action: string;
  testId: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      titleId={`${props.testId}-title`}
      title={props.title}
      confirm={props.action}
      cancel={t('admin.customers.cancel')}
      testId={props.testId}
      confirmTestId={`${props.testId}-ok`}
      fullWidth={false}
      onClose={props.onClose}
      onConfirm={props.onConfirm}
    >
      <Typography>{props.text}</Typography>
    </ConfirmDialog>
  );
}
