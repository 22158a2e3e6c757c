import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  adminCompanyListSchema,
  companyDetailSchema,
  companySchema,
  type Company,
} from '../../../shared/schemas/companies';
import { useTranslation } from '../../lib/use-translation';
import { adminCall } from '../api';
import { formatMoney } from '../components/format';
import { PageScaffold } from '../components/page-scaffold';
import { COMPANIES_KEY, companyTabs } from './tabs';
import { StatusChip, type StatusTone } from '../components/status-chip';
import { useCall } from '../components/use-call';
import { ErrorAlert } from '../error-alert';
import { can, useAdminMe } from '../session';
import '../../features/company/texts';
import './texts';

const CompanyForm = lazy(() => import('./company-form'));
const InvoicesPage = lazy(() => import('./invoices-page'));

const KEY = COMPANIES_KEY;
const TONE: Record<Company['status'], StatusTone> = {
  // The amber chip's white text misses AA contrast at this size: a waiting company is grey.
  pending: 'default',
  active: 'success',
  suspended: 'error',
};

/**
 * /admin/companies: the list with search and status, /admin/companies/:id (ADR 065) and the
 * monthly invoices at /admin/companies/invoices (ADR 067), a tab of the same area.
 */
export default function Page() {
  return (
    <Routes>
      <Route index element={<CompanyList />} />
      <Route
        path="invoices"
        element={
          <Suspense fallback={null}>
            <InvoicesPage />
          </Suspense>
        }
      />
      <Route path=":id" element={<CompanyDetailPage />} />
    </Routes>
  );
}

function CompanyList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useAdminMe().data?.operator.role;
  const [creating, setCreating] = useState(false);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'' | Company['status']>('');
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  const list = useQuery({
    queryKey: [KEY, q.trim(), status],
    queryFn: () => adminCall('GET', `/api/admin/companies?${params.toString()}`, adminCompanyListSchema),
  });
  return (
    <PageScaffold
      title={t('admin.companies.headline')}
      tabs={companyTabs(t, 'list')}
      actions={
        can(role, 'staff') ? (
          <Button variant="contained" onClick={() => setCreating(true)} data-testid="company-create">
            {t('admin.companies.create')}
          </Button>
        ) : undefined
      }
    >
      {creating && (
        <Suspense fallback={null}>
          <CompanyForm
            onClose={() => setCreating(false)}
            onSaved={(c) => void navigate(`/admin/companies/${c.id}`, { state: { created: c.legalName } })}
          />
        </Suspense>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          label={t('admin.companies.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'companies-search' } }}
        />
        <TextField
          select
          label={t('admin.companies.statusFilter')}
          value={status}
          onChange={(e) => setStatus(e.target.value as typeof status)}
          sx={{ minWidth: '14rem' }}
        >
          <MenuItem value="">{t('admin.companies.all')}</MenuItem>
          {(['pending', 'active', 'suspended'] as const).map((s) => (
            <MenuItem key={s} value={s}>
              {t(`admin.companies.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ErrorAlert error={list.error} />
      {list.data && list.data.companies.length === 0 && <Typography>{t('admin.companies.none')}</Typography>}
      {list.data && list.data.companies.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="companies-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.companies.legalName')}</TableCell>
                <TableCell>{t('admin.companies.statusFilter')}</TableCell>
                <TableCell>{t('admin.companies.vatId')}</TableCell>
                <TableCell>{t('admin.companies.debitor')}</TableCell>
                <TableCell>{t('admin.companies.members')}</TableCell>
                <TableCell>{t('admin.companies.plates')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.companies.map((c) => (
                <TableRow key={c.id} data-testid="company-row">
                  <TableCell>
                    <Link component={RouterLink} to={`/admin/companies/${c.id}`}>
                      {c.legalName}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <StatusChip label={t(`admin.companies.status.${c.status}`)} tone={TONE[c.status]} />
                  </TableCell>
                  <TableCell>{c.vatId ?? t('admin.companies.empty')}</TableCell>
                  <TableCell>{c.debitorAccount}</TableCell>
                  <TableCell>{c.members}</TableCell>
                  <TableCell>{c.plates}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </PageScaffold>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '14rem 1fr' }, gap: 1, m: 0 }}
    >
      {rows.map(([k, v]) => (
        <Box key={k} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {k}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {v}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function CompanyDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const client = useQueryClient();
  const role = useAdminMe().data?.operator.role;
  const { busy, error, call } = useCall();
  const [changed, setChanged] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const created = (useLocation().state as { created?: string } | null)?.created;
  const detail = useQuery({
    queryKey: [KEY, 'detail', id],
    queryFn: () => adminCall('GET', `/api/admin/companies/${encodeURIComponent(id)}`, companyDetailSchema),
  });
  const d = detail.data;
  const act = (action: 'approve' | 'suspend' | 'reactivate') =>
    call(
      () => adminCall('POST', `/api/admin/companies/${encodeURIComponent(id)}/${action}`, companySchema, {}),
      (c) => {
        setChanged(t('admin.companies.changed', { status: t(`admin.companies.status.${c.status}`) }));
        void client.invalidateQueries({ queryKey: [KEY] });
      },
    );
  const empty = t('admin.companies.empty');
  return (
    <PageScaffold title={d?.company.legalName ?? t('admin.companies.headline')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Link component={RouterLink} to="/admin/companies">
          {t('admin.companies.back')}
        </Link>
        <ErrorAlert error={detail.error ?? error} />
        {(changed ?? created) && (
          <Alert severity="success" role="status" data-testid="company-changed">
            {changed ?? t('admin.companies.form.created', { name: created })}
          </Alert>
        )}
        {editing && d && (
          <Suspense fallback={null}>
            <CompanyForm
              company={d.company}
              onClose={() => setEditing(false)}
              onSaved={() => {
                setChanged(t('admin.companies.form.saved'));
                void client.invalidateQueries({ queryKey: [KEY] });
              }}
            />
          </Suspense>
        )}
        {d && (
          <>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <StatusChip
                label={t(`admin.companies.status.${d.company.status}`)}
                tone={TONE[d.company.status]}
                testId="company-status"
              />
              {can(role, 'staff') && (
                <Button variant="outlined" onClick={() => setEditing(true)} data-testid="company-edit">
                  {t('admin.companies.edit')}
                </Button>
              )}
              {can(role, 'staff') && d.company.status === 'pending' && (
                <Button
                  variant="contained"
                  disabled={busy}
                  onClick={() => act('approve')}
                  data-testid="company-approve"
                >
                  {t('admin.companies.approve')}
                </Button>
              )}
              {can(role, 'staff') && d.company.status !== 'suspended' && (
                <Button variant="outlined" color="error" disabled={busy} onClick={() => act('suspend')}>
                  {t('admin.companies.suspend')}
                </Button>
              )}
              {can(role, 'staff') && d.company.status === 'suspended' && (
                <Button variant="contained" disabled={busy} onClick={() => act('reactivate')}>
                  {t('admin.companies.reactivate')}
                </Button>
              )}
            </Box>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Facts
                rows={[
                  [
                    t('admin.companies.address'),
                    `${d.company.address.street} ${d.company.address.buildingNumber ?? ''}, ${d.company.address.zipCode} ${d.company.address.city}, ${d.company.address.country}`,
                  ],
                  [t('admin.companies.vatId'), d.company.vatId ?? empty],
                  [t('admin.companies.buyerReference'), d.company.buyerReference ?? empty],
                  [t('admin.companies.invoiceMail'), d.company.invoiceMail],
                  [t('admin.companies.debitor'), String(d.company.debitorAccount)],
                  [
                    t('admin.companies.form.invoicePer'),
                    t(`admin.companies.form.per.${d.company.invoicePer}`),
                  ],
                  [t('admin.companies.paymentMeans'), t(`admin.companies.means.${d.company.paymentMeans}`)],
                  [t('admin.companies.paymentDays'), String(d.company.paymentDays)],
                  [
                    t('admin.companies.creditLimit'),
                    d.company.creditLimitCents === null
                      ? t('admin.companies.shopDefault')
                      : formatMoney(d.company.creditLimitCents, i18n.language),
                  ],
                ]}
              />
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }} component="section">
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {t('admin.companies.members')}
              </Typography>
              <Facts
                rows={d.members.map((m) => [
                  m.mail,
                  `${t(`admin.companies.role.${m.role}`)} · ${t(`admin.companies.memberStatus.${m.status}`)}`,
                ])}
              />
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }} component="section">
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {t('admin.companies.plates')}
              </Typography>
              <Typography>{d.plates.map((p) => p.plate).join(', ') || empty}</Typography>
            </Paper>
            <Paper variant="outlined" sx={{ p: 2 }} component="section">
              <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {t('admin.companies.costCentres')}
              </Typography>
              <Facts
                rows={d.costCentres.map((c) => [
                  c.code,
                  c.archived ? `${c.name} (${t('admin.companies.archived')})` : c.name,
                ])}
              />
            </Paper>
          </>
        )}
      </Box>
    </PageScaffold>
  );
}
