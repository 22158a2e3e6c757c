import type { FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import {
  bookingSortFields,
  bookingStatuses,
  type BookingSearchQuery,
  type BookingSearchRow,
} from '../../../shared/schemas/admin';
import { AdminGrid } from '../components/admin-grid';
import { formatInstant, formatMoney } from '../components/format';
import { PageScaffold } from '../components/page-scaffold';
import { ErrorAlert } from '../error-alert';
import { paymentMethodText } from '../components/words';
import { bookingsApi, bookingsKey } from './api';

type SortField = (typeof bookingSortFields)[number];
/** The grid's column of each server-side sort field. */
const SORT_COLUMNS: Record<SortField, string> = {
  createdAt: 'createdAt',
  startsAt: 'startsAt',
  price: 'priceCents',
  status: 'status',
};
const FILTERS = ['plate', 'mail', 'name', 'fromDay', 'toDay', 'templateId', 'status'] as const;

/** A local calendar day (the browser's zone) at midnight, as an instant; `next` the day after. */
function dayStart(day: string | null, next = false): string | undefined {
  if (!day) return undefined;
  const d = new Date(`${day}T00:00`);
  if (Number.isNaN(d.getTime())) return undefined;
  if (next) d.setDate(d.getDate() + 1);
  return d.toISOString();
}

/**
 * /admin/bookings: the search (plate, e-mail, name, period, product, status) on a DataGrid
 * paged and sorted by the server. The criteria live in the address, so the way back from a
 * booking finds the same list.
 */
export default function SearchPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();

  const page = Number(params.get('page') ?? 0) || 0;
  const pageSize = Number(params.get('pageSize') ?? 25) || 25;
  const sort = (bookingSortFields as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as SortField)
    : 'createdAt';
  const order = params.get('order') === 'asc' ? 'asc' : 'desc';
  const status = params.get('status');
  const query: Partial<BookingSearchQuery> = {
    plate: params.get('plate') || undefined,
    mail: params.get('mail') || undefined,
    name: params.get('name') || undefined,
    from: dayStart(params.get('fromDay')),
    to: dayStart(params.get('toDay'), true),
    templateId: params.get('templateId') || undefined,
    lapsed: params.get('lapsed') === 'true' ? 'true' : undefined,
    status: (bookingStatuses as readonly string[]).includes(status ?? '')
      ? (status as BookingSearchQuery['status'])
      : undefined,
    sort,
    order,
    page,
    pageSize,
  };
  const list = useQuery({
    queryKey: [...bookingsKey, 'search', query],
    queryFn: () => bookingsApi.search(query),
    placeholderData: keepPreviousData,
  });
  const templates = useQuery({
    queryKey: [...bookingsKey, 'templates', i18n.language],
    queryFn: () => bookingsApi.templates(i18n.language),
    staleTime: 5 * 60_000,
  });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const d = new FormData(e.currentTarget);
    update({
      ...Object.fromEntries(FILTERS.map((f) => [f, String(d.get(f) ?? '').trim() || undefined])),
      lapsed: d.get('lapsed') ? 'true' : undefined,
      page: undefined,
    });
  };

  const columns: GridColDef<BookingSearchRow>[] = [
    {
      field: 'plate',
      headerName: t('admin.bookings.col.plate'),
      width: 130,
      sortable: false,
      // A real link: the row opens with the keyboard too.
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={row.id} data-testid="admin-booking-link">
          {row.plate ?? row.id.slice(0, 8)}
        </Link>
      ),
    },
    {
      field: 'status',
      headerName: t('admin.bookings.col.status'),
      width: 170,
      // A booking paid on a later attempt is one row: the count says it has a payment history.
      valueFormatter: (v: string, row) =>
        row.attempts > 1
          ? `${t(`admin.bookings.bookingStatus.${v}`)} (${t('admin.bookings.search.attempts', { n: row.attempts })})`
          : t(`admin.bookings.bookingStatus.${v}`),
    },
    { field: 'templateName', headerName: t('admin.bookings.col.template'), width: 150, sortable: false },
    {
      field: 'startsAt',
      headerName: t('admin.bookings.col.startsAt'),
      width: 170,
      valueFormatter: (v: string) => formatInstant(v, i18n.language),
    },
    {
      field: 'endsAt',
      headerName: t('admin.bookings.col.endsAt'),
      width: 170,
      sortable: false,
      valueFormatter: (v: string) => formatInstant(v, i18n.language),
    },
    { field: 'name', headerName: t('admin.bookings.col.name'), width: 150, sortable: false },
    { field: 'mail', headerName: t('admin.bookings.col.mail'), flex: 1, minWidth: 180, sortable: false },
    {
      field: 'priceCents',
      headerName: t('admin.bookings.col.price'),
      width: 100,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => formatMoney(v, i18n.language),
    },
    {
      field: 'paymentMethod',
      headerName: t('admin.bookings.col.payment'),
      width: 130,
      sortable: false,
      valueFormatter: (v: string | null) => paymentMethodText(t, v, ''),
    },
    {
      field: 'createdAt',
      headerName: t('admin.bookings.col.createdAt'),
      width: 170,
      valueFormatter: (v: string) => formatInstant(v, i18n.language),
    },
  ];

  const sortModel: GridSortModel = [{ field: SORT_COLUMNS[sort], sort: order }];
  const onSort = (m: GridSortModel) => {
    const first = m[0];
    const field = first
      ? (Object.entries(SORT_COLUMNS).find(([, col]) => col === first.field)?.[0] as SortField | undefined)
      : undefined;
    update({
      sort: field && field !== 'createdAt' ? field : undefined,
      order: first?.sort === 'asc' ? 'asc' : undefined,
      page: undefined,
    });
  };

  return (
    <PageScaffold title={t('admin.bookings.headline')}>
      <Box
        component="form"
        role="search"
        aria-label={t('admin.bookings.search.label')}
        onSubmit={onSearch}
        // The form's fields are uncontrolled: a new key remounts them empty on reset.
        key={params.toString() === '' ? 'empty' : 'filled'}
        onReset={() => setParams(new URLSearchParams(), { replace: true })}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 2,
          mb: 2,
          alignItems: 'center',
        }}
        data-testid="admin-bookings-search"
      >
        <TextField
          name="plate"
          label={t('admin.bookings.search.plate')}
          defaultValue={params.get('plate') ?? ''}
        />
        <TextField
          name="mail"
          type="search"
          label={t('admin.bookings.search.mail')}
          defaultValue={params.get('mail') ?? ''}
        />
        <TextField
          name="name"
          label={t('admin.bookings.search.name')}
          defaultValue={params.get('name') ?? ''}
        />
        <TextField
          name="templateId"
          select
          label={t('admin.bookings.search.template')}
          defaultValue={params.get('templateId') ?? ''}
        >
          <MenuItem value="">{t('admin.bookings.search.any')}</MenuItem>
          {(templates.data ?? []).map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="fromDay"
          type="date"
          label={t('admin.bookings.search.from')}
          defaultValue={params.get('fromDay') ?? ''}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          name="toDay"
          type="date"
          label={t('admin.bookings.search.to')}
          defaultValue={params.get('toDay') ?? ''}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          name="status"
          select
          label={t('admin.bookings.search.status')}
          defaultValue={params.get('status') ?? ''}
        >
          <MenuItem value="">{t('admin.bookings.search.any')}</MenuItem>
          {bookingStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`admin.bookings.bookingStatus.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox name="lapsed" defaultChecked={params.get('lapsed') === 'true'} />}
          label={t('admin.bookings.search.lapsed')}
          sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
          data-testid="admin-bookings-lapsed"
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" data-testid="admin-bookings-submit">
            {t('admin.bookings.search.submit')}
          </Button>
          <Button type="reset">{t('admin.bookings.search.clear')}</Button>
        </Box>
      </Box>
      <ErrorAlert error={list.error} />
      {list.data?.totalCapped && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('admin.bookings.search.capped', { n: list.data.total.toLocaleString(i18n.language) })}
        </Alert>
      )}
      <AdminGrid
        label={t('admin.bookings.headline')}
        testId="admin-bookings-grid"
        rows={list.data?.data ?? []}
        columns={columns}
        loading={list.isFetching}
        server={{
          paging: { page, pageSize },
          onPaging: (m) =>
            update({
              page: m.page ? String(m.page) : undefined,
              pageSize: m.pageSize !== 25 ? String(m.pageSize) : undefined,
            }),
          total: list.data?.total,
        }}
        pageSizeOptions={[25, 50, 100]}
        sort={{ model: sortModel, onChange: onSort }}
        onRowDoubleClick={({ row }) => void navigate(row.id)}
      />
    </PageScaffold>
  );
}
