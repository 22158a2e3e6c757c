import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import {
  OPERATOR_ROLES,
  type AdminMe,
  type Operator,
  type OperatorLink,
  type OperatorListQuery,
  type OperatorRole,
} from '../../shared/schemas/admin';
import { adminApi } from './api';
import { AdminGrid, hiddenWhen, useNarrow, wrapCells } from './components/admin-grid';
import { ConfirmDialog } from './components/confirm-dialog';
import { formatClock, formatInstant } from './components/format';
import { FormDialog } from './components/form-dialog';
import { PageScaffold } from './components/page-scaffold';
import { StatusChip } from './components/status-chip';
import { useCall } from './components/use-call';
import { ErrorAlert } from './error-alert';
import { useAdminMe } from './session';
import { SitesField, sitesLabel } from './site-scope/sites-field';

type SortField = OperatorListQuery['sort'];
const SORTABLE: readonly SortField[] = ['username', 'role', 'status', 'createdAt'];

/**
 * /admin/operators (admin only): the operators, paged and sorted on the server; create one
 * (its set-password link is shown once), change the role, disable or enable, reset.
 */
export default function OperatorsPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const me = useAdminMe().data;
  const meId = me?.operator.id;
  // The shop's car parks (an admin's session lists all); one: no sites to choose (ADR 060).
  const sites = me?.sites ?? [];
  const [editingSites, setEditingSites] = useState<Operator | null>(null);
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'username', sort: 'asc' }]);
  const narrow = useNarrow();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [link, setLink] = useState<OperatorLink | null>(null);
  const [resetting, setResetting] = useState<Operator | null>(null);
  const [error, setError] = useState<unknown>(null);

  const field = (sort[0]?.field ?? 'username') as SortField;
  const query = {
    page: paging.page,
    pageSize: paging.pageSize,
    sort: SORTABLE.includes(field) ? field : 'username',
    order: sort[0]?.sort ?? 'asc',
    search: search || undefined,
  } as const;
  const list = useQuery({
    queryKey: ['admin', 'operators', query],
    queryFn: () => adminApi.operators(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'operators'] });
  const act = (p: Promise<unknown>) => {
    setError(null);
    p.then(refresh, setError);
  };

  const columns: GridColDef<Operator>[] = [
    {
      field: 'username',
      headerName: t('admin.operators.username'),
      flex: 1,
      minWidth: 140,
      renderCell: ({ row }) => `${row.username}${row.id === meId ? ` ${t('admin.operators.you')}` : ''}`,
    },
    {
      field: 'role',
      headerName: t('admin.operators.role'),
      width: 170,
      renderCell: ({ row }) => (
        <TextField
          select
          value={row.role}
          disabled={row.id === meId}
          onChange={(e) => act(adminApi.patchOperator(row.id, { role: e.target.value as OperatorRole }))}
          slotProps={{
            select: { native: true },
            htmlInput: { 'aria-label': t('admin.operators.changeRole', { username: row.username }) },
          }}
          sx={{ my: 0.5 }}
        >
          {[...OPERATOR_ROLES].reverse().map((r) => (
            <option key={r} value={r}>
              {t(`admin.role.${r}`)}
            </option>
          ))}
        </TextField>
      ),
    },
    ...(sites.length > 1
      ? [
          {
            field: 'siteIds',
            headerName: t('admin.siteScope.operatorSites'),
            width: 190,
            sortable: false,
            renderCell: ({ row }: { row: Operator }) =>
              row.role === 'admin' ? (
                sitesLabel(sites, null, t('admin.siteScope.allSites'))
              ) : (
                <Button
                  size="small"
                  onClick={() => setEditingSites(row)}
                  aria-label={t('admin.siteScope.changeSites', { username: row.username })}
                  sx={{ textTransform: 'none', justifyContent: 'flex-start' }}
                >
                  {sitesLabel(sites, row.siteIds, t('admin.siteScope.allSites'))}
                </Button>
              ),
          } satisfies GridColDef<Operator>,
        ]
      : []),
    {
      field: 'status',
      headerName: t('admin.operators.status'),
      width: 110,
      valueFormatter: (v: Operator['status']) => t(`admin.status.${v}`),
    },
    {
      field: 'totpEnabled',
      headerName: t('admin.operators.totp'),
      width: narrow ? 130 : 190,
      sortable: false,
      // Too many wrong codes lock the second factor: the admin sees until when (a reset ends it).
      renderCell: ({ row }) =>
        row.totpLockedUntil ? (
          <StatusChip
            tone="error"
            testId="operator-totp-locked"
            label={t('admin.operators.totpLocked', {
              until: formatClock(row.totpLockedUntil, i18n.language),
            })}
          />
        ) : row.totpEnabled ? (
          t('admin.operators.yes')
        ) : (
          t('admin.operators.no')
        ),
    },
    {
      field: 'passwordSet',
      headerName: t('admin.operators.passwordSet'),
      width: 140,
      sortable: false,
      valueFormatter: (v: boolean) => (v ? t('admin.operators.yes') : t('admin.operators.no')),
    },
    {
      field: 'createdAt',
      headerName: t('admin.operators.createdAt'),
      width: 170,
      valueFormatter: (v: string) => formatInstant(v, i18n.language),
    },
    {
      field: 'actions',
      headerName: t('admin.operators.actions'),
      // On a tablet the two buttons stack, so the grid fits beside the menu without scrolling.
      width: narrow ? 150 : 250,
      sortable: false,
      renderCell: ({ row }) =>
        row.id === meId ? null : (
          <Box
            sx={{
              display: 'flex',
              flexDirection: narrow ? 'column' : 'row',
              gap: 1,
              alignItems: narrow ? 'stretch' : 'center',
              justifyContent: 'center',
              height: '100%',
            }}
          >
            <Button
              size="small"
              variant="outlined"
              onClick={() =>
                act(
                  adminApi.patchOperator(row.id, { status: row.status === 'active' ? 'disabled' : 'active' }),
                )
              }
            >
              {row.status === 'active' ? t('admin.operators.disable') : t('admin.operators.enable')}
            </Button>
            <Button size="small" variant="outlined" onClick={() => setResetting(row)}>
              {t('admin.operators.reset')}
            </Button>
          </Box>
        ),
    },
  ];

  return (
    <PageScaffold
      title={t('admin.operators.headline')}
      actions={
        <>
          <TextField
            label={t('admin.operators.search')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPaging((p) => ({ ...p, page: 0 }));
            }}
          />
          <Button variant="contained" onClick={() => setCreating(true)} data-testid="admin-operator-create">
            {t('admin.operators.create')}
          </Button>
        </>
      }
    >
      <ErrorAlert error={error ?? list.error} />
      <AdminGrid
        label={t('admin.operators.headline')}
        rows={list.data?.items ?? []}
        columns={columns}
        loading={list.isFetching}
        server={{ paging, onPaging: setPaging, total: list.data?.total }}
        pageSizeOptions={[10, 25, 50, 100]}
        sort={{ model: sort, onChange: setSort }}
        // At a tablet's width the role and the actions stay in view; the facts give way.
        columnVisibilityModel={hiddenWhen(narrow, ['status', 'passwordSet', 'createdAt'])}
        {...(narrow ? { getRowHeight: () => 'auto' as const, sx: wrapCells(56) } : { rowHeight: 56 })}
      />
      {editingSites && (
        <SitesDialog
          operator={editingSites}
          sites={sites}
          onClose={() => setEditingSites(null)}
          onSaved={() => {
            setEditingSites(null);
            void refresh();
          }}
        />
      )}
      {creating && (
        <CreateDialog
          sites={sites}
          onClose={() => setCreating(false)}
          onCreated={(l) => {
            setCreating(false);
            setLink(l);
            void refresh();
          }}
        />
      )}
      {resetting && (
        <ConfirmDialog
          titleId="reset-title"
          title={t('admin.operators.reset')}
          confirm={t('admin.operators.reset')}
          cancel={t('admin.operators.cancel')}
          fullWidth={false}
          onClose={() => setResetting(null)}
          onConfirm={() => {
            const target = resetting;
            setResetting(null);
            adminApi.resetOperator(target.id).then((l) => {
              setLink(l);
              void refresh();
            }, setError);
          }}
        >
          <Typography>{t('admin.operators.resetConfirm', { username: resetting.username })}</Typography>
        </ConfirmDialog>
      )}
      {link && <LinkDialog link={link} onClose={() => setLink(null)} />}
    </PageScaffold>
  );
}

function CreateDialog({
  sites,
  onClose,
  onCreated,
}: {
  sites: AdminMe['sites'];
  onClose: () => void;
  onCreated: (l: OperatorLink) => void;
}) {
  const { t } = useTranslation();
  const { busy, error, call } = useCall();
  const [role, setRole] = useState<OperatorRole>('staff');
  const [siteIds, setSiteIds] = useState<string[]>([]);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const body = {
      username: String(data.get('username')).trim(),
      role,
      // None chosen, or an admin: every site.
      siteIds: role === 'admin' || siteIds.length === 0 ? null : siteIds,
    };
    call(() => adminApi.createOperator(body), onCreated);
  };
  return (
    <FormDialog
      titleId="create-title"
      title={t('admin.operators.create')}
      testId="admin-operator-form"
      onClose={onClose}
      onSubmit={submit}
      cancel={t('admin.operators.cancel')}
      submit={t('admin.operators.save')}
      busy={busy}
      maxWidth="xs"
      stacked
    >
      <ErrorAlert error={error} />
      <TextField name="username" label={t('admin.operators.username')} required autoFocus />
      <TextField
        name="role"
        select
        value={role}
        onChange={(e) => setRole(e.target.value as OperatorRole)}
        label={t('admin.operators.role')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {[...OPERATOR_ROLES].reverse().map((r) => (
          <option key={r} value={r}>
            {t(`admin.role.${r}`)}
          </option>
        ))}
      </TextField>
      {role !== 'admin' && <SitesField sites={sites} value={siteIds} onChange={setSiteIds} />}
    </FormDialog>
  );
}

/** An operator's sites changed: none checked is every site (ADR 060). */
function SitesDialog({
  operator,
  sites,
  onClose,
  onSaved,
}: {
  operator: Operator;
  sites: AdminMe['sites'];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { busy, error, call } = useCall();
  const [siteIds, setSiteIds] = useState<string[]>([...(operator.siteIds ?? [])]);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    call(
      () => adminApi.patchOperator(operator.id, { siteIds: siteIds.length === 0 ? null : siteIds }),
      onSaved,
    );
  };
  return (
    <FormDialog
      titleId="sites-title"
      title={t('admin.siteScope.changeSites', { username: operator.username })}
      testId="admin-operator-sites-form"
      onClose={onClose}
      onSubmit={submit}
      cancel={t('admin.operators.cancel')}
      submit={t('admin.siteScope.save')}
      busy={busy}
      maxWidth="xs"
      stacked
    >
      <ErrorAlert error={error} />
      <SitesField sites={sites} value={siteIds} onChange={setSiteIds} />
    </FormDialog>
  );
}

function LinkDialog({ link, onClose }: { link: OperatorLink; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="link-title" fullWidth maxWidth="sm">
      <DialogTitle id="link-title">{t('admin.operators.linkHeadline')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Alert severity="warning">{t('admin.operators.linkHint')}</Alert>
        <TextField
          label={link.operator.username}
          value={link.setPasswordUrl}
          multiline
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'admin-operator-link' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(link.setPasswordUrl)}>
          {t('admin.operators.copy')}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('admin.operators.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
