import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { SepaCollection, SepaCollectionState } from '../../../shared/schemas/admin-payments';
import { hiddenWhen, useNarrow } from '../components/admin-grid';
import { formatInstant, formatMoney } from '../components/format';
import { SectionTitle } from '../components/page-scaffold';
import { ErrorAlert } from '../error-alert';
import { paymentsApi } from './api';
import { ExcludeDialog } from './exclude-dialog';
import { MandatesSection } from './mandates-section';
import { BookingCell, PaymentsGrid, useMayWrite, usePagedList } from './shared';

/** The SEPA debits (left out of the next export or taken in again) and the mandates. */
export function SepaTab() {
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
  const [state, setState] = useState<SepaCollectionState | ''>('open');
  const [excluding, setExcluding] = useState<SepaCollection | null>(null);
  const [error, setError] = useState<unknown>(null);
  const paged = usePagedList('collections', paymentsApi.collections, { state: state || undefined });
  const { list, setPaging } = paged;
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
      valueFormatter: (v: number) => formatMoney(v, i18n.language, 'de-or-en'),
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
      <SectionTitle
        id="collections-title"
        title={t('admin.payments.collections.headline')}
        actions={
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
        }
      />
      <ErrorAlert error={error ?? list.error} />
      <PaymentsGrid
        label={t('admin.payments.collections.headline')}
        testId="admin-collections-grid"
        hide={hiddenWhen(narrow, ['createdAt', 'dueDate', 'sequenceType', 'mandateReference'])}
        paged={paged}
        columns={columns}
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
