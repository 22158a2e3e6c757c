import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, Route, Routes, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import {
  REFUND_REFERENCE_MAX,
  type RefundDue,
  type SepaBatch,
  type SepaCollection,
  type SepaCollectionState,
  type SepaMandate,
} from '../../../shared/schemas/admin-payments';
import { ErrorAlert } from '../error-alert';
import { formatInstant, useGridLocale } from '../grid-locale';
import { can, useAdminMe } from '../session';
import { batchXmlUrl, paymentsApi, reexportBatch } from './api';
import './texts';

const TABS = ['refunds', 'batches', 'sepa'] as const;

function euro(cents: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-IE' : 'de-DE', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

/**
 * At a tablet's width (the navigation takes 220 px of 820) the grids leave out what is
 * secondary, so the actions stay in view without scrolling sideways.
 */
function useNarrow(): boolean {
  return useMediaQuery('(max-width: 1100px)');
}

function hidden(narrow: boolean, fields: string[]): GridColumnVisibilityModel {
  return narrow ? Object.fromEntries(fields.map((f) => [f, false])) : {};
}

/** Whether the operator may write here (staff and admin; a viewer only reads). */
function useMayWrite(): boolean {
  return can(useAdminMe().data?.operator.role, 'staff');
}

/**
 * /admin/payments (issue 10): refunds due, SEPA exports, and SEPA debits with the mandates, one
 * tab each (/admin/payments/refunds, /batches, /sepa).
 */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tab = TABS.find((k) => pathname.endsWith(`/payments/${k}`)) ?? 'refunds';
  useEffect(() => {
    document.title = `${t(`admin.payments.tabs.${tab}`)} – ${t('admin.payments.headline')}`;
  }, [t, tab]);
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('admin.payments.headline')}
      </Typography>
      <Tabs
        value={tab}
        aria-label={t('admin.payments.tabs.label')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((k) => (
          <Tab
            key={k}
            value={k}
            label={t(`admin.payments.tabs.${k}`)}
            component={RouterLink}
            to={`/admin/payments/${k}`}
            data-testid={`admin-payments-tab-${k}`}
          />
        ))}
      </Tabs>
      <Routes>
        <Route index element={<Navigate to="refunds" replace />} />
        <Route path="refunds" element={<RefundsTab />} />
        <Route path="batches" element={<BatchesTab />} />
        <Route path="sepa" element={<SepaTab />} />
        <Route path="*" element={<Navigate to="refunds" replace />} />
      </Routes>
    </>
  );
}

/** A server-paged grid in the area's style. */
function Grid<R extends GridValidRowModel>(props: {
  label: string;
  testId: string;
  rows: R[] | undefined;
  total: number | undefined;
  columns: GridColDef<R>[];
  loading: boolean;
  paging: { page: number; pageSize: number };
  onPaging: (p: { page: number; pageSize: number }) => void;
  hide?: GridColumnVisibilityModel;
}) {
  const localeText = useGridLocale();
  return (
    <Box sx={{ bgcolor: 'background.paper' }} data-testid={props.testId}>
      <DataGrid
        aria-label={props.label}
        rows={props.rows ?? []}
        rowCount={props.total ?? 0}
        columns={props.columns}
        columnVisibilityModel={props.hide ?? {}}
        loading={props.loading}
        paginationMode="server"
        sortingMode="server"
        paginationModel={props.paging}
        onPaginationModelChange={props.onPaging}
        pageSizeOptions={[10, 25, 50, 100]}
        disableColumnFilter
        disableColumnSorting
        disableRowSelectionOnClick
        localeText={localeText}
        autoHeight
        getRowHeight={() => 'auto'}
        sx={{ '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' } }}
      />
    </Box>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>;
}

/** A short booking label: plate, e-mail and the id's start (the full id in the title). */
function BookingCell(props: { id: string; plate?: string | null; mail: string | null; extra?: string }) {
  return (
    <Box title={props.id} sx={{ lineHeight: 1.4, minWidth: 0, overflowWrap: 'anywhere' }}>
      <div>{[props.plate, props.id.slice(0, 8)].filter(Boolean).join(' · ')}</div>
      {props.mail && (
        <Typography variant="body2" color="text.secondary">
          {props.mail}
        </Typography>
      )}
      {props.extra && (
        <Typography variant="body2" color="text.secondary">
          {props.extra}
        </Typography>
      )}
    </Box>
  );
}

// ---- refunds due ----

function RefundsTab() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const mayWrite = useMayWrite();
  const narrow = useNarrow();
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const [transfer, setTransfer] = useState<RefundDue | null>(null);
  const [provider, setProvider] = useState<RefundDue | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'payments', 'refunds', paging],
    queryFn: () => paymentsApi.refundsDue(paging),
    placeholderData: keepPreviousData,
  });
  const done = (amountCents: number) => {
    setTransfer(null);
    setProvider(null);
    setNotice(t('admin.payments.refunds.done', { amount: euro(amountCents, i18n.language) }));
    void client.invalidateQueries({ queryKey: ['admin', 'payments', 'refunds'] });
  };
  const reasonText = (r: string | null) => {
    if (!r) return '';
    if (r.startsWith('cancellation:')) {
      const why = r.slice('cancellation:'.length);
      return t('admin.payments.refunds.reasons.cancellation', {
        why: t(`admin.payments.refunds.why.${why}`, { defaultValue: why }),
      });
    }
    return t(`admin.payments.refunds.reasons.${r}`, { defaultValue: r });
  };
  const columns: GridColDef<RefundDue>[] = [
    {
      field: 'since',
      headerName: t('admin.payments.refunds.since'),
      width: 160,
      valueFormatter: (v: string) => formatInstant(v, i18n.language),
    },
    {
      field: 'bookingId',
      headerName: t('admin.payments.refunds.booking'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => (
        <BookingCell
          id={row.bookingId}
          plate={row.plate}
          mail={row.mail}
          // The "since" column is left out at a tablet's width: it shows here.
          extra={
            narrow
              ? `${t('admin.payments.refunds.since')} ${formatInstant(row.since, i18n.language)}`
              : undefined
          }
        />
      ),
    },
    {
      field: 'amountCents',
      headerName: t('admin.payments.refunds.amount'),
      width: 100,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => euro(v, i18n.language),
    },
    {
      field: 'reason',
      headerName: t('admin.payments.refunds.reason'),
      flex: 1,
      minWidth: 120,
      renderCell: ({ row }) => (
        <Box>
          <div>{reasonText(row.reason)}</div>
          {row.lastError && (
            <Typography variant="body2" color="error" data-testid="admin-refund-last-error">
              {t('admin.payments.refunds.lastError')}: {row.lastError}
            </Typography>
          )}
        </Box>
      ),
    },
    { field: 'provider', headerName: t('admin.payments.refunds.provider'), width: 100 },
    ...(mayWrite
      ? [
          {
            field: 'actions',
            headerName: t('admin.payments.refunds.actions'),
            minWidth: 170,
            flex: 1,
            renderCell: ({ row }) =>
              row.inProgress ? (
                t('admin.payments.refunds.inProgress')
              ) : (
                <Actions>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setTransfer(row)}
                    data-testid={`admin-refund-transfer-${row.id}`}
                  >
                    {t('admin.payments.refunds.transfer')}
                  </Button>
                  {row.providerRefundPossible && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => setProvider(row)}
                      data-testid={`admin-refund-provider-${row.id}`}
                    >
                      {t('admin.payments.refunds.viaProvider')}
                    </Button>
                  )}
                </Actions>
              ),
          } satisfies GridColDef<RefundDue>,
        ]
      : []),
  ];
  return (
    <section aria-labelledby="refunds-title">
      <Typography variant="h2" id="refunds-title" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('admin.payments.refunds.headline')}
      </Typography>
      {notice && (
        <Alert
          severity="success"
          onClose={() => setNotice(null)}
          sx={{ mb: 2 }}
          data-testid="admin-refund-done"
        >
          {notice}
        </Alert>
      )}
      <ErrorAlert error={list.error} />
      <Grid
        label={t('admin.payments.refunds.headline')}
        testId="admin-refunds-grid"
        hide={hidden(narrow, ['since', 'provider'])}
        rows={list.data?.data}
        total={list.data?.total}
        columns={columns}
        loading={list.isFetching}
        paging={paging}
        onPaging={setPaging}
      />
      {transfer && <TransferDialog item={transfer} onClose={() => setTransfer(null)} onDone={done} />}
      {provider && (
        <ProviderDialog
          item={provider}
          onClose={() => setProvider(null)}
          onDone={done}
          onFailed={() => void client.invalidateQueries({ queryKey: ['admin', 'payments', 'refunds'] })}
        />
      )}
    </section>
  );
}

function TransferDialog(props: { item: RefundDue; onClose: () => void; onDone: (cents: number) => void }) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const reference = String(new FormData(e.currentTarget).get('reference') ?? '').trim();
    setBusy(true);
    setError(null);
    paymentsApi
      .markTransferred(props.item.kind, props.item.id, reference)
      .then((r) => props.onDone(r.amountCents), setError)
      .finally(() => setBusy(false));
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="transfer-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} data-testid="admin-refund-transfer-dialog">
        <DialogTitle id="transfer-title">{t('admin.payments.refunds.transferTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('admin.payments.refunds.transferIntro', {
              amount: euro(props.item.amountCents, i18n.language),
              who: props.item.mail ?? props.item.bookingId,
            })}
          </DialogContentText>
          <ErrorAlert error={error} />
          <TextField
            name="reference"
            label={t('admin.payments.refunds.reference')}
            helperText={t('admin.payments.refunds.referenceHelp')}
            required
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{
              htmlInput: { maxLength: REFUND_REFERENCE_MAX, 'data-testid': 'admin-refund-reference' },
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('admin.payments.refunds.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="admin-refund-transfer-save">
            {t('admin.payments.refunds.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function ProviderDialog(props: {
  item: RefundDue;
  onClose: () => void;
  onDone: (cents: number) => void;
  onFailed: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    setError(null);
    paymentsApi
      .refundThroughProvider(props.item.kind, props.item.id)
      .then(
        (r) => props.onDone(r.amountCents),
        (e: unknown) => {
          // It stays due: the dialog shows why, the list shows the provider's answer.
          setError(e);
          props.onFailed();
        },
      )
      .finally(() => setBusy(false));
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="provider-title" fullWidth maxWidth="sm">
      <Box data-testid="admin-refund-provider-dialog">
        <DialogTitle id="provider-title">{t('admin.payments.refunds.providerTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('admin.payments.refunds.providerIntro', {
              amount: euro(props.item.amountCents, i18n.language),
              provider: props.item.provider,
            })}
          </DialogContentText>
          <ErrorAlert error={error} />
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={props.onClose}>
            {t('admin.payments.refunds.cancel')}
          </Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={confirm}
            data-testid="admin-refund-provider-confirm"
          >
            {t('admin.payments.refunds.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

// ---- SEPA exports ----

function BatchesTab() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const me = useAdminMe().data;
  const mayWrite = can(me?.operator.role, 'staff');
  const narrow = useNarrow();
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reexport, setReexport] = useState<SepaBatch | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'payments', 'batches', paging],
    queryFn: () => paymentsApi.batches(paging),
    placeholderData: keepPreviousData,
  });
  const create = () => {
    setBusy(true);
    setError(null);
    setNotice(null);
    paymentsApi
      .createBatch()
      .then((b) => {
        setNotice(
          b
            ? t('admin.payments.batches.created', {
                count: b.transactionCount,
                amount: euro(b.controlSumCents, i18n.language),
              })
            : t('admin.payments.batches.nothing'),
        );
        void client.invalidateQueries({ queryKey: ['admin', 'payments'] });
      }, setError)
      .finally(() => setBusy(false));
  };
  const columns: GridColDef<SepaBatch>[] = [
    {
      field: 'createdAt',
      headerName: t('admin.payments.batches.createdAt'),
      width: 135,
      valueFormatter: (v: string) => formatInstant(v, i18n.language),
    },
    {
      field: 'messageId',
      headerName: t('admin.payments.batches.messageId'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ value }) => <Box sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{value}</Box>,
    },
    {
      field: 'transactionCount',
      headerName: t('admin.payments.batches.count'),
      width: 110,
      align: 'right',
      headerAlign: 'right',
    },
    {
      field: 'controlSumCents',
      headerName: t('admin.payments.batches.sum'),
      width: 110,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => euro(v, i18n.language),
    },
    {
      field: 'actions',
      headerName: t('admin.payments.batches.actions'),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Actions>
          <Button
            size="small"
            variant="outlined"
            href={batchXmlUrl(row.id)}
            download={`sepa-${row.id}.xml`}
            data-testid={`admin-batch-download-${row.id}`}
          >
            {t('admin.payments.batches.download')}
          </Button>
          {mayWrite && (
            <Button
              size="small"
              variant="outlined"
              onClick={() => setReexport(row)}
              data-testid={`admin-batch-reexport-${row.id}`}
            >
              {t('admin.payments.batches.reexport')}
            </Button>
          )}
        </Actions>
      ),
    },
  ];
  return (
    <section aria-labelledby="batches-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <Typography variant="h2" id="batches-title" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
          {t('admin.payments.batches.headline')}
        </Typography>
        {mayWrite && (
          <Button variant="contained" onClick={create} disabled={busy} data-testid="admin-batch-create">
            {t('admin.payments.batches.create')}
          </Button>
        )}
      </Box>
      {notice && (
        <Alert
          severity="info"
          onClose={() => setNotice(null)}
          sx={{ mb: 2 }}
          data-testid="admin-batch-notice"
        >
          {notice}
        </Alert>
      )}
      <ErrorAlert error={error ?? list.error} />
      <Grid
        label={t('admin.payments.batches.headline')}
        testId="admin-batches-grid"
        hide={hidden(narrow, ['transactionCount'])}
        rows={list.data?.data}
        total={list.data?.total}
        columns={columns}
        loading={list.isFetching}
        paging={paging}
        onPaging={setPaging}
      />
      {reexport && (
        <ConfirmDialog
          title={t('admin.payments.batches.reexportTitle')}
          text={t('admin.payments.batches.reexportIntro', { messageId: reexport.messageId })}
          confirm={t('admin.payments.batches.reexport')}
          cancel={t('admin.payments.batches.cancel')}
          testId="admin-batch-reexport-dialog"
          onClose={() => setReexport(null)}
          run={() => reexportBatch(reexport.id, me?.csrfToken ?? '')}
        />
      )}
    </section>
  );
}

/** A yes/no dialog whose confirmation runs `run`; a failure stays in the dialog. */
function ConfirmDialog(props: {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  testId: string;
  onClose: () => void;
  run: () => Promise<unknown>;
}) {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="confirm-title" fullWidth maxWidth="sm">
      <Box data-testid={props.testId}>
        <DialogTitle id="confirm-title">{props.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{props.text}</DialogContentText>
          <ErrorAlert error={error} />
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={props.onClose}>
            {props.cancel}
          </Button>
          <Button
            variant="contained"
            disabled={busy}
            data-testid={`${props.testId}-confirm`}
            onClick={() => {
              setBusy(true);
              setError(null);
              props
                .run()
                .then(props.onClose, setError)
                .finally(() => setBusy(false));
            }}
          >
            {props.confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

// ---- SEPA debits and mandates ----

function SepaTab() {
  return (
    <>
      <CollectionsSection />
      <MandatesSection />
    </>
  );
}

function CollectionsSection() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const mayWrite = useMayWrite();
  const narrow = useNarrow();
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const [state, setState] = useState<SepaCollectionState | ''>('open');
  const [excluding, setExcluding] = useState<SepaCollection | null>(null);
  const [error, setError] = useState<unknown>(null);
  const query = { ...paging, state: state || undefined };
  const list = useQuery({
    queryKey: ['admin', 'payments', 'collections', query],
    queryFn: () => paymentsApi.collections(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'payments'] });
  const columns: GridColDef<SepaCollection>[] = [
    {
      field: 'createdAt',
      headerName: t('admin.payments.collections.createdAt'),
      width: 150,
      valueFormatter: (v: string) => formatInstant(v, i18n.language),
    },
    {
      field: 'bookingId',
      headerName: t('admin.payments.collections.booking'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => (
        <BookingCell
          id={row.bookingId}
          mail={row.mail}
          extra={narrow ? `${t('admin.payments.collections.dueDate')} ${row.dueDate}` : undefined}
        />
      ),
    },
    {
      field: 'amountCents',
      headerName: t('admin.payments.collections.amount'),
      width: 95,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => euro(v, i18n.language),
    },
    { field: 'dueDate', headerName: t('admin.payments.collections.dueDate'), width: 105 },
    { field: 'sequenceType', headerName: t('admin.payments.collections.sequence'), width: 70 },
    {
      field: 'mandateReference',
      headerName: t('admin.payments.collections.account'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.4 }}>
          <div>{row.accountName}</div>
          <Typography variant="body2" color="text.secondary">
            {row.iban} · {row.mandateReference}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'state',
      headerName: t('admin.payments.collections.state'),
      width: 130,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.4 }} data-testid={`admin-collection-state-${row.id}`} data-state={row.state}>
          <div>{t(`admin.payments.collections.states.${row.state}`)}</div>
          {row.excludeReason && (
            <Typography variant="body2" color="text.secondary">
              {row.excludeReason}
            </Typography>
          )}
        </Box>
      ),
    },
    ...(mayWrite
      ? [
          {
            field: 'actions',
            headerName: t('admin.payments.collections.actions'),
            width: 160,
            renderCell: ({ row }) =>
              row.state === 'open' ? (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setExcluding(row)}
                  data-testid={`admin-collection-exclude-${row.id}`}
                >
                  {t('admin.payments.collections.exclude')}
                </Button>
              ) : row.state === 'excluded' && row.excludeReason !== 'cancelled' ? (
                <Button
                  size="small"
                  variant="outlined"
                  data-testid={`admin-collection-include-${row.id}`}
                  onClick={() => {
                    setError(null);
                    paymentsApi.include(row.id).then(refresh, setError);
                  }}
                >
                  {t('admin.payments.collections.include')}
                </Button>
              ) : null,
          } satisfies GridColDef<SepaCollection>,
        ]
      : []),
  ];
  return (
    <section aria-labelledby="collections-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <Typography variant="h2" id="collections-title" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
          {t('admin.payments.collections.headline')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('admin.payments.collections.state')}
          value={state}
          onChange={(e) => {
            setState(e.target.value as SepaCollectionState | '');
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'admin-collections-state' } }}
          sx={{ minWidth: 200 }}
        >
          <option value="">{t('admin.payments.collections.states.all')}</option>
          {(['open', 'exported', 'excluded'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`admin.payments.collections.states.${s}`)}
            </option>
          ))}
        </TextField>
      </Box>
      <ErrorAlert error={error ?? list.error} />
      <Grid
        label={t('admin.payments.collections.headline')}
        testId="admin-collections-grid"
        hide={hidden(narrow, ['createdAt', 'dueDate', 'sequenceType', 'mandateReference'])}
        rows={list.data?.data}
        total={list.data?.total}
        columns={columns}
        loading={list.isFetching}
        paging={paging}
        onPaging={setPaging}
      />
      {excluding && (
        <ExcludeDialog
          item={excluding}
          onClose={() => setExcluding(null)}
          onDone={() => {
            setExcluding(null);
            void refresh();
          }}
        />
      )}
    </section>
  );
}

function ExcludeDialog(props: { item: SepaCollection; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget).get('reason') ?? '').trim();
    setBusy(true);
    setError(null);
    paymentsApi
      .exclude(props.item.id, reason)
      .then(props.onDone, setError)
      .finally(() => setBusy(false));
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="exclude-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} data-testid="admin-collection-exclude-dialog">
        <DialogTitle id="exclude-title">{t('admin.payments.collections.excludeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('admin.payments.collections.excludeIntro', {
              amount: euro(props.item.amountCents, i18n.language),
              who: props.item.accountName,
            })}
          </DialogContentText>
          <ErrorAlert error={error} />
          <TextField
            name="reason"
            label={t('admin.payments.collections.reason')}
            helperText={t('admin.payments.collections.reasonHelp')}
            required
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'admin-collection-exclude-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('admin.payments.collections.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            data-testid="admin-collection-exclude-save"
          >
            {t('admin.payments.collections.exclude')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function MandatesSection() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const mayWrite = useMayWrite();
  const narrow = useNarrow();
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const [revoking, setRevoking] = useState<SepaMandate | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'payments', 'mandates', paging],
    queryFn: () => paymentsApi.mandates(paging),
    placeholderData: keepPreviousData,
  });
  const columns: GridColDef<SepaMandate>[] = [
    {
      field: 'reference',
      headerName: t('admin.payments.mandates.reference'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ value }) => <Box sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{value}</Box>,
    },
    {
      field: 'accountName',
      headerName: t('admin.payments.mandates.account'),
      flex: 1,
      minWidth: 160,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.4, minWidth: 0 }}>
          <div>{row.accountName}</div>
          <Typography variant="body2" color="text.secondary">
            {row.iban}
          </Typography>
          {narrow && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {row.ownerMail}
            </Typography>
          )}
        </Box>
      ),
    },
    { field: 'ownerMail', headerName: t('admin.payments.mandates.mail'), flex: 1, minWidth: 170 },
    { field: 'signatureDate', headerName: t('admin.payments.mandates.signed'), width: 115 },
    {
      field: 'recurrent',
      headerName: t('admin.payments.mandates.recurrent'),
      width: 120,
      valueFormatter: (v: boolean) =>
        v ? t('admin.payments.mandates.yes') : t('admin.payments.mandates.no'),
    },
    {
      field: 'status',
      headerName: t('admin.payments.mandates.status'),
      width: 110,
      valueFormatter: (v: SepaMandate['status']) => t(`admin.payments.mandates.statuses.${v}`),
    },
    ...(mayWrite
      ? [
          {
            field: 'actions',
            headerName: t('admin.payments.mandates.actions'),
            width: 130,
            renderCell: ({ row }) =>
              row.status === 'active' ? (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setRevoking(row)}
                  data-testid={`admin-mandate-revoke-${row.id}`}
                >
                  {t('admin.payments.mandates.revoke')}
                </Button>
              ) : (
                row.revokedAt && formatInstant(row.revokedAt, i18n.language)
              ),
          } satisfies GridColDef<SepaMandate>,
        ]
      : []),
  ];
  return (
    <section aria-labelledby="mandates-title">
      <Typography variant="h2" id="mandates-title" sx={{ fontSize: '1.25rem', mt: 4, mb: 1 }}>
        {t('admin.payments.mandates.headline')}
      </Typography>
      <ErrorAlert error={list.error} />
      <Grid
        label={t('admin.payments.mandates.headline')}
        testId="admin-mandates-grid"
        hide={hidden(narrow, ['ownerMail', 'signatureDate', 'recurrent'])}
        rows={list.data?.data}
        total={list.data?.total}
        columns={columns}
        loading={list.isFetching}
        paging={paging}
        onPaging={setPaging}
      />
      {revoking && (
        <ConfirmDialog
          title={t('admin.payments.mandates.revokeTitle')}
          text={t('admin.payments.mandates.revokeIntro', { reference: revoking.reference })}
          confirm={t('admin.payments.mandates.revoke')}
          cancel={t('admin.payments.mandates.cancel')}
          testId="admin-mandate-revoke-dialog"
          onClose={() => setRevoking(null)}
          run={() =>
            paymentsApi
              .revokeMandate(revoking.id)
              .then(() => client.invalidateQueries({ queryKey: ['admin', 'payments'] }))
          }
        />
      )}
    </section>
  );
}
