import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { RefundDue } from '../../../shared/schemas/admin-payments';
import { hiddenWhen, useNarrow } from '../components/admin-grid';
import { formatInstant, formatMoney } from '../components/format';
import { SectionTitle } from '../components/page-scaffold';
import { providerText } from '../components/words';
import { ErrorAlert } from '../error-alert';
import { paymentsApi } from './api';
import { ProviderDialog } from './provider-dialog';
import { Actions, BookingCell, PaymentsGrid, useMayWrite, usePagedList } from './shared';
import { TransferDialog } from './transfer-dialog';

/** The refunds due: paid back by bank transfer (its reference noted) or through the provider. */
export function RefundsTab() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const mayWrite = useMayWrite();
  const narrow = useNarrow();
  const [transfer, setTransfer] = useState<RefundDue | null>(null);
  const [provider, setProvider] = useState<RefundDue | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const paged = usePagedList('refunds', paymentsApi.refundsDue);
  const { list } = paged;
  const done = (amountCents: number) => {
    setTransfer(null);
    setProvider(null);
    setNotice(
      t('admin.payments.refunds.done', { amount: formatMoney(amountCents, i18n.language, 'de-or-en') }),
    );
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
      valueFormatter: (v: number) => formatMoney(v, i18n.language, 'de-or-en'),
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
    {
      field: 'provider',
      headerName: t('admin.payments.refunds.provider'),
      width: 110,
      valueFormatter: (v: string) => providerText(t, v),
    },
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
      <SectionTitle id="refunds-title" title={t('admin.payments.refunds.headline')} />
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
      <PaymentsGrid
        label={t('admin.payments.refunds.headline')}
        testId="admin-refunds-grid"
        hide={hiddenWhen(narrow, ['since', 'provider'])}
        paged={paged}
        columns={columns}
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
