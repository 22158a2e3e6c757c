import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import {
  paymentStatusSchema,
  type AdminPayment,
  type AdminPaymentList,
  type AdminPaymentListQuery,
} from '../../../shared/schemas/admin-payments';
import { hiddenWhen, useNarrow } from '../components/admin-grid';
import { formatInstant, formatMoney } from '../components/format';
import { SectionTitle } from '../components/page-scaffold';
import { paymentMethodText, paymentStatusText, providerText } from '../components/words';
import { ErrorAlert } from '../error-alert';
import { downloadExport } from '../exports/api';
import { paymentsApi, paymentsListCsvPath } from './api';
import { BookingCell, PaymentsGrid, usePagedList } from './shared';

type Filter = Omit<Partial<AdminPaymentListQuery>, 'page' | 'pageSize'>;

const value = (d: FormData, name: string) => String(d.get(name) ?? '').trim() || undefined;

/**
 * Every payment: found by plate, e-mail or reference, narrowed by state, provider
 * and days of creation; "Exportieren" downloads the list as filtered, as CSV (audited).
 */
export function ListTab() {
  const { t, i18n } = useTranslation();
  const narrow = useNarrow();
  const [filter, setFilter] = useState<Filter>({});
  const paged = usePagedList('list', paymentsApi.payments, filter);
  const { list, setPaging } = paged;
  // usePagedList types the page as rows and total; this call's answer has the providers too.
  const providers = (list.data as AdminPaymentList | undefined)?.providers ?? [];
  const download = useMutation({ mutationFn: (path: string) => downloadExport(path) });

  const onFilter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const d = new FormData(e.currentTarget);
    setFilter({
      q: value(d, 'q'),
      status: paymentStatusSchema.safeParse(value(d, 'status')).data,
      provider: value(d, 'provider'),
      from: value(d, 'from'),
      to: value(d, 'to'),
    });
    setPaging((p) => ({ ...p, page: 0 }));
  };

  const columns: GridColDef<AdminPayment>[] = [
    {
      field: 'createdAt',
      headerName: t('admin.payments.list.createdAt'),
      width: 150,
      valueFormatter: (v: string) => formatInstant(v, i18n.language),
    },
    {
      field: 'bookingId',
      headerName: t('admin.payments.list.booking'),
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => (
        <BookingCell
          id={row.bookingId}
          plate={row.plate}
          mail={row.mail}
          extra={narrow ? paymentMethodText(t, row.method, row.provider) : undefined}
        />
      ),
    },
    {
      field: 'amountCents',
      headerName: t('admin.payments.list.amount'),
      width: 100,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => formatMoney(v, i18n.language),
    },
    {
      field: 'status',
      headerName: t('admin.payments.list.status'),
      width: 130,
      valueFormatter: (v: string) => paymentStatusText(t, v),
    },
    {
      field: 'method',
      headerName: t('admin.payments.list.method'),
      width: 170,
      valueGetter: (_v, row) => paymentMethodText(t, row.method, row.provider),
    },
    {
      field: 'providerRef',
      headerName: t('admin.payments.list.reference'),
      width: 160,
      renderCell: ({ row }) => (
        <Box sx={{ overflowWrap: 'anywhere', lineHeight: 1.4 }}>{row.providerRef ?? '–'}</Box>
      ),
    },
  ];

  return (
    <Box component="section" aria-labelledby="payments-list">
      <SectionTitle id="payments-list" title={t('admin.payments.list.headline')} />
      <Box
        component="form"
        onSubmit={onFilter}
        onReset={() => setFilter({})}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}
        data-testid="admin-payments-filter"
      >
        <TextField
          name="q"
          label={t('admin.payments.list.search')}
          sx={{ minWidth: 220, flex: '1 1 220px' }}
        />
        <TextField
          name="status"
          select
          label={t('admin.payments.list.status')}
          defaultValue=""
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value="">{t('admin.payments.list.all')}</option>
          {paymentStatusSchema.options.map((s) => (
            <option key={s} value={s}>
              {paymentStatusText(t, s)}
            </option>
          ))}
        </TextField>
        <TextField
          name="provider"
          select
          label={t('admin.payments.list.provider')}
          defaultValue=""
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value="">{t('admin.payments.list.all')}</option>
          {providers.map((p) => (
            <option key={p} value={p}>
              {providerText(t, p)}
            </option>
          ))}
        </TextField>
        <TextField
          name="from"
          type="date"
          label={t('admin.payments.list.from')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          name="to"
          type="date"
          label={t('admin.payments.list.to')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" data-testid="admin-payments-search">
          {t('admin.payments.list.filter')}
        </Button>
        <Button type="reset">{t('admin.payments.list.clear')}</Button>
        <Button
          variant="outlined"
          disabled={download.isPending}
          // The file holds what the list shows: the filters as last applied with "Filtern".
          onClick={() => download.mutate(paymentsListCsvPath(filter))}
          data-testid="admin-payments-export"
        >
          {t('admin.payments.list.export')}
        </Button>
      </Box>
      {download.isSuccess && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('admin.payments.list.exported', { file: download.data })}
        </Alert>
      )}
      <ErrorAlert error={download.error ?? list.error} />
      <PaymentsGrid
        label={t('admin.payments.list.headline')}
        testId="admin-payments-list"
        paged={paged}
        columns={columns}
        hide={hiddenWhen(narrow, ['method', 'providerRef'])}
      />
    </Box>
  );
}
