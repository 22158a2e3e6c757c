import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { formatPrice } from '../../lib/format';
import { UNPAID_CANDIDATE_CAP, type StaySummary } from '../../../shared/schemas/access';
import { ErrorAlert } from '../error-alert';
import { can, useAdminMe } from '../session';
import { parkingApi } from './api';
import { formatMinute } from '../components/format';
import { FormDialog } from '../components/form-dialog';
import { useCall } from '../components/use-call';
import { minutesBetween, PlatePeriodFilters, ServerGrid, useListState } from './shared';

type List = 'open' | 'unpaid-after-exit' | 'exit-missed';
type SortField = 'entryAt' | 'exitAt' | 'plate' | 'amountDue';
/** Grid column → the server's sort field. */
const SORTS: Record<string, SortField> = {
  plate: 'plate',
  entryAt: 'entryAt',
  exitAt: 'exitAt',
  amountDueCents: 'amountDue',
};

/**
 * Open stays (staff close a stale one by hand), the stays unpaid after exit with what each
 * owes by the walk-in tariff, or the stays whose exit was never read (closed by a later entry
 * or by the stale-stay job); filtered, sorted and paged on the server.
 */
export function StaysTab({ list }: { list: List }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const role = useAdminMe().data?.operator.role;
  const state = useListState([
    list === 'open'
      ? { field: 'entryAt', sort: 'asc' }
      : list === 'exit-missed'
        ? { field: 'entryAt', sort: 'desc' }
        : { field: 'amountDueCents', sort: 'desc' },
  ]);
  const [closing, setClosing] = useState<StaySummary | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const query = {
    ...state.query,
    status: list,
    sort: SORTS[state.sort[0]?.field ?? ''] ?? 'entryAt',
  } as const;
  const stays = useQuery({
    queryKey: ['admin', 'parking', 'stays', query],
    queryFn: () => parkingApi.stays(query),
    placeholderData: keepPreviousData,
  });
  const now = new Date();
  const narrow = useMediaQuery('(max-width: 1100px)');
  const money = (v: number | null) => (v === null ? '' : formatPrice(v, i18n.language));
  const when = (v: string | null) => (v ? formatMinute(v, i18n.language) : t('admin.parking.notPaid'));
  // The stale-stay job closes as `system`; a later entry of the plate leaves no closure.
  const closedBy = (row: StaySummary) =>
    !row.closure
      ? t('admin.parking.laterEntry')
      : row.closure.closedBy === 'system'
        ? t('admin.parking.system')
        : row.closure.closedBy;
  const duration = (row: StaySummary) => {
    // A stay closed without exit read lasted until its close, as far as anyone knows.
    const end = row.exitAt ?? row.closure?.closedAt;
    const total = minutesBetween(row.entryAt, end ? new Date(end) : now);
    return total < 60
      ? t('admin.parking.minutes', { count: total })
      : t('admin.parking.hoursMinutes', { hours: Math.floor(total / 60), minutes: total % 60 });
  };

  const columns: GridColDef<StaySummary>[] = [
    { field: 'plate', headerName: t('admin.parking.col.plate'), flex: 1, minWidth: 100 },
    {
      field: 'entryAt',
      headerName: t('admin.parking.col.entryAt'),
      flex: 1.2,
      minWidth: 110,
      valueFormatter: (v: string) => formatMinute(v, i18n.language),
      renderCell: ({ row, formattedValue }) =>
        narrow ? (
          <span>
            {formattedValue}
            <br />
            <Typography component="span" variant="body2" color="text.secondary">
              {duration(row)}
            </Typography>
          </span>
        ) : (
          formattedValue
        ),
    },
    ...(list === 'unpaid-after-exit'
      ? [
          {
            field: 'exitAt',
            headerName: t('admin.parking.col.exitAt'),
            flex: 1.2,
            minWidth: 90,
            valueFormatter: (v: string | null) => when(v),
          } satisfies GridColDef<StaySummary>,
        ]
      : []),
    {
      field: 'duration',
      // Narrow screens (tablet): shown under the entry time instead (see entryAt).
      headerName: t('admin.parking.col.duration'),
      flex: 1,
      minWidth: 72,
      sortable: false,
      valueGetter: (_v, row) => duration(row),
    },
    ...(list === 'exit-missed'
      ? [
          {
            field: 'closedAt',
            headerName: t('admin.parking.col.closedAt'),
            flex: 1.2,
            minWidth: 90,
            sortable: false,
            valueGetter: (_v, row) => row.closure?.closedAt ?? null,
            valueFormatter: (v: string | null) => (v ? formatMinute(v, i18n.language) : ''),
            // Narrow screens: who closed it is shown under the time instead (see closedBy).
            renderCell: ({ row, formattedValue }) =>
              narrow ? (
                <span>
                  {formattedValue}
                  <br />
                  <Typography component="span" variant="body2" color="text.secondary">
                    {closedBy(row)}
                  </Typography>
                </span>
              ) : (
                formattedValue
              ),
          } satisfies GridColDef<StaySummary>,
          {
            field: 'closedBy',
            headerName: t('admin.parking.col.closedBy'),
            flex: 1,
            minWidth: 90,
            sortable: false,
            valueGetter: (_v, row) => closedBy(row),
          } satisfies GridColDef<StaySummary>,
        ]
      : list === 'open'
        ? [
            {
              field: 'paidUntil',
              headerName: t('admin.parking.col.paidUntil'),
              flex: 1.2,
              minWidth: 90,
              sortable: false,
              valueFormatter: (v: string | null) => when(v),
            } satisfies GridColDef<StaySummary>,
            {
              field: 'status',
              headerName: t('admin.parking.col.status'),
              flex: 1,
              minWidth: 95,
              sortable: false,
              // Every stay here is inside: what matters is whether it is paid, free or owing.
              valueGetter: (_v, row) => t(`admin.parking.payState.${payState(row, now)}`),
            } satisfies GridColDef<StaySummary>,
          ]
        : [
            {
              field: 'priceCents',
              headerName: t('admin.parking.col.price'),
              flex: 1,
              minWidth: 72,
              sortable: false,
              align: 'right',
              headerAlign: 'right',
              valueFormatter: (v: number | null) => money(v),
            } satisfies GridColDef<StaySummary>,
            {
              field: 'paidCents',
              headerName: t('admin.parking.col.paid'),
              flex: 1,
              minWidth: 72,
              sortable: false,
              align: 'right',
              headerAlign: 'right',
              valueFormatter: (v: number) => money(v),
            } satisfies GridColDef<StaySummary>,
          ]),
    ...(list === 'exit-missed'
      ? []
      : [
          {
            field: 'amountDueCents',
            headerName: t('admin.parking.col.amountDue'),
            flex: 1,
            minWidth: 75,
            // Owed now for a stay inside is the pay-by-plate quote; only the left stays sort by it.
            sortable: list === 'unpaid-after-exit',
            align: 'right',
            headerAlign: 'right',
            valueFormatter: (v: number | null) => money(v),
          } satisfies GridColDef<StaySummary>,
        ]),
    ...(list === 'open' && can(role, 'staff')
      ? [
          {
            field: 'actions',
            headerName: t('admin.parking.col.actions'),
            width: 115,
            sortable: false,
            renderCell: ({ row }) => (
              <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
                <Button
                  size="small"
                  variant="outlined"
                  sx={{ textTransform: 'none' }}
                  aria-label={t('admin.parking.close.buttonFor', { plate: row.plate })}
                  data-testid={`parking-close-${row.plateKey}`}
                  onClick={() => {
                    setDone(null);
                    setClosing(row);
                  }}
                >
                  {t('admin.parking.close.button')}
                </Button>
              </Box>
            ),
          } satisfies GridColDef<StaySummary>,
        ]
      : []),
  ];

  return (
    <>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {t(
          `admin.parking.${list === 'open' ? 'openHint' : list === 'exit-missed' ? 'missedHint' : 'unpaidHint'}`,
        )}
      </Typography>
      <PlatePeriodFilters state={state} testPrefix="parking-filter" />
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="parking-close-done">
          {done}
        </Alert>
      )}
      {stays.data?.capped && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('admin.parking.capped', { count: UNPAID_CANDIDATE_CAP })}
        </Alert>
      )}
      <ErrorAlert error={stays.error} />
      <ServerGrid
        label={t(
          `admin.parking.tabs.${list === 'open' ? 'open' : list === 'exit-missed' ? 'missed' : 'unpaid'}`,
        )}
        testId={`parking-stays-${list}`}
        rows={stays.data?.data ?? []}
        count={stays.data?.count ?? 0}
        columns={columns}
        loading={stays.isFetching}
        state={state}
        rowHeight={52}
        columnVisibilityModel={{ duration: !narrow, closedBy: !narrow }}
      />
      {closing && (
        <CloseDialog
          stay={closing}
          onClose={() => setClosing(null)}
          onClosed={() => {
            setDone(t('admin.parking.close.done', { plate: closing.plate }));
            setClosing(null);
            void client.invalidateQueries({ queryKey: ['admin', 'parking'] });
          }}
        />
      )}
    </>
  );
}

function CloseDialog({
  stay,
  onClose,
  onClosed,
}: {
  stay: StaySummary;
  onClose: () => void;
  onClosed: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { busy, error, call } = useCall();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget).get('reason')).trim();
    call(() => parkingApi.closeStay(stay.id, { reason }), onClosed);
  };
  return (
    <FormDialog
      titleId="parking-close-title"
      title={t('admin.parking.close.title')}
      testId="parking-close-form"
      onClose={onClose}
      onSubmit={submit}
      cancel={t('admin.parking.cancel')}
      submit={t('admin.parking.close.submit')}
      submitTestId="parking-close-submit"
      busy={busy}
      contentSx={{ display: 'grid', gap: 2 }}
    >
      <DialogContentText>
        {t('admin.parking.close.text', {
          plate: stay.plate,
          entry: formatMinute(stay.entryAt, i18n.language),
        })}
      </DialogContentText>
      <ErrorAlert error={error} />
      <TextField
        name="reason"
        label={t('admin.parking.close.reason')}
        helperText={t('admin.parking.close.reasonHelp')}
        required
        autoFocus
        multiline
        minRows={2}
        slotProps={{ htmlInput: { minLength: 3, maxLength: 500, 'data-testid': 'parking-close-reason' } }}
      />
    </FormDialog>
  );
}

/** A stay inside: paid up to now or later, within its free minutes (nothing owed yet), or owing. */
function payState(row: StaySummary, now: Date): 'paid' | 'free' | 'owing' {
  if (row.paidUntil && Date.parse(row.paidUntil) >= now.getTime()) return 'paid';
  return row.amountDueCents === 0 ? 'free' : 'owing';
}
