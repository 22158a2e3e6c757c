import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, Route, Routes, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { PASSWORD_MIN_LENGTH } from '../../../shared/domain/password';
import { customerSortFields, type AdminCustomerSearchQuery } from '../../../shared/schemas/admin-customers';
import { languages, type Language } from '../../../shared/schemas/common';
import type { CreateCustomerRequest, CustomerSummary } from '../../../shared/schemas/customer';
import { AdminGrid } from '../components/admin-grid';
import { formatInstant } from '../components/format';
import { FormDialog } from '../components/form-dialog';
import { PageScaffold } from '../components/page-scaffold';
import { useCall } from '../components/use-call';
import { ErrorAlert } from '../error-alert';
import { can, useAdminMe } from '../session';
import { customersApi, customersKey } from './api';
import CustomerDetail from './detail';
import { accountState, splitPlates } from './fields';
import './texts';

/** /admin/customers: the list with search, and /admin/customers/:id, the detail. */
export default function Page() {
  return (
    <Routes>
      <Route index element={<CustomerList />} />
      <Route path=":id" element={<CustomerDetail />} />
    </Routes>
  );
}

type SortField = AdminCustomerSearchQuery['sort'];

function CustomerList() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const role = useAdminMe().data?.operator.role;
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'createdAt', sort: 'desc' }]);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'' | CustomerSummary['status']>('');
  const [creating, setCreating] = useState(false);

  const field = (sort[0]?.field ?? 'createdAt') as SortField;
  const query = {
    page: paging.page,
    pageSize: paging.pageSize,
    sort: customerSortFields.includes(field) ? field : 'createdAt',
    order: sort[0]?.sort ?? 'desc',
    q: q.trim() || undefined,
    status: status || undefined,
  } as const;
  const list = useQuery({
    queryKey: [...customersKey, 'search', query],
    queryFn: () => customersApi.search(query),
    placeholderData: keepPreviousData,
  });

  const columns: GridColDef<CustomerSummary>[] = [
    {
      field: 'name',
      headerName: t('admin.customers.name'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_v, row) => `${row.lastName}, ${row.firstName}`,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/admin/customers/${row.id}`} data-testid="admin-customer-link">
          {`${row.lastName}, ${row.firstName}`}
        </Link>
      ),
    },
    { field: 'mail', headerName: t('admin.customers.mail'), flex: 1, minWidth: 200 },
    {
      field: 'companyName',
      headerName: t('admin.customers.company'),
      width: 150,
      sortable: false,
      valueFormatter: (v: string | null) => v ?? '',
    },
    {
      field: 'licensePlates',
      headerName: t('admin.customers.plates'),
      width: 140,
      sortable: false,
      valueFormatter: (v: string[]) => v.join(', '),
    },
    {
      field: 'status',
      headerName: t('admin.customers.statusFilter'),
      width: 220,
      renderCell: ({ row }) => accountState(t, row),
    },
    {
      field: 'createdAt',
      headerName: t('admin.customers.createdAt'),
      width: 170,
      valueFormatter: (v: string) => formatInstant(v, i18n.language),
    },
  ];

  return (
    <PageScaffold
      title={t('admin.customers.headline')}
      actions={
        can(role, 'staff') ? (
          <Button variant="contained" onClick={() => setCreating(true)} data-testid="admin-customer-create">
            {t('admin.customers.create')}
          </Button>
        ) : null
      }
    >
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label={t('admin.customers.search')}
          value={q}
          type="search"
          onChange={(e) => {
            setQ(e.target.value);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          sx={{ flex: '1 1 320px' }}
          slotProps={{ htmlInput: { 'data-testid': 'admin-customer-search' } }}
        />
        <TextField
          select
          label={t('admin.customers.statusFilter')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as typeof status);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value="">{t('admin.customers.all')}</option>
          <option value="active">{t('admin.customers.status.active')}</option>
          <option value="blocked">{t('admin.customers.status.blocked')}</option>
          <option value="pending">{t('admin.customers.status.pending')}</option>
        </TextField>
      </Box>
      <ErrorAlert error={list.error} />
      <AdminGrid
        label={t('admin.customers.headline')}
        testId="admin-customer-grid"
        rows={list.data?.data ?? []}
        columns={columns}
        loading={list.isFetching}
        server={{ paging, onPaging: setPaging, total: list.data?.total }}
        pageSizeOptions={[10, 25, 50, 100]}
        sort={{ model: sort, onChange: setSort }}
      />
      {creating && (
        <CreateDialog
          onClose={() => setCreating(false)}
          onCreated={(id, mail, invited) => {
            setCreating(false);
            void client.invalidateQueries({ queryKey: customersKey });
            // The new customer's detail opens, saying what happened.
            const notice = t(invited ? 'admin.customers.createdInvited' : 'admin.customers.created', {
              mail,
            });
            void navigate(`/admin/customers/${id}`, { state: { notice } });
          }}
        />
      )}
    </PageScaffold>
  );
}

function CreateDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: string, mail: string, invited: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<'invite' | 'password'>('invite');
  const { busy, error, call } = useCall();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (k: string) => String(data.get(k) ?? '').trim();
    const body: CreateCustomerRequest = {
      mail: text('mail'),
      firstName: text('firstName'),
      lastName: text('lastName'),
      ...(text('companyName') ? { companyName: text('companyName') } : {}),
      licensePlates: splitPlates(text('licensePlates')),
      ...(mode === 'password'
        ? { password: String(data.get('password') ?? '') }
        : { language: text('language') as Language }),
    };
    call(
      () => customersApi.create(body),
      (r) => onCreated(r.id, body.mail, mode === 'invite'),
    );
  };
  const shopLanguage = (languages as readonly string[]).includes(i18n.language) ? i18n.language : 'de';
  return (
    <FormDialog
      titleId="customer-create-title"
      title={t('admin.customers.createHeadline')}
      testId="admin-customer-form"
      onClose={onClose}
      onSubmit={submit}
      cancel={t('admin.customers.cancel')}
      submit={t('admin.customers.createSubmit')}
      submitTestId="admin-customer-create-submit"
      busy={busy}
      stacked
    >
      <ErrorAlert error={error} />
      <TextField name="mail" type="email" label={t('admin.customers.mail')} required autoFocus />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField name="firstName" label={t('admin.customers.firstName')} required />
        <TextField name="lastName" label={t('admin.customers.lastName')} required />
      </Box>
      <TextField name="companyName" label={t('admin.customers.company')} />
      <TextField
        name="licensePlates"
        label={t('admin.customers.plates')}
        helperText={t('admin.customers.platesHint')}
      />
      <Box>
        <FormLabel id="customer-access-label">{t('admin.customers.access')}</FormLabel>
        <RadioGroup
          aria-labelledby="customer-access-label"
          value={mode}
          onChange={(e) => setMode(e.target.value as typeof mode)}
        >
          <FormControlLabel
            value="invite"
            control={
              <Radio slotProps={{ input: { 'data-testid': 'admin-customer-mode-invite' } as object }} />
            }
            label={t('admin.customers.invite')}
          />
          <FormControlLabel
            value="password"
            control={
              <Radio slotProps={{ input: { 'data-testid': 'admin-customer-mode-password' } as object }} />
            }
            label={t('admin.customers.initialPassword')}
          />
        </RadioGroup>
      </Box>
      {mode === 'password' ? (
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('admin.customers.password')}
          helperText={t('admin.customers.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          required
        />
      ) : (
        <TextField
          name="language"
          select
          defaultValue={shopLanguage}
          label={t('admin.customers.mailLanguage')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {languages.map((l) => (
            <option key={l} value={l}>
              {t(`admin.customers.languages.${l}`)}
            </option>
          ))}
        </TextField>
      )}
    </FormDialog>
  );
}
